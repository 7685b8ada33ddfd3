import XCTest
import Foundation
@testable import ModalLintKit

/// Runs every SamplesCorpus scenario (one folder = one project) and compares findings with
/// the inline `// expect: rule_id` comments. Expectations for rules that do not exist yet
/// are skipped; every other difference must be listed, with its reason, in
/// `SamplesCorpus/known-gaps.txt`, and a listed gap that no longer occurs fails the test
/// too, so the list can only shrink honestly.
final class SamplesCorpusTests: XCTestCase {
    func testScenarioExpectations() throws {
        let root = TestSupport.packageRoot + "/SamplesCorpus"
        let fm = FileManager.default
        let ruleIDs = Set(RuleRegistry.descriptions.map { $0.id })
        let scenarios = try fm.contentsOfDirectory(atPath: root).filter {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: root + "/" + $0, isDirectory: &isDir) && isDir.boolValue
        }.sorted()
        XCTAssertGreaterThanOrEqual(scenarios.count, 30)
        var mismatches: Set<String> = []
        var expectedCount = 0
        for scenario in scenarios {
            let dir = root + "/" + scenario
            let names = SamplesCorpusTests.sourceNames(in: dir)
            var sources: [(String, String)] = []
            var expected: Set<String> = []
            for name in names {
                let text = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
                sources.append(("\(scenario)/\(name)", text))
                for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let r = line.range(of: "// expect:") ?? line.range(of: "<!-- expect:") else { continue }
                    let list = line[r.upperBound...].replacingOccurrences(of: "-->", with: "")
                    for id in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where ruleIDs.contains(id) {
                        expected.insert("\(scenario)/\(name):\(i + 1):\(id)")
                    }
                }
            }
            expectedCount += expected.count
            var config = Configuration()
            config.optInRules = ruleIDs
            // As the command line reads them: bytes that the analysis lets go after parsing are
            // read again from the scenario's files.
            func file(_ source: (String, String)) -> SourceFile {
                let path = root + "/" + source.0
                guard case .success(let bytes) = FileSystem.read(path) else { return SourceFile(path: source.0, text: "") }
                return SourceFile(path: source.0, bytes: bytes, readFrom: path)
            }
            let files = sources.filter { $0.0.hasSuffix(".swift") }.map(file)
            let boards = sources.filter { !$0.0.hasSuffix(".swift") }.map(file)
            let found = Set(Analyzer(configuration: config, jobs: 1).run(files: files, storyboards: boards).diagnostics.map { "\($0.path):\($0.location.line):\($0.ruleID)" })
            XCTAssertEqual((files + boards).filter(\.changedSinceRead).map(\.path), [], "every file read again as first read")
            for m in expected.subtracting(found) { mismatches.insert("missing \(m)") }
            for u in found.subtracting(expected) { mismatches.insert("unexpected \(u)") }
        }
        XCTAssertGreaterThan(expectedCount, 30)
        let gapsText = (try? String(contentsOfFile: root + "/known-gaps.txt", encoding: .utf8)) ?? ""
        let gaps = Set(gapsText.split(separator: "\n").compactMap { line -> String? in
            let code = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return code.isEmpty ? nil : code
        })
        XCTAssertEqual(mismatches.subtracting(gaps).sorted(), [], "findings that differ from the inline expectations")
        XCTAssertEqual(gaps.subtracting(mismatches).sorted(), [], "known gaps that no longer occur: remove them from known-gaps.txt")
    }

    /// A scenario's Swift, storyboard and XIB files, subfolders included (`tvOS/Player.swift`),
    /// by relative path in sorted order.
    static func sourceNames(in dir: String) -> [String] {
        let all = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }
}

/// A run that reports on one file (a pre-commit hook's) finds there exactly what a run over
/// the whole project finds there, for every file of every scenario: the exits model reads
/// only the screens that can matter to the reported files, and must not miss one.
final class ReportedFilesTests: XCTestCase {
    func testOneFileRunsMatchTheWholeRun() throws {
        let root = TestSupport.packageRoot + "/SamplesCorpus"
        let fm = FileManager.default
        var config = Configuration()
        config.optInRules = Set(RuleRegistry.descriptions.map { $0.id })
        var compared = 0
        for scenario in try fm.contentsOfDirectory(atPath: root).sorted() where scenario.first?.isNumber == true {
            let dir = root + "/" + scenario
            let names = SamplesCorpusTests.sourceNames(in: dir)
            let swift = try names.filter { $0.hasSuffix(".swift") }.map { SourceFile(path: "\(scenario)/\($0)", text: try String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
            let boards = try names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                .map { SourceFile(path: "\(scenario)/\($0)", text: try String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
            guard swift.count > 1 else { continue }
            let analyzer = Analyzer(configuration: config, jobs: 1)
            let whole = analyzer.run(files: swift, storyboards: boards).diagnostics
            for (i, file) in swift.enumerated() {
                let alone = analyzer.run(files: swift, storyboards: boards, reportOn: [i], reportOnStoryboards: []).diagnostics
                let expected = whole.filter { $0.path == file.path }
                XCTAssertEqual(alone.map { "\($0.location.line):\($0.ruleID)" }, expected.map { "\($0.location.line):\($0.ruleID)" }, file.path)
                compared += expected.count
            }
        }
        XCTAssertGreaterThan(compared, 20)
    }
}
