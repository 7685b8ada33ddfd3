/// GitHub-flavoured Markdown for a pull-request comment or a job summary: a table of counts
/// per rule, then a table of findings (errors first) with location, severity, rule and
/// message. Text from source (paths, messages) is escaped so that it renders as written:
/// no table cell broken by `|`, no emphasis, links or HTML (`<script>` shows as text), and
/// no `@someone` mention or `#12` issue link by accident.
public enum MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    /// GitHub rejects comments over 65,536 characters; this leaves room for a caller's own
    /// text around the report.
    public static let commentByteBudget = 60_000

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        render(diagnostics, root: root, byteBudget: commentByteBudget)
    }

    /// The report; findings rows stop before the output would exceed `byteBudget` UTF-8
    /// bytes, and a last line says how many were left out.
    public static func render(_ diagnostics: [Diagnostic], root: String, byteBudget: Int) -> String {
        var out = "## ModalLint\n\n"
        guard !diagnostics.isEmpty else {
            return out + "No findings.\n"
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity != .error }
        let files = Set(diagnostics.map(\.path)).count
        out += "\(GitHubActionsReporter.count(diagnostics.count, "finding")) "
            + "(\(GitHubActionsReporter.count(errors.count, "error")), \(GitHubActionsReporter.count(warnings.count, "warning"))) "
            + "in \(GitHubActionsReporter.count(files, "file")).\n\n"

        // Per rule: count and the severities seen (a configuration can change a rule's).
        var order: [String] = []
        var counts: [String: (count: Int, severities: Set<Severity>)] = [:]
        for d in diagnostics {
            if counts[d.ruleID] == nil { order.append(d.ruleID) }
            counts[d.ruleID, default: (0, [])].count += 1
            counts[d.ruleID, default: (0, [])].severities.insert(d.severity)
        }
        order.sort { counts[$0]!.count != counts[$1]!.count ? counts[$0]!.count > counts[$1]!.count : $0 < $1 }
        out += "| Rule | Severity | Findings |\n| --- | --- | ---: |\n"
        for id in order {
            let entry = counts[id]!
            let name = RuleRegistry.rule(id)?.description.name
            let label = (name.map { text($0) + " " } ?? "") + code(id)
            let severities = entry.severities.sorted(by: >).map(\.rawValue).joined(separator: ", ")
            out += "| \(label) | \(severities) | \(entry.count) |\n"
        }

        out += "\n| Location | Severity | Rule | Message |\n| --- | --- | --- | --- |\n"
        let ordered = errors + warnings
        for (i, d) in ordered.enumerated() {
            var message = self.message(d.message)
            for n in d.notes {
                message += "<br>note: " + code("\(ReportPath.display(n.path, root: root)):\(n.location.line)") + " " + self.message(n.message)
            }
            let row = "| \(code("\(ReportPath.display(d.path, root: root)):\(d.location.line)")) | \(d.severity.rawValue) | \(code(d.ruleID)) | \(message) |\n"
            let left = ordered.count - i
            // Room for the row and, should another row not fit later, the closing line.
            if out.utf8.count + row.utf8.count + 100 > byteBudget {
                out += "\n_\(GitHubActionsReporter.count(left, "more finding")) not listed (size limit)._\n"
                return out
            }
            out += row
        }
        return out
    }

    /// An inline code span for a table cell: a backtick fence longer than any run inside,
    /// padded when the content starts or ends with a backtick; `|` escaped, which GFM
    /// undoes inside a cell's code; line breaks as spaces, since a cell is one line.
    public static func code(_ s: String) -> String {
        var content = ""
        var run = 0, longest = 0
        for u in s.unicodeScalars {
            run = u == "`" ? run + 1 : 0
            longest = max(longest, run)
            switch u {
            case "|": content += "\\|"
            case "\n", "\r": content += " "
            default:
                if isControl(u) { content += visible(u) } else { content.unicodeScalars.append(u) }
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = content.hasPrefix("`") || content.hasSuffix("`") || content.hasPrefix(" ") && content.hasSuffix(" ") ? " " : ""
        return fence + pad + content + pad + fence
    }

    /// A finding's message for a table cell. Messages quote code between backticks
    /// (`` `present` shows `DetailViewController` ``): a backtick with a partner later on the
    /// same line opens a code span, everything else is plain `text`.
    public static func message(_ s: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "`" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }),
                  rest[close] == "`", close > afterOpen else {
                out += text(String(rest[...open]))
                rest = rest[afterOpen...]
                continue
            }
            out += text(String(rest[..<open])) + code(String(rest[afterOpen..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return out + text(String(rest))
    }

    /// Plain text for a table cell: Markdown punctuation backslash-escaped, line breaks as
    /// `<br>`, and `@name` / `#123` put in code spans, where GitHub does not turn them into
    /// mentions or issue links.
    public static func text(_ s: String) -> String {
        var out = ""
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let u = scalars[i]
            if (u == "@" || u == "#") && i + 1 < scalars.count && isWordScalar(scalars[i + 1]) && (i == 0 || !isWordScalar(scalars[i - 1])) {
                var j = i + 1
                while j < scalars.count && (isWordScalar(scalars[j]) || scalars[j] == "-" || scalars[j] == "/") { j += 1 }
                var word = ""
                word.unicodeScalars.append(contentsOf: scalars[i..<j])
                out += code(word)
                i = j
                continue
            }
            switch u {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "!", "{", "}":
                out += "\\"
                out.unicodeScalars.append(u)
            case "\r":
                out += "<br>"
                if i + 1 < scalars.count && scalars[i + 1] == "\n" { i += 1 }
            case "\n":
                out += "<br>"
            default:
                // Control characters render as nothing or garble the text: show them.
                if isControl(u) { out += "\\" + visible(u) } else { out.unicodeScalars.append(u) }
            }
            i += 1
        }
        return out
    }

    /// C0 and C1 controls, DEL and bidirectional overrides (which could reorder what a
    /// reviewer reads), shown as `\u{…}` like the xcode reporter does.
    private static func isControl(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func visible(_ u: Unicode.Scalar) -> String { "\\u{\(String(u.value, radix: 16))}" }

    private static func isWordScalar(_ u: Unicode.Scalar) -> Bool {
        u.properties.isAlphabetic || u.properties.numericType != nil || u == "_"
    }
}
