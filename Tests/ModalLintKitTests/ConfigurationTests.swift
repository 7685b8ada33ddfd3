import XCTest
@testable import ModalLintKit

/// The configuration file: accepted keys change the configuration; every mistake is an
/// error with its line and column (and a did-you-mean where one fits).
final class ConfigurationTests: XCTestCase {
    func load(_ text: String) -> Result<ConfigurationLoader.Loaded, ConfigurationLoader.Failure> {
        ConfigurationLoader.load(path: "cfg.yml", text: text)
    }

    func testAcceptedKeys() throws {
        let text = """
        included: [Sources]
        excluded: ["**/Generated/**"]
        disabled_rules: [idiom_presentation_style]
        opt_in_rules: [presenter_lifecycle_after_sheet]
        strict: true
        reporter: json
        baseline: base.json
        implicit_presentation_style:
          severity: error
          extra_exempt_controllers: [BrandAlertController]
          presentation_wrappers: [showModal]
          report_sheet_aware: true
        idiom_presentation_style: {idiom_helpers: [isRegularDevice]}
        unsupported_adaptive_style:
          supported_adaptive_styles: [fullScreen, none]
        """
        let loaded = try load(text).get()
        let c = loaded.configuration
        XCTAssertEqual(loaded.included, ["Sources"])
        XCTAssertEqual(loaded.excluded, ["**/Generated/**"])
        XCTAssertEqual(loaded.reporter, "json")
        XCTAssertEqual(loaded.baseline, "base.json")
        XCTAssertTrue(c.disabledRules.contains("idiom_presentation_style"))
        XCTAssertTrue(c.optInRules.contains("presenter_lifecycle_after_sheet"))
        XCTAssertTrue(c.strict)
        XCTAssertTrue(c.reportSheetAware)
        XCTAssertEqual(c.severities["implicit_presentation_style"], .error)
        XCTAssertTrue(c.exemptControllers.contains("BrandAlertController"))
        XCTAssertTrue(c.exemptControllers.contains("UIAlertController"))
        XCTAssertEqual(c.presentationWrappers, ["showModal"])
        XCTAssertEqual(c.idiomHelpers, ["isRegularDevice"])
        XCTAssertEqual(c.supportedAdaptiveStyles, ["fullScreen", "none"])
    }

    func testJSONIsAValidConfiguration() throws {
        let loaded = try load(#"{"strict": true, "disabled_rules": ["missing_did_dismiss"]}"#).get()
        XCTAssertTrue(loaded.configuration.strict)
        XCTAssertEqual(loaded.configuration.disabledRules, ["missing_did_dismiss"])
    }

    func testRejections() {
        let cases: [(String, Int, Int, String)] = [
            ("exclued: []", 1, 1, "did you mean 'excluded'"),
            ("disabled_rules: [implicit_style]", 1, 18, "unknown rule 'implicit_style'"),
            ("strict: yes", 1, 9, "must be true or false"),
            ("strict: \"true\"", 1, 9, "must be true or false"),
            ("implicit_presentation_style:\n  severity: fatal", 2, 13, "severity must be warning or error"),
            ("implicit_presentation_style:\n  severty: error", 2, 3, "did you mean 'severity'"),
            ("unsupported_adaptive_style:\n  supported_adaptive_styles: [fullscreen]", 2, 31, "did you mean 'fullScreen'"),
            ("included: Sources", 1, 11, "must be a list of strings"),
            ("a: &x 1", 1, 4, "anchors"),
            ("strict: true\nstrict: false", 2, 1, "duplicate"),
            ("\tstrict: true", 1, 1, "tab"),
            ("- a\n- b", 1, 1, "must be a map"),
            ("missing_did_dismiss: error", 1, 22, "must be a map of options"),
        ]
        for (text, line, column, fragment) in cases {
            switch load(text) {
            case .success:
                XCTFail("accepted: \(text)")
            case .failure(let f):
                XCTAssertEqual(f.line, line, text)
                XCTAssertEqual(f.column, column, text)
                XCTAssertTrue(f.description.contains(fragment), "\(f.description) lacks \(fragment)")
                XCTAssertTrue(f.description.hasPrefix("cfg.yml:\(f.line):\(f.column): error: "))
            }
        }
    }

    func testStarterFileLoads() throws {
        let loaded = try load(ConfigurationLoader.starterFile).get()
        XCTAssertFalse(loaded.configuration.strict)
        XCTAssertEqual(loaded.excluded, [".build/**", "Pods/**", "Carthage/**"])
    }

    func testGlobs() {
        XCTAssertTrue(Glob.matches("Generated/**", "Generated/A.swift"))
        XCTAssertTrue(Glob.matches("**/Generated/**", "App/Generated/x/A.swift"))
        XCTAssertTrue(Glob.matches("**/*.swift", "A.swift"))
        XCTAssertTrue(Glob.matches("Sources", "Sources/App/A.swift"))
        XCTAssertTrue(Glob.matches("*Tests.swift", "FeedTests.swift"))
        XCTAssertFalse(Glob.matches("*Tests.swift", "App/FeedTests.swift"))
        XCTAssertFalse(Glob.matches("Generated/**", "App/Generated/A.swift"))
        XCTAssertTrue(Glob.matches("App/?.swift", "App/A.swift"))
    }
}

/// The baseline hides recorded findings, survives unrelated edits and reports stale entries.
final class BaselineTests: XCTestCase {
    let presenter = """
    import UIKit
    final class FeedViewController: UIViewController {
        func open() {
            let detail = DetailViewController()
            present(detail, animated: true)
        }
        func openAgain() {
            let detail = DetailViewController()
            present(detail, animated: true)
        }
    }
    final class DetailViewController: UIViewController {}
    """

