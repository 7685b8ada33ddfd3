import XCTest
@testable import ModalLintKit

/// A file's call arguments live in one store that grows with `realloc` and is trimmed to its
/// count when the file is parsed; calls and blocks keep their ranges in 32 bits.
final class ArgumentStoreTests: XCTestCase {
    /// Arguments whose label and value hold reference-counted strings: a lost retain or a
    /// double release when the store moves or trims its memory shows as a crash or a wrong value.
    private func arguments(_ n: Int, round: Int) -> [Argument] {
        (0..<n).map { k in
            Argument(label: "a label long enough to allocate \(k) \(round)",
                     value: .name("a value long enough to allocate \(k) \(round)", (k * 10)..<(k * 10 + 5)),
                     range: (k * 10)..<(k * 10 + 9), isTrailingClosure: k % 3 == 0)
        }
    }

    func testGrowsTrimsAndKeepsEveryArgument() {
        let store = ArgumentStore(capacity: 1)
        var expected: [Argument] = []
        var stack = ArgumentStack(capacity: 4)
        defer { stack.free() }
        var runs: [Arguments] = []
        for round in 0..<30 {
            let batch = arguments(round % 7 + 1, round: round)
            for a in batch { stack.append(a) }
            let at = stack.moveTop(batch.count, to: store)
            runs.append(Arguments(store: store, start: at, count: batch.count))
            expected += batch
        }
        store.trim()
        store.trim()  // a second trim changes nothing
        XCTAssertEqual(store.count, expected.count)
        let read = runs.flatMap { Array($0) }
        XCTAssertEqual(read.count, expected.count)
        for (a, b) in zip(read, expected) {
            XCTAssertEqual(a.label, b.label)
            XCTAssertEqual(a.value.lastName, b.value.lastName)
            XCTAssertEqual(a.value.range, b.value.range)
            XCTAssertEqual(a.range, b.range)
            XCTAssertEqual(a.isTrailingClosure, b.isTrailingClosure)
        }
    }

    func testAnEmptyStoreTrimsAndStillGrows() {
        // Trimmed to one slot, then grown again by `realloc` from there.
        let store = ArgumentStore(capacity: 64)
        store.trim()
        XCTAssertEqual(store.count, 0)
        var stack = ArgumentStack(capacity: 4)
        defer { stack.free() }
        let batch = arguments(5, round: 0)
        for a in batch { stack.append(a) }
        let at = stack.moveTop(batch.count, to: store)
        XCTAssertEqual(at, 0)
        XCTAssertEqual(Arguments(store: store, start: at, count: batch.count).map(\.label), batch.map(\.label))
    }

    func testParsedCallsKeepTheirRanges() {
        // Past 65,536 bytes, so a 16-bit store would show; the ranges read back as parsed.
        let padding = String(repeating: "// padding line of a long file\n", count: 2_500)
        let source = padding + "func f() { self.present(vc, animated: true) { done() } }\n"
        let m = Parser.parse(SourceFile(path: "T.swift", text: source))
        let bytes = Array(source.utf8)
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        guard let present = m.calls.first(where: { $0.name == "present" }) else { return XCTFail("no present call") }
        XCTAssertGreaterThan(present.range.lowerBound, 65_536)
        XCTAssertEqual(text(present.nameRange), "present")
        XCTAssertEqual(text(present.range), "self.present(vc, animated: true) { done() }")
        XCTAssertEqual(present.arguments.map { text($0.range) }, ["vc", "animated: true", "{ done() }"])
        XCTAssertEqual(present.arguments.last?.isTrailingClosure, true)
        var changed = present
        changed.range = 3..<7
        changed.nameRange = 4..<5
        XCTAssertEqual(changed.range, 3..<7)
        XCTAssertEqual(changed.nameRange, 4..<5)
    }

    func testFactsTakeLessRoom() {
        // The model holds hundreds of thousands of each (64-bit platforms).
        XCTAssertLessThanOrEqual(MemoryLayout<CallSite>.stride, 112)
        XCTAssertLessThanOrEqual(MemoryLayout<Block>.stride, 16)
    }

    func testBlocksKeepTheirRangesAndParents() {
        var b = Block(kind: .then, range: 70_000..<70_100, parent: 3)
        XCTAssertEqual(b.range, 70_000..<70_100)
        XCTAssertEqual(b.parent, 3)
        b.parent = nil
        b.range = 5..<9
        XCTAssertNil(b.parent)
        XCTAssertEqual(b.range, 5..<9)
        XCTAssertNil(Block(kind: .file, range: 0..<10, parent: nil).parent)
        XCTAssertEqual(Block(kind: .file, range: 0..<10, parent: 0).parent, 0)
    }
}
