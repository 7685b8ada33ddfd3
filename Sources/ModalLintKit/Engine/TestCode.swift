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
        let maybe = modules.indices.filter { mayMention?(modules[$0]) ?? true }
        guard !maybe.isEmpty else { return false }
        let b = f.bytes[...]
        return maybe.contains { imports(module: moduleBytes[$0], in: b) }
    }

    /// Whether an import declaration of `b` names `module` (`import Quick`, `@testable import
    /// Quick`, `import struct Quick.Spec`), not a module whose name starts the same
    /// (`import QuickLook`), nor one in a comment (`// import Quick`): `import` first on its
    /// line but for attributes, then the module's whole name.
    private static func imports(module: [UInt8], in b: ArraySlice<UInt8>) -> Bool {
        var from = b.startIndex
        while let at = b[from...].firstOffset(of: importWord) {
            from = at + 1
            var i = at + importWord.count
            guard i < b.endIndex, isBlank(b[i]), startsLine(at, in: b) else { continue }
            while i < b.endIndex, isBlank(b[i]) { i += 1 }
            // `import struct XCTest.XCTestCase`: a kind, then the module.
            var j = i
            while j < b.endIndex, isNameByte(b[j]) { j += 1 }
            if j < b.endIndex, isBlank(b[j]), importKinds.contains(where: { $0.elementsEqual(b[i..<j]) }) {
                i = j
                while i < b.endIndex, isBlank(b[i]) { i += 1 }
            }
            let end = i + module.count
            guard end <= b.endIndex, b[i..<end].elementsEqual(module) else { continue }
            if end == b.endIndex || !isNameByte(b[end]) { return true }
        }
        return false
    }

    /// Whether only blanks and attributes (`@testable`, `@_exported`) come before `at` on its line.
    private static func startsLine(_ at: Int, in b: ArraySlice<UInt8>) -> Bool {
        var i = at
        while i > b.startIndex {
            let c = b[i - 1]
            if c == 0x0A || c == 0x0D { return true }
            guard isBlank(c) || isNameByte(c) || c == UInt8(ascii: "@") else { return false }
            i -= 1
        }
        return true
    }

    private static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }

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
    private static let moduleBytes = modules.map { Array($0.utf8) }
    private static let importWord = Array("import".utf8)
    private static let importKinds = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].map { Array($0.utf8) }
}
