/// Code Climate issues as GitLab's Code Quality report reads them: a JSON array of objects
/// with `description`, `check_name`, `fingerprint`, `severity` and `location` (`path`
/// relative to the project root, `lines.begin`), plus the Code Climate spec's `type`,
/// `categories` and `engine_name`. Keys sorted.
///
/// GitLab compares fingerprints between the base and the merge request to tell new
/// findings from old ones, so the fingerprint leaves out line numbers (see `Fingerprint`).
public enum CodeClimateReporter: Reporter {
    public static let identifier = "codeclimate"

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        let fingerprints = Fingerprint.fingerprints(diagnostics, root: root)
        let issues: [JSONValue] = diagnostics.enumerated().map { i, d in
            var description = d.message
            for n in d.notes {
                description += "\nnote: \(ReportPath.display(n.path, root: root)):\(n.location.line): \(n.message)"
            }
            return .object([
                "type": .string("issue"),
                "check_name": .string(d.ruleID),
                "description": .string(description),
                "categories": .array([.string("Bug Risk")]),
                "engine_name": .string("modallint"),
                "fingerprint": .string(fingerprints[i]),
                "severity": .string(severity(d.severity)),
                "location": .object([
                    "path": .string(ReportPath.display(d.path, root: root)),
                    "lines": .object(["begin": .int(d.location.line)]),
                ]),
            ])
        }
        return JSONValue.array(issues).rendered()
    }

    /// Code Climate's scale is info, minor, major, critical, blocker. A warning is minor;
    /// an error fails the run, which is major (critical and blocker are kept for security).
    static func severity(_ s: Severity) -> String { s == .error ? "major" : "minor" }
}
