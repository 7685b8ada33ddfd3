/// Settings of glibc's allocator for a lint run, which makes and frees hundreds of MB in
/// millions of small blocks on a few threads, one project after another.
///
/// Glibc only, by design: Darwin's malloc zones and Musl's allocator have no `mallopt` and
/// none of these tunables, so `apply()` and `prepareThreadArena()` are no-ops there and a run
/// uses the system's defaults.
///
/// What glibc does by default, measured over the benchmark apps
/// (docs/performance.md; `--project-per-path`, `strace -f -c`): each worker thread allocates from an arena of its own, a heap of at most
/// 64 MB that grows exactly as far as each request needs, one `mprotect` per step: 14,000
/// calls for 120 MB, each holding the address-space lock that the other thread's page faults
/// wait for. And freed memory at the top of a heap is handed back (`madvise`), so the next
/// project faults the same pages in again.
///
/// `apply()` (called by the command line tools, never by the library on its own) sets:
/// - no trimming below 512 MB free (`M_TRIM_THRESHOLD`): memory freed between projects stays
///   with the process for the next one (the peak is the largest project's, as before);
/// - a 64 MB pad (`M_TOP_PAD`): the main arena grows in large steps, and a thread's heap that
///   empties is kept rather than unmapped;
/// - blocks up to 32 MB from the heaps, not from `mmap` of their own (`M_MMAP_THRESHOLD`, which
///   also stops glibc moving that limit as blocks are freed);
/// and `prepareThreadArena()`, run by each worker thread as it starts, takes three 30 MB blocks
/// and frees them: the first time a thread's arena sees this, its heaps grow in three steps
/// instead of thousands; afterwards it costs three splits of a free block. Pages are only
/// touched, and so counted as memory, when used.
///
/// Measured: `mprotect` calls 14,000 -> 22, page faults 36,000 -> 32,000, 3-4% less wall time
/// (docs/performance.md). Output is unchanged: only where memory comes from moves.
public enum AllocatorTuning {
    /// Whether this C library has the tunables (glibc).
    public static var isSupported: Bool {
        #if canImport(Glibc)
        return true
        #else
        return false
        #endif
    }

    /// Whether `apply()` has run (worker threads then prepare their arenas).
    nonisolated(unsafe) private(set) static var applied = false

    /// glibc's `mallopt` parameters (malloc.h).
    private static let trimThreshold: Int32 = -1
    private static let topPad: Int32 = -2
    private static let mmapThreshold: Int32 = -3

    /// Sets the allocator up for a run; call once, before any other thread starts. Does nothing
    /// where `mallopt` does not exist (Musl, Darwin).
    public static func apply() {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module: looked up by name, as the C library has it.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        guard mallopt(mmapThreshold, 32 << 20) == 1 else { return }
        _ = mallopt(trimThreshold, 512 << 20)
        _ = mallopt(topPad, 64 << 20)
        applied = true
        #endif
    }

    /// Grows the calling thread's arena in three large steps (see the type's notes); a no-op
    /// unless `apply()` ran.
    static func prepareThreadArena() {
        #if canImport(Glibc)
        guard applied else { return }
        let a = malloc(blockSize), b = malloc(blockSize), c = malloc(blockSize)
        free(c)
        free(b)
        free(a)
        #endif
    }

    /// Under the 32 MB set as the `mmap` threshold; two fit in one 64 MB heap.
    static let blockSize = 30 << 20
}
