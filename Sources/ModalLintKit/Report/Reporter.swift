/// A reporter turns sorted diagnostics into text. Reporters are small and stateless.
public protocol Reporter {
    static var identifier: String { get }
    static func generate(_ diagnostics: [Diagnostic], root: String) -> String
}

public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
        CheckstyleReporter.self, JUnitReporter.self, CodeClimateReporter.self, MarkdownReporter.self,
        HTMLReporter.self,
    ]
    public static func reporter(_ id: String) -> (any Reporter.Type)? { all.first { $0.identifier == id } }
}

/// `path:line:col: warning: message (rule_id)` with `note:` lines, as swiftc prints.
/// Terminal control characters from source or paths are escaped.
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        var out = ""
        for d in diagnostics {
            out += "\(safe(d.path)):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(safe(d.message)) (\(d.ruleID))\n"
            for n in d.notes {
                out += "\(safe(n.path)):\(n.location.line):\(n.location.column): note: \(safe(n.message))\n"
            }
        }
        return out
    }

    /// Replaces control characters (ESC, CR, BEL, C1, bidi overrides) by visible escapes.
    public static func safe(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u.value {
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{\(String(u.value, radix: 16))}"
            default:
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}

/// A JSON array of objects with SwiftLint's keys (`file`, `line`, `character`, `severity`,
/// `type`, `rule_id`, `reason`) plus `notes`; keys sorted.
public enum JSONReporter: Reporter {
    public static let identifier = "json"

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        var items: [String] = []
        for d in diagnostics {
            let name = RuleRegistry.rule(d.ruleID)?.description.name ?? d.ruleID
            let notes = d.notes.map { n in
                "{\"character\":\(n.location.column),\"file\":\(JSON.quote(n.path)),\"line\":\(n.location.line),\"reason\":\(JSON.quote(n.message))}"
            }
            items.append("  {\"character\":\(d.location.column),\"file\":\(JSON.quote(d.path)),\"line\":\(d.location.line),\"notes\":[\(notes.joined(separator: ","))],\"reason\":\(JSON.quote(d.message)),\"rule_id\":\(JSON.quote(d.ruleID)),\"severity\":\(JSON.quote(d.severity == .error ? "Error" : "Warning")),\"type\":\(JSON.quote(name))}")
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
