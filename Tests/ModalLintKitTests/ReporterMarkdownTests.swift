import XCTest
@testable import ModalLintKit

/// The Markdown report: tables stay tables whatever the text, and text renders as written.
final class ReporterMarkdownTests: XCTestCase {
    func testEveryTableRowHasItsColumns() {
        let text = MarkdownReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") }
        XCTAssertEqual(rows.count, 2 + 4 + 2 + 4, text)
        for row in rows {
            // A cell separator is a `|` not escaped by a backslash.
            let separators = cellSeparators(String(row))
            XCTAssertTrue(separators == 4 || separators == 5, "\(separators) separators in \(row)")
        }
        XCTAssertEqual(rows.filter { cellSeparators(String($0)) == 4 }.count, 2 + 4, "summary table rows")
    }

    func testSummaryCountsPerRuleAndErrorsComeFirst() {
        let text = MarkdownReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root)
        XCTAssertTrue(text.contains("4 findings (1 error, 3 warnings) in 3 files."), text)
        XCTAssertTrue(text.contains("| Swipe Skips Dismiss Work `swipe_skips_dismiss_work` | error | 1 |"), text)
        let findings = text.components(separatedBy: "| Location |")[1].split(separator: "\n").dropFirst(2)
        XCTAssertTrue(findings.first?.contains("| error |") ?? false)
        XCTAssertTrue(findings.first?.contains("`Sources/Feature 100%/Café View.swift:20`") ?? false)
    }

    func testTextIsEscaped() {
        XCTAssertEqual(MarkdownReporter.text("<script>alert(\"x\")</script> & a|b *c* _d_ [e](f) ~g~ \\ `h`"),
                       "\\<script\\>alert(\"x\")\\</script\\> \\& a\\|b \\*c\\* \\_d\\_ \\[e\\](f) \\~g\\~ \\\\ \\`h\\`")
        XCTAssertEqual(MarkdownReporter.text("@objc and #12 but a@b and C#"), "`@objc` and `#12` but a@b and C#")
        XCTAssertEqual(MarkdownReporter.text("one\ntwo\r\nthree"), "one<br>two<br>three")
        XCTAssertEqual(MarkdownReporter.message("`present` shows `A|B` <b> `unclosed"), "`present` shows `A\\|B` \\<b\\> \\`unclosed")
        XCTAssertEqual(MarkdownReporter.message("``"), "\\`\\`")
        XCTAssertEqual(MarkdownReporter.message("a `b\nc` d"), "a \\`b<br>c\\` d")
        XCTAssertEqual(MarkdownReporter.message("`@objc` and @objc"), "`@objc` and `@objc`")
        XCTAssertEqual(MarkdownReporter.code("a|b"), "`a\\|b`")
        XCTAssertEqual(MarkdownReporter.code("x `y` z"), "``x `y` z``")
        XCTAssertEqual(MarkdownReporter.code("`start"), "`` `start ``")
        XCTAssertEqual(MarkdownReporter.code("new\nline"), "`new line`")
    }

    func testLongReportsStopBeforeTheCommentLimit() {
        let many = (0..<2000).map { i in
            Diagnostic(ruleID: "implicit_presentation_style", severity: .warning, message: String(repeating: "long message ", count: 5),
                       path: "/r/Sources/File\(i).swift", location: SourceLocation(line: i + 1, column: 1), offset: 0)
        }
        let text = MarkdownReporter.generate(many, root: "/r")
        XCTAssertLessThanOrEqual(text.utf8.count, MarkdownReporter.commentByteBudget)
        XCTAssertTrue(text.hasSuffix("more findings not listed (size limit)._\n"), String(text.suffix(200)))
        let listed = text.split(separator: "\n").filter { $0.hasPrefix("| `Sources/") }.count
        XCTAssertTrue(text.contains("_\(2000 - listed) more findings not listed"))
        XCTAssertEqual(MarkdownReporter.generate([], root: "/r"), "## ModalLint\n\nNo findings.\n")
    }

    private func cellSeparators(_ row: String) -> Int {
        var count = 0
        var escaped = false
        for c in row.unicodeScalars {
            if c == "|" && !escaped { count += 1 }
            escaped = c == "\\" && !escaped
        }
        return count
    }
}
