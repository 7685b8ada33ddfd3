import XCTest
@testable import ModalLintKit

/// Facts collected in a raw buffer come out as an array of exactly their count, in order,
/// however the buffer grew, and the buffer is reusable afterwards.
final class FactBufferTests: XCTestCase {
    func testGrowsModifiesAndHandsOverExactly() {
        var buffer = FactBuffer<String>(capacity: 1)
        defer { buffer.free() }
        for round in 0..<3 {
            // Strings long enough to be reference counted: a lost retain or a double release
            // would show as a crash or a wrong value here.
            let words = (0..<(50 + round * 100)).map { "a name long enough to allocate its storage \($0) \(round)" }
            for w in words { buffer.append(w) }
            buffer[3] += " (changed)"
            XCTAssertEqual(buffer.count, words.count)
            let array = buffer.takeArray()
            XCTAssertEqual(buffer.count, 0)
            XCTAssertEqual(array.count, words.count)
            // An allocation of the facts' count (malloc may round it up by a few bytes).
            XCTAssertLessThanOrEqual(array.capacity, words.count + 1)
            var expected = words
            expected[3] += " (changed)"
            XCTAssertEqual(array, expected)
        }
        buffer.reserve(1000)
        buffer.append("left in the buffer")
        XCTAssertEqual(buffer.count, 1)  // released by free() in the defer
    }

    func testEachThreadsBuffersServeManyFiles() {
        // Files parsed one after another on one thread reuse its buffers; each model still gets
        // exactly its own facts.
        // Every kind of fact, in numbers that vary from file to file (more than the buffers
        // start with in some, none in others).
        let sources = (0..<40).map { k -> String in
            var s = "final class C\(k): UIViewController { var p\(k) = 0\n func f() { let vc = V\(k)(); vc.title = \"\(k)\"; present(vc, animated: true) } }\n"
            for j in 0..<(k % 4 == 0 ? 0 : 70 + k) {
                s += "struct S\(j): P\(k) { var q = \(j)\n func g\(j)(x: Int) -> Int { if x > \(j) { return 1 }; items.map { y in y + 1 }; return 0 } }\n"
            }
            return s
        }
        for (k, source) in sources.enumerated() {
            let m = Parser.parse(SourceFile(path: "C\(k).swift", bytes: Array(source.utf8)))
            let n = k % 4 == 0 ? 0 : 70 + k
            XCTAssertEqual(m.types.map { $0.name }, ["C\(k)"] + (0..<n).map { "S\($0)" })
            XCTAssertEqual(m.types.dropFirst().map { $0.inherited }, Array(repeating: ["P\(k)"], count: n))
            XCTAssertEqual(m.functions.map { $0.name }, ["f"] + (0..<n).map { "g\($0)" })
            XCTAssertEqual(m.properties.map { $0.name }, ["p\(k)"] + Array(repeating: "q", count: n))
            XCTAssertEqual(m.conditions.count, n)
            XCTAssertEqual(m.closures.map { $0.parameters }, Array(repeating: ["y"], count: n))
            XCTAssertEqual(m.returns.count, 2 * n)
            XCTAssertEqual(m.calls.map { $0.name }, ["V\(k)", "present"] + Array(repeating: "map", count: n))
            XCTAssertEqual(m.bindings.filter { $0.name == "vc" }.count, 1)
            XCTAssertEqual(m.assignments.count, 1)
            // Each array made at its count.
            XCTAssertLessThanOrEqual(m.calls.capacity, m.calls.count + 1)
            XCTAssertLessThanOrEqual(m.types.capacity, m.types.count + 1)
            XCTAssertLessThanOrEqual(m.functions.capacity, m.functions.count + 1)
            XCTAssertLessThanOrEqual(m.closures.capacity, m.closures.count + 1)
        }
    }

    func testTheThreadCacheKeepsOnlyModestBuffers() {
        let cache = ParserThreadCache()
        // A huge file's buffers start at the room a thread keeps, and one that grew past it is
        // not kept (the thread may live as long as the process).
        var huge = cache.takeBuffers(tokens: 12 * (ParserThreadCache.keptRoom + 10))
        XCTAssertEqual(huge.calls.room, ParserThreadCache.keptRoom)
        huge.calls.reserve(ParserThreadCache.keptRoom + 1)
        cache.giveBack(huge)
        let after = cache.takeBuffers(tokens: 0)
        XCTAssertLessThanOrEqual(after.calls.room, 16)
        // The same for the kinds that start small (declarations, closures…).
        var after2 = after
        after2.types.reserve(ParserThreadCache.keptRoom + 1)
        after2.closures.reserve(ParserThreadCache.keptRoom / 2)
        cache.giveBack(after2)
        let third = cache.takeBuffers(tokens: 0)
        XCTAssertLessThanOrEqual(third.types.room, 16)
        XCTAssertEqual(third.closures.room, ParserThreadCache.keptRoom / 2)
        cache.giveBack(third)
        // An ordinary one is kept and lent again.
        let ordinary = cache.takeBuffers(tokens: 1200)
        let room = ordinary.calls.room
        XCTAssertGreaterThanOrEqual(room, 1200 / 12)
        cache.giveBack(ordinary)
        let again = cache.takeBuffers(tokens: 0)
        XCTAssertEqual(again.calls.room, room)
        // While a parse holds the buffers, another on the same thread gets its own.
        let nested = cache.takeBuffers(tokens: 0)
        XCTAssertLessThanOrEqual(nested.calls.room, 16)
        cache.giveBack(nested)
        cache.giveBack(again)
    }
}
