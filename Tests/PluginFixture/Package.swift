// swift-tools-version:5.9
// A fixture package that uses both ModalLint plugins (see .ci/plugins-check.sh).
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "ModalLint", path: "../..")],
    targets: [
        .target(
            name: "FixtureApp",
            plugins: [.plugin(name: "ModalLintBuildToolPlugin", package: "ModalLint")]
        ),
    ]
)
