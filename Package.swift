// swift-tools-version:5.9
// ModalLint: a static analyzer for iOS 13 modal-presentation hazards in Swift code.
// No package dependencies: the toolchain only.
import PackageDescription

let package = Package(
    name: "ModalLint",
    products: [
        .library(name: "ModalLintKit", targets: ["ModalLintKit"]),
        .executable(name: "modallint", targets: ["modallint"]),
        .plugin(name: "ModalLintCommandPlugin", targets: ["ModalLintCommandPlugin"]),
        .plugin(name: "ModalLintBuildToolPlugin", targets: ["ModalLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "ModalLintKit"),
        .executableTarget(name: "modallint", dependencies: ["ModalLintKit"]),
        // A benchmark a person runs: time per phase, MB/s, peak memory.
        .executableTarget(name: "modallint-bench", dependencies: ["ModalLintKit"]),
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
            dependencies: ["ModalLintKit"],
            exclude: ["Golden"]
        ),
    ]
)
