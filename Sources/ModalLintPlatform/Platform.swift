// The one place that names a C library. Every other file of ModalLint imports this module,
// which re-exports the platform's C library (Darwin on Apple systems, Glibc or Musl on Linux)
// and adds the few things whose shape differs between them.
//
// Two kinds of condition, on purpose:
// - which C module exists (`canImport`) picks the import, Darwin first;
// - the shape of an API (`pthread_t` an integer or a pointer, the type of a resource name, the
//   unit of `ru_maxrss`) is picked by `canImport(Glibc)` alone.
// `.ci/portability-check.sh` type-checks the sources against a stand-in `Darwin` module made of
// glibc's declarations, with `Glibc` itself hidden: the import then takes Darwin's branch while
// the shapes stay glibc's, so a file that reaches the C library any other way than through
// this module, or that leans on something only the Glibc overlay declares, fails to build on
// Linux too. The lines that only Darwin compiles are reviewed against Apple's headers (see
// docs/architecture.md, "Platforms").
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#else
#error("ModalLint needs a POSIX C library: Darwin, Glibc or Musl")
#endif

/// What ModalLint needs of the operating system, the same on macOS and Linux.
public enum Platform {
    /// The number of cores online (at least 1): `sysconf(_SC_NPROCESSORS_ONLN)` on every
    /// supported system.
    public static var activeProcessorCount: Int {
        // `_SC_NPROCESSORS_ONLN` is an `Int32` macro on Darwin and Musl, an `Int` enum
        // constant in Glibc: `Int32(_)` takes both.
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The soft limit of the main thread's stack in bytes, or nil when it is unlimited or
    /// cannot be read.
    public static var stackLimit: Int? {
        var limit = rlimit()
        guard getrlimit(cInt(RLIMIT_STACK), &limit) == 0, limit.rlim_cur < unlimited else { return nil }
        return Int(limit.rlim_cur)
    }

    /// `RLIM_INFINITY` is all ones in glibc and Musl but 2^63 - 1 in Darwin, and Swift imports
    /// neither macro: any limit from 2^62 up counts as none.
    static let unlimited: rlim_t = 1 << 62

    /// A C constant as the `Int32` the functions take. Darwin and Musl declare `RLIMIT_STACK`
    /// and `RUSAGE_SELF` as `Int32` macros...
    @inline(__always) static func cInt(_ r: Int32) -> Int32 { r }

    /// ...and Glibc as cases of C enums (`__rlimit_resource`, `__rusage_who`), passed as their
    /// raw value.
    @inline(__always) static func cInt<R: RawRepresentable>(_ r: R) -> Int32 where R.RawValue: BinaryInteger {
        Int32(r.rawValue)
    }

    /// Seconds on a monotonic clock (`CLOCK_MONOTONIC`; on Darwin since macOS 10.12).
    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The process's peak resident memory in bytes (`ru_maxrss`: kilobytes on Linux, bytes on
    /// Darwin).
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(cInt(RUSAGE_SELF), &usage)
        #if canImport(Glibc) || canImport(Musl)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    /// Whether a file descriptor is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// An environment variable's value, or nil when it is not set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The text of the current `errno`.
    public static func errorText() -> String { String(cString: strerror(errno)) }
}
