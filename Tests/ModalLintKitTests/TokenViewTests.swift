import XCTest
@testable import ModalLintKit

/// The parser's view of a file is the same whether the lexer emits white space as tokens
/// (`tokenize`, as `dump-tokens` shows them), only marks it on the next token
/// (`tokenize(_:skippingSpace: true)`), or writes the view directly (`Lexer.view`, what
/// `Parser.parse` uses).
final class TokenViewTests: XCTestCase {
    private func views(_ source: String) -> (full: TokenView, skipping: TokenView, direct: TokenView) {
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        let full = tokens.withUnsafeBufferPointer { TokenView(tokens: $0, bytes: bytes) }
        let skipping = Lexer.tokenize(bytes, skippingSpace: true).withUnsafeBufferPointer { TokenView(tokens: $0, bytes: bytes) }
        return (full, skipping, Lexer.view(bytes))
    }

    private func assertSameView(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let (a, b, c) = views(source)
        for other in [b, c] {
            XCTAssertEqual(a.count, other.count, file: file, line: line)
            XCTAssertEqual(Array(a.kinds), Array(other.kinds), file: file, line: line)
            XCTAssertEqual(Array(a.aux), Array(other.aux), file: file, line: line)
            XCTAssertEqual(Array(a.starts), Array(other.starts), file: file, line: line)
            XCTAssertEqual(Array(a.ends), Array(other.ends), file: file, line: line)
            XCTAssertEqual(Array(a.newlineBefore), Array(other.newlineBefore), file: file, line: line)
            XCTAssertEqual(Array(a.spaceBefore), Array(other.spaceBefore), file: file, line: line)
            XCTAssertEqual(Array(a.match), Array(other.match), file: file, line: line)
            XCTAssertEqual(a.comments, other.comments, file: file, line: line)
        }
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

    func testSkippingSpaceDropsExactlyTheWhiteSpaceTokens() {
        // Spaces, tabs, line breaks (LF, CRLF), a no-break space, indentation longer than eight
        // bytes, a comment, and white space inside an interpolation.
        let bytes = Array("let a = 1\n\t  f( a ,b)// c\r\n            g(\u{00A0}x)\n\"\\( y )\"  \n".utf8)
        let skipping = Lexer.tokenize(bytes, skippingSpace: true)
        XCTAssertFalse(skipping.contains { $0.kind == .whitespace || $0.kind == .newline })
        let all = Lexer.tokenize(bytes)
        XCTAssertTrue(all.contains { $0.kind == .newline })
        func shape(_ t: Token) -> [Int] { [Int(t.kind.rawValue), Int(t.aux), t.start, t.end] }
        XCTAssertEqual(skipping.map(shape), all.filter { $0.kind != .whitespace && $0.kind != .newline }.map(shape))
    }

    func testSpaceFlagsAreSet() {
        let (_, _, v) = views("a  b\nc")
        XCTAssertEqual(Array(v.kinds), [.identifier, .identifier, .identifier])
        XCTAssertEqual(Array(v.spaceBefore), [true, true, true])
        XCTAssertEqual(Array(v.newlineBefore), [true, false, true])
    }

    func testDirectViewOfUnbalancedAndLargeInput() {
        // Missing and extra closers (the recovery pass), `#if` branches, an interpolation
        // left open at the end, and more tokens than the first guess at their number.
        assertSameView("""
            class A {
                func f() {
                    if x { g(
                }
                #if DEBUG
                func h() { [1, 2] }
                #else
                func h() { ] }
                #endif
            }
            let s = "a \\(b + "c \\(d
            """)
        assertSameView(String(repeating: "(a,b)[c]{d}", count: 2000) + "\t/* x\n */ f(\"\\(1)\") // y")
        assertSameView(String(repeating: "x", count: 100) + String(repeating: ";", count: 300))
    }

    /// A finished view's arrays are kept by its thread and written over by the next file lexed
    /// there (`ParserThreadCache.takeTokenParts`): a view made over reused arrays (a larger
    /// file's, with its entries and comments still in them) is the view fresh arrays give,
    /// comments past the first arrays' room included.
    func testReusedArraysGiveTheSameViews() {
        struct Snapshot: Equatable {
            var kinds: [TokenKind], aux: [UInt8], starts: [Int32], ends: [Int32]
            var newlineBefore: [Bool], spaceBefore: [Bool], match: [Int32], comments: [Range<Int>]
            init(_ v: TokenView) {
                kinds = Array(v.kinds); aux = Array(v.aux); starts = Array(v.starts); ends = Array(v.ends)
                newlineBefore = Array(v.newlineBefore); spaceBefore = Array(v.spaceBefore)
                match = Array(v.match); comments = v.comments
            }
        }
        let large = (0..<300).map { "func f\($0)(_ x: Int) { g(x, [1, 2]) } // note \($0)\n/* block \($0) */\n" }.joined()
        let unbalanced = "class A { func f() { g(( }\n func h() { [ }\n"
        let small = "let a = \"s \\(b) t\" // c\n"
        let sources = [large, small, unbalanced, large, "", small, unbalanced]
        // Fresh: each view made while the one before is still alive (the thread's cache is
        // then empty, so each takes new arrays).
        var alive: [TokenView] = []
        var fresh: [Snapshot] = []
        for s in sources {
            let v = Lexer.view(Array(s.utf8))
            fresh.append(Snapshot(v))
            alive.append(v)
        }
        alive = []
        // Reused: each view freed before the next is made.
        let reused = sources.map { Snapshot(Lexer.view(Array($0.utf8))) }
        XCTAssertEqual(reused, fresh)
        XCTAssertEqual(fresh[0].comments.count, 600)
        XCTAssertEqual(fresh[4], Snapshot(Lexer.view([])))
    }
}
