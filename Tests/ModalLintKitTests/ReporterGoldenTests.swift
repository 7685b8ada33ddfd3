import XCTest
import Foundation
@testable import ModalLintKit

/// Every reporter's output for one fixed list of findings, compared byte for byte with
/// `Golden/<identifier>.golden`. Run with `MODALLINT_UPDATE_GOLDEN=1` to rewrite the files
/// after a deliberate change, then review the diff.
final class ReporterGoldenTests: XCTestCase {
    func testEveryReporterMatchesItsGoldenFile() throws {
        for reporter in ReporterRegistry.all {
            try assertGolden(ReporterFixture.render(reporter), name: reporter.identifier)
        }
    }

    func testGitHubStepSummaryMatchesItsGoldenFile() throws {
        let text = GitHubActionsReporter.summary(ReporterFixture.diagnostics, root: ReporterFixture.root)
        try assertGolden(text, name: "github-actions-summary")
    }

    func testEmptyReportsMatchTheirGoldenFile() throws {
        var all = ""
        for reporter in ReporterRegistry.all {
            all += "== \(reporter.identifier)\n" + ReporterFixture.render(reporter, diagnostics: [])
        }
        try assertGolden(all, name: "empty")
    }

    func testIdentifiersAreTheOnesTheIssueFixes() {
        XCTAssertEqual(ReporterRegistry.all.map { $0.identifier },
                       ["xcode", "json", "sarif", "github-actions", "checkstyle", "junit", "codeclimate", "markdown", "html"])
        for id in ["sarif", "github-actions", "checkstyle", "junit", "codeclimate", "markdown"] {
            XCTAssertNotNil(ReporterRegistry.reporter(id), id)
        }
    }

    private func assertGolden(_ actual: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = ReporterFixture.goldenDirectory.appendingPathComponent(name + ".golden")
        if ProcessInfo.processInfo.environment["MODALLINT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: ReporterFixture.goldenDirectory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            XCTFail("missing golden file \(url.path); run with MODALLINT_UPDATE_GOLDEN=1", file: file, line: line)
            return
        }
        if expected != Data(actual.utf8) {
            let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
            XCTFail("""
                \(name): output differs from \(url.lastPathComponent) at line \(first + 1)
                expected: \(first < e.count ? String(e[first]) : "<end>")
                actual:   \(first < a.count ? String(a[first]) : "<end>")
                (MODALLINT_UPDATE_GOLDEN=1 rewrites the golden files)
                """, file: file, line: line)
        }
    }
}

/// The fixed findings the reporter tests share: an error and warnings, notes, a path with
/// a space, `%` and a non-ASCII letter, a file outside the root, a message with markup,
/// quotes, pipes, backticks, a mention, line breaks and control characters.
enum ReporterFixture {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let root = "/home/dev/Modal App"
    static let cafePath = "/home/dev/Modal App/Sources/Feature 100%/Café View.swift"
    static let detailPath = "/home/dev/Modal App/Sources/Feature 100%/Detail.swift"
    static let homePath = "/home/dev/Modal App/Sources/Home.swift"
    static let outsidePath = "/tmp/generated/Out, Generated.swift"

    static let hostileMessage = "dismiss(animated:) skips the <script>alert(\"x\")</script> & 'cleanup' | `viewDidDisappear` for @objc handlers, see #12"
    static let multilineMessage = "line one: a, b\nline two 100% done %0A\r\nbell\u{7} end"

    /// Source text for the SARIF column conversion: line 12 has two `é` before the column.
    static let sources: [String: String] = [
        cafePath: String(repeating: "\n", count: 11) + "    let café = Café(); present(detail, animated: true)\n"
            + String(repeating: "\n", count: 7) + "    dismiss(animated: true)\n",
        detailPath: "\n\nfinal class DetailViewController: UIViewController {}\n",
        homePath: "import UIKit\n\n\n\n\n\nx  show(home)\n",
    ]

    static let diagnostics: [Diagnostic] = [
        Diagnostic(ruleID: "implicit_presentation_style", severity: .warning,
                   message: "present(_:animated:) shows DetailViewController with no explicit modalPresentationStyle: since iOS 13 it is a page sheet the user can swipe away",
                   path: cafePath, location: SourceLocation(line: 12, column: 26), offset: 36,
                   notes: [Note(message: "DetailViewController is declared here", path: detailPath, location: SourceLocation(line: 3, column: 13))]),
        Diagnostic(ruleID: "swipe_skips_dismiss_work", severity: .error, message: hostileMessage,
                   path: cafePath, location: SourceLocation(line: 20, column: 5), offset: 76,
                   notes: [Note(message: "the handler that is skipped, <b>bold</b>", path: cafePath, location: SourceLocation(line: 12, column: 5)),
                           Note(message: "outside note", path: outsidePath, location: SourceLocation(line: 2, column: 1))]),
        Diagnostic(ruleID: "missing_did_dismiss", severity: .warning, message: multilineMessage,
                   path: homePath, location: SourceLocation(line: 7, column: 4), offset: 21),
        Diagnostic(ruleID: "style_set_too_late", severity: .warning, message: "style set after present(_:animated:), which has no effect",
                   path: outsidePath, location: SourceLocation(line: 1, column: 1), offset: 0),
    ]

    /// Rule metadata for the SARIF golden file: the fixture's rule ids with short fixed
    /// texts (one error by default, one opt-in, markup in the text).
    static let rules: [RuleDescription] = [
        RuleDescription(id: "implicit_presentation_style", name: "Implicit Presentation Style",
                        summary: "A presented controller has no explicit modalPresentationStyle.",
                        rationale: "Since iOS 13 the default `.automatic` resolves to `.pageSheet` <card>.",
                        fix: "Set `modalPresentationStyle` before presenting.", triggering: [], nonTriggering: []),
        RuleDescription(id: "swipe_skips_dismiss_work", name: "Swipe Skips Dismiss Work",
                        summary: "Work done only on the dismiss button is skipped by a swipe.",
                        rationale: "A swipe dismisses without calling the button's action & its \"cleanup\".",
                        fix: "Move the work to `presentationControllerDidDismiss(_:)`.", severity: .error,
                        triggering: [], nonTriggering: []),
        RuleDescription(id: "missing_did_dismiss", name: "Missing DidDismiss",
                        summary: "A sheet delegate lacks presentationControllerDidDismiss.",
                        rationale: "Without it the presenter never learns about a swipe.",
                        fix: "Implement `presentationControllerDidDismiss(_:)`.", triggering: [], nonTriggering: []),
        RuleDescription(id: "style_set_too_late", name: "Style Set Too Late",
                        summary: "The style is set after present(_:animated:).",
                        rationale: "UIKit reads the style when presenting.",
                        fix: "Set the style first.", isOptIn: true, triggering: [], nonTriggering: []),
    ]

    static func render(_ reporter: any Reporter.Type, diagnostics: [Diagnostic] = diagnostics) -> String {
        // SARIF reads line text for UTF-16 columns (the fixture's files are in memory) and
        // takes rule metadata from fixed descriptions, so that rewording a rule's
        // documentation does not break the golden file.
        if reporter == SARIFReporter.self {
            return SARIFReporter.generate(diagnostics, root: root, sources: SourceLines.fromMemory(sources), rules: rules)
        }
        return reporter.generate(diagnostics, root: root)
    }

    /// Runs a process; nil when it cannot start.
    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [executable] + arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
