import Foundation
import XCTest
@testable import ModalLintKit
import ModalLintPlatform

/// Hostile inputs, each through the library pipeline (`Analyzer.run`, every rule,
/// opt-in ones included) and, where it concerns files on disk, through the `modallint`
/// executable. Each test checks that nothing crashes, that the other files are still analysed
/// (a known finding in a clean presenter file), the `file_error` finding and its reason where a
/// file cannot be read, the exit code, and that the xcode output carries no raw terminal
/// control character. No timing assertions: `.ci/fuzz.sh` and the report measure time.
final class HostileInputTests: XCTestCase {

    /// Tests for bugs found by reviewing hostile inputs that are still open (Tests/Fuzz/regressions/README.md):
    /// they run only with MODALLINT_OPEN_BUGS=1, so CI stays green while the bug stays visible
    /// as a skipped test with its reason. Remove the call when the bug is fixed.
    static func openBug(_ reason: String) throws {
        if ProcessInfo.processInfo.environment["MODALLINT_OPEN_BUGS"] == "1" { return }
        throw XCTSkip("open bug (run with MODALLINT_OPEN_BUGS=1): \(reason)")
    }
    // MARK: The library pipeline

    /// A presenter whose one finding is `implicit_presentation_style` at 5:9.
    static func presenter(_ name: String = "FeedViewController") -> String {
        """
        import UIKit
        final class \(name): UIViewController {
            func open() {
                let detail = DetailViewController()
                present(detail, animated: true)
            }
        }

        """
    }

    static let detail = "import UIKit\nfinal class DetailViewController: UIViewController {}\n"

    static let allRules: Configuration = {
        var c = Configuration()
        c.optInRules = Set(RuleRegistry.descriptions.map { $0.id })
        return c
    }()

    /// Runs the pipeline on `hostile` files plus a clean presenter (`Clean.swift`) and the
    /// presented class (`Detail.swift`); checks that the tokens tile every file and that the
    /// clean presenter's finding is still there.
    func analyse(_ hostile: [(String, [UInt8])], jobs: Int = 2, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        let files = hostile.map { SourceFile(path: $0.0, bytes: $0.1) } + [
            SourceFile(path: "Clean.swift", text: Self.presenter()), SourceFile(path: "Detail.swift", text: Self.detail),
        ]
        for f in files {
            LexerTestSupport.assertTiles(Lexer.tokenize(f.bytes), f.bytes, f.path, file: file, line: line)
        }
        let result = Analyzer(configuration: Self.allRules, jobs: jobs).run(files: files)
        let clean = result.diagnostics.filter { $0.path == "Clean.swift" }.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(clean, ["implicit_presentation_style@5:9"], "the clean file is no longer analysed", file: file, line: line)
        return result.diagnostics
    }

    /// `line:column` of the `implicit_presentation_style` findings in `path`.
    func presentFindings(_ diagnostics: [Diagnostic], in path: String) -> [String] {
        diagnostics.filter { $0.path == path && $0.ruleID == "implicit_presentation_style" }.map { "\($0.location.line):\($0.location.column)" }
    }

