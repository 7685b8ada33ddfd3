import XCTest
@testable import ModalLintKit

/// Paths as the reports and `--project-per-path` use them.
final class PathTests: XCTestCase {
    /// `String.precedesBytewise` is the order of paths in every report: it must agree with
    /// comparing the UTF-8 bytes, whatever the strings hold.
    func testBytewiseOrderAgreesWithUTF8Bytes() {
        let names = ["", "a", "A", "a/b", "a/b/c", "a.b", "a-b", "ab", "é", "e\u{301}", "z", "Z/", "\u{F7E9}x",
                     "/tmp/apps/x/Feed.swift", "/tmp/apps/x/Feed.swifts", "/tmp/apps/x/Feedback.swift", "日本", "\u{1F600}"]
        for a in names {
            for b in names {
                XCTAssertEqual(a.precedesBytewise(b), Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) < \(b)")
            }
        }
        // A substring-backed (non-native) String is compared the same way.
        let bridged = String("xx/tmp/a".dropFirst(2))
        XCTAssertTrue(bridged.precedesBytewise("/tmp/b"))
        XCTAssertFalse("/tmp/b".precedesBytewise(bridged))
    }

    /// Folders that hold another platform's code: whole words of a folder's name below the
    /// project root, not the file's name, not a folder that names iOS as well.
    func testPlatformFolders() {
        let root = "/Users/me/macOS/Player"
        for path in ["tvOS/A.swift", "Sources/Media Library/tvOS/playlist/A.swift", "Player-tvOS/A.swift", "Apple TV/A.swift",
                     "AppleTV/A.swift", "WatchKit Extension/A.swift", "Shared/macOS/A.swift", "watchOS/A.swift",
                     "Sources/WatchApp/Home/A.swift", "Player Watch App/A.swift"] {
            XCTAssertTrue(PlatformFolders.isWithoutSwipe(root + "/" + path, root: root), path)
        }
        for path in ["A.swift", "iOS/A.swift", "iOS-tvOS/A.swift", "Shared iOS macOS/A.swift", "TVShows/A.swift",
                     "Sources/tvOSSupport.swift", "Macros/A.swift", "TV/A.swift", "Watchlist/A.swift",
                     "Sources/App/Settings/AppleWatch/A.swift", "Watch/A.swift", "Watch Apps Guide/A.swift"] {
            XCTAssertFalse(PlatformFolders.isWithoutSwipe(root + "/" + path, root: root), path)
        }
    }

    /// The folder that holds several projects: whole components, any order.
    func testCommonAncestor() {
        XCTAssertEqual(FileDiscovery.commonAncestor(["/a/b/x", "/a/bc"]), "/a")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/a/bc", "/a/b/x"]), "/a")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/apps/one/", "/apps/two", "/apps/three/src"]), "/apps")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/x", "/y"]), "/")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/a/caf\u{E9}/x", "/a/cafe\u{301}/y"]), "/a")
    }

    /// A folder's entries: `.` and `..` left out, every other name (`...`, `.a`, bytes that are
    /// not UTF-8) kept, in bytewise order of the names on disk; and the walk keeps the Swift
    /// files and interface files among them, in that order.
    func testFolderEntriesInBytewiseOrder() throws {
        let dir = NSTemporaryDirectory() + "modallint-entries-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let names: [[UInt8]] = ["b.swift", "a.swift", "B.swift", "...", ".a", "\u{E9}.swift", "e\u{301}.swift", "x.png", "v.xib", "z"].map { Array($0.utf8) }
            + [[0x62, 0x61, 0x64, 0xFF, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74]]  // "bad\xFF.swift"
        for n in names {
            let path = Array(dir.utf8) + [0x2F] + n + [0]
            let fd = path.withUnsafeBufferPointer { p in p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { open($0, O_WRONLY | O_CREAT, 0o644) } }
            XCTAssertGreaterThanOrEqual(fd, 0)
            close(fd)
        }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        guard case .success(let entries) = FileSystem.entries(dir) else { return XCTFail("listing failed") }
        let sorted = (names + [Array("sub".utf8)]).sorted { $0.lexicographicallyPrecedes($1) }
        XCTAssertEqual(entries.map { $0.name }, sorted.map { $0.withUnsafeBufferPointer { FileSystem.decodeName($0) } })
        XCTAssertEqual(entries.first { $0.name == "sub" }?.kind, .directory)
        XCTAssertEqual(entries.first { $0.name == "a.swift" }?.kind, .file)
        let found = FileDiscovery.find(under: dir)
        XCTAssertEqual(found.swiftFiles.map { String($0.dropFirst(dir.utf8.count + 1)) },
                       ["B.swift", "a.swift", "b.swift", "bad\u{F7FF}.swift", "e\u{301}.swift", "\u{E9}.swift"])
        XCTAssertEqual(found.interfaceFiles, [dir + "/v.xib"])
    }

    /// Build products, dependencies and the bundles Xcode writes with copies of the project's
    /// files (localization catalogs, result bundles) are not walked.
    func testSkippedFolders() throws {
        let dir = NSTemporaryDirectory() + "modallint-skipped-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["App", "Pods/Lib", "Localizations/en.xcloc/Source Contents/App", "Tests.xcresult", ".build/debug", "App.xcodeproj"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            try "import UIKit\n".write(toFile: dir + "/" + folder + "/A.swift", atomically: true, encoding: .utf8)
            try "<document/>\n".write(toFile: dir + "/" + folder + "/Main.storyboard", atomically: true, encoding: .utf8)
        }
        let found = FileDiscovery.find(under: dir)
        XCTAssertEqual(found.swiftFiles.map { String($0.dropFirst(dir.utf8.count + 1)) }, ["App/A.swift", "App.xcodeproj/A.swift"])
        XCTAssertEqual(found.interfaceFiles.map { String($0.dropFirst(dir.utf8.count + 1)) }, ["App/Main.storyboard", "App.xcodeproj/Main.storyboard"])
    }
}