    func analyse(_ text: String) -> (diagnostics: [Diagnostic], prints: [Baseline.Entry]) {
        let file = SourceFile(path: "/p/Feed.swift", text: text)
        let r = Analyzer(jobs: 1).run(files: [file])
        return (r.diagnostics, Baseline.fingerprints(r.diagnostics, models: r.models, storyboards: r.storyboards, root: "/p"))
    }

    func testUnrelatedEditsKeepFindingsHidden() throws {
        let before = analyse(presenter)
        XCTAssertEqual(before.diagnostics.count, 2)
        let baseline = try Baseline.parse(Baseline(entries: before.prints).serialised(), path: "b.json").get()
        XCTAssertEqual(baseline.entries, before.prints)
        // Lines inserted above move every finding; the fingerprints still match.
        let edited = "// A comment\n\n// Another one\n" + presenter.replacingOccurrences(of: "func open() {", with: "func open() {\n        print(\"opening\")")
        let after = analyse(edited)
        XCTAssertEqual(after.diagnostics.count, 2)
        let (kept, stale) = baseline.filter(after.diagnostics, fingerprints: after.prints)
        XCTAssertEqual(kept.count, 0)
        XCTAssertEqual(stale, 0)
    }

    func testFixingOneLeavesOneStaleEntry() throws {
        let baseline = Baseline(entries: analyse(presenter).prints)
        let fixed = presenter.replacingOccurrences(of: "func openAgain() {\n        let detail = DetailViewController()\n", with: "func openAgain() {\n        let detail = DetailViewController()\n        detail.modalPresentationStyle = .fullScreen\n")
        let after = analyse(fixed)
        XCTAssertEqual(after.diagnostics.count, 1)
        let (kept, stale) = baseline.filter(after.diagnostics, fingerprints: after.prints)
        XCTAssertEqual(kept.count, 0)
        XCTAssertEqual(stale, 1)
    }

    func testNewFindingIsNotHidden() {
        let baseline = Baseline(entries: analyse(presenter).prints)
        let more = presenter.replacingOccurrences(of: "    func openAgain() {", with: "    func openThird() {\n        present(DetailViewController(), animated: true)\n    }\n    func openAgain() {")
        let after = analyse(more)
        let (kept, _) = baseline.filter(after.diagnostics, fingerprints: after.prints)
        XCTAssertEqual(kept.count, 1)
        XCTAssertEqual(kept.first?.location.line, 8)
    }
}