    func testInvalidUTF8() {
        let bad: [[UInt8]] = [[0xFF], [0xFE, 0xFF], [0xC0, 0xAF], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80, 0xBF]]
        var bytes: [UInt8] = []
        for b in bad {
            // In an identifier, a string and a comment, one line each.
            bytes += Array("let a".utf8) + b + Array(" = \"".utf8) + b + Array("\" // ".utf8) + b + [0x0A]
        }
        bytes += Array(Self.presenter().utf8)
        let found = analyse([("Bad.swift", bytes)])
        XCTAssertEqual(presentFindings(found, in: "Bad.swift"), ["\(bad.count + 5):9"])
    }

    func testNULBytes() {
        var bytes = Array("\0let\0 a = \"\0\" /* \0 */ // \0\n\0\0\0\n".utf8)
        bytes += Array(Self.presenter().utf8)
        XCTAssertEqual(presentFindings(analyse([("Nul.swift", bytes), ("Zeros.swift", [UInt8](repeating: 0, count: 100_000))]), in: "Nul.swift"), ["7:9"])
    }

    func testByteOrderMark() {
        let found = analyse([("Bom.swift", [0xEF, 0xBB, 0xBF] + Array(Self.presenter().utf8)), ("OnlyBom.swift", [0xEF, 0xBB, 0xBF])])
        XCTAssertEqual(presentFindings(found, in: "Bom.swift"), ["5:9"])
    }

    func testCRLFAndLoneCR() {
        let crlf = Self.presenter().replacingOccurrences(of: "\n", with: "\r\n")
        let cr = Self.presenter().replacingOccurrences(of: "\n", with: "\r")
        let mixed = "\r\n\r\r\n\n" + Self.presenter()
        let found = analyse([("CRLF.swift", Array(crlf.utf8)), ("CR.swift", Array(cr.utf8)), ("Mixed.swift", Array(mixed.utf8))])
        XCTAssertEqual(presentFindings(found, in: "CRLF.swift"), ["5:9"])
        XCTAssertEqual(presentFindings(found, in: "CR.swift"), ["5:9"])
        XCTAssertEqual(presentFindings(found, in: "Mixed.swift"), ["9:9"])
    }

    /// Bidi controls and ESC in source, in a raw identifier that ends up in the message, and
    /// in the path: the xcode reporter escapes them all.
    func testBidiAndTerminalControlsAreEscapedInXcodeOutput() {
        let evil = "Evil\u{1B}[2J\u{202E}\u{2066}VC"
        let source = "// \u{202E} reversed \u{2067}\nlet s = \"\u{202E}\u{1B}]0;title\u{07}\"\n" + "final class `\(evil)`: UIViewController {}\n"
            + Self.presenter("Host").replacingOccurrences(of: "DetailViewController()", with: "`\(evil)`()")
        let path = "Bidi\u{202E}\u{1B}[31m\u{9B}.swift"
        let found = analyse([(path, Array(source.utf8))])
        let hostile = found.filter { $0.path == path }
        XCTAssertEqual(hostile.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }, ["implicit_presentation_style@8:9"])
        XCTAssertTrue(hostile.first?.message.contains(evil) ?? false, "the message quotes the raw identifier")
        let text = XcodeReporter.generate(found, root: "/")
        Self.assertNoTerminalControls(text)
        XCTAssertTrue(text.contains("Bidi\\u{202e}\\u{1b}[31m\\u{9b}.swift:8:9: warning:"), text)
        XCTAssertTrue(text.contains("Evil\\u{1b}[2J\\u{202e}\\u{2066}VC"), text)
    }

    /// No ESC, CSI, C0/C1 control or bidi control other than the line breaks.
    static func assertNoTerminalControls(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { u in
            (u.value < 0x20 && u.value != 0x0A) || (0x7F..<0xA0).contains(u.value) || (0x202A...0x202E).contains(u.value) || (0x2066...0x2069).contains(u.value)
        }
        XCTAssertTrue(bad.isEmpty, "raw control characters in output: \(bad.map { String($0.value, radix: 16) })", file: file, line: line)
    }

    /// 100,000 nested `(`, `[`, `{` and a mix, closed and unclosed, through index and rules
    /// on two threads (the worker threads' stacks, not the main thread's 8 MB).
    func testHundredThousandNestedBrackets() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("([{", "}])"), ("f({ [", "] })")] {
            let repeats = depth / open.filter { "([{".contains($0) }.count
            let opens = String(repeating: open, count: repeats)
            let closes = String(repeating: close, count: repeats)
            let closed = "let v = " + opens + "x" + closes + "\n" + Self.presenter()
            let unclosed = Self.presenter() + "let v = " + opens + "\n"
            let found = analyse([("Closed.swift", Array(closed.utf8)), ("Unclosed.swift", Array(unclosed.utf8)), ("Closers.swift", Array(closes.utf8))])
            XCTAssertEqual(presentFindings(found, in: "Closed.swift"), ["6:9"], open)
            XCTAssertEqual(presentFindings(found, in: "Unclosed.swift"), ["5:9"], open)
        }
    }

    func testFiveMegabyteOneLineFile() {
        let (bytes, column) = Self.oneLineFile(megabytes: 5)
        XCTAssertEqual(presentFindings(analyse([("Long.swift", bytes)]), in: "Long.swift"), ["1:\(column)"])
    }

    /// `let a0 = [0, (0)]; let a1 = [1, (1)]; …` for about `megabytes` MB, then a presenter
    /// class, all on one line;
    /// returns the bytes and the column of its `present`.
    static func oneLineFile(megabytes: Int) -> ([UInt8], Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(megabytes << 20 + 200)
        var i = 0
        while bytes.count < megabytes << 20 {
            bytes += Array("let a\(i) = [\(i), (\(i))]; ".utf8)
            i += 1
        }
        let tail = Self.presenter().split(separator: "\n").joined(separator: "; ").replacingOccurrences(of: "UIKit;", with: "UIKit\n")
        let oneLine = String(tail.split(separator: "\n")[1])
        let column = bytes.count + Array(oneLine.utf8).firstRange(of: Array("present(".utf8))!.lowerBound + 1
        return (bytes + Array(oneLine.utf8), column)
    }

    /// Each unterminated literal or comment, at the end of a file, alone, and before a
    /// presenter. Those that end at the line break (single-line strings, raw strings,
    /// single-quoted strings, backticks, placeholders, escapes, half numbers) must leave the
    /// code after them analysed; the others (interpolations, multi-line strings, block
    /// comments, regexes, `#if`) may run to the end of the file, without a crash and with
    /// tokens that still tile it.
    func testUnterminatedLiteralsAndComments() {
        let endAtLineBreak = [
            "\"abc", "\"abc\\", "\"\\u{41", "\"\\u{", "#\"abc", "#\"abc\"", "##\"abc\"#", "'a", "`ident", "<#placeholder",
            "0x", "1e", "0b", "1.", "@", "#",
        ]
        let mayRunOn = [
            "\"\\(", "\"\\(x", "\"\\(\"", "\"\\((", "#\"\\#(", "\"\"\"", "\"\"\"\nabc", "\"\"\"\n\\(", "#\"\"\"\nabc", "#\"\"\"\nabc\"\"\"",
            "/* abc", "/* /* nested */", "/** doc", "#/abc", "#/\nabc", "##/abc/#", "/abc", "#if A", "#if A\nclass X {",
            "\"\"\"\n\\(\"\"\"\n\\(\"", "\"\\(\"\\(\"\\(",
        ]
        for literal in endAtLineBreak + mayRunOn {
            let atEnd = "let x = " + literal
            let before = "let x = " + literal + "\n" + Self.presenter()
            let found = analyse([("AtEnd.swift", Array(atEnd.utf8)), ("Before.swift", Array(before.utf8)), ("Bare.swift", Array(literal.utf8))], jobs: 1)
            if endAtLineBreak.contains(literal) {
                XCTAssertEqual(presentFindings(found, in: "Before.swift"), ["\(literal.split(separator: "\n", omittingEmptySubsequences: false).count + 5):9"], literal)
            }
        }
    }

    func testBinaryAndEmptyFiles() throws {
        var rng = SplitMix64(seed: 0xB1_4A_27)
        let random = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var files = [("Random.swift", random), ("Empty.swift", [UInt8]()), ("Newline.swift", [0x0A])]
        // A real executable: this test bundle's own binary, or the modallint next to it.
        if let exe = FileManager.default.contents(atPath: CommandLine.arguments[0]) ?? FileManager.default.contents(atPath: Self.binary.path) {
            files.append(("Executable.swift", Array(exe.prefix(8 << 20))))
        }
        let found = analyse(files)
        XCTAssertTrue(found.allSatisfy { $0.path != "Empty.swift" && $0.path != "Newline.swift" })
    }

    func testTenThousandSmallFilesInMemory() {
        var files: [(String, [UInt8])] = []
        for i in 0..<10_000 {
            files.append(("Small\(i).swift", Array("import UIKit\nfinal class Small\(i)ViewController: UIViewController { var n = \(i) }\n".utf8)))
        }
        XCTAssertEqual(analyse(files).count, 1)
    }

    // MARK: The executable, on files on disk

    static var binary: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent("modallint")
    }

    struct Run {
        /// The exit code, or the signal's number when `killed`.
        var status: Int32
        var killed: Bool
        var out: [UInt8]
        var err: String
        var text: String { String(decoding: out, as: UTF8.self) }
        var findings: [String] { text.split(separator: "\n").filter { !$0.contains(": note: ") }.map(String.init) }
    }

    /// Runs the tool; `prefix` is a command that runs it (setpriv, prlimit, timeout).
    func run(_ args: [String], prefix: [String] = []) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("modallint not built at \(Self.binary.path)") }
        let p = Process()
        p.executableURL = prefix.isEmpty ? Self.binary : URL(fileURLWithPath: prefix[0])
        p.arguments = prefix.isEmpty ? args : Array(prefix.dropFirst()) + [Self.binary.path] + args
        // Standard error to a file, so that neither stream can fill up and block the tool.
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-hostile-\(UUID().uuidString).err").path
        XCTAssertTrue(FileManager.default.createFile(atPath: errPath, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let err = try XCTUnwrap(FileHandle(forWritingAtPath: errPath))
        let out = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try err.close()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return Run(status: p.terminationStatus, killed: p.terminationReason == .uncaughtSignal, out: Array(o), err: String(decoding: errData, as: UTF8.self))
    }

    /// A project folder (with `.git`) holding the clean presenter and the presented class.
    func makeProject() throws -> String {
        let dir = try makeFolder()
        try write(dir + "/Clean.swift", Array(Self.presenter().utf8))
        try write(dir + "/Detail.swift", Array(Self.detail.utf8))
        return dir
    }

    /// An empty project folder (with `.git`), removed after the test.
    func makeFolder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// Writes raw bytes to a path given as raw bytes (names need not be UTF-8).
    func write(_ path: [UInt8], _ bytes: [UInt8]) throws {
        let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { ModalLintPlatform.write(fd, $0.baseAddress! + done, bytes.count - done) }
            guard n > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            done += n
        }
    }

    func write(_ path: String, _ bytes: [UInt8]) throws { try write(Array(path.utf8), bytes) }

    func symlink(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// The clean presenter's finding, present in the xcode output.
    func assertCleanAnalysed(_ r: Run, _ dir: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(r.findings.contains { $0.hasPrefix(dir + "/Clean.swift:5:9: warning: ") }, r.text + r.err, file: file, line: line)
    }

    func testContentHostileFilesOnDisk() throws {
        let dir = try makeProject()
        try write(dir + "/Bad.swift", [0xFF, 0xFE, 0x0A, 0xC0, 0xAF, 0x0A] + Array(Self.presenter("BadViewController").utf8))
        try write(dir + "/Nul.swift", [0, 0, 0x0A] + Array(Self.presenter("NulViewController").utf8) + [0])
        try write(dir + "/Bom.swift", [0xEF, 0xBB, 0xBF] + Array(Self.presenter("BomViewController").utf8))
        try write(dir + "/CRLF.swift", Array(Self.presenter("CRLFViewController").replacingOccurrences(of: "\n", with: "\r\n").utf8))
        try write(dir + "/CR.swift", Array(Self.presenter("CRViewController").replacingOccurrences(of: "\n", with: "\r").utf8))
        try write(dir + "/Empty.swift", [])
        try write(dir + "/Unterminated.swift", Array("let s = \"abc\nlet t = #\"raw\n/* open".utf8))
        try FileManager.default.copyItem(atPath: Self.binary.path, toPath: dir + "/Binary.swift")
        let r = try run([dir])
        XCTAssertEqual(r.status, 0, r.err)
        let expected = ["Bad.swift:7:9", "Bom.swift:5:9", "CR.swift:5:9", "CRLF.swift:5:9", "Clean.swift:5:9", "Nul.swift:6:9"]
        // (The executable copied as Binary.swift holds the rules' examples among its bytes:
        // whatever it is found to present is its own business; the other files' findings are
        // exact.)
        let found = r.findings.map { String($0.dropFirst(dir.count + 1).prefix { $0 != " " }.dropLast()) }
        XCTAssertEqual(found.filter { !$0.hasPrefix("Binary.swift:") }, expected, r.text)
        XCTAssertTrue(r.err.contains("Done linting: \(r.findings.count) findings in 10 files ("), r.err)
        let serial = try run(["--jobs", "1", dir]), parallel = try run(["--jobs", "2", dir])
        XCTAssertEqual(serial.out, r.out)
        XCTAssertEqual(parallel.out, r.out)
    }

    /// A hostile path and hostile source text: raw in JSON (which escapes what it must and
    /// parses back to the same path), escaped in the xcode output.
    func testHostileFileNameEscapedInXcodeOutputAndExactInJSON() throws {
        let dir = try makeProject()
        let name = "Esc\u{1B}[31m\u{202E}\u{9B}\u{7}\"\\ é.swift"
        try write(dir + "/" + name, Array(Self.presenter("EscViewController").utf8))
        let r = try run([dir])
        XCTAssertEqual(r.status, 0)
        XCTAssertFalse(r.out.contains(0x1B), "raw ESC in the xcode output")
        Self.assertNoTerminalControls(r.text)
        XCTAssertTrue(r.text.contains("/Esc\\u{1b}[31m\\u{202e}\\u{9b}\\u{7}\"\\ é.swift:5:9: warning: "), r.text)
        assertCleanAnalysed(r, dir)
        let json = try run(["--reporter", "json", dir])
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out)) as? [[String: Any]])
        let files = items.compactMap { $0["file"] as? String }.map { $0.hasPrefix(dir + "/") ? String($0.dropFirst(dir.count + 1)) : $0 }
        XCTAssertEqual(Set(files), ["Clean.swift", name])
    }

    /// Broken, looping and self links and a link to a file deleted before the run (a file
    /// that vanished): each a `file_error` with the reason, the rest analysed, exit 1.
    func testBrokenLoopingAndVanishedLinks() throws {
        let dir = try makeProject()
        try symlink(dir + "/Broken.swift", to: "/no/such/target.swift")
        try symlink(dir + "/LoopA.swift", to: dir + "/LoopB.swift")
        try symlink(dir + "/LoopB.swift", to: dir + "/LoopA.swift")
        try symlink(dir + "/Self.swift", to: "Self.swift")
        try write(dir + "/Vanishing.swift", Array(Self.presenter("GoneViewController").utf8))
        try symlink(dir + "/Vanished.swift", to: dir + "/Vanishing.swift")
        try FileManager.default.removeItem(atPath: dir + "/Vanishing.swift")
        let r = try run([dir])
        XCTAssertEqual(r.status, 1, "file_error findings are errors")
        for (name, reason) in [("Broken", "No such file or directory"), ("LoopA", "Too many levels of symbolic links"), ("LoopB", "Too many levels of symbolic links"),
                               ("Self", "Too many levels of symbolic links"), ("Vanished", "No such file or directory")] {
            XCTAssertTrue(r.findings.contains("\(dir)/\(name).swift:1:1: error: could not be read: \(reason) (file_error)"), name + "\n" + r.text)
        }
        assertCleanAnalysed(r, dir)
        XCTAssertEqual(r.findings.count, 6, r.text)
    }

    /// A file the kernel will not read even for root (`/proc/self/mem` reads fail with EIO).
    func testReadErrorOfAnOpenableFile() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { throw XCTSkip("no /proc/self/mem") }
        let dir = try makeProject()
        try symlink(dir + "/Mem.swift", to: "/proc/self/mem")
        let r = try run([dir])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.findings.contains("\(dir)/Mem.swift:1:1: error: could not be read: Input/output error (file_error)"), r.text)
        assertCleanAnalysed(r, dir)
    }

    /// chmod 000. Tests run as root here, which reads anything: then the tool runs as
    /// `nobody` through setpriv(1), when available, so that the case is exercised anyway.
    func testUnreadableFile() throws {
        let dir = try makeProject()
        try write(dir + "/Locked.swift", Array(Self.presenter("LockedViewController").utf8))
        chmod(dir + "/Locked.swift", 0)
        let r = try run([dir], prefix: try Self.unprivileged())
        if r.status == 2 && r.findings.isEmpty { throw XCTSkip("nobody cannot run \(Self.binary.path): \(r.err)") }
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.findings.contains("\(dir)/Locked.swift:1:1: error: could not be read: Permission denied (file_error)"), r.text)
        assertCleanAnalysed(r, dir)
    }

    /// The command that runs the tool as `nobody` when the tests run as root (root reads
    /// anything), or nothing.
    static func unprivileged() throws -> [String] {
        guard getuid() == 0 else { return [] }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("root, and no setpriv to drop privileges") }
        return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    /// A folder that cannot be listed hides the files in it: it is reported (a file_error at
    /// the folder, with the reason), not silently left out.
    func testUnlistableFolderIsReported() throws {
        let dir = try makeProject()
        try FileManager.default.createDirectory(atPath: dir + "/Locked", withIntermediateDirectories: true)
        try write(dir + "/Locked/Hidden.swift", Array(Self.presenter("HiddenViewController").utf8))
        chmod(dir + "/Locked", 0)
        addTeardownBlock { chmod(dir + "/Locked", 0o755) }  // runs before the folder is removed
        let r = try run([dir], prefix: try Self.unprivileged())
        if r.status == 2 && r.findings.isEmpty { throw XCTSkip("nobody cannot run \(Self.binary.path): \(r.err)") }
        assertCleanAnalysed(r, dir)
        XCTAssertEqual(r.status, 1, "an unreadable folder is an error, as an unreadable file is: " + r.text + r.err)
        XCTAssertTrue(r.findings.contains { $0.hasPrefix(dir + "/Locked") && $0.contains("Permission denied") }, "the unreadable folder is silently skipped:\n" + r.text + r.err)
    }

    /// A FIFO (reading it would block forever) and a link to /dev/zero (reading it would never
    /// end) named like source files: skipped in a folder, refused when given, never a hang.
    func testFIFOAndDeviceNamedLikeSwiftFiles() throws {
        let dir = try makeProject()
        XCTAssertEqual(mkfifo(dir + "/Pipe.swift", 0o644), 0)
        try symlink(dir + "/Zero.swift", to: "/dev/zero")
        let prefix = ["/usr/bin/timeout", "-s", "KILL", "60"]
        let r = try run([dir], prefix: prefix)
        XCTAssertEqual(r.status, 0, r.text + r.err)
        assertCleanAnalysed(r, dir)
        XCTAssertEqual(r.findings.count, 1, r.text)
        for given in [dir + "/Pipe.swift", dir + "/Zero.swift"] {
            let g = try run([given], prefix: prefix)
            XCTAssertEqual(g.status, 2, given)
            XCTAssertTrue(g.err.contains(given), g.err)
        }
    }

    /// No thread can be started (a pids cgroup or RLIMIT_NPROC reached, as in a busy CI
    /// container): the run must still finish (DispatchQueue.concurrentPerform used to retry
    /// pthread_create for ever; WorkerThreads goes on with the threads it has). The run is
    /// killed after 10 s.
    func testNoThreadAvailableDoesNotHang() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else {
            throw XCTSkip("needs root (to run as nobody with RLIMIT_NPROC 1) and prlimit")
        }
        let dir = try makeProject()
        let prefix = ["/usr/bin/timeout", "-s", "KILL", "10", "/usr/bin/prlimit", "--nproc=1"] + (try Self.unprivileged())
        let serial = try run(["--jobs", "1", dir], prefix: prefix)
        if serial.status == 2 && serial.findings.isEmpty { throw XCTSkip("nobody cannot run \(Self.binary.path): \(serial.err)") }
        XCTAssertEqual(serial.status, 0, "--jobs 1 needs no thread")
        let r = try run([dir, "--jobs", "2"], prefix: prefix)
        guard !r.killed else { return XCTFail("hung until killed after 10 s: no thread could be started") }
        XCTAssertEqual(r.status, 0)
        assertCleanAnalysed(r, dir)
    }

    /// A large file under an address-space limit (ulimit -v, as CI runners and editors set):
    /// 96 MB of NUL bytes in 400 MB. The run must not abort; the big file may be analysed or
    /// reported, the others must be. (Lexer.tokenize used to reserve 12-byte tokens for a
    /// third of the bytes up front, 4 bytes per input byte, and the run died with "failed to
    /// allocate 402653408 bytes"; the reservation is now capped.)
    func testLargeFileUnderAnAddressSpaceLimitDoesNotAbort() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else { throw XCTSkip("no prlimit") }
        let dir = try makeProject()
        let fd = open(dir + "/Zeros.swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertEqual(ftruncate(fd, 96 << 20), 0)
        close(fd)
        let r = try run(["--jobs", "1", dir], prefix: ["/usr/bin/prlimit", "--as=\(400 << 20)"])
        guard !r.killed else { return XCTFail("died of signal \(r.status): " + r.err.split(separator: "\n").prefix(1).joined()) }
        XCTAssertTrue(r.status == 0 || r.status == 1, "exit \(r.status)")
        assertCleanAnalysed(r, dir)
    }

    /// A folder named like a source file is a folder: descended into, never a file_error.
    func testFolderNamedLikeASwiftFile() throws {
        let dir = try makeProject()
        try FileManager.default.createDirectory(atPath: dir + "/X.swift", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/Empty.swift", withIntermediateDirectories: true)
        // Self-contained: given alone, X.swift is the whole project.
        let inner = (Self.presenter("InnerViewController") + Self.detail).replacingOccurrences(of: "DetailViewController", with: "InnerDetailViewController")
        try write(dir + "/X.swift/Inner.swift", Array(inner.utf8))
        let r = try run([dir])
        XCTAssertEqual(r.status, 0, r.text)
        XCTAssertTrue(r.findings.contains { $0.hasPrefix(dir + "/X.swift/Inner.swift:5:9: warning: ") }, r.text)
        XCTAssertFalse(r.text.contains("file_error"), r.text)
        assertCleanAnalysed(r, dir)
        let direct = try run([dir + "/X.swift"])
        XCTAssertEqual(direct.status, 0)
        XCTAssertEqual(direct.findings.map { $0.prefix { $0 != " " } }, ["\(dir)/X.swift/Inner.swift:5:9:"], direct.text)
    }

    /// Nothing analysable: exit 2 with the reason on standard error, not a silent success.
    func testNothingReadableExitsTwo() throws {
        let dir = try makeFolder()
        try symlink(dir + "/Broken.swift", to: "/no/such/target.swift")
        let r = try run([dir])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("Broken.swift: could not be read: No such file or directory"), r.err)
    }

    /// A file whose name is not UTF-8 (Latin-1 `Caf\xE9.swift`, stray `\xFF\xFE`) must be
    /// analysed, never dropped: names keep their bytes (FileSystem.decodeName escapes the
    /// invalid ones reversibly), in folders and on the command line.
    func testNonUTF8FileName() throws {
        let dir = try makeProject()
        try write(Array((dir + "/Name").utf8) + [0xFF, 0xFE] + Array(".swift".utf8), Array(Self.presenter("LatinViewController").utf8))
        try write(Array((dir + "/Caf").utf8) + [0xE9] + Array(".swift".utf8), Array(Self.presenter("CafeViewController").utf8))
        let r = try run([dir])
        assertCleanAnalysed(r, dir)
        XCTAssertFalse(r.out.contains(0x1B))
        let mentioned = r.findings.filter { $0.contains("/Name") || $0.contains("/Caf") }
        XCTAssertEqual(mentioned.count, 2, "files with non-UTF-8 names are neither analysed nor reported as file_error:\n" + r.text + r.err)
    }

    /// Names that are not UTF-8 survive the trip from `readdir` to `open`: decoded with the
    /// invalid bytes escaped, and encoded back to the very same bytes.
    func testFileNameBytesRoundTrip() {
        let samples: [[UInt8]] = [
            Array("Plain.swift".utf8), Array("Café.swift".utf8), [0x43, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x2E],
            [0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80, 0xC0, 0xAF], [0xED, 0xA0, 0x80],
        ]
        for bytes in samples {
            let name = bytes.withUnsafeBufferPointer { FileSystem.decodeName($0) }
            let back = FileSystem.withSystemPath(name) { p in Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p))) }
            XCTAssertEqual(back, bytes, name)
            if String(validating: bytes, as: UTF8.self) == nil {
                XCTAssertFalse(name.unicodeScalars.contains("\u{FFFD}"), "no byte is replaced: \(bytes)")
            }
        }
    }

    /// A file over the size limit (offsets are 32-bit) is reported with the reason, not
    /// mis-read; a sparse file, so no disk is used.
    func testFileOverTheSizeLimitIsReported() throws {
        let dir = try makeProject()
        let fd = open(dir + "/Huge.swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertEqual(ftruncate(fd, off_t(FileSystem.maximumFileSize) + 1), 0)
        close(fd)
        let r = try run([dir])
        XCTAssertEqual(r.status, 1, r.text + r.err)
        XCTAssertTrue(r.findings.contains { $0.hasPrefix("\(dir)/Huge.swift:1:1: error: could not be read: too large to analyse") }, r.text)
        assertCleanAnalysed(r, dir)
    }

    func testFiveMegabyteOneLineFileOnDisk() throws {
        let dir = try makeProject()
        let (bytes, column) = Self.oneLineFile(megabytes: 5)
        try write(dir + "/Long.swift", bytes)
        let r = try run(["--quiet", dir])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.findings.contains { $0.hasPrefix("\(dir)/Long.swift:1:\(column): warning: ") }, r.text)
        assertCleanAnalysed(r, dir)
    }

    /// 100,000 mixed nested brackets, on the tool's worker threads (default --jobs).
    func testHundredThousandNestedBracketsOnDisk() throws {
        let dir = try makeProject()
        let nested = "let v = " + String(repeating: "([{", count: 33_334) + "x" + String(repeating: "}])", count: 33_334) + "\n"
        try write(dir + "/Nested.swift", Array((nested + Self.presenter("NestedViewController")).utf8))
        try write(dir + "/Unclosed.swift", Array((Self.presenter("UnclosedViewController") + String(repeating: "{[(", count: 33_334)).utf8))
        let r = try run(["--quiet", dir])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.findings.contains { $0.hasPrefix("\(dir)/Nested.swift:6:9: warning: ") }, r.text)
        XCTAssertTrue(r.findings.contains { $0.hasPrefix("\(dir)/Unclosed.swift:5:9: warning: ") }, r.text)
        assertCleanAnalysed(r, dir)
    }

    func testTenThousandSmallFilesOnDisk() throws {
        let dir = try makeProject()
        for i in 0..<10_000 {
            let sub = dir + "/Module\(i / 1000)"
            if i % 1000 == 0 { try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true) }
            try write(sub + "/Small\(i).swift", Array("import UIKit\nfinal class Small\(i)ViewController: UIViewController { var n = \(i) }\n".utf8))
        }
        let r = try run([dir])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.findings.count, 1, r.text)
        assertCleanAnalysed(r, dir)
        XCTAssertTrue(r.err.contains("Done linting: 1 finding in 10002 files ("), r.err)
    }

    /// Every input in Tests/Fuzz/regressions (README.md there says what each one broke) runs
    /// first through the `modallint` executable, its parts written as files, every rule on,
    /// killed after 20 s (a hang: a healthy run takes well under a second); then, when that
    /// finished, through the pipeline in this process exactly as the fuzz target runs it:
    /// tokens tiling, every reporter, the baseline fingerprints and the model dump. Inputs
    /// listed in open-bugs.txt there run only with MODALLINT_OPEN_BUGS=1 (see `openBug`); the
    /// test is then reported as skipped, with their names, after the others ran.
    func testFuzzRegressionInputs() throws {
        let folder = TestSupport.packageRoot + "/Tests/Fuzz/regressions"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".txt") }.sorted()
        let openList = (try? String(contentsOfFile: folder + "/open-bugs.txt", encoding: .utf8)) ?? ""
        let open = Set(openList.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
        let runOpen = ProcessInfo.processInfo.environment["MODALLINT_OPEN_BUGS"] == "1"
        var skipped: [String] = []
        var config = Self.allRules
        config.lintTestFiles = true
        config.reportSheetAware = true
        let ruleFlags = RuleRegistry.descriptions.filter { $0.isOptIn }.flatMap { ["--enable-rule", $0.id] }
        for name in names {
            if open.contains(name) && !runOpen {
                skipped.append(name)
                continue
            }
            let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name))
            let parts = Self.fuzzSplit(Array(data))
            let dir = try makeFolder()
            for (k, part) in parts.enumerated() {
                try write(dir + "/Part\(k)." + (part.storyboard ? "storyboard" : "swift"), part.bytes)
            }
            let r = try run(["--jobs", "1", "--lint-test-files", "--report-sheet-aware"] + ruleFlags + [dir], prefix: ["/usr/bin/timeout", "-s", "KILL", "20"])
            guard !r.killed else {
                XCTFail("\(name): \(r.status == 9 ? "still running after 20 s" : "died of signal \(r.status)"); see Tests/Fuzz/regressions/README.md")
                continue
            }
            XCTAssertTrue(r.status == 0 || r.status == 1, "\(name): exit \(r.status)\n\(r.err)")
            let swift = parts.filter { !$0.storyboard }.map { SourceFile(path: $0.path, bytes: $0.bytes) }
            let boards = parts.filter { $0.storyboard }.map { SourceFile(path: $0.path, bytes: $0.bytes) }
            for f in swift { LexerTestSupport.assertTiles(Lexer.tokenize(f.bytes), f.bytes, name) }
            let result = Analyzer(configuration: config, jobs: 1).run(files: swift, storyboards: boards)
            for reporter in ReporterRegistry.all { _ = reporter.generate(result.diagnostics, root: "/tmp/fuzz") }
            _ = Baseline.fingerprints(result.diagnostics, models: result.models, storyboards: result.storyboards, root: "/tmp/fuzz")
            for m in result.models { _ = ModelDump.dump(m) }
        }
        if !skipped.isEmpty {
            throw XCTSkip("open bug (run with MODALLINT_OPEN_BUGS=1): \(skipped.joined(separator: ", ")) in Tests/Fuzz/regressions are quadratic in the length of a function")
        }
    }

    /// The fuzz target's split (Tests/Fuzz/FuzzMain.swift, `fuzzSplit`; keep the two alike):
    /// files separated by lines that are exactly `//@file`, at most 8; a part starting with `<`
    /// is a storyboard.
    static func fuzzSplit(_ data: [UInt8]) -> [(path: String, bytes: [UInt8], storyboard: Bool)] {
        let separator = Array("//@file".utf8)
        var parts: [[UInt8]] = []
        var start = 0, lineStart = 0, i = 0
        while i <= data.count {
            if i == data.count || data[i] == 0x0A {
                if data[lineStart..<i].elementsEqual(separator) && parts.count < 7 {
                    parts.append(Array(data[start..<lineStart]))
                    start = min(i + 1, data.count)
                }
                lineStart = i + 1
            }
            i += 1
        }
        parts.append(Array(data[start..<data.count]))
        return parts.enumerated().map { k, bytes in
            let board = bytes.first == UInt8(ascii: "<")
            return ("/tmp/fuzz/Fuzz \(k)\u{1B}é." + (board ? "storyboard" : "swift"), bytes, board)
        }
    }
}
