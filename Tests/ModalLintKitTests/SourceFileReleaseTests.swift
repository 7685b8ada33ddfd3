import Foundation
import XCTest
@testable import ModalLintKit

/// A file's bytes let go after parsing are read again, unchanged, when asked for; a file that
/// changed meanwhile reads as blanks of its first length and is listed; nothing a model found
/// in the bytes when parsing is lost.
final class SourceFileReleaseTests: XCTestCase {
    private func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-release-\(getpid())-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A shallow model of `text`, parsed from a temporary file (removed when the test ends)
    /// whose bytes it then lets go.
    private func releasedShallowModel(_ text: String) throws -> (url: URL, file: SourceFile, model: FileModel) {
        let url = try temporaryFile(text)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        let file = SourceFile(path: "A.swift", bytes: Array(text.utf8), readFrom: url.path)
        let model = Parser.parse(file, shallow: true)
        XCTAssertTrue(model.isShallow)
        file.releaseBytes()
        return (url, file, model)
    }

    func testBytesLetGoAreReadAgain() throws {
        let url = try temporaryFile("let a = 1\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8), readFrom: url.path)
        file.releaseBytes()
        XCTAssertEqual(file.bytes, Array("let a = 1\n".utf8))
        XCTAssertEqual(file.text(4..<5), "a")
        XCTAssertFalse(file.changedSinceRead)
    }

    func testAFileChangedMeanwhileReadsAsBlanksAndSaysSo() throws {
        let url = try temporaryFile("let a = 1\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = SourceFile(path: "Changed.swift", bytes: Array("let a = 1\n".utf8), readFrom: url.path)
        file.releaseBytes()
        // The same length, other bytes: only the digest tells.
        try Data("let b = 2\n".utf8).write(to: url)
        XCTAssertEqual(file.bytes, [UInt8](repeating: 0x20, count: 10))
        XCTAssertTrue(file.changedSinceRead)
        XCTAssertEqual(file.lines.starts, [0], "the lines are those of the spaces")
    }

    func testAFileGoneMeanwhileReadsAsBlanks() throws {
        let url = try temporaryFile("let a = 1\n")
        let file = SourceFile(path: "Gone.swift", bytes: Array("let a = 1\n".utf8), readFrom: url.path)
        file.releaseBytes()
        try FileManager.default.removeItem(at: url)
        XCTAssertEqual(file.bytes.count, 10)
        XCTAssertTrue(file.changedSinceRead)
    }

    func testBytesWithoutOriginAreKept() {
        let file = SourceFile(path: "Kept.swift", text: "let a = 1\n")
        file.releaseBytes()
        XCTAssertEqual(file.bytes, Array("let a = 1\n".utf8))
        XCTAssertFalse(file.changedSinceRead)
    }

    func testAShallowModelOfAChangedFileStaysShallow() throws {
        let text = "final class A {\n    func f() {\n        g()\n    }\n}\n"
        let (url, _, m) = try releasedShallowModel(text)
        try Data(text.replacingOccurrences(of: "g()", with: "h()").utf8).write(to: url)
        XCTAssertTrue(m.calls.isEmpty, "nothing read from the spaces")
        XCTAssertFalse(m.fullParseDiffered, "no second analysis of the project for it")
        XCTAssertEqual(m.types.map(\.name), ["A"], "the declarations found first are kept")
    }

    func testBytesForOneUseAreNotKept() throws {
        let url = try temporaryFile("let a = 1\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8), readFrom: url.path)
        file.releaseBytes()
        XCTAssertFalse(file.holdsBytes)
        XCTAssertEqual(file.bytesForOneUse, Array("let a = 1\n".utf8))
        XCTAssertFalse(file.holdsBytes, "read for one use, not kept")
        XCTAssertEqual(file.bytes, Array("let a = 1\n".utf8))
        XCTAssertTrue(file.holdsBytes, "read for good")
        XCTAssertFalse(file.changedSinceRead)
    }

    func testBytesForOneUseOfAChangedFileAreBlanks() throws {
        let url = try temporaryFile("let a = 1\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8), readFrom: url.path)
        file.releaseBytes()
        try Data("let b = 2\n".utf8).write(to: url)
        XCTAssertEqual(file.bytesForOneUse, [UInt8](repeating: 0x20, count: 10))
        XCTAssertTrue(file.changedSinceRead)
    }

    func testAScanReadsAShallowModelWithoutKeepingItsFullParse() throws {
        let text = "final class A {\n    func f() {\n        g(1)\n        let x = h()\n    }\n}\n"
        let (_, file, m) = try releasedShallowModel(text)
        let scanned = m.scanned { s in (s.calls.map(\.name), s.calls.map(\.range), s.bindings.map(\.name), s === m) }
        XCTAssertFalse(scanned.3, "a full parse made for the scan")
        XCTAssertFalse(m.wasReadInFull, "the model stays shallow")
        XCTAssertFalse(file.holdsBytes, "and its bytes let go")
        // The scan saw what reading the model in full sees, numbered the same.
        XCTAssertEqual(scanned.0, m.calls.map(\.name))
        XCTAssertEqual(scanned.1, m.calls.map(\.range))
        XCTAssertEqual(scanned.2, m.bindings.map(\.name))
        XCTAssertEqual(scanned.0, ["g", "h"])
        XCTAssertTrue(m.wasReadInFull)
        XCTAssertTrue(m.scanned { $0 === m }, "once read in full, a scan reads the model itself")
    }

    func testAScanNumbersWhatItReadsAsTheLaterFullRead() throws {
        // A plain body before one that declares something: the full parse reads the declaring
        // bodies first, so numbering in source order would differ.
        let text = """
        final class A {
            func plain() {
                first(1)
                let x = { second() }
                x()
            }
            func declaring() {
                func nested() { third() }
                if true { nested() }
            }
        }
        """
        let (_, _, m) = try releasedShallowModel(text)
        let seen = m.scanned { s in
            (s.calls.map { "\($0.name) \($0.range) \($0.context.block ?? -1) \($0.context.closure ?? -1) \($0.context.function ?? -1)" },
             s.closures.map(\.range), s.blocks.map(\.range), s.bindings.map(\.name))
        }
        XCTAssertFalse(m.wasReadInFull)
        XCTAssertEqual(seen.0, m.calls.map { "\($0.name) \($0.range) \($0.context.block ?? -1) \($0.context.closure ?? -1) \($0.context.function ?? -1)" })
        XCTAssertEqual(seen.1, m.closures.map(\.range))
        XCTAssertEqual(seen.2, m.blocks.map(\.range))
        XCTAssertEqual(seen.3, m.bindings.map(\.name))
    }

    func testAScanThatKeepsIndicesKeepsItsParseThoughTheFileChangesAfter() throws {
        let text = "final class A {\n    func f() {\n        g()\n        h()\n    }\n}\n"
        let (url, _, m) = try releasedShallowModel(text)
        // The scan keeps the index of `h` ...
        let kept = m.scanned(keepingIf: { $0 != nil }, otherwise: nil) { s in s.calls.firstIndex { $0.name == "h" } }
        XCTAssertEqual(kept, 1)
        XCTAssertTrue(m.wasReadInFull, "the parse is the model's now")
        // ... and the file changes before anything else reads the model: the index still holds.
        try Data(text.replacingOccurrences(of: "g()", with: "k()").utf8).write(to: url)
        XCTAssertEqual(m.calls.map(\.name), ["g", "h"])
        XCTAssertEqual(m.calls[kept!].name, "h")
    }

    func testAScanThatAdoptsItsParseLetsTheBodyReadTheModel() throws {
        let text = "final class A {\n    func f() {\n        g()\n    }\n}\n"
        let (_, _, m) = try releasedShallowModel(text)
        XCTAssertFalse(m.scanned(adoptingIf: { _ in false }) { $0 === m }, "not adopted: the scan's own parse")
        XCTAssertFalse(m.wasReadInFull)
        XCTAssertTrue(m.scanned(adoptingIf: { $0.calls.contains { $0.name == "g" } }) { $0 === m }, "adopted: the model itself")
        XCTAssertTrue(m.wasReadInFull)
        XCTAssertEqual(m.calls.map(\.name), ["g"])
    }

    func testAScanOfAChangedFileReadsTheShallowModel() throws {
        let text = "final class A {\n    func f() {\n        g()\n    }\n}\n"
        let (url, _, m) = try releasedShallowModel(text)
        try Data(text.replacingOccurrences(of: "g()", with: "h()").utf8).write(to: url)
        XCTAssertTrue(m.scanned { $0 === m && $0.calls.isEmpty }, "nothing read from the spaces")
    }

    func testTheDigestSeesEveryByte() {
        let base = Array(repeating: UInt8(ascii: "a"), count: 77)
        let digest = SourceFile.digest(of: base)
        for i in base.indices {
            var other = base
            other[i] = UInt8(ascii: "b")
            XCTAssertNotEqual(SourceFile.digest(of: other), digest, "byte \(i)")
        }
        XCTAssertNotEqual(SourceFile.digest(of: Array(base.dropLast())), digest)
    }

    func testNamesBeforeBracketsAreFoundWhenParsing() {
        let m = Parser.parse(SourceFile(path: "A.swift", text: """
        // Commented(
        let editor = EditorViewController.init(draft: d)
        let other = _Hidden()
        editor.onDone = { save() }
        let v = Picker(onPick:  { _ in })
        if a == { true }() {}
        """))
        func has(_ list: [UInt64], _ name: String) -> Bool { list.contains(NameHash.hash64(name)) }
        XCTAssertTrue(has(m.bracketNames.initialisers, "EditorViewController"))
        XCTAssertTrue(has(m.bracketNames.initialisers, "_Hidden"))
        XCTAssertTrue(has(m.bracketNames.initialisers, "Picker"))
        XCTAssertTrue(has(m.bracketNames.initialisers, "Commented"), "comments count, as the bytes do")
        XCTAssertFalse(has(m.bracketNames.initialisers, "save"), "not a type name")
        XCTAssertFalse(has(m.bracketNames.initialisers, "init"))
        XCTAssertTrue(has(m.bracketNames.closureTargets, "onDone"))
        XCTAssertTrue(has(m.bracketNames.closureTargets, "onPick"))
        XCTAssertFalse(has(m.bracketNames.closureTargets, "a"), "`==` hands nothing")
        XCTAssertEqual(m.bracketNames.initialisers, m.bracketNames.initialisers.sorted())
    }

    func testWordsSpeltAreFoundWhenParsing() {
        let m = Parser.parse(SourceFile(path: "A.swift", text: """
        // userInterfaceIdiom in a comment
        button.addTarget(self, action: #selector(close), for: .touchUpInside)
        """))
        XCTAssertTrue(m.spells.contains(.idiom))
        XCTAssertTrue(m.spells.contains(.selector))
        XCTAssertFalse(m.spells.contains(.presentationNames))
        XCTAssertFalse(m.spells.contains(.rootView))
    }
}
