import XCTest
import Foundation
@testable import ModalLintKit

/// The HTML audit report: golden files, escaping of hostile names and source, context lines
/// for every finding, and the script-free filters.
final class ReporterHTMLTests: XCTestCase {
    // MARK: Golden files

    /// `Golden/html.golden` is what the registry-wide golden test renders: findings whose
    /// files are not on disk, rule texts from the registry.
    func testReportMatchesTheGoldenFile() throws {
        try assertGolden(HTMLReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root), name: "html")
    }

    /// `Golden/html-source.golden`: the fixture's source in memory (context lines, syntax
    /// colours, the underlined token) and fixed rule texts, so that rewording a rule's
    /// documentation does not change it.
    func testReportWithSourceMatchesItsGoldenFile() throws {
        let html = HTMLReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root,
                                         sources: SourceLines.fromMemory(ReporterFixture.sources), rules: ReporterFixture.rules)
        try assertGolden(html, name: "html-source")
        try assertWellFormed(html)
    }

    // MARK: Escaping

    static let hostileRoot = "/work/<img src=x onerror=alert(1)>"
    static let hostilePath = hostileRoot + "/Sources & \"Co\"/<script>.swift"
    static let hostileSource = """
    import UIKit
    final class ScriptViewController: UIViewController {
        func open() {
            // <script>alert(1)</script> &amp; "double" 'single' \u{1B}[31m bell\u{7} nul\u{0} del\u{7F} c1\u{85}
            let detail = DetailViewController() // \u{202E} reversed \u{202C} \u{2066}isolate\u{2069}
            present(detail, animated: true) /* <script>alert("x")</script> */
        }
    }

    """

    static var hostileDiagnostics: [Diagnostic] {
        [
            Diagnostic(ruleID: "implicit_presentation_style", severity: .warning,
                       message: "`present` shows <script>alert(\"m\")</script> & 'x' \u{202E}gnp.exe\nsecond line",
                       path: hostilePath, location: SourceLocation(line: 6, column: 9), offset: 0,
                       notes: [Note(message: "<b onmouseover=alert(1)>note</b>", path: hostileRoot + "/<svg onload=alert(1)>.swift",
                                    location: SourceLocation(line: 1, column: 1))]),
            Diagnostic(ruleID: "x\"><script>alert(2)</script>", severity: .error, message: "unknown rule",
                       path: hostilePath, location: SourceLocation(line: 4, column: 12), offset: 0),
        ]
    }

    func testHostileNamesSourceAndMessagesAreShownAsText() throws {
        let html = HTMLReporter.generate(Self.hostileDiagnostics, root: Self.hostileRoot,
                                         sources: SourceLines.fromMemory([Self.hostilePath: Self.hostileSource]))
        try assertWellFormed(html)
        XCTAssertFalse(html.lowercased().contains("<script"), "no script element, not even the template's")
        XCTAssertFalse(html.lowercased().contains("<img"))
        XCTAssertFalse(html.lowercased().contains("<svg onload"))
        XCTAssertFalse(html.lowercased().contains("<b onmouseover"))

        // The escaped text is there: the file name, folder, source, message, note, rule id.
        for expected in [
            "&lt;script&gt;.swift",
            "&lt;img src=x onerror=alert(1)&gt;",
            "Sources &amp; &quot;Co&quot;/<wbr>",
            "&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &quot;double&quot; &#39;single&#39;",
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;",
            "&lt;script&gt;alert(&quot;m&quot;)&lt;/script&gt; &amp; &#39;x&#39;",
            "<br>second line",
            "&lt;b onmouseover=alert(1)&gt;note&lt;/b&gt;",
            "&lt;svg onload=alert(1)&gt;.swift",
            "x&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;",
        ] {
            XCTAssertTrue(html.contains(expected), "missing escaped text: \(expected)")
        }
        // Controls and bidirectional overrides are visible, never raw.
        for code in ["1b", "7", "0", "7f", "85", "202e", "202c", "2066", "2069"] {
            XCTAssertTrue(html.contains("<span class=\"ctl\">\\u{\(code)}</span>"), "\\u{\(code)} not shown")
        }
        for u in html.unicodeScalars where u != "\n" && u != "\t" {
            XCTAssertFalse(HTMLReporter.isHidden(u), "raw U+\(String(u.value, radix: 16, uppercase: true)) in the output")
        }
        // The unknown rule's id cannot become a fragment id or a class: it gets an index.
        XCTAssertTrue(html.contains("id=\"rule-0\""), "the error rule comes first and gets index 0")
        XCTAssertTrue(html.contains("A rule this version of ModalLint does not describe."))
        // The title holds text only.
        let title = try XCTUnwrap(html.range(of: "<title>")).upperBound
        let titleEnd = try XCTUnwrap(html.range(of: "</title>")).lowerBound
        XCTAssertFalse(html[title..<titleEnd].contains("<"))
    }

    func testPolicyForbidsScriptsAndNetwork() {
        let html = HTMLReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root)
        XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"))
        XCTAssertFalse(html.contains("http://"))
        XCTAssertFalse(html.contains("https://"))
        XCTAssertFalse(html.contains("@import"))
        XCTAssertFalse(html.contains("url("))
    }

    // MARK: Context lines

    func testEveryFindingAppearsWithItsContextLines() throws {
        let path = "/p/Sources/Numbered.swift"
        let source = (1...20).map { "let value\($0) = \($0)" }.joined(separator: "\n") + "\n"
        let lines = [1, 2, 10, 19, 20, 25]
        let diagnostics = lines.map {
            Diagnostic(ruleID: "implicit_presentation_style", severity: .warning, message: "finding on \($0)",
                       path: path, location: SourceLocation(line: $0, column: 5), offset: 0)
        } + [Diagnostic(ruleID: "style_set_too_late", severity: .error, message: "no source",
                        path: "/p/Missing.swift", location: SourceLocation(line: 3, column: 1), offset: 0)]
        let html = HTMLReporter.generate(diagnostics, root: "/p", sources: SourceLines.fromMemory([path: source]))
        try assertWellFormed(html)
        let articles = articlesByNumber(html)
        XCTAssertEqual(articles.count, diagnostics.count)

        for (k, line) in lines.enumerated() {
            // The error rule's section comes first (finding 1), then these.
            let article = try XCTUnwrap(articles[k + 2], "finding \(k + 2)")
            XCTAssertTrue(article.contains("finding on \(line)"))
            XCTAssertTrue(article.contains("Sources/<wbr></span><span class=\"nw\"><span class=\"base\">Numbered.swift</span><span class=\"lc\">:\(line):5</span>"))
            let shown = max(1, min(line, 20) - 3)...min(20, line + 3)
            XCTAssertEqual(numbersShown(article), Array(shown), "line \(line)")
            for n in shown {
                XCTAssertTrue(article.contains("value\(n)</span>") || article.contains("value\(n) "), "line \(n) of finding on \(line)")
            }
            if line <= 20 {
                XCTAssertTrue(article.contains("<span class=\"l hl\" data-n=\"\(line)\">"), "line \(line) highlighted")
                // The token at the column (`value…`) is underlined.
                XCTAssertTrue(article.contains("<span class=\"at\">value\(line)</span>"), "token at \(line):5")
            } else {
                XCTAssertFalse(article.contains(" hl\""), "no line to highlight past the end")
            }
        }
        let missing = try XCTUnwrap(articles[1])
        XCTAssertTrue(missing.contains("Source not available."))
    }

    func testSourceIsColouredDedentedAndCut() throws {
        let path = "/p/A.swift"
        let long = String(repeating: "é", count: 400)
        let source = """
                class A: UIViewController {
                    @objc func go() {
                        present(B(), animated: true) // "\(long)"
                    }
                }

        """
        let d = Diagnostic(ruleID: "implicit_presentation_style", severity: .warning, message: "m",
                           path: path, location: SourceLocation(line: 3, column: 17), offset: 0)
        let html = HTMLReporter.generate([d], root: "/p", sources: SourceLines.fromMemory([path: source]))
        try assertWellFormed(html)
        // The eight spaces all lines share are left out.
        XCTAssertTrue(html.contains("<span class=\"l\" data-n=\"1\"><span class=\"k\">class</span> <span class=\"t\">A</span>: <span class=\"t\">UIViewController</span> {</span>"))
        XCTAssertTrue(html.contains("<span class=\"l\" data-n=\"2\">    <span class=\"a\">@objc</span> <span class=\"k\">func</span> go() {</span>"))
        XCTAssertTrue(html.contains("<span class=\"l hl\" data-n=\"3\">        <span class=\"at\">present</span>(<span class=\"t\">B</span>(), animated: <span class=\"k\">true</span>) <span class=\"c\">// &quot;éé"))
        // The long line is cut at a character boundary (`é` is two bytes) with an ellipsis.
        XCTAssertTrue(html.contains("é</span><span class=\"cut\">…</span></span>"))
        XCTAssertFalse(html.contains("\u{FFFD}"))
        // A storyboard is shown plain, without Swift colours.
        let sb = "/p/Main.storyboard"
        let plain = HTMLReporter.generate([Diagnostic(ruleID: "style_set_too_late", severity: .warning, message: "m", path: sb,
                                                      location: SourceLocation(line: 1, column: 2), offset: 0)],
                                          root: "/p", sources: SourceLines.fromMemory([sb: "<scene id=\"a\"/>\n"]))
        XCTAssertTrue(plain.contains("<span class=\"l hl\" data-n=\"1\">&lt;<span class=\"at\">s</span>cene id=&quot;a&quot;/&gt;</span>"))
    }

    // MARK: Filters

    func testFilterMarkupForEveryRuleAndSeverity() throws {
        let html = HTMLReporter.generate(ReporterFixture.diagnostics, root: ReporterFixture.root,
                                         sources: SourceLines.fromMemory(ReporterFixture.sources), rules: ReporterFixture.rules)
        let ruleIDs = Array(Set(ReporterFixture.diagnostics.map(\.ruleID)))
        XCTAssertTrue(html.contains("<input class=\"fi\" type=\"radio\" name=\"rule\" id=\"fr-all\" checked"))
        XCTAssertTrue(html.contains("<input class=\"fi\" type=\"radio\" name=\"sev\" id=\"fs-all\" checked"))
        for id in ["fs-e", "fs-w"] {
            XCTAssertTrue(html.contains("type=\"radio\" name=\"sev\" id=\"\(id)\""))
            XCTAssertTrue(html.contains("<label for=\"\(id)\">"))
        }
        XCTAssertTrue(html.contains("#fs-e:checked~.page .f.w,#fs-w:checked~.page .f.e"))
        for index in ruleIDs.indices {
            XCTAssertTrue(html.contains("type=\"radio\" name=\"rule\" id=\"fr-\(index)\""), "input \(index)")
            XCTAssertTrue(html.contains("<label for=\"fr-\(index)\">"), "label \(index)")
            XCTAssertTrue(html.contains("#fr-\(index):checked~.page .rule:not(.r\(index)){display:none}"), "rule CSS \(index)")
            XCTAssertTrue(html.contains("#fr-\(index):checked~.page label[for=fr-\(index)]"), "pressed chip \(index)")
            XCTAssertTrue(html.contains("<section class=\"rule r\(index)"), "section \(index)")
        }
        // Every rule has a section with an anchor the chart links to.
        for id in ruleIDs {
            XCTAssertTrue(html.contains("<section class=\"rule r") && html.contains("id=\"rule-\(id)\""), id)
            XCTAssertTrue(html.contains("<a href=\"#rule-\(id)\">"), "chart link to \(id)")
        }
        // Each finding carries its severity class for the severity filter.
        XCTAssertEqual(html.components(separatedBy: "<article class=\"f e\"").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "<article class=\"f w\"").count - 1, 3)
        // A rule with only warnings says so when errors are chosen.
        XCTAssertTrue(html.contains(":checked~#fs-e:checked~.page .none"))
        // No script anywhere: the filters are CSS only.
        XCTAssertFalse(html.contains("<script"))
        XCTAssertNil(html.range(of: #"\son[a-z]+="#, options: .regularExpression))
    }

    func testEmptyReport() throws {
        let html = HTMLReporter.generate([], root: "/p/App", sources: SourceLines.fromMemory([:]))
        try assertWellFormed(html)
        XCTAssertTrue(html.contains("<h2>No findings</h2>"))
        XCTAssertTrue(html.contains("<title>ModalLint report: App (0 findings)</title>"))
        XCTAssertFalse(html.contains("<input"))
    }

    func testSummaryCountsFoldersAndFiles() {
        let d = { (path: String, sev: Severity) in
            Diagnostic(ruleID: "implicit_presentation_style", severity: sev, message: "m", path: path,
                       location: SourceLocation(line: 1, column: 1), offset: 0)
        }
        let html = HTMLReporter.generate([d("/p/A/x.swift", .warning), d("/p/A/y.swift", .error), d("/p/A/y.swift", .warning), d("/p/z.swift", .warning)],
                                         root: "/p", sources: SourceLines.fromMemory([:]))
        XCTAssertTrue(html.contains("<span class=\"v\">4</span><span class=\"k\">findings</span>"))
        XCTAssertTrue(html.contains("<span class=\"v\">1</span><span class=\"k\">error</span>"))
        XCTAssertTrue(html.contains("<span class=\"v\">3</span><span class=\"k\">files</span>"))
        // Folders: A/ (3) before the root (1); files: y.swift (2) first.
        let folders = html.components(separatedBy: "Folders with the most findings")[1]
        XCTAssertLessThan(try XCTUnwrap(folders.range(of: ">A/<")).lowerBound, try XCTUnwrap(folders.range(of: ">./<")).lowerBound)
        let files = html.components(separatedBy: "Files with the most findings")[1]
        XCTAssertTrue(files.hasPrefix("</h2>\n<ol class=\"top\">\n<li><a href=\"#f2\"><span class=\"pn\"><span class=\"dir\">A/<wbr></span><span class=\"base\">y.swift</span></span><span class=\"pc\">2</span>"))
        // The chart splits the bar: one error, three warnings, scaled to the largest rule.
        XCTAssertTrue(html.contains("<rect x=\"0\" y=\"22\" width=\"25%\" height=\"10\" rx=\"5\" class=\"be\"/>"))
        XCTAssertTrue(html.contains("<rect x=\"25%\" y=\"22\" width=\"75%\" height=\"10\" rx=\"5\" class=\"bw\"/>"))
    }

    func testRegisteredUnderHTML() {
        XCTAssertTrue(ReporterRegistry.reporter("html") == HTMLReporter.self)
    }

    // MARK: Helpers

    /// The `<article>` of each finding by its number (`id="f<n>"`).
    private func articlesByNumber(_ html: String) -> [Int: String] {
        var result: [Int: String] = [:]
        for part in html.components(separatedBy: "<article ").dropFirst() {
            let body = part.components(separatedBy: "</article>")[0]
            guard let r = body.range(of: #"id="f(\d+)""#, options: .regularExpression),
                  let n = Int(body[r].dropFirst(5).dropLast()) else { continue }
            result[n] = body
        }
        return result
    }

    /// The line numbers of the context lines shown in a finding.
    private func numbersShown(_ article: String) -> [Int] {
        article.components(separatedBy: "data-n=\"").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    /// Reads the page as XML-ish markup: every `<` opens a tag of the template's own
    /// vocabulary with well-formed, quoted attributes from its own set (no `on…` handler),
    /// elements nest properly, and `&` starts an entity. Anything injected from data would
    /// break one of these.
    private func assertWellFormed(_ html: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let elements: Set<String> = ["html", "head", "meta", "title", "style", "body", "input", "div", "header", "p", "svg",
                                     "rect", "h1", "h2", "h3", "section", "span", "a", "text", "ol", "li", "nav", "label",
                                     "b", "main", "article", "code", "pre", "ul", "br", "wbr", "footer"]
        let void: Set<String> = ["meta", "input", "br", "wbr", "rect"]
        let attributes: Set<String> = ["lang", "charset", "name", "content", "http-equiv", "class", "id", "type", "checked",
                                       "aria-label", "aria-labelledby", "aria-hidden", "for", "href", "width", "height",
                                       "viewBox", "role", "x", "y", "rx", "text-anchor", "data-n", "title"]
        let s = Array(html.unicodeScalars)
        var i = 0
        var stack: [String] = []
        func fail(_ m: String) -> Never? {
            XCTFail("\(m) at scalar \(i): …\(String(String.UnicodeScalarView(s[max(0, i - 60)..<min(s.count, i + 60)])))…", file: file, line: line)
            return nil
        }
        guard html.hasPrefix("<!DOCTYPE html>\n") else { _ = fail("no doctype"); return }
        i = "<!DOCTYPE html>\n".unicodeScalars.count
        func isNameChar(_ u: Unicode.Scalar) -> Bool { u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "-" }
        while i < s.count {
            if s[i] == "&" {
                var j = i + 1
                while j < s.count && j - i < 12 && s[j] != ";" { j += 1 }
                let entity = String(String.UnicodeScalarView(s[i...min(j, s.count - 1)]))
                guard ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(entity) else { _ = fail("bad entity \(entity)"); return }
                i = j + 1
                continue
            }
            guard s[i] == "<" else { i += 1; continue }
            i += 1
            let closing = i < s.count && s[i] == "/"
            if closing { i += 1 }
            var name = ""
            while i < s.count && isNameChar(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
            guard elements.contains(name) else { _ = fail("unexpected element <\(closing ? "/" : "")\(name)"); return }
            if closing {
                guard i < s.count && s[i] == ">" else { _ = fail("bad closing tag"); return }
                guard stack.last == name else { _ = fail("</\(name)> closes <\(stack.last ?? "nothing")>"); return }
                stack.removeLast()
                i += 1
                continue
            }
            var selfClosed = false
            while true {
                while i < s.count && (s[i] == " " || s[i] == "\n") { i += 1 }
                guard i < s.count else { _ = fail("unterminated tag"); return }
                if s[i] == ">" { i += 1; break }
                if s[i] == "/" && i + 1 < s.count && s[i + 1] == ">" { selfClosed = true; i += 2; break }
                var attr = ""
                while i < s.count && isNameChar(s[i]) { attr.unicodeScalars.append(s[i]); i += 1 }
                guard attributes.contains(attr) else { _ = fail("unexpected attribute \(attr) on <\(name)>"); return }
                guard i < s.count else { _ = fail("unterminated tag"); return }
                if s[i] == "=" {
                    guard i + 1 < s.count && s[i + 1] == "\"" else { _ = fail("unquoted attribute"); return }
                    i += 2
                    while i < s.count && s[i] != "\"" {
                        guard s[i] != "<" && s[i] != ">" else { _ = fail("raw < or > in an attribute"); return }
                        i += 1
                    }
                    i += 1
                }
            }
            if name == "style" {
                // The stylesheet is raw text up to `</style>`, with no `<` of its own.
                while i < s.count && s[i] != "<" { i += 1 }
                guard html.unicodeScalars.count > i, String(String.UnicodeScalarView(s[i..<min(s.count, i + 8)])) == "</style>" else {
                    _ = fail("`<` inside the stylesheet"); return
                }
                i += 8
                continue
            }
            if !selfClosed && !void.contains(name) { stack.append(name) }
        }
        XCTAssertEqual(stack, [], "unclosed elements", file: file, line: line)
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
