/// Escaping for the HTML report. Everything that comes from a project (paths, source text,
/// messages, rule texts) goes through one of these functions; only the reporter's own
/// template is written as markup.
extension HTMLReporter {
    /// Element content: `& < > " '` as entities, so that `<script>` in a file name or in
    /// source shows as text. Characters that are invisible or reorder what a reader sees
    /// (C0 and C1 controls other than tab, DEL, bidirectional embeddings, overrides and
    /// isolates, the Trojan Source characters) are shown as `\u{…}` in a marked span, as
    /// the xcode reporter prints them. With `lineBreaks`, `\n`, `\r\n` and `\r` become
    /// `<br>` (messages); without, they are shown like other controls (a source line has
    /// none left).
    static func text(_ s: String, lineBreaks: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        appendText(s, lineBreaks: lineBreaks, to: &out)
        return out
    }

    static func appendText(_ s: String, lineBreaks: Bool = false, to out: inout String) {
        var afterCR = false
        for u in s.unicodeScalars {
            if afterCR {
                afterCR = false
                if u == "\n" { continue }
            }
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t": out += "\t"
            case "\n" where lineBreaks: out += "<br>"
            case "\r" where lineBreaks:
                out += "<br>"
                afterCR = true
            default:
                if isHidden(u) {
                    out += "<span class=\"ctl\">" + visible(u) + "</span>"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
    }

    /// A path as escaped text with a line-break opportunity (`<wbr>`) after each `/`, so
    /// that a long path wraps between folders rather than inside a name.
    static func pathText(_ s: String) -> String {
        s.split(separator: "/", omittingEmptySubsequences: false).map { text(String($0)) }.joined(separator: "/<wbr>")
    }

    /// For places that hold text but no markup (the `<title>`, attribute values): entities,
    /// and hidden characters as plain `\u{…}`.
    static func plain(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if isHidden(u) || u == "\t" { out += visible(u) } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// A message or rule text: a backtick with a partner later on the same line opens an
    /// inline code span (messages and rationales quote code that way, as in Markdown);
    /// everything else is escaped text with line breaks kept.
    static func prose(_ s: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "`" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }),
                  rest[close] == "`", close > afterOpen else {
                appendText(String(rest[...open]), lineBreaks: true, to: &out)
                rest = rest[afterOpen...]
                continue
            }
            appendText(String(rest[..<open]), lineBreaks: true, to: &out)
            out += "<code>"
            appendText(String(rest[afterOpen..<close]), to: &out)
            out += "</code>"
            rest = rest[rest.index(after: close)...]
        }
        appendText(String(rest), lineBreaks: true, to: &out)
        return out
    }

    /// C0 controls but tab, DEL, C1 controls, bidirectional controls (U+202A–U+202E,
    /// U+2066–U+2069) and the two noncharacters U+FFFE and U+FFFF.
    static func isHidden(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x09: return false
        case 0..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    static func visible(_ u: Unicode.Scalar) -> String { "\\u{\(String(u.value, radix: 16))}" }
}
