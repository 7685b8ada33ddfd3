import Foundation
import PackagePlugin

/// `swift package lint [modallint options]`: lints the package's Swift sources with the
/// `modallint` executable built from source. Needs no write permission: it only reads and
/// prints Xcode-style findings.
@main
struct ModalLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "modallint")
        let root = context.package.directory.string
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var paths: [String] = []
        if targets.isEmpty {
            paths = [root]
        } else {
            for name in targets {
                guard let target = try context.package.targets(named: [name]).first else { continue }
                paths.append(target.directory.string)
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = ["--project-root", root] + extractor.remainingArguments + paths
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 1 {
            Diagnostics.error("ModalLint found problems at a failing severity")
        } else if process.terminationStatus != 0 {
            Diagnostics.error("modallint exited with status \(process.terminationStatus)")
        }
    }
}
