// swift-tools-version:6.1
// ModalLint: a static analyzer for iOS 13 modal-presentation hazards in Swift code.
// No package dependencies: the toolchain only. Swift 6.1 or later (Xcode 16.3 or later on macOS);
// the sources are written in the Swift 5 language mode.
import PackageDescription

let package = Package(
    name: "ModalLint",
    // macOS 13: the standard library's string searching (`firstRange(of:)`, `contains(_:)` on
    // collections) is available from there on.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ModalLintKit", targets: ["ModalLintKit"]),
        .executable(name: "modallint", targets: ["modallint"]),
        .plugin(name: "ModalLintCommandPlugin", targets: ["ModalLintCommandPlugin"]),
        .plugin(name: "ModalLintBuildToolPlugin", targets: ["ModalLintBuildToolPlugin"]),
    ],
    targets: [
        // The only module that names a C library (Darwin, Glibc, Musl): threads, mutexes, the
        // core count, the stack limit, clocks, files, the terminal, the environment.
        .target(name: "ModalLintPlatform"),
        .target(name: "ModalLintKit", dependencies: ["ModalLintPlatform"]),
        .executableTarget(name: "modallint", dependencies: ["ModalLintKit", "ModalLintPlatform"]),
        // A benchmark a person runs: time per phase, MB/s, peak memory.
        .executableTarget(name: "modallint-bench", dependencies: ["ModalLintKit", "ModalLintPlatform"]),
        // `swift package lint`: reads only, prints Xcode-style findings.
        .plugin(
            name: "ModalLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "lint", description: "Find iOS 13 modal presentation hazards with ModalLint"),
                permissions: []
            ),
            dependencies: ["modallint"]
        ),
        // Findings in the build log (and Xcode's issue navigator).
        .plugin(name: "ModalLintBuildToolPlugin", capability: .buildTool(), dependencies: ["modallint"]),
        .testTarget(
            name: "ModalLintKitTests",
            dependencies: ["ModalLintKit", "ModalLintPlatform"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
