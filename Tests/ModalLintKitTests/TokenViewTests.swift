import XCTest
@testable import ModalLintKit

/// The parser's view of a file is the same whether the lexer emits white space as tokens
/// (`tokenize`, as `dump-tokens` shows them) or only marks it on the next token
/// (`withTokens(skippingSpace:)`, what `Parser.parse` uses).
final class TokenViewTests: XCTestCase {
    private func views(_ source: String) -> (full: TokenView, skipping: TokenView) {
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        let full = tokens.withUnsafeBufferPointer { TokenView(tokens: $0, bytes: bytes) }
        let skipping = Lexer.withTokens(bytes, skippingSpace: true) { TokenView(tokens: $0, bytes: bytes) }
        return (full, skipping)
    }

    private func assertSameView(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let (a, b) = views(source)
        XCTAssertEqual(a.kinds, b.kinds, file: file, line: line)
        XCTAssertEqual(a.aux, b.aux, file: file, line: line)
        XCTAssertEqual(a.starts, b.starts, file: file, line: line)
        XCTAssertEqual(a.ends, b.ends, file: file, line: line)
        XCTAssertEqual(a.newlineBefore, b.newlineBefore, file: file, line: line)
        XCTAssertEqual(a.spaceBefore, b.spaceBefore, file: file, line: line)
        XCTAssertEqual(a.match, b.match, file: file, line: line)
        XCTAssertEqual(a.comments, b.comments, file: file, line: line)
    }

    func testSkippingSpaceGivesTheSameView() {
        assertSameView("""
            import UIKit

            final class A: UIViewController {   // trailing comment
                /* block
                   comment */ let x = "a \\(b + c) d"
                @IBAction func done(_ sender: Any) {
                    present(vc, animated: true) { [weak self] in self?.close() }
                    let s = \"\"\"
                        multi \\( line )
                        \"\"\"
                    if a,b { f(-x, y ?? z) }
                }
            }
            """)
    }

    func testSkippingSpaceWithOddSpaceAndUnterminatedStrings() {
        // Tabs, a no-break space, CR LF, a form feed, a string left open at a line break
        // inside an interpolation, and trailing white space at the end.
        assertSameView("let a\t=\u{00A0}1\r\nlet b = \"x \\(y\n z)\u{0C}\n  foo(\"unterminated\n   ")
        assertSameView("   ")
        assertSameView("")
        assertSameView("#!/usr/bin/swift\n\u{FEFF}x")
    }

    func testTokenizeSkippingSpaceGivesTheTokensTheParserReads() {
        let bytes = Array("let a = 1\n  f( a ,b)// c\n".utf8)
        let lent = Lexer.withTokens(bytes, skippingSpace: true) { Array($0) }
        XCTAssertEqual(Lexer.tokenize(bytes, skippingSpace: true), lent)
        XCTAssertFalse(lent.contains { $0.kind == .whitespace || $0.kind == .newline })
        XCTAssertTrue(Lexer.tokenize(bytes).contains { $0.kind == .newline })
    }

    func testSpaceFlagsAreSet() {
        let (_, v) = views("a  b\nc")
        XCTAssertEqual(v.kinds, [.identifier, .identifier, .identifier])
        XCTAssertEqual(v.spaceBefore, [true, true, true])
        XCTAssertEqual(v.newlineBefore, [true, false, true])
    }
}
