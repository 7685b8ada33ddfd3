import XCTest
import Foundation

/// End-to-end tests of the `modallint` executable: exit codes, options, reporters, the
/// project index behind a single file, file errors and standard input.
final class CLITests: XCTestCase {
    var binary: URL { CLIRunner.binary }

    func run(_ args: [String], stdin: String? = nil, cwd: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        try CLIRunner.run(args, stdin: stdin, cwd: cwd)
    }

    /// A throwaway project: a presenter and, in another file, the class it presents.
    func makeProject() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        try """
        import UIKit
        final class FeedViewController: UIViewController {
            func open() {
                let detail = DetailViewController()
                present(detail, animated: true)
            }
        }
        """.write(to: dir.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        final class DetailViewController: UIViewController {}
        """.write(to: dir.appendingPathComponent("Detail.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    func testFindingsExitZeroAndStrictExitsOne() throws {
        let dir = try makeProject()
        let r = try run([dir.path])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.out.contains("\(dir.path)/Feed.swift:5:9: warning: "), r.out)
        XCTAssertTrue(r.out.contains("(implicit_presentation_style)"))
        XCTAssertTrue(r.out.contains("note: DetailViewController is declared here"))
        XCTAssertEqual(try run(["--strict", dir.path]).status, 1)
    }

    /// `projects:` globs name project folders themselves: a project given alone, or the folder
    /// that holds it, is one project, its subfolders included (`apps/*` does not make
    /// `apps/one/Flows` a project of its own).
    func testProjectGlobsNameTheProjectFoldersThemselves() throws {
        let dir = try makeProject()
        let one = dir.appendingPathComponent("apps/one")
        for sub in ["Flows", "Screens"] {
            try FileManager.default.createDirectory(at: one.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try FileManager.default.moveItem(at: dir.appendingPathComponent("Feed.swift"), to: one.appendingPathComponent("Flows/Feed.swift"))
        try FileManager.default.moveItem(at: dir.appendingPathComponent("Detail.swift"), to: one.appendingPathComponent("Screens/Detail.swift"))
        try "projects: [\"apps/*\"]\n".write(to: dir.appendingPathComponent(".modallint.yml"), atomically: true, encoding: .utf8)
        for path in [one.path, dir.appendingPathComponent("apps").path] {
            let r = try run([path], cwd: dir)
            XCTAssertTrue(r.out.contains("\(one.path)/Flows/Feed.swift:5:9: warning: "), path + "\n" + r.out + r.err)
            XCTAssertTrue(r.out.contains("note: DetailViewController is declared here"), path + "\n" + r.out)
        }
    }

    func testEmptyRunFailsAndTheSummarySaysHowLongItTook() throws {
        let dir = try makeProject()
        let empty = dir.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try "notes".write(to: empty.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let r = try run([empty.path])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("error: no Swift, storyboard or XIB file to lint in \(empty.path)"), r.err)
        XCTAssertFalse(r.err.contains("Done linting"), r.err)
        // A folder whose files the configuration leaves out was not empty: it lints nothing and passes.
        try "excluded: [\"*.swift\"]\n".write(to: dir.appendingPathComponent(".modallint.yml"), atomically: true, encoding: .utf8)
        let excluded = try run([dir.path])
        XCTAssertEqual(excluded.status, 0, excluded.err)
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".modallint.yml"))
        let full = try run([dir.path])
        XCTAssertNotNil(full.err.range(of: #"Done linting: 1 finding in 2 files \(\d+\.\d\d s\)\."#, options: .regularExpression), full.err)
    }

    /// `swift run modallint SamplesCorpus`, the README's first command, analyses each scenario
    /// as a project of its own (the repository's `.modallint.yml` says so), as
    /// SamplesCorpusTests does: the same findings as one project per scenario folder, and no
    /// note points into another scenario.
    func testTheReadmeCommandAnalysesEachScenarioAlone() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = repository.appendingPathComponent("SamplesCorpus")
        let readme = try run(["--reporter", "json", "SamplesCorpus"], cwd: repository)
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus.appendingPathComponent($0).path, isDirectory: &folder) && folder.boolValue
        }.sorted().map { corpus.appendingPathComponent($0).path + "/" }
        let perScenario = try run(["--reporter", "json", "--project-per-path"] + scenarios, cwd: repository)
        XCTAssertEqual(readme.status, perScenario.status, readme.err)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(readme.out.utf8)) as? [[String: Any]])
        XCTAssertGreaterThan(findings.count, 30)
        XCTAssertEqual(readme.out, perScenario.out)
        func scenario(_ path: Any?) -> String? {
            (path as? String).map { $0.dropFirst(corpus.path.count + 1).split(separator: "/").first.map(String.init) ?? "" }
        }
        for finding in findings {
            for note in finding["notes"] as? [[String: Any]] ?? [] {
                XCTAssertEqual(scenario(note["file"]), scenario(finding["file"]), "\(finding)")
            }
        }
    }

    func testSingleFileStillSeesTheWholeProject() throws {
        let dir = try makeProject()
        // Only Feed.swift is given; DetailViewController lives in Detail.swift.
        let r = try run(["--quiet", dir.appendingPathComponent("Feed.swift").path])
        XCTAssertTrue(r.out.contains("DetailViewController"), r.out)
        XCTAssertEqual(r.out.components(separatedBy: "warning:").count - 1, 1)
    }

    func testJSONReporterParses() throws {
        let dir = try makeProject()
        let r = try run(["--reporter", "json", dir.path])
        let items = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]]
        XCTAssertEqual(items?.count, 1)
        XCTAssertEqual(items?.first?["rule_id"] as? String, "implicit_presentation_style")
        XCTAssertEqual(items?.first?["line"] as? Int, 5)
        XCTAssertEqual(items?.first?["character"] as? Int, 9)
        XCTAssertEqual(items?.first?["severity"] as? String, "Warning")
    }

    func testOnlyRuleAndUsageErrors() throws {
        let dir = try makeProject()
        XCTAssertEqual(try run(["--quiet", "--only-rule", "missing_did_dismiss", dir.path]).out, "")
        let bad = try run(["--only-rule", "implicit_presentation_styl", dir.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("did you mean 'implicit_presentation_style'"), bad.err)
        XCTAssertEqual(try run(["--no-such-flag"]).status, 2)
        XCTAssertEqual(try run(["/no/such/path"]).status, 2)
    }

    func testSuppressionComment() throws {
        let dir = try makeProject()
        let feed = dir.appendingPathComponent("Feed.swift")
        var text = try String(contentsOf: feed, encoding: .utf8)
        text = text.replacingOccurrences(of: "        present(detail", with: "        // modallint:disable:next implicit_presentation_style\n        present(detail")
        try text.write(to: feed, atomically: true, encoding: .utf8)
        XCTAssertFalse(try run(["--quiet", dir.path]).out.contains("warning:"))
    }

    func testUnreadableFileIsReportedAndOthersAnalysed() throws {
        let dir = try makeProject()
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Gone.swift").path, withDestinationPath: "/no/such/target")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        let r = try run(["--quiet", dir.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.contains("Gone.swift:1:1: error: could not be read"), r.out)
        XCTAssertTrue(r.out.contains("(file_error)"))
        XCTAssertTrue(r.out.contains("implicit_presentation_style"))
    }

    func testStandardInputReportedUnderItsPath() throws {
        let dir = try makeProject()
        let source = try String(contentsOf: dir.appendingPathComponent("Feed.swift"), encoding: .utf8)
        let r = try run(["--quiet", "--stdin-path", dir.appendingPathComponent("Feed.swift").path], stdin: source.replacingOccurrences(of: "open()", with: "openIt()"))
        XCTAssertTrue(r.out.contains("Feed.swift:5:9: warning:"), r.out)
    }

    func testOutputIsIdenticalForAnyJobCount() throws {
        let corpus = TestSupport.packageRoot + "/SamplesCorpus"
        let one = try run(["--quiet", "--jobs", "1", "--reporter", "json", corpus])
        let two = try run(["--quiet", "--jobs", "2", "--reporter", "json", corpus])
        let eight = try run(["--quiet", "--jobs", "8", "--reporter", "json", corpus])
        XCTAssertFalse(one.out.isEmpty)
        XCTAssertEqual(one.out, two.out)
        XCTAssertEqual(one.out, eight.out)
    }

    /// The same files given in another order give the same output (the project is read in
    /// one canonical order), for every reporter that lists findings.
    func testOutputIsIdenticalForAnyOrderOfPaths() throws {
        let corpus = TestSupport.packageRoot + "/SamplesCorpus"
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.first?.isNumber == true }.sorted().map { corpus + "/" + $0 }
        XCTAssertGreaterThan(folders.count, 10)
        // Every other folder, then the rest: another order for any count above two.
        let shuffled = folders.enumerated().filter { $0.offset % 2 == 1 }.map(\.element) + folders.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        XCTAssertNotEqual(shuffled, folders)
        for reporter in ["json", "xcode", "sarif"] {
            let a = try run(["--quiet", "--reporter", reporter] + folders)
            let b = try run(["--quiet", "--reporter", reporter] + shuffled.reversed())
            XCTAssertFalse(a.out.isEmpty)
            XCTAssertEqual(a.out, b.out, reporter)
        }
    }

    /// `--project-per-path`: each folder is indexed alone. Another app's class of the same name
    /// (here styled in its init) no longer hides a finding, the report equals the separate
    /// runs', a baseline written that way hides them all, and overlapping folders are refused.
    func testProjectPerPathIndexesEachFolderAlone() throws {
        let app = try makeProject()
        let other = try makeProject()
        // The name is assembled so that this source never appears whole in the test binary
        // (HostileInputTests analyses that binary beside a class of the same name).
        let name = "Detail" + "ViewController"
        try """
        import UIKit
        final class \(name): UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .fullScreen
            }
        }
        """.write(to: other.appendingPathComponent("Detail.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n".write(to: other.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        // As one project the two DetailViewControllers are merged, and the styled one wins.
        XCTAssertFalse(try run(["--quiet", app.path, other.path]).out.contains("warning:"))
        let separate = try run(["--quiet", "--project-per-path", app.path, other.path])
        XCTAssertEqual(separate.out, try run(["--quiet", app.path]).out + (try run(["--quiet", other.path]).out))
        XCTAssertTrue(separate.out.contains("\(app.path)/Feed.swift:5:9: warning: "), separate.out)
        // The same with the folders given the other way round.
        XCTAssertEqual(try run(["--quiet", "--project-per-path", other.path, app.path]).out, separate.out)
        let baseline = app.appendingPathComponent("baseline.json").path
        XCTAssertEqual(try run(["--quiet", "--project-per-path", "--write-baseline", baseline, app.path, other.path]).status, 0)
        XCTAssertEqual(try run(["--quiet", "--project-per-path", "--baseline", baseline, app.path, other.path]).out, "")
        // Baseline paths are relative to the folder holding both projects: any order matches.
        XCTAssertEqual(try run(["--quiet", "--project-per-path", "--baseline", baseline, other.path, app.path]).out, "")
        let nested = try run(["--project-per-path", app.path, app.appendingPathComponent(".git").path])
        XCTAssertEqual(nested.status, 2)
        XCTAssertTrue(nested.err.contains("is inside"), nested.err)
    }

    func testVersionAndRules() throws {
        XCTAssertEqual(try run(["--version"]).out.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count, 3)
        let rules = try run(["rules"]).out
        XCTAssertTrue(rules.contains("implicit_presentation_style"))
        XCTAssertTrue(rules.contains("presenter_lifecycle_after_sheet  opt-in"))
    }
}
