/// GitHub Actions workflow commands: one `::error …::` or `::warning …::` line per finding,
/// errors first, each with `file`, `line`, `col` and `title` (the rule), and notes as extra
/// lines of the message. The runner turns them into annotations on the pull request.
///
/// Escaping follows the runner (`ActionCommand.cs`): in the message `%`, CR and LF become
/// `%25`, `%0D`, `%0A`; in property values `:` and `,` become `%3A` and `%2C` as well, since
/// they separate the properties and end them. No raw line break can reach the log, so a
/// message cannot start a command of its own.
///
/// GitHub keeps at most 10 error and 10 warning annotations per step. Every finding is still
/// written (the runner logs the ones it does not annotate), followed by one `::notice::`
/// saying how many are not annotated; `summary` is the full list for `$GITHUB_STEP_SUMMARY`.
public enum GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"
    /// Annotations GitHub shows per step, for each of errors and warnings.
    public static let annotationsPerType = 10

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity != .error }
        var out = ""
        for d in errors + warnings {
            out += command(d, root: root)
        }
        let hiddenErrors = max(0, errors.count - annotationsPerType)
        let hiddenWarnings = max(0, warnings.count - annotationsPerType)
        if hiddenErrors + hiddenWarnings > 0 {
            let hidden = hiddenErrors + hiddenWarnings
            var parts: [String] = []
            if hiddenErrors > 0 { parts.append(count(hiddenErrors, "error")) }
            if hiddenWarnings > 0 { parts.append(count(hiddenWarnings, "warning")) }
            let text = "ModalLint found \(count(diagnostics.count, "finding")); GitHub annotates at most "
                + "\(annotationsPerType) errors and \(annotationsPerType) warnings per step, so \(hidden) more "
                + "(\(parts.joined(separator: ", "))) \(hidden == 1 ? "is" : "are") only in this step's log and the job summary."
            out += "::notice title=\(escapeProperty("ModalLint"))::\(escapeData(text))\n"
        }
        return out
    }

    /// The Markdown the command-line tool appends to `$GITHUB_STEP_SUMMARY`: the Markdown
    /// report, sized for the summary's 1 MiB limit per step.
    public static func summary(_ diagnostics: [Diagnostic], root: String) -> String {
        MarkdownReporter.render(diagnostics, root: root, byteBudget: 1_000_000)
    }

    /// One workflow command. `file` is absolute: the runner makes it relative to the
    /// workspace itself (and maps container paths), which stays right when ModalLint was
    /// run on a subfolder of the repository. `title` goes last because the runner trims
    /// the property list, which would eat trailing spaces of a last path.
    static func command(_ d: Diagnostic, root: String) -> String {
        let name = RuleRegistry.rule(d.ruleID)?.description.name
        let title = name.map { "\($0) (\(d.ruleID))" } ?? d.ruleID
        var message = d.message
        for n in d.notes {
            message += "\nnote: \(ReportPath.display(n.path, root: root)):\(n.location.line):\(n.location.column): \(n.message)"
        }
        let properties = [
            "file=" + escapeProperty(d.path),
            "line=\(d.location.line)",
            "col=\(d.location.column)",
            "title=" + escapeProperty(title),
        ]
        let kind = d.severity == .error ? "error" : "warning"
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// The runner's data escaping: `%` first, so the escapes it adds are not escaped again.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// The runner's property escaping: the data escapes plus `:` and `,`.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
