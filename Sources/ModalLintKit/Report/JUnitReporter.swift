/// JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure DevOps,
/// CircleCI): one `<testsuite name="ModalLint">` with one failed `<testcase>` per finding.
/// `classname` and `file` are the path relative to the project root, `name` is the rule
/// and position; the `<failure>` carries the message as its `message` and, as its text,
/// the full finding with its notes.
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        let n = diagnostics.count
        var out = XML.declaration
        out += "<testsuites name=\"ModalLint\" tests=\"\(n)\" failures=\"\(n)\" errors=\"0\">\n"
        out += "  <testsuite name=\"ModalLint\" tests=\"\(n)\" failures=\"\(n)\" errors=\"0\" skipped=\"0\">\n"
        for d in diagnostics {
            let path = ReportPath.display(d.path, root: root)
            let position = "\(d.location.line):\(d.location.column)"
            var body = "\(d.severity.rawValue): \(d.message)\nat \(path):\(position)\nrule: \(d.ruleID)"
            if let name = RuleRegistry.rule(d.ruleID)?.description.name { body += " (\(name))" }
            for note in d.notes {
                body += "\nnote: \(ReportPath.display(note.path, root: root)):\(note.location.line):\(note.location.column): \(note.message)"
            }
            out += "    <testcase classname=\"\(XML.attribute(path))\" name=\"\(XML.attribute("\(d.ruleID) at \(position)"))\" "
                + "file=\"\(XML.attribute(path))\" line=\"\(d.location.line)\">\n"
            out += "      <failure type=\"\(d.severity.rawValue)\" message=\"\(XML.attribute(d.message))\">"
                + XML.text(body) + "</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
