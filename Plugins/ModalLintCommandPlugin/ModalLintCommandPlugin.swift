import Foundation
import PackagePlugin

/// `swift package lint [--target NAME...] [modallint options]`: lints the package's Swift
/// sources with the `modallint` executable built from source. Needs no write permission: it
/// only reads and prints Xcode-style findings.
@main
struct ModalLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let root = context.package.directoryURL.path
        var paths: [String] = []
        if targets.isEmpty {
            paths = [root]
        } else {
            for target in try context.package.targets(named: targets) {
                paths.append(target.directoryURL.path)
            }
        }
        try ModalLintRun.run(tool: context.tool(named: "modallint").url, root: root,
                             arguments: extractor.remainingArguments + paths)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in an Xcode project (right-click the project > ModalLint).
extension ModalLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let root = context.xcodeProject.directoryURL.path
        try ModalLintRun.run(tool: context.tool(named: "modallint").url, root: root, arguments: arguments + [root])
    }
}
#endif

enum ModalLintRun {
    static func run(tool: URL, root: String, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--project-root", root] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 1 {
            Diagnostics.error("ModalLint found problems at a failing severity")
        } else if process.terminationStatus != 0 {
            Diagnostics.error("modallint exited with status \(process.terminationStatus)")
        }
    }
}
