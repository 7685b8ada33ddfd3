/// Minimal JSON writing helpers shared by the dumps and reporters (no Foundation needed).
public enum JSON {
    /// A JSON string literal for `s`, escaping quotes, backslashes and every control
    /// character (U+0000-U+001F, U+007F, U+2028, U+2029) so output is safe to embed.
    /// Works on the UTF-8 bytes: runs that need no escape are copied whole.
    public static func quote(_ s: String) -> String {
        var s = s
        return s.withUTF8 { src -> String in
            let n = src.count
            var out: [UInt8] = []
            out.reserveCapacity(n + 2)
            out.append(0x22)
            var run = 0
            var i = 0
            while i < n {
                let b = src[i]
                // The letter of a two-character escape, or 0 for `\uXXXX` of `value`.
                var letter: UInt8 = 0
                var value = UInt32(b)
                var width = 1
                switch b {
                case 0x22, 0x5C: letter = b
                case 0x0A: letter = UInt8(ascii: "n")
                case 0x0D: letter = UInt8(ascii: "r")
                case 0x09: letter = UInt8(ascii: "t")
                case 0x08: letter = UInt8(ascii: "b")
                case 0x0C: letter = UInt8(ascii: "f")
                case 0..<0x20, 0x7F: break
                case 0xE2 where i + 2 < n && src[i + 1] == 0x80 && (src[i + 2] == 0xA8 || src[i + 2] == 0xA9):
                    // U+2028, U+2029: line and paragraph separators.
                    value = 0x2000 | UInt32(src[i + 2] - 0x80)
                    width = 3
                default:
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: src[run..<i]))
                out.append(0x5C)
                if letter != 0 {
                    out.append(letter)
                } else {
                    out.append(UInt8(ascii: "u"))
                    for shift in stride(from: 12, through: 0, by: -4) { out.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)]) }
                }
                i += width
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: src[run..<n]))
            out.append(0x22)
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
