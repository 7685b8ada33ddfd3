/// The byte offsets at which lines start, so that an offset becomes a line and column only
/// when a diagnostic needs it (the Go `token.File` approach).
///
/// A line ends at `\n`, at `\r\n`, or at a lone `\r`, the three endings Swift accepts.
public struct LineTable: Sendable {
    /// `starts[i]` is the offset of the first byte of line `i + 1`.
    public let starts: [Int]
    public let byteCount: Int

    public init(bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            let n = buf.count
            while i < n {
                let b = buf[i]
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        self.starts = starts
        self.byteCount = bytes.count
    }

    /// The 1-based line and UTF-8 column of a byte offset (clamped into the file).
    public func location(of offset: Int) -> SourceLocation {
        let off = max(0, min(offset, byteCount))
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= off { lo = mid } else { hi = mid - 1 }
        }
        return SourceLocation(line: lo + 1, column: off - starts[lo] + 1)
    }

    /// The byte range of a 1-based line, without its line ending.
    public func lineRange(_ line: Int, in bytes: [UInt8]) -> Range<Int> {
        guard line >= 1 && line <= starts.count else { return byteCount..<byteCount }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : byteCount
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return start..<end
    }

    public var lineCount: Int { starts.count }
}
