import ModalLintPlatform

/// File access through the C library: no Foundation on the hot path, file names as bytes.
public enum FileSystem {
    /// Why a file could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    static func errnoText() -> String { Platform.errorText() }

    // MARK: File names that are not UTF-8
    //
    // A file name is bytes; Swift strings are Unicode. A name that is not valid UTF-8
    // (`Caf\xE9.swift` written by a Latin-1 tool) is kept as a string in which each byte
    // that is not part of valid UTF-8 becomes the private-use character U+F700 + byte, and
    // turned back into the same bytes whenever the path goes to the system. Nothing is
    // dropped, and reports show the name with the private-use character in place of the byte.
    // (A name that really contains U+F700...U+F7FF, which no tool writes, would not round-trip.)

    static let escapeBase: UInt32 = 0xF700

    /// The string for a name's bytes (valid UTF-8 as is; other bytes escaped).
    public static func decodeName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : (b >> 5 == 0x6 ? 2 : (b >> 4 == 0xE ? 3 : (b >> 3 == 0x1E ? 4 : 0)))
            if length > 0, i + length <= bytes.count,
               let s = String(validating: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]), as: UTF8.self),
               let scalar = s.unicodeScalars.first, s.unicodeScalars.count == 1 {
                scalars.append(scalar)
                i += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(b))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// Calls `body` with the path as the system expects it (escaped bytes restored).
    public static func withSystemPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        // An escaped byte (U+F700-U+F7FF) is encoded EF 9C 80 - EF 9F BF: a path without an
        // 0xEF byte (nearly all) has none, found by one memchr.
        var scanned = path
        let mayHoldEscapes = scanned.withUTF8 { buf in buf.baseAddress.map { memchr($0, 0xEF, buf.count) != nil } ?? false }
        guard mayHoldEscapes, path.unicodeScalars.contains(where: { $0.value >= escapeBase && $0.value <= escapeBase + 0xFF }) else {
            return path.withCString(body)
        }
        var bytes: [CChar] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= escapeBase && scalar.value <= escapeBase + 0xFF {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - escapeBase)))
            } else {
                for b in String(scalar).utf8 { bytes.append(CChar(bitPattern: b)) }
            }
        }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Reads a whole regular file.
    /// The largest file analysed: offsets and token indices are signed 32-bit (`TokenView`,
    /// and `BracketMatcher` marks a soft end as `-(index + 2)`), and no real source file comes
    /// near it. Larger files are reported, not analysed.
    public static let maximumFileSize = Int(Int32.max) - 3

    static func tooLarge(_ size: Int) -> String {
        "too large to analyse (\(size) bytes; the limit is \(maximumFileSize) bytes)"
    }

    /// Reads a file into an array's room (`Array(filling:by:)`): up to the room's size, until
    /// the end of the file or an error, which it notes in `outcome`.
    struct ReadFill: ArrayFill {
        struct Outcome {
            var failure: String? = nil
            /// The end of the file was seen.
            var complete = false
        }
        let fd: Int32
        /// The size `stat` gave.
        let size: Int
        let regular: Bool
        let outcome: UnsafeMutablePointer<Outcome>

        func fill(_ room: UnsafeMutableBufferPointer<UInt8>) -> Int {
            let capacity = room.count
            var count = 0
            while count < capacity {
                let got = ModalLintPlatform.read(fd, room.baseAddress! + count, capacity - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    outcome.pointee.failure = errnoText()
                    break
                }
                if got == 0 { outcome.pointee.complete = true; break }
                count += got
                // Exactly the size `stat` gave, and a read that asked for more: the end of a
                // regular file (no second read just to see 0).
                if count == size && size > 0 && regular { outcome.pointee.complete = true; break }
            }
            return count
        }
    }

    public static func read(_ path: String) -> Result<[UInt8], ReadError> {
        let fd = withSystemPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        if fd < 0 { return .failure(ReadError(path: path, reason: errnoText())) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) != 0 { return .failure(ReadError(path: path, reason: errnoText())) }
        if (st.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadError(path: path, reason: "is a directory")) }
        if Int(st.st_size) > maximumFileSize { return .failure(ReadError(path: path, reason: FileSystem.tooLarge(Int(st.st_size)))) }
        // Swift arrays cannot report a failed allocation (they stop the process), so ask
        // malloc first: under an address-space limit a file too large to hold is reported.
        guard let probe = malloc(max(Int(st.st_size), 0) + 1) else {
            return .failure(ReadError(path: path, reason: "not enough memory to read it (\(st.st_size) bytes)"))
        }
        free(probe)
        // One byte more than `stat` said: a file that grew meanwhile fills it, and is read on
        // to its end. The buffer is not zeroed first: only the bytes read are kept.
        let size = max(Int(st.st_size), 0)
        let capacity = size + 1
        var outcome = ReadFill.Outcome()
        var result = withUnsafeMutablePointer(to: &outcome) { outcome in
            [UInt8](filling: capacity, by: ReadFill(fd: fd, size: size, regular: (st.st_mode & S_IFMT) == S_IFREG, outcome: outcome))
        }
        if let reason = outcome.failure { return .failure(ReadError(path: path, reason: reason)) }
        if !outcome.complete {
            // The file grew while being read: the rest in chunks, up to the size limit.
            if !appendRest(of: fd, to: &result) { return .failure(ReadError(path: path, reason: errnoText())) }
            if result.count > maximumFileSize { return .failure(ReadError(path: path, reason: FileSystem.tooLarge(result.count))) }
        }
        return .success(result)
    }

    /// Reads `fd` to its end into `result`, in chunks, stopping once past `maximumFileSize`
    /// (the caller refuses such input). False on a read error (`errno` says which).
    private static func appendRest(of fd: Int32, to result: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { ModalLintPlatform.read(fd, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                return false
            }
            if got == 0 { return true }
            result.append(contentsOf: chunk[0..<got])
            if result.count > maximumFileSize { return true }
        }
    }

    /// Reads all of standard input.
    public static func readStandardInput() -> [UInt8] {
        var result = [UInt8]()
        // A read error ends the input there, as the end of it would.
        _ = appendRest(of: 0, to: &result)
        return result
    }

    public enum Kind { case file, directory, other, missing }

    /// What is at `path`, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var st = stat()
        if withSystemPath(path, { stat($0, &st) }) != 0 { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` itself is a symbolic link.
    public static func isSymlink(_ path: String) -> Bool {
        var st = stat()
        return withSystemPath(path) { lstat($0, &st) } == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// The entries of a directory (names only, `.` and `..` left out), sorted bytewise.
    public static func list(_ path: String) -> [String]? {
        guard case .success(let entries) = entries(path) else { return nil }
        return entries.map { $0.name }
    }

    /// A directory entry: its name and what `readdir` says it is (`.unknown` when the file
    /// system does not say, then callers ask `stat`).
    public struct Entry {
        public enum Kind { case file, directory, symlink, other, unknown }
        public let name: String
        public let kind: Kind
    }

    /// Bytewise order of two byte strings: one `memcmp`, the shorter first on a tie.
    static func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(x.count, y.count)
        let c = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
        return c != 0 ? c < 0 : x.count < y.count
    }

    /// The entries of a directory, sorted bytewise by name, or why it cannot be listed.
    /// The names are gathered back to back in one buffer and sorted as spans of it (no array
    /// per name); each becomes a `String` once, in order.
    public static func entries(_ path: String) -> Result<[Entry], ReadError> {
        guard let dir = withSystemPath(path, { opendir($0) }) else { return .failure(ReadError(path: path, reason: errnoText())) }
        defer { closedir(dir) }
        var names: [UInt8] = []
        var spans: [(start: Int, count: Int, kind: Entry.Kind)] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { return .failure(ReadError(path: path, reason: errnoText())) }
                break
            }
            let start = names.count
            // `d_name` is a 256-byte tuple in glibc, 1,024 bytes in Darwin: read up to its NUL.
            let count = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { p -> Int in
                    let n = strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
                    // `.` and `..`
                    if n <= 2 && p[0] == 0x2E && (n == 1 || p[1] == 0x2E) { return 0 }
                    names.append(contentsOf: UnsafeBufferPointer(start: p, count: n))
                    return n
                }
            }
            if count == 0 { continue }
            let kind: Entry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            spans.append((start, count, kind))
        }
        return .success(names.withUnsafeBufferPointer { all -> [Entry] in
            func name(_ s: (start: Int, count: Int, kind: Entry.Kind)) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: all[s.start..<(s.start + s.count)])
            }
            spans.sort { a, b in FileSystem.bytesPrecede(name(a), name(b)) }
            return spans.map { Entry(name: decodeName(name($0)), kind: $0.kind) }
        })
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, then a rename, so an
    /// interrupted run leaves the old file whole.
    public static func writeAtomically(_ path: String, _ bytes: [UInt8]) -> ReadError? {
        let tmp = path + ".modallint-tmp-\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { return ReadError(path: path, reason: errnoText()) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { ModalLintPlatform.write(fd, $0.baseAddress! + written, bytes.count - written) }
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
            let n = bytes.withUnsafeBytes { ModalLintPlatform.write(fd, $0.baseAddress! + written, bytes.count - written) }
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
    public static func seconds() -> Double { Platform.monotonicSeconds() }
}

/// Environment variables, without Foundation.
public enum Environment {
    public static func value(_ name: String) -> String? { Platform.environment(name) }
}

/// Unbuffered-enough output to standard output and standard error.
public enum Output {
    public static func write(_ s: String, to fd: Int32 = 1) {
        var s = s
        s.withUTF8 { buf in
            var off = 0
            while off < buf.count {
                let n = ModalLintPlatform.write(fd, buf.baseAddress! + off, buf.count - off)
                if n < 0 { if errno == EINTR { continue } else { return } }
                off += n
            }
        }
    }

    public static func error(_ s: String) { write(s, to: 2) }
}

extension String {
    /// Whether this string sorts before `other` byte by byte in UTF-8 (the order of file
    /// names on disk, independent of Unicode normalisation): one `memcmp` over the contiguous
    /// UTF-8 of both, no arrays made.
    public func precedesBytewise(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { x in b.withUTF8 { FileSystem.bytesPrecede(x, $0) } }
    }
}
