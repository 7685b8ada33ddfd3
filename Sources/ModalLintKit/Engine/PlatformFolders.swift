/// Files an app compiles only for a platform where a sheet cannot be swiped away, told by the
/// folders they sit in: apps that share one repository between iOS and tvOS, macOS or watchOS
/// keep each platform's own code in a folder named after it (`tvOS`, `VLC-tvOS`, `macOS`,
/// `Apple TV`, `WatchKit Extension`, `WatchApp`). tvOS presents a sheet full screen and closes it with the
/// remote's Menu button, a Mac closes a sheet window with its buttons, and a watch has no card:
/// the swipe-down the exit rules are about does not exist there.
///
/// Only the folders below the project root count (a project kept in `~/macOS/Projects` is not a
/// macOS project), and a folder that names iOS as well (`iOS-tvOS`, `Shared iOS macOS`) is
/// shared code. Read from the path's bytes: a folder's words are its runs of letters and
/// digits, compared without case.
public enum PlatformFolders {
    public static func isWithoutSwipe(_ path: String, root: String?) -> Bool {
        let bytes = Array(TestCode.relativePath(path, to: root).utf8)
        guard let end = bytes.lastIndex(of: slash) else { return false }
        var start = 0
        while start < end {
            var stop = start
            while stop < end && bytes[stop] != slash { stop += 1 }
            if namesOtherPlatform(bytes[start..<stop]) { return true }
            start = stop + 1
        }
        return false
    }

    /// Whether a folder's name names tvOS, macOS or watchOS (or Apple TV, WatchKit) and not iOS.
    static func namesOtherPlatform(_ folder: ArraySlice<UInt8>) -> Bool {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for b in folder {
            if b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) {
                word.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
            } else if !word.isEmpty {
                words.append(word)
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        if words.contains(where: { $0 == ios || $0 == ipados }) { return false }
        if words.contains(where: { $0 == tvos || $0 == macos || $0 == watchos || $0.starts(with: watchkit) }) { return true }
        // A watch app's target: `WatchApp`, Xcode's `Name Watch App`.
        if words.contains(watchapp) || zip(words, words.dropFirst()).contains(where: { $0 == watch && $1 == app }) { return true }
        let joined = words.flatMap { $0 }
        return joined.indices.contains { joined[$0...].starts(with: appletv) }
    }

    private static let slash = UInt8(ascii: "/")
    private static let ios = Array("ios".utf8), ipados = Array("ipados".utf8), watchapp = Array("watchapp".utf8),
        watch = Array("watch".utf8), app = Array("app".utf8)
    private static let tvos = Array("tvos".utf8), macos = Array("macos".utf8), watchos = Array("watchos".utf8)
    private static let watchkit = Array("watchkit".utf8), appletv = Array("appletv".utf8)
}
