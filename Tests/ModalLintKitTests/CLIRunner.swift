import XCTest
import Foundation

/// Runs the built `modallint` executable, for the end-to-end tests.
enum CLIRunner {
    static var binary: URL {
        // The test bundle sits next to the package's built products.
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent("modallint")
    }

    static func run(_ args: [String], stdin: String? = nil, cwd: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("modallint not built at \(binary.path)") }
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        if let cwd = cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inp
        try p.run()
        if let s = stdin { inp.fileHandleForWriting.write(s.data(using: .utf8)!) }
        try inp.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
