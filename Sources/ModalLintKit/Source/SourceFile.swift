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
/// it is ever out of range); such a file says so (`changedSinceRead`).
public final class SourceFile: @unchecked Sendable {
    /// The path the file is reported under (as given, or relative to the project root).
    public let path: String
    /// The number of bytes.
    public let byteCount: Int
    /// Where the bytes can be read again (the path they were read from), or nil if they are
    /// kept for the whole run.
    private let origin: String?
    // Guarded by the file's stripe of `locks`.
    @exclusivity(unchecked) private var stored: [UInt8]?
    /// `digest(of:)` of the bytes, taken when they were let go.
    @exclusivity(unchecked) private var digest: UInt64 = 0
    @exclusivity(unchecked) private var changed = false
    @exclusivity(unchecked) private var lineTable: LineTable?

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
        SourceFile.locks.withLock(for: self) { heldBytes() }
    }

    /// The bytes for one use: those held, or else read again without keeping them, so that a
    /// scan looking at every file once leaves the bytes it read let go. (A file that changed
    /// reads as spaces, kept, and says so, as with `bytes`.)
    public var bytesForOneUse: [UInt8] {
        SourceFile.locks.withLock(for: self) {
            if let b = stored { return b }
            if let origin, !changed, case .success(let b) = FileSystem.read(origin), b.count == byteCount, SourceFile.digest(of: b) == digest {
                SourceFile.readAgain.add(byteCount)
                return b
            }
            return heldBytes()
        }
    }

    /// Whether the bytes are held now (not let go, or read again and kept).
    var holdsBytes: Bool {
        SourceFile.locks.withLock(for: self) { stored != nil }
    }

    /// Offsets of line starts, built on first use (from any thread).
    public var lines: LineTable {
        SourceFile.locks.withLock(for: self) {
            if let t = lineTable { return t }
            let t = LineTable(bytes: heldBytes())
            lineTable = t
            return t
        }
    }

    /// Whether the bytes, read again, were not the ones first read (the file changed or went
    /// away during the run): what read them saw spaces.
    public var changedSinceRead: Bool {
        SourceFile.locks.withLock(for: self) { changed }
    }

    /// Lets the bytes go, if the file can read them again; a later `bytes` reads them again.
    public func releaseBytes() {
        guard origin != nil else { return }
        let released: Bool = SourceFile.locks.withLock(for: self) {
            guard let b = stored else { return false }
            digest = SourceFile.digest(of: b)
            stored = nil
            return true
        }
        if released { SourceFile.released.add(byteCount) }
    }

    /// The bytes, read again if they were let go (the file's lock held).
    private func heldBytes() -> [UInt8] {
        if let b = stored { return b }
        SourceFile.readAgain.add(byteCount)
        if let origin, case .success(let b) = FileSystem.read(origin), b.count == byteCount, SourceFile.digest(of: b) == digest {
            stored = b
        } else {
            changed = true
            stored = [UInt8](repeating: 0x20, count: byteCount)
        }
        return stored!
    }

    /// What tells whether a file read again is the one first read: the 64-bit hash of names
    /// (`NameHash.hash64`, eight bytes at a time) over all its bytes. No defence against crafted
    /// collisions, which nothing here needs.
    static func digest(of bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { NameHash.hash64($0, 0, $0.count) }
    }

    /// Bytes let go and read again in this process (`modallint-bench` prints them).
    private static let released = ByteCounter()
    private static let readAgain = ByteCounter()
    public static var bytesReleased: Int { released.value }
    public static var bytesReadAgain: Int { readAgain.value }

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
    private var total = 0

    func add(_ n: Int) { lock.withLock(0) { total += n } }
    var value: Int { lock.withLock(0) { total } }
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
