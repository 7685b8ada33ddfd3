/// XML 1.0 escaping for the XML reporters (checkstyle, JUnit).
public enum XML {
    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// For an attribute value in double quotes: `& < > " '` as entities, and tab, line
    /// feed and carriage return as character references, because attribute-value
    /// normalisation would otherwise turn them into spaces.
    public static func attribute(_ s: String) -> String { escape(s, keepLineBreaks: false) }

    /// For element content: like `attribute`, but line feeds and tabs stay as they are
    /// (a parser keeps them); a carriage return is still a reference, since parsers turn a
    /// literal one into a line feed.
    public static func text(_ s: String) -> String { escape(s, keepLineBreaks: true) }

    /// Characters XML 1.0 cannot carry at all, not even as a reference (C0 controls other
    /// than tab, LF, CR; U+FFFE; U+FFFF), become a visible `\u{1b}` escape, as the xcode
    /// reporter prints them. C1 controls and DEL are legal but invisible and can drive a
    /// terminal: they are written as character references.
    private static func escape(_ s: String, keepLineBreaks: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&apos;"
            case 0x09: out += keepLineBreaks ? "\t" : "&#9;"
            case 0x0A: out += keepLineBreaks ? "\n" : "&#10;"
            case 0x0D: out += "&#13;"
            case 0..<0x20, 0xFFFE, 0xFFFF:
                out += "\\u{\(String(u.value, radix: 16))}"
            case 0x7F...0x9F:
                out += "&#x\(String(u.value, radix: 16, uppercase: true));"
            default:
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
