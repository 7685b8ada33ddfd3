// swift-tools-version:5.9
// ModalLint: a static analyzer for iOS 13 modal-presentation hazards in Swift code.
// No package dependencies: the toolchain only.
import PackageDescription

let package = Package(
    name: "ModalLint",
    products: [
        .library(name: "ModalLintKit", targets: ["ModalLintKit"]),
        .executable(name: "modallint", targets: ["modallint"]),
    ],
    targets: [
        .target(name: "ModalLintKit"),
        .executableTarget(name: "modallint", dependencies: ["ModalLintKit"]),
        // A benchmark a person runs: time per phase, MB/s, peak memory.
        .executableTarget(name: "modallint-bench", dependencies: ["ModalLintKit"]),
        .testTarget(
            name: "ModalLintKitTests",
            dependencies: ["ModalLintKit"]
        ),
    ]
)
