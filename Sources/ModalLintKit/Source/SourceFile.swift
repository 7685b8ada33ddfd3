import ModalLintPlatform

/// One file's bytes and its path, as read from disk or standard input.
///
/// Everything downstream (tokens, syntax, facts, diagnostics) refers to the file by byte
/// offsets into `bytes`; text is sliced on demand and line/column come from `lines`.
///
/// A file read from disk may let its bytes go (`releaseBytes()`) once its model holds what
/// the analysis needs of it: most files of a project are never looked at again after they are
/// parsed. Asking for `bytes` afterwards reads the file again. The bytes read again are the
/// ones first read, or the file's length in spaces if it changed meanwhile (so no offset into
/// it is ever out of range); such files are listed by `changedSinceRead`.
public final class SourceFile: @unchecked Sendable {
    /// The path the file is reported under (as given, or relative to the project root).
    public let path: String
    /// The number of bytes.
    public let byteCount: Int
    /// Where the bytes can be read again (the path they were read from), or nil if they are
    /// kept for the whole run.
    private let origin: String?
    @exclusivity(unchecked) private var stored: [UInt8]?
    /// `ContentDigest` of the bytes, taken when they were let go.
    @exclusivity(unchecked) private var digest: UInt64 = 0
    /// Offsets of line starts, built lazily on first use.
    public private(set) lazy var lines: LineTable = LineTable(bytes: bytes)

    private static let locks = StripedLocks()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.byteCount = bytes.count
        self.origin = nil
        self.stored = bytes
    }

    /// A file whose bytes were read from `origin` and may be let go and read from there again.
    public init(path: String, bytes: [UInt8], readFrom origin: String) {
        self.path = path
        self.byteCount = bytes.count
        self.origin = origin
        self.stored = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file's raw bytes, exactly as read: no decoding, no normalisation.
    public var bytes: [UInt8] {
        SourceFile.locks.withLock(for: self) {
            if let b = stored { return b }
            let b = readAgain()
            stored = b
            return b
        }
    }

    /// Lets the bytes go, if the file can read them again; a later `bytes` reads them again.
    public func releaseBytes() {
        guard origin != nil else { return }
        SourceFile.locks.withLock(for: self) {
            guard let b = stored else { return }
            digest = ContentDigest.of(b)
            stored = nil
        }
        SourceFile.released.add(byteCount)
    }

    /// The bytes read again from `origin`, checked against the digest of those let go.
    private func readAgain() -> [UInt8] {
        SourceFile.readAgainCount.add(byteCount)
        if let origin, case .success(let b) = FileSystem.read(origin), b.count == byteCount, ContentDigest.of(b) == digest {
            return b
        }
        SourceFile.changedLock.withLock(0) { SourceFile.changed.append(path) }
        return [UInt8](repeating: 0x20, count: byteCount)
    }

    private static let changedLock = Mutexes(count: 1)
    nonisolated(unsafe) private static var changed: [String] = []

    /// The paths of files whose bytes, read again, were not the ones first read (the file
    /// changed or went away during the run): their analysis after parsing saw blanks. Taking
    /// the list empties it.
    public static func takeChangedSinceRead() -> [String] {
        changedLock.withLock(0) {
            let c = changed
            changed = []
            return c
        }
    }

    /// Bytes let go and read again in this process (`modallint-bench` prints them).
    static let released = ByteCounter()
    static let readAgainCount = ByteCounter()
    public static var bytesReleased: Int { released.value }
    public static var bytesReadAgain: Int { readAgainCount.value }

    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { SourceFile.text(range, of: $0) }
    }

    /// The text of a byte range of `bytes`, clamped into them, decoded leniently.
    static func text(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), as: UTF8.self)
    }
}

/// A running total of bytes, added to from any thread.
final class ByteCounter: @unchecked Sendable {
    private let lock = Mutexes(count: 1)
    nonisolated(unsafe) private var total = 0

    func add(_ n: Int) { lock.withLock(0) { total += n } }
    var value: Int { lock.withLock(0) { total } }
}

/// A 64-bit digest of a file's bytes: eight bytes at a time in four independent lanes, so
/// that it costs a small fraction of reading the file. It tells whether a file read again
/// is the one read first; it is no defence against crafted collisions, which nothing here
/// needs.
enum ContentDigest {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            let k: UInt64 = 0x9E37_79B9_7F4A_7C15
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)
            let n = raw.count
            var i = 0
            while i + 32 <= n {
                lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* k
                lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)) &* k
                lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)) &* k
                lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)) &* k
                lanes.0 ^= lanes.0 >> 29; lanes.1 ^= lanes.1 >> 29; lanes.2 ^= lanes.2 >> 29; lanes.3 ^= lanes.3 >> 29
                i += 32
            }
            var h = UInt64(n) &* k
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { h = ((h ^ lane) &* k) ^ (h >> 31) }
            while i < n {
                h = (h ^ UInt64(raw[i])) &* k
                i += 1
            }
            return h ^ (h >> 32)
        }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes `start..<end` spell `literal` (the range must lie in the buffer).
    @inline(__always)
    func spell(_ literal: StaticString, from start: Int, to end: Int) -> Bool {
        guard end - start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { lit in
            var i = 0
            while i < lit.count {
                if self[start + i] != lit[i] { return false }
                i += 1
            }
            return true
        }
    }
}

extension UnsafeMutablePointer {
    /// New memory for `capacity` elements, holding the first `count` of these moved there (a
    /// memory copy: no retain, no release); this memory is freed. How the raw buffers of the
    /// lexer, parser and model grow.
    func moved(toCapacity capacity: Int, count: Int) -> UnsafeMutablePointer<Pointee> {
        let bigger = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        bigger.moveInitialize(from: self, count: count)
        deallocate()
        return bigger
    }
}

/// A line and column, both 1-based; the column counts UTF-8 bytes, as swiftc prints it.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
