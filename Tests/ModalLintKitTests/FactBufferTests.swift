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
        let sources = (0..<40).map { k in
            "final class C\(k): UIViewController { func f() { let vc = V\(k)(); vc.title = \"\(k)\"; present(vc, animated: true) } }"
        }
        for (k, source) in sources.enumerated() {
            let m = Parser.parse(SourceFile(path: "C\(k).swift", bytes: Array(source.utf8)))
            XCTAssertEqual(m.calls.map { $0.name }, ["V\(k)", "present"])
            XCTAssertEqual(m.bindings.map { $0.name }, ["vc"])
            XCTAssertEqual(m.assignments.count, 1)
            XCTAssertLessThanOrEqual(m.calls.capacity, m.calls.count + 1)
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
        cache.giveBack(after)
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
