import XCTest
import Foundation
@testable import ModalLintKit

/// Workflow commands read back the way the GitHub runner reads them (`ActionCommand.TryParseV2`
/// in actions/runner): the output must split into one command per finding and decode to
/// exactly the path, position, title and message that went in.
final class ReporterGitHubActionsTests: XCTestCase {
    static let root = "/w/repo"
    static let nastyPaths = [
        "/w/repo/Sources/a%25b%0A/c:d,e=f/ g.swift",
        "/w/repo/Sources/new\nline\r\nand\rcr.swift",
        "/w/repo/Sources/::warning file=x::injected.swift",
        "/w/repo/Sources/trailing space .swift ",
        "/w/repo/Sources/=equals,=,,first.swift",
    ]
    static let nastyMessages = [
        "100% sure: a, b, c",
        "two\nlines\r\nand a CR\r",
        "::error::not a command %0A %25 %3A %2C",
        "  leading spaces, trailing spaces  ",
        "title=x,file=y::z",
    ]

    func testEveryCommandDecodesBackExactly() throws {
        var diagnostics: [Diagnostic] = []
        for (i, path) in Self.nastyPaths.enumerated() {
            for (j, message) in Self.nastyMessages.enumerated() {
                diagnostics.append(Diagnostic(ruleID: RuleRegistry.descriptions[(i + j) % RuleRegistry.descriptions.count].id,
                                              severity: (i + j) % 3 == 0 ? .error : .warning, message: message, path: path,
                                              location: SourceLocation(line: i + 1, column: j + 1), offset: 0))
            }
        }
        // Notes travel as extra message lines.
        diagnostics.append(Diagnostic(ruleID: "missing_did_dismiss", severity: .warning, message: "with notes", path: Self.nastyPaths[0],
                                      location: SourceLocation(line: 9, column: 9), offset: 0,
                                      notes: [Note(message: "see: here, 100%", path: Self.nastyPaths[1], location: SourceLocation(line: 3, column: 4))]))
        let output = GitHubActionsReporter.generate(diagnostics, root: Self.root)
        let commands = Self.runnerLines(output).compactMap(RunnerCommand.init)
        let expected = diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity == .warning }
        let annotations = commands.filter { $0.name != "notice" }
        XCTAssertEqual(annotations.count, expected.count, "one command per finding, no line injected")
        for (c, d) in zip(annotations, expected) {
            XCTAssertEqual(c.name, d.severity == .error ? "error" : "warning")
            XCTAssertEqual(c.properties["file"], d.path)
            XCTAssertEqual(c.properties["line"], String(d.location.line))
            XCTAssertEqual(c.properties["col"], String(d.location.column))
            let name = RuleRegistry.rule(d.ruleID)!.description.name
            XCTAssertEqual(c.properties["title"], "\(name) (\(d.ruleID))")
            var message = d.message
            for n in d.notes {
                message += "\nnote: \(ReportPath.display(n.path, root: Self.root)):\(n.location.line):\(n.location.column): \(n.message)"
            }
            XCTAssertEqual(c.data, message)
        }
        // 26 findings: more than 10 of a kind, so one notice at the end.
        XCTAssertEqual(commands.filter { $0.name == "notice" }.count, 1)
        XCTAssertEqual(commands.last?.name, "notice")
    }

    func testErrorsComeFirst() {
        let output = GitHubActionsReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root)
        let names = Self.runnerLines(output).compactMap(RunnerCommand.init).map(\.name)
        XCTAssertEqual(names, ["error", "warning", "warning", "warning"])
    }

    func testNoticeCountsWhatGitHubDoesNotAnnotate() throws {
        func findings(_ errors: Int, _ warnings: Int) -> [Diagnostic] {
            (0..<(errors + warnings)).map { i in
                Diagnostic(ruleID: "implicit_presentation_style", severity: i < errors ? .error : .warning, message: "m\(i)",
                           path: "/w/repo/A.swift", location: SourceLocation(line: i + 1, column: 1), offset: 0)
            }
        }
        XCTAssertFalse(GitHubActionsReporter.generate(findings(10, 10), root: Self.root).contains("::notice"))
        let output = GitHubActionsReporter.generate(findings(12, 15), root: Self.root)
        let commands = Self.runnerLines(output).compactMap(RunnerCommand.init)
        XCTAssertEqual(commands.count, 28)
        let notice = try XCTUnwrap(commands.last)
        XCTAssertEqual(notice.name, "notice")
        XCTAssertTrue(notice.data.contains("27 findings"), notice.data)
        XCTAssertTrue(notice.data.contains("7 more (2 errors, 5 warnings)"), notice.data)
        let one = Self.runnerLines(GitHubActionsReporter.generate(findings(0, 11), root: Self.root)).compactMap(RunnerCommand.init)
        XCTAssertTrue(one.last!.data.contains("1 more (1 warning) is only"), one.last!.data)
    }

    func testSummaryIsTheMarkdownReport() {
        let summary = GitHubActionsReporter.summary(ReporterFixture.diagnostics, root: ReporterFixture.root)
        XCTAssertTrue(summary.hasPrefix("## ModalLint\n"))
        XCTAssertTrue(summary.contains("| Location | Severity | Rule | Message |"))
    }

    // MARK: - The runner's side

    /// The runner reads the step's output line by line (.NET `ReadLine`: LF, CR or CRLF).
    static func runnerLines(_ output: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var scalars = output.unicodeScalars.makeIterator()
        var pendingCR = false
        while let u = scalars.next() {
            if pendingCR {
                pendingCR = false
                if u == "\n" { continue }
            }
            if u == "\n" || u == "\r" {
                lines.append(current)
                current = ""
                pendingCR = u == "\r"
            } else {
                current.unicodeScalars.append(u)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `ActionCommand.TryParseV2`, property and data unescaping included (mappings applied
    /// in the runner's order, `%25` last).
    struct RunnerCommand {
        var name: String
        var properties: [String: String] = [:]
        var data: String

        init?(_ line: String) {
            let message = String(line.drop { $0.isWhitespace })
            guard message.hasPrefix("::") else { return nil }
            let afterKey = message.index(message.startIndex, offsetBy: 2)
            guard let end = message[afterKey...].range(of: "::") else { return nil }
            let info = message[afterKey..<end.lowerBound]
            let space = info.firstIndex(of: " ")
            name = String(info[..<(space ?? info.endIndex)])
            guard ["warning", "error", "notice"].contains(name) else { return nil }
            if let space {
                let props = info[info.index(after: space)...].trimmingCharacters(in: .whitespacesAndNewlines)
                for prop in props.split(separator: ",", omittingEmptySubsequences: true) {
                    let pair = prop.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: true)
                    if pair.count == 2 {
                        properties[String(pair[0])] = Self.unescape(String(pair[1]), [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")])
                    }
                }
            }
            data = Self.unescape(String(message[end.upperBound...]), [("%0D", "\r"), ("%0A", "\n"), ("%25", "%")])
        }

        static func unescape(_ s: String, _ mappings: [(String, String)]) -> String {
            var out = s
            for (escaped, token) in mappings { out = out.replacingOccurrences(of: escaped, with: token) }
            return out
        }
    }
}
