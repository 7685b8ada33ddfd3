import Foundation
import PackagePlugin

/// Runs ModalLint on a target's Swift sources as part of the build, so findings appear in the
/// build log (and in Xcode's issue navigator). The tool is built from source; the command
/// writes a stamp file so the build system reruns it only when a source changes.
///
/// Sandbox: the command reads only the target's files (the target's folder is the project it
/// indexes) and the package's `.modallint.yml` when there is one (declared as an input), and
/// writes only its stamp, under the plugin work directory. `.ci/plugins-check.sh` traces the
/// command's file accesses to hold it to that.
@main
struct ModalLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try ModalLintCommand.make(
            tool: context.tool(named: "modallint").url,
            name: target.name,
            root: module.directoryURL,
            configuration: context.package.directoryURL.appendingPathComponent(".modallint.yml"),
            sources: sources,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in an Xcode project: Build Phases > Run Build Tool Plug-ins.
extension ModalLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        // An Xcode target has no folder of its own: the project's folder is indexed.
        return try ModalLintCommand.make(
            tool: context.tool(named: "modallint").url,
            name: target.displayName,
            root: context.xcodeProject.directoryURL,
            configuration: context.xcodeProject.directoryURL.appendingPathComponent(".modallint.yml"),
            sources: sources,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif

/// The build command both kinds of project run.
enum ModalLintCommand {
    static func make(tool: URL, name: String, root: URL, configuration: URL, sources: [URL], workDirectory: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("modallint-\(name).stamp")
        var arguments = ["--quiet", "--touch", stamp.path, "--project-root", root.path]
        var inputs = sources
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return [
            .buildCommand(
                displayName: "ModalLint \(name)",
                executable: tool,
                arguments: arguments + sources.map(\.path),
                inputFiles: inputs,
                outputFiles: [stamp]
            ),
        ]
    }
}
