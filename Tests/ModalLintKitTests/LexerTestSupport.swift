import XCTest
@testable import ModalLintKit

/// One table row of the lexer tests: a source and the tokens expected from it, white space
/// and line breaks left out (comments, markers and stray characters stay in).
struct LexCase {
    let source: [UInt8]
    let expected: [(TokenKind, String)]
    let line: UInt

    init(_ source: String, _ expected: [(TokenKind, String)], line: UInt = #line) {
        self.source = Array(source.utf8)
        self.expected = expected
        self.line = line
    }

    init(bytes: [UInt8], _ expected: [(TokenKind, String)], line: UInt = #line) {
        self.source = bytes
        self.expected = expected
        self.line = line
    }
}

enum LexerTestSupport {
    /// The tokens other than white space and line breaks, as (kind, text); text that is
    /// not valid UTF-8 reads as U+FFFD.
    static func significant(_ tokens: [Token], _ bytes: [UInt8]) -> [(TokenKind, String)] {
        tokens.filter { $0.kind != .whitespace && $0.kind != .newline }.map {
            ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self))
        }
    }

    /// Asserts that the tokens tile `bytes`: in order, contiguous, covering every byte, and
    /// empty only for the closing delimiter of an unterminated string.
    static func assertTiles(_ tokens: [Token], _ bytes: [UInt8], _ message: @autoclosure () -> String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        var offset = 0
        for (i, t) in tokens.enumerated() {
            guard t.start == offset else {
                XCTFail("token \(i) (\(t.kind)) starts at \(t.start), expected \(offset). \(message())", file: file, line: line)
                return
            }
            if t.length == 0 && !(t.kind == .stringEnd && t.isUnterminated) {
                XCTFail("token \(i) (\(t.kind)) at \(t.start) is empty. \(message())", file: file, line: line)
                return
            }
            offset = t.end
        }
        XCTAssertEqual(offset, bytes.count, "tokens end at \(offset) of \(bytes.count) bytes. \(message())", file: file, line: line)
    }

    /// Asserts that every `stringBegin` has a `stringEnd` after it, properly nested.
    static func assertStringsBalanced(_ tokens: [Token], file: StaticString = #filePath, line: UInt = #line) {
        var depth = 0
        for t in tokens {
            if t.kind == .stringBegin { depth += 1 }
            if t.kind == .stringEnd {
                depth -= 1
                if depth < 0 { XCTFail("stringEnd without stringBegin at \(t.start)", file: file, line: line); return }
            }
        }
        XCTAssertEqual(depth, 0, "strings left open", file: file, line: line)
    }

    /// Runs a table: each row must tile its source and give exactly its expected tokens.
    static func check(_ cases: [LexCase], file: StaticString = #filePath) {
        for c in cases {
            let tokens = Lexer.tokenize(c.source)
            let label = String(decoding: c.source, as: UTF8.self).debugDescription
            assertTiles(tokens, c.source, label, file: file, line: c.line)
            assertStringsBalanced(tokens, file: file, line: c.line)
            let actual = significant(tokens, c.source)
            let same = actual.count == c.expected.count
                && zip(actual, c.expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            if !same {
                XCTFail("\(label)\n  expected: \(describe(c.expected))\n  actual:   \(describe(actual))",
                        file: file, line: c.line)
            }
        }
    }

    static func describe(_ tokens: [(TokenKind, String)]) -> String {
        tokens.map { "\($0.0)(\($0.1.debugDescription))" }.joined(separator: " ")
    }

    /// The first token (white space aside) whose text is `text`.
    static func token(_ text: String, in source: String) -> Token? {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).first {
            $0.kind != .whitespace && String(decoding: bytes[$0.range], as: UTF8.self) == text
        }
    }
}

/// A small deterministic generator (SplitMix64), so random tests replay identically.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
