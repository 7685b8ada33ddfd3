import XCTest
import Foundation
@testable import ModalLintKit

/// Code Climate (GitLab Code Quality) and json output read back with JSONSerialization.
final class ReporterJSONFormatsTests: XCTestCase {
    func testCodeClimateIssuesHaveGitLabsFields() throws {
        let diagnostics = ReporterFixture.diagnostics
        let issues = try codeClimate(diagnostics)
        XCTAssertEqual(issues.count, diagnostics.count)
        for (issue, d) in zip(issues, diagnostics) {
            XCTAssertEqual(issue["check_name"] as? String, d.ruleID)
            XCTAssertEqual(issue["type"] as? String, "issue")
            XCTAssertTrue((issue["description"] as? String ?? "").hasPrefix(d.message))
            XCTAssertEqual(issue["severity"] as? String, d.severity == .error ? "major" : "minor")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, ReportPath.display(d.path, root: ReporterFixture.root))
            XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, d.location.line)
            let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
            XCTAssertEqual(fingerprint.count, 32)
            XCTAssertTrue(fingerprint.allSatisfy { $0.isHexDigit })
        }
        XCTAssertEqual(issues[0]["description"] as? String,
                       diagnostics[0].message + "\nnote: Sources/Feature 100%/Detail.swift:3: DetailViewController is declared here")
        XCTAssertEqual((issues[0]["location"] as? [String: Any])?["path"] as? String, "Sources/Feature 100%/Café View.swift")
        XCTAssertEqual(issues[2]["description"] as? String, ReporterFixture.multilineMessage)
    }

    func testCodeClimateFingerprintsAreUniqueAndSurviveLineShifts() throws {
        // Two identical findings in one file stay apart; moving everything keeps them.
        var diagnostics = ReporterFixture.diagnostics
        var twin = diagnostics[0]
        twin.location.line += 3
        diagnostics.insert(twin, at: 1)
        let before = try codeClimate(diagnostics).map { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(before).count, diagnostics.count)
        let shifted = diagnostics.map { d -> Diagnostic in
            var d = d
            d.location.line += 17
            return d
        }
        XCTAssertEqual(try codeClimate(shifted).map { $0["fingerprint"] as? String }, before)
        // A different message or rule is a different finding.
        var other = diagnostics
        other[0].message += "!"
        XCTAssertNotEqual(try codeClimate(other).first?["fingerprint"] as? String, before[0])
    }

    func testFingerprintHashIsStable() {
        // Pinned: a changed hash would make GitLab see every finding as new.
        XCTAssertEqual(Fingerprint.hash([]), "cbf29ce484222325" + "6c62272e07bb0142")
        XCTAssertNotEqual(Fingerprint.hash(["ab", "c"]), Fingerprint.hash(["a", "bc"]))
        XCTAssertEqual(Fingerprint.hash(["implicit_presentation_style", "A.swift", "m", "0"]),
                       Fingerprint.hash(["implicit_presentation_style", "A.swift", "m", "0"]))
    }

    func testJSONOutputsParseAndHaveSortedKeys() throws {
        let hostile = ReporterSARIFTests.hostileDiagnostics()
        for text in [CodeClimateReporter.generate(hostile, root: ReporterSARIFTests.hostileRoot),
                     JSONReporter.generate(hostile, root: ReporterSARIFTests.hostileRoot),
                     SARIFReporter.generate(hostile, root: ReporterSARIFTests.hostileRoot)] {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(text.utf8)))
            assertSortedKeys(text)
        }
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONReporter.generate(hostile, root: "/").utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.map { $0["reason"] as? String }, hostile.map(\.message))
        XCTAssertEqual(parsed.map { $0["file"] as? String }, hostile.map(\.path))
    }

    /// `JSON.quote` escapes what JSON needs and what breaks embedding, and copies everything
    /// else byte for byte; read back, it gives the string again.
    func testQuoteEscapesAndRoundTrips() throws {
        XCTAssertEqual(JSON.quote(""), "\"\"")
        XCTAssertEqual(JSON.quote("plain `vc` text"), "\"plain `vc` text\"")
        XCTAssertEqual(JSON.quote("a\"b\\c\nd\re\tf\u{08}g\u{0C}h"), "\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\"")
        XCTAssertEqual(JSON.quote("\u{00}\u{1F}\u{7F}x\u{2028}y\u{2029}"), "\"\\u0000\\u001f\\u007fx\\u2028y\\u2029\"")
        // Other characters of three UTF-8 bytes starting E2 80 (U+2020, U+202A) are kept.
        XCTAssertEqual(JSON.quote("\u{2020}\u{202A}\u{E9}\u{1F600}"), "\"\u{2020}\u{202A}\u{E9}\u{1F600}\"")
        let samples = ["", "\u{E2}\u{80}", "caf\u{E9} \"\u{1F600}\"\n", String(repeating: "ab\u{2028}\\", count: 50), "end\u{E2}"]
        for s in samples {
            let back = try JSONSerialization.jsonObject(with: Data("[\(JSON.quote(s))]".utf8)) as? [String]
            XCTAssertEqual(back, [s])
        }
    }

    func testJSONValuePrinting() {
        let v: JSONValue = .object(["b": .array([]), "a": .object([:]), "$": .array([.int(-1), .bool(true), .string("\u{1}\"")])])
        XCTAssertEqual(v.rendered(), """
            {
              "$": [
                -1,
                true,
                "\\u0001\\""
              ],
              "a": {},
              "b": []
            }

            """)
    }

    private func codeClimate(_ diagnostics: [Diagnostic]) throws -> [[String: Any]] {
        let text = CodeClimateReporter.generate(diagnostics, root: ReporterFixture.root)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    /// Scans the text: within every object, each key sorts after the one before it.
    private func assertSortedKeys(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var frames: [[UInt8]?] = []  // last key of each open object; nil marks an array
        var isObject: [Bool] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"): frames.append([]); isObject.append(true)
            case UInt8(ascii: "["): frames.append(nil); isObject.append(false)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): frames.removeLast(); isObject.removeLast()
            case UInt8(ascii: "\""):
                var j = i + 1
                while bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let string = Array(bytes[(i + 1)..<j])
                var k = j + 1
                while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x0A) { k += 1 }
                if k < bytes.count && bytes[k] == UInt8(ascii: ":") && isObject.last == true {
                    let previous = frames[frames.count - 1]!
                    XCTAssertTrue(previous.isEmpty || previous.lexicographicallyPrecedes(string),
                                  "key \(String(decoding: string, as: UTF8.self)) after \(String(decoding: previous, as: UTF8.self))", file: file, line: line)
                    frames[frames.count - 1] = string
                }
                i = j
            default: break
            }
            i += 1
        }
        XCTAssertTrue(frames.isEmpty, file: file, line: line)
    }
}
