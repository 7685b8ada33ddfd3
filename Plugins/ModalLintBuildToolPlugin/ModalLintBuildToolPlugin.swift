import PackagePlugin

/// Runs ModalLint on a target's Swift sources as part of the build, so findings appear in the
/// build log (and in Xcode's issue navigator). The tool is built from source; the command
/// writes a stamp file so the build system reruns it only when a source changes.
@main
struct ModalLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target.sourceModule?.sourceFiles(withSuffix: "swift") else { return [] }
        let inputs = sources.map { $0.path }
        guard !inputs.isEmpty else { return [] }
        let tool = try context.tool(named: "modallint")
        let stamp = context.pluginWorkDirectory.appending("modallint-\(target.name).stamp")
        return [
            .buildCommand(
                displayName: "ModalLint \(target.name)",
                executable: tool.path,
                arguments: ["--quiet", "--touch", stamp.string, "--project-root", context.package.directory.string]
                    + inputs.map { $0.string },
                inputFiles: inputs,
                outputFiles: [stamp]
            ),
        ]
    }
}
