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

    /// The folder that holds several projects: whole components, any order.
    func testCommonAncestor() {
        XCTAssertEqual(FileDiscovery.commonAncestor(["/a/b/x", "/a/bc"]), "/a")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/a/bc", "/a/b/x"]), "/a")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/apps/one/", "/apps/two", "/apps/three/src"]), "/apps")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/x", "/y"]), "/")
        XCTAssertEqual(FileDiscovery.commonAncestor(["/a/caf\u{E9}/x", "/a/cafe\u{301}/y"]), "/a")
    }
}
