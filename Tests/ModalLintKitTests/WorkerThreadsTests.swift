import XCTest
@testable import ModalLintKit
@testable import ModalLintPlatform

/// The work loop hands out every item exactly once, in batches that shrink to single items
/// at the end.
final class WorkerThreadsTests: XCTestCase {
    func testEveryItemRunsExactlyOnce() {
        for (count, threads) in [(1, 2), (2, 2), (7, 3), (1000, 2), (4056, 2), (10_000, 4)] {
            let hits = UnsafeMutablePointer<Int32>.allocate(capacity: count)
            hits.initialize(repeating: 0, count: count)
            defer { hits.deallocate() }
            WorkerThreads.run(count: count, threads: threads) { i in
                // Each item is written by one thread only (a second visit would show as 2).
                hits[i] += 1
            }
            XCTAssertTrue((0..<count).allSatisfy { hits[$0] == 1 }, "\(count) items on \(threads) threads")
        }
    }

    func testBatchesShrinkToOneItemAtTheEnd() {
        // Taking batches until nothing remains, as the threads do: at most 64, never 0, and
        // the last batches (where a large one would leave a thread alone) one item each.
        for (count, threads) in [(4056, 2), (500, 2), (100_000, 8), (3, 2)] {
            var remaining = count
            var sizes: [Int] = []
            while remaining > 0 {
                let b = WorkerThreads.Shared.batch(remaining: remaining, threads: threads)
                XCTAssertGreaterThanOrEqual(b, 1)
                XCTAssertLessThanOrEqual(b, 64)
                sizes.append(min(b, remaining))
                remaining -= min(b, remaining)
            }
            XCTAssertEqual(sizes.reduce(0, +), count)
            XCTAssertEqual(Array(sizes.suffix(min(sizes.count, 2 * threads * 8 - 1))).max(), 1, "\(count) items, \(threads) threads")
            XCTAssertEqual(sizes, sizes.sorted(by: >), "batches only shrink")
        }
    }

    func testAllocatorTuningTakesEffectAndChangesNoFinding() throws {
        // The samples as one project, on two threads, before and after the tuning: the same
        // findings (only where memory comes from moves).
        let root = TestSupport.packageRoot + "/SamplesCorpus"
        var files: [SourceFile] = []
        for path in FileDiscovery.swiftFiles(under: root) {
            guard case .success(let bytes) = FileSystem.read(path) else { return XCTFail("cannot read \(path)") }
            files.append(SourceFile(path: path, bytes: bytes))
        }
        XCTAssertGreaterThan(files.count, 30)
        func findings() -> [String] {
            Analyzer(jobs: 2).run(files: files).diagnostics.map { "\($0.path):\($0.location.line):\($0.ruleID)" }
        }
        let before = findings()
        AllocatorTuning.apply()
        // Where glibc is the C library, `mallopt` was found by name and took the settings
        // (worker threads now prepare their arenas); elsewhere nothing was applied.
        XCTAssertEqual(AllocatorTuning.applied, AllocatorTuning.isSupported)
        XCTAssertFalse(before.isEmpty)
        XCTAssertEqual(findings(), before)
        // Blocks of the prepared size still come and go on a started thread.
        let sizes = Analyzer.parallelMap(4, jobs: 2) { i -> Int in
            guard let p = malloc(AllocatorTuning.blockSize) else { return -1 }
            memset(p, Int32(i), 4096)
            free(p)
            return i
        }
        XCTAssertEqual(sizes, [0, 1, 2, 3])
    }
}
