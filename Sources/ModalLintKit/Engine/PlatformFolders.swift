/// Files an app compiles only for a platform where a sheet cannot be swiped away, told by the
/// folders they sit in: apps that share one repository between iOS and tvOS, macOS or watchOS
/// keep each platform's own code in a folder named after it (`tvOS`, `VLC-tvOS`, `macOS`,
/// `Apple TV`, `WatchKit Extension`). tvOS presents a sheet full screen and closes it with the
/// remote's Menu button, a Mac closes a sheet window with its buttons, and a watch has no card:
/// the swipe-down the exit rules are about does not exist there.
///
/// Only the folders below the project root count (a project kept in `~/macOS/Projects` is not a
/// macOS project), and a folder that names iOS as well (`iOS-tvOS`, `Shared iOS macOS`) is
/// shared code.
public enum PlatformFolders {
    public static func isWithoutSwipe(_ path: String, root: String?) -> Bool {
        let parts = TestCode.relativePath(path, to: root).split(separator: "/").dropLast()
        return parts.contains { folder in
            let words = folder.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
            if words.contains("ios") || words.contains("ipados") { return false }
            let joined = words.joined()
            return words.contains { ["tvos", "macos", "watchos"].contains($0) || $0.hasPrefix("watchkit") } || joined.contains("appletv")
        }
    }
}
