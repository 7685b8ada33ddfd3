import XCTest
@testable import ModalLintKit

/// Every rule's documented examples are tests: triggering ones must report exactly the
/// marked lines, non-triggering ones nothing; inside a comment, inside a string and behind a
/// suppression comment every example must stay silent; a multi-byte prefix must not move
/// the reported lines.
final class RuleExampleTests: XCTestCase {
    func only(_ id: String) -> Configuration {
        var c = Configuration()
        c.onlyRules = [id]
        return c
    }

    func testTriggeringExamplesReportMarkedLines() {
        for d in RuleRegistry.descriptions {
            XCTAssertFalse(d.triggering.isEmpty, "\(d.id) has no triggering example")
            for example in d.triggering {
                let (code, lines) = TestSupport.stripMarkers(example)
                XCTAssertFalse(lines.isEmpty, "\(d.id): example without ↓")
                let found = TestSupport.lint([("Example.swift", code)], configuration: only(d.id)).map { $0.location.line }
                XCTAssertEqual(found, lines, "\(d.id) triggering example:\n\(code)")
            }
        }
    }

    func testNonTriggeringExamplesAreSilent() {
        for d in RuleRegistry.descriptions {
            for example in d.nonTriggering {
                let found = TestSupport.lint([("Example.swift", example)], configuration: only(d.id))
                XCTAssertEqual(found.map { "\($0.location.line): \($0.message)" }, [], "\(d.id) non-triggering example:\n\(example)")
            }
        }
    }

    func testExamplesInsideCommentsAndStringsAreSilent() {
        for d in RuleRegistry.descriptions {
            for example in d.triggering {
                let (code, _) = TestSupport.stripMarkers(example)
                let commented = "/*\n" + code.replacingOccurrences(of: "*/", with: "* /") + "\n*/\n"
                XCTAssertEqual(TestSupport.lint([("C.swift", commented)], configuration: only(d.id)).count, 0, "\(d.id) in a comment")
                let quoted = "let text = #\"\"\"\n" + code + "\n\"\"\"#\n"
                XCTAssertEqual(TestSupport.lint([("S.swift", quoted)], configuration: only(d.id)).count, 0, "\(d.id) in a string")
            }
        }
    }

    func testSuppressionSilencesEveryExample() {
        for d in RuleRegistry.descriptions {
            for example in d.triggering {
                let (code, lines) = TestSupport.stripMarkers(example)
                var out: [String] = []
                for (i, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if lines.contains(i + 1) { out.append("// modallint:disable:next \(d.id)") }
                    out.append(String(line))
                }
                let found = TestSupport.lint([("Suppressed.swift", out.joined(separator: "\n"))], configuration: only(d.id))
                XCTAssertEqual(found.count, 0, "\(d.id) behind disable:next")
                let whole = "// modallint:disable all\n" + code
                XCTAssertEqual(TestSupport.lint([("All.swift", whole)], configuration: only(d.id)).count, 0, "\(d.id) behind disable all")
            }
        }
    }

    func testMultiByteLinePrefixKeepsLines() {
        for d in RuleRegistry.descriptions {
            for example in d.triggering {
                let (code, lines) = TestSupport.stripMarkers(example)
                let prefixed = "// Überprüfung 🚀 — ✓\n" + code
                let found = TestSupport.lint([("Prefixed.swift", prefixed)], configuration: only(d.id)).map { $0.location.line - 1 }
                XCTAssertEqual(found, lines, "\(d.id) with a multi-byte prefix")
            }
        }
    }

    func testRulePagesAreGeneratedAndCurrent() throws {
        for d in RuleRegistry.descriptions {
            let path = TestSupport.packageRoot + "/Rules/\(d.id).md"
            let committed = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(committed, RuleDocs.markdown(d), "Rules/\(d.id).md is stale: run `swift run modallint generate-docs Rules`")
        }
    }

    /// Which exits are a Cancel / Close path and which a Save / Done path, by name, title or
    /// system item (any case).
    func testExitNames() {
        for name in ["cancel", "didTapCancel", "CloseButtonTapped", "dismissSheet", "discardChanges", "backTapped", "stop", "skipOnboarding"] {
            XCTAssertTrue(ExitModel.isCancelName(name), name)
        }
        for name in ["save", "doneTapped", "didTapDone", "submitForm", "sendMessage", "addItem", "apply", "confirmPurchase"] {
            XCTAssertTrue(ExitModel.isSaveName(name), name)
            XCTAssertFalse(ExitModel.isCancelName(name), name)
        }
        for name in ["refresh", "showDetails", "selectRow"] {
            XCTAssertFalse(ExitModel.isCancelName(name), name)
            XCTAssertFalse(ExitModel.isSaveName(name), name)
        }
        // Closing as the first step of something else is no Cancel; closing after cancelling is.
        for name in ["dismissAndPresent", "closeAndOpenTheApp", "dismissThenShowFeed", "renameAndDismiss"] {
            XCTAssertFalse(ExitModel.isCancelName(name), name)
        }
        for name in ["cancelAndDismiss", "dismissAndClose", "closeAndDiscard"] {
            XCTAssertTrue(ExitModel.isCancelName(name), name)
        }
    }

    /// A bar button's title names the method it wires (`rightButtonTapped` is a Save when its
    /// button says so): a string, a localised string or a constant's last name.
    func testSelectorTargetsTakeTheirButtonsTitle() {
        let source = """
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: L10n.cancel, style: .plain, target: self, action: #selector(leftButtonTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Save", comment: ""), style: .done, target: self, action: #selector(rightButtonTapped))
        let add = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addTapped))
        let other = UIBarButtonItem(title: Strings.Common.share, style: .plain, target: self, action: #selector(shareTapped))
        """
        let found = Dictionary(ExitModel.selectors(in: Array(source.utf8)), uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(found["leftButtonTapped"], "cancel")
        XCTAssertEqual(found["rightButtonTapped"], "Save")
        XCTAssertEqual(found["addTapped"], "Add")
        XCTAssertEqual(found["shareTapped"], "share")
        XCTAssertTrue(ExitModel.isCancelName("leftButtonTapped " + found["leftButtonTapped"]!))
        XCTAssertTrue(ExitModel.isSaveName("rightButtonTapped " + found["rightButtonTapped"]!))
    }
}
