#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File access through the C library: no Foundation on the hot path, file names as bytes.
public enum FileSystem {
    /// Why a file could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }

    /// Reads a whole regular file.
    public static func read(_ path: String) -> Result<[UInt8], ReadError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return .failure(ReadError(path: path, reason: errnoText())) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) != 0 { return .failure(ReadError(path: path, reason: errnoText())) }
        if (st.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadError(path: path, reason: "is a directory")) }
        var capacity = max(Int(st.st_size), 0) + 1
        var count = 0
        // Read until EOF, growing when the file turned out larger than `stat` said.
        var result = [UInt8](repeating: 0, count: capacity)
        while true {
            if count == capacity {
                capacity *= 2
                result.append(contentsOf: repeatElement(0, count: capacity - result.count))
            }
            let got = result.withUnsafeMutableBytes { raw -> Int in
                Glibc.read(fd, raw.baseAddress! + count, capacity - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(path: path, reason: errnoText()))
            }
            if got == 0 { break }
            count += got
        }
        result.removeSubrange(count...)
        return .success(result)
    }

    /// Reads all of standard input.
    public static func readStandardInput() -> [UInt8] {
        var result = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            result.append(contentsOf: chunk[0..<got])
        }
        return result
    }

    public enum Kind { case file, directory, other, missing }

    /// What is at `path`, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var st = stat()
        if stat(path, &st) != 0 { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` itself is a symbolic link.
    public static func isSymlink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// The entries of a directory (names only, `.` and `..` left out), sorted bytewise.
    public static func list(_ path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, then a rename, so an
    /// interrupted run leaves the old file whole.
    public static func writeAtomically(_ path: String, _ bytes: [UInt8]) -> ReadError? {
        let tmp = path + ".modallint-tmp-\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { return ReadError(path: path, reason: errnoText()) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = errnoText()
                close(fd)
                unlink(tmp)
                return ReadError(path: path, reason: reason)
            }
            written += n
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let reason = errnoText()
            unlink(tmp)
            return ReadError(path: path, reason: reason)
        }
        if rename(tmp, path) != 0 {
            let reason = errnoText()
            unlink(tmp)
            return ReadError(path: path, reason: reason)
        }
        return nil
    }

    /// Appends bytes to a file (created when missing), as `$GITHUB_STEP_SUMMARY` expects.
    @discardableResult
    public static func append(_ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 { if errno == EINTR { continue } else { return false } }
            written += n
        }
        return true
    }

    /// The current directory.
    public static func currentDirectory() -> String {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return "." }
        return String(cString: buf)
    }
}

/// A monotonic clock, without Foundation.
public enum Clock {
    public static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Environment variables, without Foundation.
public enum Environment {
    public static func value(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        return String(cString: v)
    }
}

/// Unbuffered-enough output to standard output and standard error.
public enum Output {
    public static func write(_ s: String, to fd: Int32 = 1) {
        var s = s
        s.withUTF8 { buf in
            var off = 0
            while off < buf.count {
                let n = Glibc.write(fd, buf.baseAddress! + off, buf.count - off)
                if n < 0 { if errno == EINTR { continue } else { return } }
                off += n
            }
        }
    }

    public static func error(_ s: String) { write(s, to: 2) }
}
