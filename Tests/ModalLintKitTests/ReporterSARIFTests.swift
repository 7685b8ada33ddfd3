import XCTest
import Foundation
@testable import ModalLintKit

/// SARIF checked by its consumers: the official schema and GitHub's ingestion rules (through
/// `../shared/tools/sarif/validate_sarif.py --github`, skipped when Python's jsonschema is
/// missing), and field by field with JSONSerialization.
final class ReporterSARIFTests: XCTestCase {
    static let validator = TestSupport.packageRoot + "/../shared/tools/sarif/validate_sarif.py"

    /// Paths a file system allows and a URI must encode.
    static let hostileRoot = "/srv/ci/wörk space/Repo #1"
    static let hostilePaths = [
        "/srv/ci/wörk space/Repo #1/Sources/100% done/a b.swift",
        "/srv/ci/wörk space/Repo #1/Sources/q?x=1&y=2;z/[brackets] (parens) {braces}.swift",
        "/srv/ci/wörk space/Repo #1/Sources/colon:first/\"quote\" 'single' `tick`.swift",
        "/srv/ci/wörk space/Repo #1/Sources/日本語/🙂 emoji\\back.swift",
        "/srv/ci/wörk space/Repo #1/Sources/new\nline/tab\there.swift",
        "/srv/ci/wörk space/Repo #1/C:/drive.swift",
        "/elsewhere/outside root %2F.swift",
    ]

    static func hostileDiagnostics() -> [Diagnostic] {
        hostilePaths.enumerated().map { i, path in
            Diagnostic(ruleID: i == 5 ? "rule_from_the_future" : RuleRegistry.descriptions[i % RuleRegistry.descriptions.count].id,
                       severity: i % 2 == 0 ? .warning : .error,
                       message: "message \(i) with <xml> & \"json\" \\ escapes\n\u{1}\u{2028}",
                       path: path, location: SourceLocation(line: i + 1, column: 2 * i + 1), offset: 0,
                       notes: [Note(message: "note \(i)", path: hostilePaths[(i + 1) % hostilePaths.count], location: SourceLocation(line: 1, column: 1))])
        }
    }

    func testGoldenFixtureValidates() throws {
        try validate(ReporterFixture.render(SARIFReporter.self), name: "fixture")
    }

    func testHostilePathsValidate() throws {
        try validate(SARIFReporter.generate(Self.hostileDiagnostics(), root: Self.hostileRoot), name: "hostile")
    }

    func testEmptyRunValidates() throws {
        try validate(SARIFReporter.generate([], root: "/"), name: "empty")
    }

    /// The issue's must-show: SARIF for the whole SamplesCorpus, read from disk with
    /// absolute paths as the command-line tool does, validates.
    func testSamplesCorpusValidates() throws {
        let root = TestSupport.packageRoot + "/SamplesCorpus"
        let fm = FileManager.default
        var diagnostics: [Diagnostic] = []
        var config = Configuration()
        config.optInRules = Set(RuleRegistry.descriptions.map(\.id))
        for scenario in try fm.contentsOfDirectory(atPath: root).sorted() {
            let dir = root + "/" + scenario
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            var files: [SourceFile] = [], boards: [SourceFile] = []
            for name in names.sorted() {
                let path = dir + "/" + name
                guard let data = fm.contents(atPath: path) else { continue }
                if name.hasSuffix(".swift") { files.append(SourceFile(path: path, bytes: Array(data))) }
                if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { boards.append(SourceFile(path: path, bytes: Array(data))) }
            }
            diagnostics += Analyzer(configuration: config, jobs: 1).run(files: files, storyboards: boards).diagnostics
        }
        XCTAssertGreaterThan(diagnostics.count, 30)
        let text = SARIFReporter.generate(diagnostics, root: root)
        let results = try results(of: text)
        XCTAssertEqual(results.count, diagnostics.count)
        // Every line is readable, so every region has a column.
        for r in results { XCTAssertNotNil(region(r)["startColumn"]) }
        try validate(text, name: "samples-corpus")
    }

