/// Recognising test code, which is indexed (a test helper may declare what the app uses) but
/// not reported: test code presents controllers to exercise them, not to ship a presentation.
///
/// By convention, a file is test code when it imports XCTest, Testing, Quick or Nimble; when
/// its name ends in `Tests.swift` or `Spec.swift`; or when a folder on its path below the
/// project root is named `Tests`, `Specs`, or ends in `Tests` (`UITests`, `AppTests`). The
/// configuration's `test_paths` adds globs relative to the root.
public enum TestCode {
    public static func isTest(_ f: SourceFile, root: String?, testPaths: [String]) -> Bool {
        isTest(f, root: root, testPaths: testPaths, mayMention: nil)
    }

    /// The same for a parsed file: `mayMention` (the model's test of its identifiers) rules
    /// out most files without searching their bytes for the imports.
    static func isTest(_ f: SourceFile, root: String?, testPaths: [String], mayMention: ((String) -> Bool)?) -> Bool {
        let relative = relativePath(f.path, to: root)
        if isTestPath(relative) { return true }
        if !testPaths.isEmpty && testPaths.contains(where: { Glob.matches($0, relative) }) { return true }
        let b = f.bytes[...]
        return imports.indices.contains { k in
            (mayMention?(modules[k]) ?? true) && b.containsSubsequence(imports[k])
        }
    }

    /// Whether a path (relative to the project root) names test code by its folders or name.
    public static func isTestPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last else { return false }
        if name.hasSuffix("Tests.swift") || name.hasSuffix("Spec.swift") { return true }
        for folder in parts.dropLast() where folder == "Specs" || folder.hasSuffix("Tests") { return true }
        return false
    }

    static func relativePath(_ path: String, to root: String?) -> String {
        guard let root, !root.isEmpty else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static let modules = ["XCTest", "Testing", "Quick", "Nimble"]
    private static let imports = modules.map { Array("import \($0)".utf8) }
}
