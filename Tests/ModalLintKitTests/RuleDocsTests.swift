import Foundation
import XCTest
@testable import ModalLintKit

/// The rule texts name UIKit facts as links to docs/presentation-model.md: the rule pages get
/// relative links that resolve, the terminal, SARIF and the HTML report the words alone.
final class RuleDocsTests: XCTestCase {
    func testLinksBecomeWordsOrRelativeLinks() {
        let text = "It is a card (see [the page sheet card](presentation-model#page-sheet-card)) and [x](presentation-model#y)."
        XCTAssertEqual(RuleDocs.plain(text), "It is a card (see the page sheet card) and x.")
        XCTAssertEqual(RuleDocs.modelLinks(text, to: "../docs/presentation-model.md"),
                       "It is a card (see [the page sheet card](../docs/presentation-model.md#page-sheet-card)) and [x](../docs/presentation-model.md#y).")
        XCTAssertEqual(RuleDocs.plain("no links [here](elsewhere) at all"), "no links [here](elsewhere) at all")
    }

    /// Every fact a rule names is a section of the presentation model, and every rule names one.
    func testEveryNamedFactIsASectionOfThePresentationModel() throws {
        let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/presentation-model.md")
        let headings = try String(contentsOf: model, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("## ") }
            .map { $0.dropFirst(3).lowercased().replacingOccurrences(of: " ", with: "-") }
        for d in RuleRegistry.descriptions {
            let anchors = (d.rationale + d.fix).components(separatedBy: "](presentation-model#").dropFirst()
                .map { String($0.prefix { $0 != ")" }) }
            XCTAssertFalse(anchors.isEmpty, "\(d.id) names no fact")
            for a in anchors { XCTAssertTrue(headings.contains(a), "\(d.id): no section #\(a)") }
            XCTAssertFalse(RuleDocs.markdown(d, links: false).contains("presentation-model#"), d.id)
        }
    }

    /// Each page shows what the rule reports on its first example.
    func testPagesShowAnExampleMessage() {
        for d in RuleRegistry.descriptions {
            let page = RuleDocs.markdown(d)
            XCTAssertTrue(page.contains("## Example message\n\n```\nExample.swift:"), d.id)
            XCTAssertTrue(page.contains("(\(d.id))\n```"), d.id)
        }
    }
}
