/// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers): one run whose
/// `tool.driver.rules` come from `RuleRegistry.descriptions`, results with a relative `uri`
/// under `%SRCROOT%`, notes as `relatedLocations`, keys sorted.
///
/// Columns: ModalLint counts UTF-8 bytes, but SARIF 2.1.0 knows only `utf16CodeUnits` and
/// `unicodeCodePoints` as `columnKind` (the schema rejects anything else). The run declares
/// `utf16CodeUnits`, the default GitHub and editors assume, and each column is converted
/// with the text of its line. When a line cannot be read the region has no `startColumn`
/// rather than a column in the wrong unit.
///
/// `partialFingerprints` holds ModalLint's own fingerprint (see `Fingerprint`) and, when the
/// file can be read, GitHub's `primaryLocationLineHash` (see `GitHubLineHash`).
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id that result URIs are relative to; `originalUriBaseIds` maps it to the root.
    public static let rootBaseID = "%SRCROOT%"
    /// The `partialFingerprints` key; versioned because the recipe may change.
    public static let fingerprintKey = "modalLintFingerprint/v1"

    public static func generate(_ diagnostics: [Diagnostic], root: String) -> String {
        generate(diagnostics, root: root, sources: SourceLines.fromDisk(root: root))
    }

    /// The log, taking source text from `sources` and the rule metadata
    /// from `rules` (the registry's; golden tests pass fixed ones so that editing a rule's
    /// documentation does not change their expected output).
    public static func generate(_ diagnostics: [Diagnostic], root: String, sources: SourceFileProvider,
                                rules descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var ruleIndex: [String: Int] = [:]
        var rules: [JSONValue] = []
        for d in descriptions where ruleIndex[d.id] == nil {
            ruleIndex[d.id] = rules.count
            rules.append(rule(d))
        }
        // A finding from a rule the registry does not know (a renamed rule in a baseline, a
        // test) still gets metadata, so every `ruleIndex` points at a rule with its id.
        for id in Set(diagnostics.map(\.ruleID)).subtracting(ruleIndex.keys).sorted() {
            ruleIndex[id] = rules.count
            rules.append(unknownRule(id, severity: diagnostics.first { $0.ruleID == id }!.severity))
        }

        let fingerprints = Fingerprint.fingerprints(diagnostics, root: root)
        var lineHashes: [String: [String]] = [:]
        var results: [JSONValue] = []
        for (i, d) in diagnostics.enumerated() {
            var result: [String: JSONValue] = [
                "ruleId": .string(d.ruleID),
                "ruleIndex": .int(ruleIndex[d.ruleID]!),
                "level": .string(level(d.severity)),
                "message": message(d.message.isEmpty ? d.ruleID : d.message),
                "locations": .array([.object([
                    "physicalLocation": physicalLocation(d.path, d.location, root: root, sources: sources),
                ])]),
            ]
            var partial: [String: JSONValue] = [fingerprintKey: .string(fingerprints[i])]
            if let file = sources(d.path) {
                if lineHashes[d.path] == nil { lineHashes[d.path] = GitHubLineHash.lineHashes(file.bytes) }
                if let hashes = lineHashes[d.path], d.location.line >= 1, d.location.line <= hashes.count {
                    partial["primaryLocationLineHash"] = .string(hashes[d.location.line - 1])
                }
            }
            result["partialFingerprints"] = .object(partial)
            if !d.notes.isEmpty {
                result["relatedLocations"] = .array(d.notes.enumerated().map { j, n in
                    .object([
                        "id": .int(j + 1),
                        "message": message(n.message.isEmpty ? "related location" : n.message),
                        "physicalLocation": physicalLocation(n.path, n.location, root: root, sources: sources),
                    ])
                })
            }
            results.append(.object(result))
        }

        var run: [String: JSONValue] = [
            "tool": .object(["driver": .object([
                "name": .string("ModalLint"),
                "version": .string(ModalLintVersion.string),
                "semanticVersion": .string(ModalLintVersion.string),
                "rules": .array(rules),
            ])]),
            "columnKind": .string("utf16CodeUnits"),
            "results": .array(results),
        ]
        if root.hasPrefix("/") {
            run["originalUriBaseIds"] = .object([rootBaseID: .object([
                "uri": .string(ReportPath.fileURI(root, directory: true)),
                "description": message("The project root ModalLint analysed."),
            ])])
        }
        let log: JSONValue = .object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ])
        return log.rendered()
    }

    static func rule(_ d: RuleDescription) -> JSONValue {
        .object([
            "id": .string(d.id),
            "name": .string(pascalCase(d.name)),
            "shortDescription": message(d.summary),
            // The facts are named in words: a code-scanning page cannot follow a link into
            // this repository's docs.
            "fullDescription": .object(["text": .string(RuleDocs.plain(d.rationale)), "markdown": .string(RuleDocs.plain(d.rationale))]),
            "help": .object([
                "text": .string(RuleDocs.plain(d.fix)),
                "markdown": .string("\(RuleDocs.plain(d.fix))\n\n**Why:** \(RuleDocs.plain(d.rationale))"),
            ]),
            "defaultConfiguration": .object([
                "level": .string(level(d.severity)),
                // Opt-in rules do not run unless the configuration enables them.
                "enabled": .bool(!d.isOptIn),
            ]),
        ])
    }

    static func unknownRule(_ id: String, severity: Severity) -> JSONValue {
        .object([
            "id": .string(id),
            "shortDescription": message(id),
            "fullDescription": message("A rule this version of ModalLint does not describe."),
            "help": message("See the rule's documentation."),
            "defaultConfiguration": .object(["level": .string(level(severity))]),
        ])
    }

    static func level(_ s: Severity) -> String { s == .error ? "error" : "warning" }

    static func message(_ text: String) -> JSONValue { .object(["text": .string(text)]) }

    /// SARIF suggests a rule `name` be an identifier (`ImplicitPresentationStyle`), not a
    /// title; the title stays readable in `shortDescription`.
    static func pascalCase(_ name: String) -> String {
        name.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A file and region. Inside the root: a relative, percent-encoded `uri` with the
    /// `%SRCROOT%` base; outside it: an absolute `file://` URI, since a relative one would
    /// need `..` segments that GitHub does not map to repository files anyway.
    static func physicalLocation(_ path: String, _ location: SourceLocation, root: String, sources: SourceFileProvider) -> JSONValue {
        let artifact: [String: JSONValue]
        if let relative = ReportPath.relative(path, to: root) {
            artifact = ["uri": .string(ReportPath.percentEncoded(relative)), "uriBaseId": .string(rootBaseID)]
        } else if path.hasPrefix("/") {
            artifact = ["uri": .string(ReportPath.fileURI(path))]
        } else {
            artifact = ["uri": .string(ReportPath.percentEncoded(path)), "uriBaseId": .string(rootBaseID)]
        }
        var region: [String: JSONValue] = ["startLine": .int(max(1, location.line))]
        if let file = sources(path), let text = SourceLines.line(location.line, of: file) {
            region["startColumn"] = .int(SourceLines.utf16Column(utf8Column: max(1, location.column), line: text))
        }
        return .object(["artifactLocation": .object(artifact), "region": .object(region)])
    }
}
