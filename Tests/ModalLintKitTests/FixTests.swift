import XCTest
import Foundation
@testable import ModalLintKit

/// `modallint fix`, end to end: every kind of site against golden before/after files
/// (`Golden/fix/<case>.before.*` and `.after.*`; `MODALLINT_UPDATE_GOLDEN=1` rewrites the
/// after files), line endings and indentation kept, a second run changing nothing, the sites
/// left alone with their reasons, and the dry-run diff giving, through `patch`, the files the
/// write gives.
final class FixTests: XCTestCase {
    var golden: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/fix") }

    /// A throwaway project holding `files` (name, bytes).
    func project(_ files: [(String, [UInt8])]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        for (name, bytes) in files { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    func read(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    func fix(_ dir: URL, _ extra: [String] = []) throws -> (status: Int32, out: String, err: String) {
        try CLIRunner.run(["fix", "--style", "fullScreen"] + extra + [dir.path])
    }

    /// Fixes the case's before file in a project of its own and compares with its after file.
    func checkGolden(_ name: String, ext: String = "swift", support: [(String, String)] = [],
                     transform: (String) -> String = { $0 }, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = transform(try String(contentsOf: golden.appendingPathComponent("\(name).before.\(ext)"), encoding: .utf8))
        let target = "Site.\(ext)"
        let dir = try project([(target, Array(before.utf8))] + support.map { ($0.0, Array($0.1.utf8)) })
        let r = try fix(dir)
        XCTAssertEqual(r.status, 0, r.err, file: file, line: line)
        let after = try read(dir.appendingPathComponent(target))
        let afterURL = golden.appendingPathComponent("\(name).after.\(ext)")
        if transform("x") == "x" && ProcessInfo.processInfo.environment["MODALLINT_UPDATE_GOLDEN"] == "1" {
            try Data(after).write(to: afterURL)
        }
        let expected = transform(try String(contentsOf: afterURL, encoding: .utf8))
        XCTAssertEqual(String(decoding: after, as: UTF8.self), expected, name, file: file, line: line)
        // Fixed sites are findings no more, and a second run changes nothing.
        let lint = try CLIRunner.run(["--only-rule", "implicit_presentation_style", dir.path])
        XCTAssertFalse(lint.out.contains(target), lint.out, file: file, line: line)
        let again = try fix(dir)
        XCTAssertTrue(again.out.contains("Fixed 0 sites in 0 files."), again.out, file: file, line: line)
        XCTAssertEqual(try read(dir.appendingPathComponent(target)), after, file: file, line: line)
    }

    func testLocal() throws { try checkGolden("local") }
    func testStoredProperty() throws { try checkGolden("property") }
    func testControllerMadeInTheCallBecomesALocal() throws { try checkGolden("inline-container") }
    func testInsideAClosure() throws { try checkGolden("closure") }

    func testStoryboardSegue() throws {
        try checkGolden("segue", ext: "storyboard", support: [("Screens.swift", """
            import UIKit
            class HomeViewController: UIViewController {}
            class DetailViewController: UIViewController {}
            class AboutViewController: UIViewController {}
            """)])
    }

    /// CRLF line endings and tab indentation are kept: the local case with both.
    func testLineEndingsAndTabsAreKept() throws {
        try checkGolden("local") { $0.replacingOccurrences(of: "    ", with: "\t").replacingOccurrences(of: "\n", with: "\r\n") }
    }

    func testSitesThatCannotBeFixedSafelyAreListedAndLeftAlone() throws {
        let before = try read(golden.appendingPathComponent("not-fixed.before.swift"))
        let dir = try project([("Site.swift", before)])
        let r = try fix(dir)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try read(dir.appendingPathComponent("Site.swift")), before)
        XCTAssertTrue(r.out.contains("Fixed 0 sites in 0 files."), r.out)
        XCTAssertTrue(r.out.contains("Site.swift:8: the call is not a statement starting its own line"), r.out)
        XCTAssertTrue(r.out.contains("Site.swift:14: the call is inside #if"), r.out)
        // The suppressed site is no finding: not listed.
        XCTAssertFalse(r.out.contains("Site.swift:25"), r.out)
    }

    func testFixNeedsAStyle() throws {
        let dir = try project([("Site.swift", try read(golden.appendingPathComponent("local.before.swift")))])
        let r = try CLIRunner.run(["fix", dir.path])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("fix needs --style"), r.err)
        XCTAssertEqual(try CLIRunner.run(["fix", "--style", "sheet", dir.path]).status, 2)
    }

    /// Styles per folder from the configuration; the longest matching prefix wins.
    func testStylesPerFolderFromTheConfiguration() throws {
        let local = try read(golden.appendingPathComponent("local.before.swift"))
        let dir = try project([])
        for folder in ["Onboarding", "Settings"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            let text = String(decoding: local, as: UTF8.self).replacingOccurrences(of: "FeedViewController", with: "\(folder)Feed")
                .replacingOccurrences(of: "DetailViewController", with: "\(folder)Detail")
            try Data(text.utf8).write(to: dir.appendingPathComponent("\(folder)/Site.swift"))
        }
        try "fix: { style: fullScreen, styles: { \"Onboarding/\": pageSheet } }\n".write(to: dir.appendingPathComponent(".modallint.yml"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["fix", dir.path])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(String(decoding: try read(dir.appendingPathComponent("Onboarding/Site.swift")), as: UTF8.self).contains("detail.modalPresentationStyle = .pageSheet"))
        XCTAssertTrue(String(decoding: try read(dir.appendingPathComponent("Settings/Site.swift")), as: UTF8.self).contains("detail.modalPresentationStyle = .fullScreen"))
    }

    /// `--dry-run` changes nothing and prints a diff that `patch -p1` turns into what the write gives.
    func testDryRunDiffAppliedWithPatchEqualsTheWrite() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { throw XCTSkip("no /usr/bin/patch") }
        var files: [(String, [UInt8])] = []
        for name in ["local", "property", "inline-container", "closure", "not-fixed"] {
            // (one name with spaces: patch must still find the file)
            files.append((name == "property" ? "Stored Property.swift" : "\(name).swift", try read(golden.appendingPathComponent("\(name).before.swift"))))
        }
        let crlf = String(decoding: try read(golden.appendingPathComponent("local.before.swift")), as: UTF8.self)
            .replacingOccurrences(of: "FeedViewController", with: "CRLFFeed").replacingOccurrences(of: "DetailViewController", with: "CRLFDetail")
            .replacingOccurrences(of: "\n", with: "\r\n")
        files.append(("crlf.swift", Array(crlf.utf8.dropLast(2))))  // and no line break at the end
        files.append(("Main.storyboard", try read(golden.appendingPathComponent("segue.before.storyboard"))))
        files.append(("Screens.swift", Array("import UIKit\nclass HomeViewController: UIViewController {}\nclass AboutViewController: UIViewController {}\n".utf8)))
        // The classes of the golden cases are named apart, so one project holds them all.
        files = files.map { name, bytes in
            guard name == "Main.storyboard" else { return (name, bytes) }
            return (name, Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "DetailViewController", with: "HomeDetail").utf8))
        } + [("HomeDetail.swift", Array("import UIKit\nclass HomeDetail: UIViewController {}\n".utf8))]
        let written = try project(files)
        let patched = try project(files)
        let dry = try fix(patched, ["--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.err)
        XCTAssertTrue(dry.err.contains("Would fix 6 sites in 6 files."), dry.err)
        for (name, bytes) in files { XCTAssertEqual(try read(patched.appendingPathComponent(name)), bytes, "dry run changed \(name)") }
        let write = try fix(written)
        XCTAssertTrue(write.out.contains("Fixed 6 sites in 6 files."), write.out)
        let diff = patched.appendingPathComponent("fix.diff")
        try Data(dry.out.utf8).write(to: diff)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        p.arguments = ["-p1", "--quiet", "-i", diff.path]
        p.currentDirectoryURL = patched
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        for (name, _) in files {
            XCTAssertEqual(try read(patched.appendingPathComponent(name)), try read(written.appendingPathComponent(name)), name)
        }
    }
}
