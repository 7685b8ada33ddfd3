/// One file's bytes and its path, as read from disk or standard input.
///
/// Everything downstream (tokens, syntax, facts, diagnostics) refers to the file by byte
/// offsets into `bytes`; text is sliced on demand and line/column come from `lines`.
public final class SourceFile: @unchecked Sendable {
    /// The path the file is reported under (as given, or relative to the project root).
    public let path: String
    /// The file's raw bytes, exactly as read: no decoding, no normalisation.
    public let bytes: [UInt8]
    /// Offsets of line starts, built lazily on first use.
    public private(set) lazy var lines: LineTable = LineTable(bytes: bytes)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
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
