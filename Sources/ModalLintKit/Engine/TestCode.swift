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
        let maybe = imports.indices.filter { mayMention?(modules[$0]) ?? true }
        guard !maybe.isEmpty else { return false }
        let b = f.bytes[...]
        return maybe.contains { imports(imports[$0], in: b) }
    }

    /// Whether `statement` (`import Quick`) occurs in `b` naming that module, not one whose
    /// name starts the same (`import QuickLook`).
    private static func imports(_ statement: [UInt8], in b: ArraySlice<UInt8>) -> Bool {
        var from = b.startIndex
        while let at = b[from...].firstOffset(of: statement) {
            let end = at + statement.count
            if end == b.endIndex || !isNameByte(b[end]) { return true }
            from = at + 1
        }
        return false
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    /// Whether a path (relative to the project root) names test code by its folders or name.
    /// Compared as bytes (paths are matched as the file system spells them).
    public static func isTestPath(_ path: String) -> Bool {
        var parts: [ArraySlice<UInt8>] = []
        let bytes = Array(path.utf8)
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == slash {
            if i > start { parts.append(bytes[start..<i]) }
            start = i + 1
        }
        guard let name = parts.last else { return false }
        if ends(name, with: testsSwift) || ends(name, with: specSwift) { return true }
        return parts.dropLast().contains { $0.elementsEqual(specs) || ends($0, with: tests) }
    }

    private static func ends(_ s: ArraySlice<UInt8>, with suffix: [UInt8]) -> Bool {
        s.count >= suffix.count && s[(s.endIndex - suffix.count)...].elementsEqual(suffix)
    }

    static func relativePath(_ path: String, to root: String?) -> String {
        guard let root, !root.isEmpty else { return path }
        let r = root.utf8, p = path.utf8
        let n = r.last == slash ? r.count : r.count + 1
        guard p.count >= n, p.starts(with: r), r.last == slash || p[p.index(p.startIndex, offsetBy: r.count)] == slash else { return path }
        return String(decoding: p.dropFirst(n), as: UTF8.self)
    }

    private static let slash = UInt8(ascii: "/")
    private static let testsSwift = Array("Tests.swift".utf8), specSwift = Array("Spec.swift".utf8)
    private static let specs = Array("Specs".utf8), tests = Array("Tests".utf8)
    private static let modules = ["XCTest", "Testing", "Quick", "Nimble"]
    private static let imports = modules.map { Array("import \($0)".utf8) }
}
