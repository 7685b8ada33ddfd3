/// Finding the Swift files to analyse and the project they belong to.
public enum FileDiscovery {
    /// Folders never descended into: build products, dependencies' checkouts, VCS data.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Carthage", "Pods", "node_modules"]
    /// Bundles Xcode writes that hold copies of the project's files, never built: localization
    /// catalogs (`en.xcloc`, with a copy of every storyboard), result bundles and archives.
    static let skippedBundleExtensions = [".xcloc", ".xcresult", ".xcarchive"]

    static func isSkipped(folder name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build") || skippedBundleExtensions.contains { name.hasSuffix($0) }
    }

    /// What one walk of a folder finds: Swift files, storyboards and XIBs, and the folders
    /// that could not be listed (with the reason), which the caller reports.
    public struct Found {
        public var swiftFiles: [String] = []
        public var interfaceFiles: [String] = []
        public var unlistable: [FileSystem.ReadError] = []
    }

    /// All `.swift` files under `path` (or `path` itself), sorted, symlink loops cut.
    public static func swiftFiles(under path: String) -> [String] {
        find(under: path).swiftFiles
    }

    /// All `.storyboard` and `.xib` files under `path`.
    public static func interfaceFiles(under path: String) -> [String] {
        find(under: path).interfaceFiles
    }

    static func isSwift(_ name: String) -> Bool { hasByteSuffix(name, swiftSuffix) }
    public static func isInterface(_ name: String) -> Bool { hasByteSuffix(name, storyboardSuffix) || hasByteSuffix(name, xibSuffix) }

    private static let swiftSuffix = Array(".swift".utf8)
    private static let storyboardSuffix = Array(".storyboard".utf8)
    private static let xibSuffix = Array(".xib".utf8)

    /// Whether the UTF-8 of `name` ends with `suffix`: bytes, as the compiler sees file names
    /// (by characters, `.swift` after a prepended mark such as U+0600 would not count).
    static func hasByteSuffix(_ name: String, _ suffix: [UInt8]) -> Bool {
        let u = name.utf8
        return u.count >= suffix.count && u.suffix(suffix.count).elementsEqual(suffix)
    }

    /// One walk under `path` (or `path` itself when it is a file), sorted bytewise per
    /// folder. Folders linked by symbolic links are not followed (no loops); files linked
    /// are. The kind `readdir` reports is trusted, so most entries cost no `stat`.
    public static func find(under path: String) -> Found {
        var found = Found()
        var visited = 0
        func add(_ full: String, _ name: String) {
            if isSwift(name) { found.swiftFiles.append(full) } else if isInterface(name) { found.interfaceFiles.append(full) }
        }
        func walk(_ dir: String, depth: Int) {
            guard depth < 64, visited < 2_000_000 else { return }
            let entries: [FileSystem.Entry]
            switch FileSystem.entries(dir) {
            case .success(let e): entries = e
            case .failure(let error):
                found.unlistable.append(error)
                return
            }
            for entry in entries {
                visited += 1
                let name = entry.name
                var kind = entry.kind
                // A plain file of another kind (an image, a JSON file…) needs no path.
                if kind == .file && !isSwift(name) && !isInterface(name) { continue }
                let full = joined(dir, name)
                if kind == .unknown {
                    if FileSystem.isSymlink(full) {
                        kind = .symlink
                    } else {
                        switch FileSystem.kind(of: full) {
                        case .directory: kind = .directory
                        case .file: kind = .file
                        default: kind = .other
                        }
                    }
                }
                switch kind {
                case .directory:
                    if isSkipped(folder: name) { continue }
                    walk(full, depth: depth + 1)
                case .file:
                    add(full, name)
                case .symlink:
                    switch FileSystem.kind(of: full) {
                    case .file: add(full, name)
                    case .missing where isSwift(name) || isInterface(name):
                        // A broken or looping link named like a source file: kept, so that reading
                        // it fails and is reported as a file_error rather than silently skipped.
                        add(full, name)
                    default: continue  // linked folders are not followed
                    }
                default:
                    continue
                }
            }
        }
        switch FileSystem.kind(of: path) {
        case .directory: walk(path, depth: 0)
        case .file: add(path, path)
        default: break
        }
        return found
    }

    /// `dir/name`, made in one allocation.
    static func joined(_ dir: String, _ name: String) -> String {
        if dir == "/" { return "/" + name }
        var full = ""
        full.reserveCapacity(dir.utf8.count + 1 + name.utf8.count)
        full += dir
        full += "/"
        full += name
        return full
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

    /// The deepest folder that holds every one of `paths` (absolute, `.`/`..`-free), compared
    /// by whole path components: `/a/b/x` and `/a/bc` give `/a`.
    public static func commonAncestor(_ paths: [String]) -> String {
        guard var common = paths.first.map({ $0.split(separator: "/", omittingEmptySubsequences: true) }) else { return "/" }
        for p in paths.dropFirst() {
            let parts = p.split(separator: "/", omittingEmptySubsequences: true)
            var k = 0
            while k < common.count && k < parts.count && common[k].utf8.elementsEqual(parts[k].utf8) { k += 1 }
            common = Array(common.prefix(k))
        }
        // One path (or a path that holds the others, refused by the caller): its folder.
        if paths.count == 1, FileSystem.kind(of: paths[0]) != .directory { common = Array(common.dropLast()) }
        return "/" + common.joined(separator: "/")
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
