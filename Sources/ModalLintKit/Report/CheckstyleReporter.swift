/// Checkstyle 4.3 XML, read by Jenkins (warnings-ng), reviewdog, Danger and many CI tools:
/// one `<file name="…">` per file with findings, in report order, holding one
/// `<error line column severity message source="modallint.rule_id"/>` per finding.
/// `name` is the path as analysed (absolute), as checkstyle itself writes it; notes have no
/// place in the format and are left out.
public enum CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        var out = XML.declaration + "<checkstyle version=\"4.3\">\n"
        for (path, group) in groupedByFile(diagnostics) {
            out += "  <file name=\"\(XML.attribute(path))\">\n"
            for d in group {
                out += "    <error line=\"\(d.location.line)\" column=\"\(d.location.column)\" "
                    + "severity=\"\(d.severity.rawValue)\" message=\"\(XML.attribute(d.message))\" "
                    + "source=\"\(XML.attribute("modallint." + d.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// Diagnostics grouped by path, groups in order of first appearance.
    static func groupedByFile(_ diagnostics: [Diagnostic]) -> [(String, [Diagnostic])] {
        var index: [String: Int] = [:]
        var groups: [(String, [Diagnostic])] = []
        for d in diagnostics {
            if let i = index[d.path] {
                groups[i].1.append(d)
            } else {
                index[d.path] = groups.count
                groups.append((d.path, [d]))
            }
        }
        return groups
    }
}
