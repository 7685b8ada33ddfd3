import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ModalLintKit

/// Checkstyle and JUnit output read back with a real XML parser (libxml2 through
/// Foundation's XMLParser): well-formed, and every value decodes to what went in.
final class ReporterXMLTests: XCTestCase {
    /// Every character class that needs care: markup, quotes, line breaks and tabs in
    /// attributes, C0 controls (illegal in XML 1.0), C1 controls, U+FFFE, non-ASCII.
    static let hostileMessage = "a <b> & \"c\" 'd' ]]> tab\tnew\nline cr\r end \u{0}\u{1B}[31m\u{7F}\u{85} \u{FFFE} é 🙂"
    /// The same message as a parser reports it: illegal characters shown as `\u{…}`.
    static let hostileMessageDecoded = "a <b> & \"c\" 'd' ]]> tab\tnew\nline cr\r end \\u{0}\\u{1b}[31m\u{7F}\u{85} \\u{fffe} é 🙂"

    static func hostileDiagnostics() -> [Diagnostic] {
        [
            Diagnostic(ruleID: "implicit_presentation_style", severity: .error, message: hostileMessage,
                       path: "/r/Sources/<odd> & \"name\".swift", location: SourceLocation(line: 3, column: 7), offset: 0,
                       notes: [Note(message: "note <here>", path: "/r/Sources/N.swift", location: SourceLocation(line: 1, column: 2))]),
            Diagnostic(ruleID: "missing_did_dismiss", severity: .warning, message: "plain",
                       path: "/r/Sources/<odd> & \"name\".swift", location: SourceLocation(line: 9, column: 1), offset: 0),
            Diagnostic(ruleID: "style_set_too_late", severity: .warning, message: "other file",
                       path: "/r/B.swift", location: SourceLocation(line: 1, column: 1), offset: 0),
        ]
    }

    func testCheckstyleParsesWithValues() throws {
        let diagnostics = Self.hostileDiagnostics()
        let doc = try parse(CheckstyleReporter.generate(diagnostics, root: "/r"))
        XCTAssertEqual(doc.root?.name, "checkstyle")
        XCTAssertEqual(doc.root?.attributes["version"], "4.3")
        let files = doc.root?.children ?? []
        XCTAssertEqual(files.map(\.name), ["file", "file"])
        XCTAssertEqual(files.map { $0.attributes["name"] }, ["/r/Sources/<odd> & \"name\".swift", "/r/B.swift"])
        let errors = files.flatMap(\.children)
        XCTAssertEqual(errors.count, diagnostics.count)
        for (e, d) in zip(errors, diagnostics) {
            XCTAssertEqual(e.name, "error")
            XCTAssertEqual(e.attributes["line"], String(d.location.line))
            XCTAssertEqual(e.attributes["column"], String(d.location.column))
            XCTAssertEqual(e.attributes["severity"], d.severity.rawValue)
            XCTAssertEqual(e.attributes["source"], "modallint." + d.ruleID)
        }
        XCTAssertEqual(errors[0].attributes["message"], Self.hostileMessageDecoded)
        XCTAssertEqual(errors[1].attributes["message"], "plain")
    }

    func testJUnitParsesWithValues() throws {
        let diagnostics = Self.hostileDiagnostics()
        let doc = try parse(JUnitReporter.generate(diagnostics, root: "/r"))
        XCTAssertEqual(doc.root?.name, "testsuites")
        let suites = doc.root?.children ?? []
        XCTAssertEqual(suites.count, 1, "one testsuite")
        let suite = suites[0]
        XCTAssertEqual(suite.attributes["tests"], "3")
        XCTAssertEqual(suite.attributes["failures"], "3")
        XCTAssertEqual(suite.children.count, 3)
        for (testcase, d) in zip(suite.children, diagnostics) {
            XCTAssertEqual(testcase.name, "testcase")
            XCTAssertEqual(testcase.attributes["classname"], ReportPath.display(d.path, root: "/r"))
            XCTAssertEqual(testcase.attributes["line"], String(d.location.line))
            let failure = try XCTUnwrap(testcase.children.first)
            XCTAssertEqual(failure.name, "failure")
            XCTAssertEqual(failure.attributes["type"], d.severity.rawValue)
        }
        let first = suite.children[0].children[0]
        XCTAssertEqual(first.attributes["message"], Self.hostileMessageDecoded)
        XCTAssertEqual(first.text, """
            error: \(Self.hostileMessageDecoded)
            at Sources/<odd> & "name".swift:3:7
            rule: implicit_presentation_style (Implicit Presentation Style)
            note: Sources/N.swift:1:2: note <here>
            """)
    }

    func testEmptyReportsAreWellFormed() throws {
        XCTAssertEqual(try parse(CheckstyleReporter.generate([], root: "/")).root?.children.count, 0)
        XCTAssertEqual(try parse(JUnitReporter.generate([], root: "/")).root?.children.first?.attributes["tests"], "0")
    }

    func testGoldenFixtureParses() throws {
        XCTAssertEqual(try parse(ReporterFixture.render(CheckstyleReporter.self)).root?.children.flatMap(\.children).count, 4)
        XCTAssertEqual(try parse(ReporterFixture.render(JUnitReporter.self)).root?.children.first?.children.count, 4)
    }

    /// A second, independent parser when python3 is there: `xml.etree` (expat).
    func testPythonExpatAgrees() throws {
        let text = CheckstyleReporter.generate(Self.hostileDiagnostics(), root: "/r") + "\u{0}"
            + JUnitReporter.generate(Self.hostileDiagnostics(), root: "/r")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-xml-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import sys, xml.etree.ElementTree as ET
            docs = open(sys.argv[1], 'rb').read().split(b'\\0')
            cs, ju = ET.fromstring(docs[0]), ET.fromstring(docs[1])
            print(repr(cs.find('file/error').get('message')))
            print(repr(ju.find('testsuite/testcase/failure').get('message')))
            """
        guard let result = ReporterFixture.run("python3", ["-c", script, file.path]) else {
            throw XCTSkip("python3 is not available")
        }
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.output)
        XCTAssertEqual(lines.first, lines.last)
        XCTAssertTrue(result.output.contains(#"tab\tnew\nline cr\r end \\u{0}\\u{1b}[31m\x7f\x85 \\u{fffe}"#), result.output)
    }

    // MARK: - A small DOM over XMLParser

    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Element?
        var stack: [Element] = []
        var error: Error?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let e = Element(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(e) } else { root = e }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            error = parseError
        }
    }

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> TreeBuilder {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        XCTAssertTrue(ok, "not well-formed: \(String(describing: parser.parserError ?? builder.error))\n\(text)", file: file, line: line)
        XCTAssertNil(builder.error, file: file, line: line)
        return builder
    }
}
