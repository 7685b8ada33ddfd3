import ModalLintKit
import Foundation

/// Helpers shared by the tests.
enum TestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Runs every enabled rule on in-memory files, analysed as one project.
    static func lint(_ sources: [(String, String)], configuration: Configuration = Configuration()) -> [Diagnostic] {
        let files = sources.map { SourceFile(path: $0.0, text: $0.1) }
        return Analyzer(configuration: configuration, jobs: 1).run(files: files).diagnostics
    }

    /// Removes `↓` markers and returns the 1-based lines they were on.
    static func stripMarkers(_ code: String) -> (String, [Int]) {
        var lines: [Int] = []
        var out = ""
        for (i, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("↓") { lines.append(i + 1) }
            out += line.replacingOccurrences(of: "↓", with: "") + "\n"
        }
        return (out, lines)
    }
}
