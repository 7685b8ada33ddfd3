import XCTest
@testable import ModalLintKit

/// Arrays made through `Array(filling:by:)` hold exactly what the fill initialised, and moving
/// elements in neither copies nor loses them.
final class ArrayFillingTests: XCTestCase {
    /// Counts the instances alive, so a lost or doubled reference shows.
    final class Tracked {
        static var alive = 0
        let n: Int
        init(_ n: Int) { self.n = n; Tracked.alive += 1 }
        deinit { Tracked.alive -= 1 }
    }

    /// Fills only the first half of the room.
    struct HalfFill: ArrayFill {
        func fill(_ room: UnsafeMutableBufferPointer<Int>) -> Int {
            let n = room.count / 2
            for i in 0..<n { (room.baseAddress! + i).initialize(to: i * 3) }
            return n
        }
    }

    func testRepeatedValues() {
        XCTAssertEqual([Int32](filled: 7, count: 5), [7, 7, 7, 7, 7])
        XCTAssertEqual([Int](filled: 1, count: 0), [])
        let big = [UInt8](filled: 0xAB, count: 100_000)
        XCTAssertEqual(big.count, 100_000)
        XCTAssertTrue(big.allSatisfy { $0 == 0xAB })
        var a = [String](filled: "x", count: 3)
        a.append("y")  // an ordinary array afterwards
        XCTAssertEqual(a, ["x", "x", "x", "y"])
    }

    func testPartialFillKeepsOnlyWhatWasInitialised() {
        let a = [Int](filling: 9, by: HalfFill())
        XCTAssertEqual(a, [0, 3, 6, 9])
        XCTAssertEqual([Int](filling: 1, by: HalfFill()), [])
    }

    func testMovingTakesOwnershipWithoutCopies() {
        XCTAssertEqual(Tracked.alive, 0)
        do {
            let source = UnsafeMutablePointer<Tracked>.allocate(capacity: 50)
            for i in 0..<50 { (source + i).initialize(to: Tracked(i)) }
            XCTAssertEqual(Tracked.alive, 50)
            let moved = [Tracked](moving: 50, from: source)
            source.deallocate()  // uninitialised now: nothing to release
            XCTAssertEqual(moved.map(\.n), Array(0..<50))
            XCTAssertEqual(Tracked.alive, 50)
        }
        XCTAssertEqual(Tracked.alive, 0, "no retain left over: the array released every element")
    }

    func testFilesReadWholeEmptyAndGrowing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("arrayfill-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let full = dir.appendingPathComponent("a.swift"), empty = dir.appendingPathComponent("b.swift")
        try Data(bytes).write(to: full)
        try Data().write(to: empty)
        guard case .success(let read) = FileSystem.read(full.path) else { return XCTFail("not read") }
        XCTAssertEqual(read, bytes)
        guard case .success(let none) = FileSystem.read(empty.path) else { return XCTFail("not read") }
        XCTAssertEqual(none, [])
        // A FIFO has no size up front: read in chunks to its end.
        let fifo = dir.appendingPathComponent("c.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            close(fd)
        }
        writer.start()
        guard case .success(let piped) = FileSystem.read(fifo) else { return XCTFail("not read") }
        XCTAssertEqual(piped, bytes)
    }
}
