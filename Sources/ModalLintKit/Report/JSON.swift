/// Minimal JSON writing helpers shared by the dumps and reporters (no Foundation needed).
public enum JSON {
    /// A JSON string literal for `s`, escaping quotes, backslashes and every control
    /// character (U+0000-U+001F, U+007F, U+2028, U+2029) so output is safe to embed.
    public static func quote(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029 {
                    out += "\\u" + hex4(u.value)
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
        return out
    }

    static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int((v >> 12) & 0xF)], digits[Int((v >> 8) & 0xF)],
                       digits[Int((v >> 4) & 0xF)], digits[Int(v & 0xF)]])
    }
}