    func testRunDeclaresColumnsRootAndRegistryRules() throws {
        let log = try json(SARIFReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root,
                                                  sources: SourceLines.fromMemory(ReporterFixture.sources)))
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: Any]])
        XCTAssertEqual(bases["%SRCROOT%"]?["uri"] as? String, "file:///home/dev/Modal%20App/")
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "ModalLint")
        XCTAssertEqual(driver["version"] as? String, ModalLintVersion.string)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.descriptions.map(\.id))
        for (rule, d) in zip(rules, RuleRegistry.descriptions) {
            XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, d.summary)
            // The facts are named in words, without links into this repository.
            XCTAssertEqual((rule["fullDescription"] as? [String: Any])?["text"] as? String, RuleDocs.plain(d.rationale))
            XCTAssertEqual((rule["help"] as? [String: Any])?["text"] as? String, RuleDocs.plain(d.fix))
            XCTAssertFalse(((rule["help"] as? [String: Any])?["markdown"] as? String ?? "").contains("presentation-model#"))
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, d.severity.rawValue)
        }
    }

    func testResultsPointAtRulesAndRelativeEncodedURIs() throws {
        let diagnostics = Self.hostileDiagnostics()
        let text = SARIFReporter.generate(diagnostics, root: Self.hostileRoot)
        let run = try XCTUnwrap((try json(text)["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try results(of: text)
        XCTAssertEqual(results.count, diagnostics.count)
        for (r, d) in zip(results, diagnostics) {
            XCTAssertEqual(r["ruleId"] as? String, d.ruleID)
            let index = try XCTUnwrap(r["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, d.ruleID)
            XCTAssertEqual(r["level"] as? String, d.severity.rawValue)
            XCTAssertEqual((r["message"] as? [String: Any])?["text"] as? String, d.message)
            let artifact = try XCTUnwrap((((r["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])?["artifactLocation"] as? [String: Any])
            let uri = try XCTUnwrap(artifact["uri"] as? String)
            XCTAssertTrue(uri.unicodeScalars.allSatisfy { Self.uriCharacters.contains($0) }, uri)
            if let relative = ReportPath.relative(d.path, to: Self.hostileRoot) {
                XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
                XCTAssertFalse(uri.hasPrefix("/"))
                XCTAssertEqual(uri.removingPercentEncoding, relative)
                // Resolving against the base gives back the absolute path.
                let base = URL(string: "file:///srv/ci/w%C3%B6rk%20space/Repo%20%231/")!
                XCTAssertEqual(URL(string: uri, relativeTo: base)?.absoluteURL.path, d.path)
            } else {
                XCTAssertNil(artifact["uriBaseId"])
                XCTAssertEqual(URL(string: uri)?.path, d.path)
            }
            let related = try XCTUnwrap(r["relatedLocations"] as? [[String: Any]])
            XCTAssertEqual((related.first?["message"] as? [String: Any])?["text"] as? String, d.notes[0].message)
        }
    }

    func testColumnsAreConvertedToUTF16AndOmittedWhenTheLineIsUnknown() throws {
        let results = try results(of: ReporterFixture.render(SARIFReporter.self))
        // `    let café = Café(); present(`: byte column 26, two `é` of two bytes each.
        XCTAssertEqual(region(results[0])["startColumn"] as? Int, 24)
        XCTAssertEqual(region(results[0])["startLine"] as? Int, 12)
        XCTAssertEqual(region(results[1])["startColumn"] as? Int, 5)
        // The file outside the root is not in the fixture's sources.
        XCTAssertNil(region(results[3])["startColumn"])
        XCTAssertEqual(SourceLines.utf16Column(utf8Column: 6, line: Array("🙂x".utf8)), 4)
        XCTAssertEqual(SourceLines.utf16Column(utf8Column: 9, line: Array("ab".utf8)), 9)
    }

    func testRelativePathsAndURIs() {
        XCTAssertEqual(ReportPath.relative("/a/b/c.swift", to: "/a/b"), "c.swift")
        XCTAssertEqual(ReportPath.relative("/a/b/c.swift", to: "/a/b/"), "c.swift")
        XCTAssertEqual(ReportPath.relative("/a/bc/d.swift", to: "/a/b"), nil)
        XCTAssertEqual(ReportPath.relative("/a/b", to: "/a/b"), nil)
        XCTAssertEqual(ReportPath.relative("/x.swift", to: "/"), "x.swift")
        XCTAssertEqual(ReportPath.relative("rel/x.swift", to: "/a"), nil)
        XCTAssertEqual(ReportPath.display("rel/x.swift", root: "/a"), "rel/x.swift")
        // Byte comparison: a decomposed é is not the root's precomposed é.
        XCTAssertEqual(ReportPath.relative("/caf\u{65}\u{301}/x.swift", to: "/caf\u{E9}"), nil)
        XCTAssertEqual(ReportPath.percentEncoded("a b/100%/é:#?[]@!$&'()*+,;=~._-"),
                       "a%20b/100%25/%C3%A9%3A%23%3F%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D~._-")
        XCTAssertEqual(ReportPath.fileURI("/r/my dir", directory: true), "file:///r/my%20dir/")
        XCTAssertEqual(ReportPath.fileURI("/", directory: true), "file:///")
    }

    func testFingerprintsIgnoreLineShifts() throws {
        let shifted = ReporterFixture.diagnostics.map { d -> Diagnostic in
            var d = d
            d.location.line += 40
            return d
        }
        let a = try results(of: SARIFReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root, sources: { _ in nil }))
        let b = try results(of: SARIFReporter.generate(shifted, root: ReporterFixture.root, sources: { _ in nil }))
        let fa = a.map { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        XCTAssertEqual(fa, b.map { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] })
        XCTAssertEqual(Set(fa.compactMap { $0 }).count, a.count)
    }

    /// `primaryLocationLineHash` agrees with codeql-action's `hash` (src/fingerprints.ts),
    /// ported line for line to JavaScript with BigInt in place of Long and run by node.
    func testLineHashMatchesCodeQLActionAlgorithm() throws {
        guard let probe = ReporterFixture.run("node", ["--version"]), probe.status == 0 else {
            throw XCTSkip("node is not available")
        }
        let long = String(repeating: "let value = compute(x, y, z) + 1 // ", count: 5)
        var texts = [
            "", "a", "a\n", "\n\n\n", "  \t \n\tx\n",
            "line\r\nwindows\r\nline\r\n", "old\rmac\rline", "cr then space\r \nlf",
            "same\nsame\nsame\nother\nsame\n", long + "\n" + long + "\nshort\n",
            "café 🙂 日本語\n\u{FEFF}bom mid\nend without newline",
        ]
        let corpus = TestSupport.packageRoot + "/SamplesCorpus"
        for scenario in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted().prefix(40) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + scenario).sorted()) ?? [] where name.hasSuffix(".swift") {
                texts.append(try String(contentsOfFile: corpus + "/" + scenario + "/" + name, encoding: .utf8))
            }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-hash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (i, text) in texts.enumerated() {
            let url = dir.appendingPathComponent("\(i).txt")
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try XCTUnwrap(ReporterFixture.run("node", ["-e", Self.codeQLHashScript] + paths))
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, texts.count)
        for (text, line) in zip(texts, lines) {
            let expected = line.split(separator: ",").enumerated().map { i, entry -> String in
                let parts = entry.split(separator: " ")
                XCTAssertEqual(Int(parts[0]), i + 1, "lines in order")
                return String(parts[1])
            }
            XCTAssertEqual(GitHubLineHash.lineHashes(Array(text.utf8)), expected, text.debugDescription)
        }
    }

    static let codeQLHashScript = """
        const fs = require('fs');
        const BLOCK_SIZE = 100, MOD = 37n;
        function hash(text, callback) {
          const window = Array(BLOCK_SIZE).fill(0n);
          const lineNumbers = Array(BLOCK_SIZE).fill(-1);
          let hashRaw = 0n;
          let firstMod = 1n;
          for (let i = 0; i < BLOCK_SIZE; i++) firstMod = BigInt.asIntN(64, firstMod * MOD);
          let index = 0, lineNumber = 0, lineStart = true, prevCR = false;
          const hashCounts = {};
          const outputHash = function () {
            const hashValue = BigInt.asUintN(64, hashRaw).toString(16);
            if (!hashCounts[hashValue]) hashCounts[hashValue] = 0;
            hashCounts[hashValue]++;
            callback(lineNumbers[index], `${hashValue}:${hashCounts[hashValue]}`);
            lineNumbers[index] = -1;
          };
          const updateHash = function (current) {
            const begin = window[index];
            window[index] = BigInt(current);
            hashRaw = BigInt.asIntN(64, MOD * hashRaw + BigInt(current) - firstMod * begin);
            index = (index + 1) % BLOCK_SIZE;
          };
          const processCharacter = function (current) {
            if (current === 32 || current === 9 || (prevCR && current === 10)) { prevCR = false; return; }
            if (current === 13) { current = 10; prevCR = true; } else { prevCR = false; }
            if (lineNumbers[index] !== -1) outputHash();
            if (lineStart) { lineStart = false; lineNumber++; lineNumbers[index] = lineNumber; }
            if (current === 10) lineStart = true;
            updateHash(current);
          };
          for (let i = 0; i < text.length; ++i) processCharacter(text.charCodeAt(i));
          processCharacter(65535);
          for (let i = 0; i < BLOCK_SIZE; i++) {
            if (lineNumbers[index] !== -1) outputHash();
            updateHash(0);
          }
        }
        for (const file of process.argv.slice(1)) {
          const out = [];
          hash(fs.readFileSync(file, 'utf8'), (line, value) => out.push(line + ' ' + value));
          console.log(out.join(','));
        }
        """

    // MARK: - Helpers

    static let uriCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/%:".unicodeScalars)

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func results(of text: String) throws -> [[String: Any]] {
        let run = try XCTUnwrap((try json(text)["runs"] as? [[String: Any]])?.first)
        return try XCTUnwrap(run["results"] as? [[String: Any]])
    }

    private func region(_ result: [String: Any]) -> [String: Any] {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return location?["region"] as? [String: Any] ?? [:]
    }

    /// Runs the validator with `--github`; skips when python3 or jsonschema is missing.
    private func validate(_ text: String, name: String) throws {
        guard FileManager.default.fileExists(atPath: Self.validator) else {
            throw XCTSkip("validate_sarif.py not found at \(Self.validator)")
        }
        guard let probe = ReporterFixture.run("python3", ["-c", "import jsonschema"]), probe.status == 0 else {
            throw XCTSkip("python3 with jsonschema is not available")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-\(name)-\(UUID().uuidString).sarif")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try XCTUnwrap(ReporterFixture.run("python3", [Self.validator, "--github", file.path]))
        XCTAssertEqual(result.status, 0, "validate_sarif.py --github on \(name):\n\(result.output)")
        XCTAssertTrue(result.output.contains(": valid ("), result.output)
    }
}
