import Foundation
import XCTest
@testable import ModalLintKit

/// The lexer never fails, never traps and stays linear: whatever the bytes, its tokens tile
/// them exactly.
final class LexerRobustnessTests: XCTestCase {
    /// Pieces of Swift that open and close lexer states, to splice at random.
    static let fragments: [String] = [
        "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", ")", "(", "/", "#/", "/#", "//", "/*", "*/",
        "\n", "\r", "\r\n", " ", "\t", "`", "'", "#", "@", "$0", "$", "0x", "0b1", "1.5e", ".", "..", "?", "!",
        "<", ">", "<<<<<<< ", ">>>>>>> ", "=======", "<#", "#>", "“", "”", "\u{A0}", "\u{FEFF}", "é", "😀",
        "\u{301}", "•", "let", "func", "if", "#if", "#available(", "@available(", "13.0", "try?", "\\u{",
        "[", "]", "{", "}", "\\", "a", "x1", "\0",
    ].map { String($0) }

    func testRandomInputsTile() {
        var rng = SplitMix64(seed: 0x5EED_1E3E)
        let fragmentBytes = Self.fragments.map { Array($0.utf8) }
        for i in 0..<2_000 {
            var bytes: [UInt8] = []
            let length = Int.random(in: 0...160, using: &rng)
            while bytes.count < length {
                switch i % 3 {
                case 0:
                    // Uniform random bytes: mostly invalid UTF-8.
                    bytes.append(UInt8.random(in: 0...255, using: &rng))
                case 1:
                    // Swift-ish fragments only.
                    bytes += fragmentBytes.randomElement(using: &rng)!
                default:
                    if Bool.random(using: &rng) {
                        bytes += fragmentBytes.randomElement(using: &rng)!
                    } else {
                        bytes.append(UInt8.random(in: 0...127, using: &rng))
                    }
                }
            }
            let tokens = Lexer.tokenize(bytes)
            LexerTestSupport.assertTiles(tokens, bytes, "input \(i): \(bytes)")
            LexerTestSupport.assertStringsBalanced(tokens)
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    static let snippet = ##"""
        #!/usr/bin/env swift
        import UIKit

        /// Presents the settings sheet.
        @MainActor final class SettingsViewController: UIViewController {
            @IBOutlet weak var table: UITableView!
            private var items: [String] = ["a", #"raw \#(1)"#, "\(count) items"]
            let pattern = #/(?<key>\w+)=(?<value>.*)/#

            override func viewDidLoad() {
                super.viewDidLoad()
                /* nested /* comment */ here */
                let ratio = view.bounds.width / 2 / scale
                if #available(iOS 13.0, *), let nav = navigationController as? UINavigationController {
                    nav.modalPresentationStyle = .pageSheet
                    present(nav, animated: true) { [weak self] in self?.done(0x1F, 1.5e-3, $0) }
                }
                let message = """
                    Hello, \(user.name ?? "you")! \
                    Tap “OK”.
                    """
                let r = /ab+c/
                print(message.count > 2 ? message : "", r, #selector(tap(_:)), items.map { "\($0)" })
            }
        }
        """##

    func testEveryTruncationOfASnippetTiles() {
        let bytes = Array(Self.snippet.utf8)
        for cut in 0...bytes.count {
            let prefix = Array(bytes[0..<cut])
            let tokens = Lexer.tokenize(prefix)
            LexerTestSupport.assertTiles(tokens, prefix, "cut at \(cut)")
            LexerTestSupport.assertStringsBalanced(tokens)
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        // And the whole snippet lexes as expected where it matters.
        let tokens = Lexer.tokenize(bytes)
        let kinds = Set(tokens.map(\.kind))
        for kind in [TokenKind.shebang, .docLineComment, .blockComment, .regexLiteral, .attribute, .poundKeyword,
                     .floatLiteral, .dollarIdentifier, .interpolationBegin] {
            XCTAssertTrue(kinds.contains(kind), "\(kind) missing")
        }
        XCTAssertEqual(tokens.filter { $0.kind == .regexLiteral }.count, 2)
        let literals = tokens.filter { $0.kind == .stringEnd || $0.kind == .regexLiteral || $0.kind.isComment }
        XCTAssertFalse(literals.contains { $0.isUnterminated })
    }

    /// Hostile inputs at two sizes lex completely and tile exactly. (How time grows with size
    /// is measured by the benchmark, `modallint-bench --lex-only`, never asserted in a test.)
    func assertLinear(_ name: String, _ make: (Int) -> [UInt8], size: Int, file: StaticString = #filePath, line: UInt = #line) {
        let small = make(size / 8)
        let large = make(size)
        LexerTestSupport.assertTiles(Lexer.tokenize(small), small, name, file: file, line: line)
        LexerTestSupport.assertTiles(Lexer.tokenize(large), large, name, file: file, line: line)
    }

    func testAMegabyteOfOpenParenthesesIsLinear() {
        assertLinear("(", { Array(repeating: UInt8(ascii: "("), count: $0) }, size: 1 << 20)
        let tokens = Lexer.tokenize(Array(repeating: UInt8(ascii: "("), count: 1 << 20))
        XCTAssertEqual(tokens.count, 1 << 20)
    }

    func testHostileRunsAreLinear() {
        func repeating(_ s: String) -> (Int) -> [UInt8] {
            { count in
                let unit = Array(s.utf8)
                return Array((0..<(count / unit.count)).lazy.flatMap { _ in unit })
            }
        }
        let size = 1 << 17
        assertLinear("#", repeating("#"), size: size)
        assertLinear("“", repeating("“"), size: size)
        assertLinear("conflict openers", repeating("<<<<<<< x\n"), size: size)
        assertLinear("multi-line regex openers", repeating("x = #/\n"), size: size)
        assertLinear("interpolations", repeating("\"\\("), size: size)
        assertLinear("quotes", repeating("\""), size: size)
        assertLinear("raw openers", repeating("#\"\"\" "), size: size)
        assertLinear("regex candidates", repeating("(/a "), size: size)
        assertLinear("placeholder openers", repeating("+<#a "), size: size)
        assertLinear("backticks", repeating("`a "), size: size)
        assertLinear("block comment openers", repeating("/*"), size: size)
    }

    func testATwoMegabyteLineTiles() {
        var rng = SplitMix64(seed: 42)
        let pieces = ["let a = b + c; ", #""str \(x)" "#, "foo(bar: 1.5) ", "/* c */ ", "x = /ab+/ ", ##"#"raw"# "##,
                      "a?.b!.c ", "[1, 2][0] "].map { Array($0.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 << 20)
        while bytes.count < 2 << 20 { bytes += pieces.randomElement(using: &rng)! }
        let tokens = Lexer.tokenize(bytes)
        LexerTestSupport.assertTiles(tokens, bytes)
        LexerTestSupport.assertStringsBalanced(tokens)
        XCTAssertFalse(tokens.contains { $0.kind == .newline })
    }

    /// Every sample file tiles exactly (the folder may hold none yet).
    func testSamplesCorpusTiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SamplesCorpus")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return }
        var count = 0
        for case let url as URL in walker where url.pathExtension == "swift" {
            let bytes = try [UInt8](Data(contentsOf: url))
            let tokens = Lexer.tokenize(bytes)
            LexerTestSupport.assertTiles(tokens, bytes, url.path)
            LexerTestSupport.assertStringsBalanced(tokens)
            XCTAssertFalse(tokens.contains { $0.kind == .invalidUTF8 }, url.path)
            count += 1
        }
        print("SamplesCorpus: \(count) Swift files tile")
    }

    /// The eight-bytes-at-once test of identifier bytes agrees with the one-byte test for
    /// every byte value in every position of the word, whatever its neighbours (all 0x00, all
    /// 0xFF, all `a`: a sum carrying into the next byte would show).
    func testIdentifierBodyBytesAgreesWithTheByteTest() {
        for fill: UInt8 in [0x00, 0xFF, 0x61, 0x7F, 0x80] {
            for lane in 0..<8 {
                for b in 0...255 {
                    var bytes = [UInt8](repeating: fill, count: 8)
                    bytes[lane] = UInt8(b)
                    let w = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                    let marks = CharacterClasses.identifierBodyBytes(w)
                    for k in 0..<8 {
                        let marked = (marks >> UInt64(8 * k)) & 0xFF
                        XCTAssertEqual(marked == 0x80, CharacterClasses.isASCIIIdentifierBody(bytes[k]), "byte \(bytes[k]) at \(k), fill \(fill)")
                        XCTAssertTrue(marked == 0 || marked == 0x80)
                    }
                }
            }
        }
    }
}
