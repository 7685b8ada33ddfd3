/// Finding the Swift files to analyse and the project they belong to.
public enum FileDiscovery {
    /// Folders never descended into: build products, dependencies' checkouts, VCS data.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Carthage", "Pods", "node_modules"]

    /// All `.swift` files under `path` (or `path` itself), sorted, symlink loops cut.
    public static func swiftFiles(under path: String) -> [String] {
        files(under: path, suffixes: [".swift"])
    }

    /// All `.storyboard` and `.xib` files under `path`.
    public static func interfaceFiles(under path: String) -> [String] {
        files(under: path, suffixes: [".storyboard", ".xib"])
    }

    /// Files under `path` whose names end with one of `suffixes`, sorted bytewise per folder.
    public static func files(under path: String, suffixes: [String]) -> [String] {
        var result: [String] = []
        var visited = 0
        func walk(_ dir: String, depth: Int) {
            guard depth < 64, visited < 2_000_000 else { return }
            guard let names = FileSystem.list(dir) else { return }
            for name in names {
                visited += 1
                let full = dir == "/" ? "/" + name : dir + "/" + name
                switch FileSystem.kind(of: full) {
                case .directory:
                    if skippedFolders.contains(name) || name.hasPrefix(".build") { continue }
                    if FileSystem.isSymlink(full) { continue }
                    walk(full, depth: depth + 1)
                case .file:
                    if suffixes.contains(where: { name.hasSuffix($0) }) { result.append(full) }
                case .missing where FileSystem.isSymlink(full) && suffixes.contains(where: { name.hasSuffix($0) }):
                    // A broken or looping link named like a source file: kept, so that reading
                    // it fails and is reported as a file_error rather than silently skipped.
                    result.append(full)
                default:
                    continue
                }
            }
        }
        switch FileSystem.kind(of: path) {
        case .directory: walk(path, depth: 0)
        case .file: if suffixes.contains(where: { path.hasSuffix($0) }) { result.append(path) }
        default: break
        }
        return result
    }

    /// The nearest folder at or above `path` holding Package.swift, an .xcodeproj, an
    /// .xcworkspace or .git.
    public static func projectRoot(for path: String) -> String? {
        var dir = FileSystem.kind(of: path) == .directory ? path : parent(path)
        for _ in 0..<64 {
            if let names = FileSystem.list(dir) {
                if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                    return dir
                }
            }
            let up = parent(dir)
            if up == dir { return nil }
            dir = up
        }
        return nil
    }

    public static func parent(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        if slash == p.startIndex { return "/" }
        return String(p[..<slash])
    }

    /// An absolute, `.`/`..`-free form of a path.
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileSystem.currentDirectory() + "/" + path
        var parts: [Substring] = []
        for comp in full.split(separator: "/") {
            if comp == "." || comp.isEmpty { continue }
            if comp == ".." { _ = parts.popLast(); continue }
            parts.append(comp)
        }
        return "/" + parts.joined(separator: "/")
    }
}
