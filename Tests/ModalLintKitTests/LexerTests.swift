import XCTest
@testable import ModalLintKit

/// The Swift lexical grammar, construct by construct. Each row is a source and its tokens
/// (white space and line breaks left out); every row must also tile its source exactly.
/// Where Swift leaves a choice, the expected tokens are swiftc's (checked against
/// swift-syntax with `../shared/tools/token-oracle`).
final class LexerTests: XCTestCase {
    func testIdentifiers() {
        LexerTestSupport.check([
            LexCase("a _x café 日本語 😀x", [(.identifier, "a"), (.identifier, "_x"), (.identifier, "café"),
                                       (.identifier, "日本語"), (.identifier, "😀x")]),
            LexCase("`class` `a b`", [(.identifier, "`class`"), (.identifier, "`a b`")]),
            LexCase("``", [(.identifier, "``")]),
            LexCase("`a\nb", [(.backtick, "`"), (.identifier, "a"), (.identifier, "b")]),
            LexCase("$0 $12 $name $ $0abc", [(.dollarIdentifier, "$0"), (.dollarIdentifier, "$12"),
                                             (.identifier, "$name"), (.identifier, "$"), (.identifier, "$0abc")]),
            // A combining mark cannot start an identifier, but swiftc takes the run as one.
            LexCase("\u{301}x", [(.identifier, "\u{301}x")]),
            // U+2028 is neither an identifier nor an operator character.
            LexCase("a\u{2028}b", [(.identifier, "a"), (.unknown, "\u{2028}"), (.identifier, "b")]),
            LexCase("x•y", [(.identifier, "x"), (.operator, "•"), (.identifier, "y")]),
            LexCase("a.b", [(.identifier, "a"), (.period, "."), (.identifier, "b")]),
        ])
    }

    func testKeywords() {
        LexerTestSupport.check([
            LexCase("func class let var if _ self Self Any true in",
                    [(.keyword, "func"), (.keyword, "class"), (.keyword, "let"), (.keyword, "var"),
                     (.keyword, "if"), (.keyword, "_"), (.keyword, "self"), (.keyword, "Self"),
                     (.keyword, "Any"), (.keyword, "true"), (.keyword, "in")]),
            LexCase("override get set actor async await some any open",
                    [(.identifier, "override"), (.identifier, "get"), (.identifier, "set"),
                     (.identifier, "actor"), (.identifier, "async"), (.identifier, "await"),
                     (.identifier, "some"), (.identifier, "any"), (.identifier, "open")]),
            LexCase("funcs classy", [(.identifier, "funcs"), (.identifier, "classy")]),
        ])
        XCTAssertEqual(LexerTestSupport.token("override", in: "override func f()")?.keyword, .override)
        XCTAssertEqual(LexerTestSupport.token("func", in: "override func f()")?.keyword, .func)
        XCTAssertEqual(LexerTestSupport.token("_", in: "let _ = 1")?.keyword, .wildcard)
        XCTAssertEqual(LexerTestSupport.token("f", in: "override func f()")?.keyword, Keyword.none)
    }

    func testNumbers() {
        LexerTestSupport.check([
            LexCase("0 42 1_000 0x1F 0xff_ff 0b1010 0o17",
                    [(.integerLiteral, "0"), (.integerLiteral, "42"), (.integerLiteral, "1_000"),
                     (.integerLiteral, "0x1F"), (.integerLiteral, "0xff_ff"), (.integerLiteral, "0b1010"),
                     (.integerLiteral, "0o17")]),
            LexCase("1.5 1e10 1E-5 1.5e+3 1_0.0_1 0x1.8p3 0x1p-2 0xAp+0_1",
                    [(.floatLiteral, "1.5"), (.floatLiteral, "1e10"), (.floatLiteral, "1E-5"),
                     (.floatLiteral, "1.5e+3"), (.floatLiteral, "1_0.0_1"), (.floatLiteral, "0x1.8p3"),
                     (.floatLiteral, "0x1p-2"), (.floatLiteral, "0xAp+0_1")]),
            // A hex literal needs its `p` exponent to be a float: this is a member access.
            LexCase("0xff.description", [(.integerLiteral, "0xff"), (.period, "."), (.identifier, "description")]),
            LexCase("0xff.fpValue", [(.integerLiteral, "0xff"), (.period, "."), (.identifier, "fpValue")]),
            LexCase("1.5abc 3.description", [(.floatLiteral, "1.5"), (.identifier, "abc"), (.integerLiteral, "3"),
                                             (.period, "."), (.identifier, "description")]),
            // Malformed literals keep their trailing identifier characters, as in swiftc.
            LexCase("12abc 0b102 0o8 1e5x", [(.integerLiteral, "12abc"), (.integerLiteral, "0b102"),
                                             (.integerLiteral, "0o8"), (.floatLiteral, "1e5x")]),
            // Tuple access: after a `.`, a `.` never continues the number.
            LexCase("t.0.1", [(.identifier, "t"), (.period, "."), (.integerLiteral, "0"), (.period, "."),
                              (.integerLiteral, "1")]),
            LexCase("1...2 1..<2", [(.integerLiteral, "1"), (.operator, "..."), (.integerLiteral, "2"),
                                    (.integerLiteral, "1"), (.operator, "..<"), (.integerLiteral, "2")]),
            LexCase("-1.5", [(.operator, "-"), (.floatLiteral, "1.5")]),
        ])
    }

    func testStrings() {
        LexerTestSupport.check([
            LexCase(#""abc""#, [(.stringBegin, "\""), (.stringSegment, "abc"), (.stringEnd, "\"")]),
            LexCase("\"\"", [(.stringBegin, "\""), (.stringEnd, "\"")]),
            LexCase(#""a\n\t\"\\b\0""#, [(.stringBegin, "\""), (.stringSegment, #"a\n\t\"\\b\0"#), (.stringEnd, "\"")]),
            LexCase(#""\u{1F600}x\u{41}""#, [(.stringBegin, "\""), (.stringSegment, #"\u{1F600}x\u{41}"#),
                                             (.stringEnd, "\"")]),
            LexCase("let s = \"\"\"\n  a \\\n  b \"\" \\\"\"\"\n  \"\"\"",
                    [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringBegin, "\"\"\""),
                     (.stringSegment, "\n  a \\\n  b \"\" \\\"\"\"\n  "), (.stringEnd, "\"\"\"")]),
            LexCase(##"#"a\nb"#"##, [(.stringBegin, "#\""), (.stringSegment, #"a\nb"#), (.stringEnd, "\"#")]),
            LexCase(###"##"a"#b"##"###, [(.stringBegin, "##\""), (.stringSegment, "a\"#b"), (.stringEnd, "\"##")]),
            LexCase("###\"\"\"\n \"\"\"# \"\"\"##\n\"\"\"###",
                    [(.stringBegin, "###\"\"\""), (.stringSegment, "\n \"\"\"# \"\"\"##\n"), (.stringEnd, "\"\"\"###")]),
            // `#"""#` closes on its line: a single-line raw string holding one quote.
            LexCase(##"#"""#"##, [(.stringBegin, "#\""), (.stringSegment, "\""), (.stringEnd, "\"#")]),
            // Unterminated: the string ends, empty, at the line break.
            LexCase("\"abc\nx", [(.stringBegin, "\""), (.stringSegment, "abc"), (.stringEnd, ""), (.identifier, "x")]),
            LexCase("\"abc", [(.stringBegin, "\""), (.stringSegment, "abc"), (.stringEnd, "")]),
            LexCase("\"\"\"\nabc", [(.stringBegin, "\"\"\""), (.stringSegment, "\nabc"), (.stringEnd, "")]),
            // Not Swift, but swiftc lexes (and reports) single-quoted strings.
            LexCase("'c' + '\"'", [(.stringBegin, "'"), (.stringSegment, "c"), (.stringEnd, "'"), (.operator, "+"),
                                   (.stringBegin, "'"), (.stringSegment, "\""), (.stringEnd, "'")]),
        ])
        let unterminated = Lexer.tokenize(Array("\"abc\n".utf8)).first { $0.kind == .stringEnd }
        XCTAssertEqual(unterminated?.isUnterminated, true)
        let raw = Lexer.tokenize(Array(##"#"a"#"##.utf8)).first { $0.kind == .stringBegin }
        XCTAssertEqual(raw.map { $0.aux & LiteralFlags.raw != 0 }, true)
    }

    func testInterpolation() {
        LexerTestSupport.check([
            LexCase(#""a\(b)c""#, [(.stringBegin, "\""), (.stringSegment, "a"), (.interpolationBegin, #"\("#),
                                   (.identifier, "b"), (.interpolationEnd, ")"), (.stringSegment, "c"),
                                   (.stringEnd, "\"")]),
            // A string in an interpolation in a string in an interpolation: the innermost is
            // `")"`, and the outermost string never closes.
            LexCase(#""\("\(")")""#, [(.stringBegin, "\""), (.interpolationBegin, #"\("#),
                                      (.stringBegin, "\""), (.interpolationBegin, #"\("#),
                                      (.stringBegin, "\""), (.stringSegment, ")"), (.stringEnd, "\""),
                                      (.interpolationEnd, ")"), (.stringEnd, "\""), (.stringEnd, "")]),
            LexCase(#""a\("b\("c")d")e""#, [(.stringBegin, "\""), (.stringSegment, "a"), (.interpolationBegin, #"\("#),
                                            (.stringBegin, "\""), (.stringSegment, "b"), (.interpolationBegin, #"\("#),
                                            (.stringBegin, "\""), (.stringSegment, "c"), (.stringEnd, "\""),
                                            (.interpolationEnd, ")"), (.stringSegment, "d"), (.stringEnd, "\""),
                                            (.interpolationEnd, ")"), (.stringSegment, "e"), (.stringEnd, "\"")]),
            LexCase(##"#"a\#(x)"#"##, [(.stringBegin, "#\""), (.stringSegment, "a"), (.interpolationBegin, "\\#("),
                                       (.identifier, "x"), (.interpolationEnd, ")"), (.stringEnd, "\"#")]),
            LexCase(##"#"a\(x)"#"##, [(.stringBegin, "#\""), (.stringSegment, #"a\(x)"#), (.stringEnd, "\"#")]),
            LexCase(#""\(items.map { "\($0)" }.joined())""#,
                    [(.stringBegin, "\""), (.interpolationBegin, #"\("#), (.identifier, "items"), (.period, "."),
                     (.identifier, "map"), (.leftBrace, "{"), (.stringBegin, "\""), (.interpolationBegin, #"\("#),
                     (.dollarIdentifier, "$0"), (.interpolationEnd, ")"), (.stringEnd, "\""), (.rightBrace, "}"),
                     (.period, "."), (.identifier, "joined"), (.leftParen, "("), (.rightParen, ")"),
                     (.interpolationEnd, ")"), (.stringEnd, "\"")]),
            LexCase(#""\((1, 2))""#, [(.stringBegin, "\""), (.interpolationBegin, #"\("#), (.leftParen, "("),
                                      (.integerLiteral, "1"), (.comma, ","), (.integerLiteral, "2"),
                                      (.rightParen, ")"), (.interpolationEnd, ")"), (.stringEnd, "\"")]),
            // A line break ends a single-line string, interpolation or not.
            LexCase("\"a\\(b\nc", [(.stringBegin, "\""), (.stringSegment, "a"), (.interpolationBegin, #"\("#),
                                  (.identifier, "b"), (.stringEnd, ""), (.identifier, "c")]),
            // A multi-line string's interpolation may span lines.
            LexCase("\"\"\"\n\\(a +\n b)\n\"\"\"", [(.stringBegin, "\"\"\""), (.stringSegment, "\n"),
                                                (.interpolationBegin, #"\("#), (.identifier, "a"), (.operator, "+"),
                                                (.identifier, "b"), (.interpolationEnd, ")"), (.stringSegment, "\n"),
                                                (.stringEnd, "\"\"\"")]),
        ])
    }

    func testInterpolationNestedToAnyDepth() {
        for depth in [1, 5, 50, 2_000] {
            let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
            var expected: [(TokenKind, String)] = []
            for _ in 0..<depth { expected += [(.stringBegin, "\""), (.interpolationBegin, #"\("#)] }
            expected.append((.identifier, "x"))
            for _ in 0..<depth { expected += [(.interpolationEnd, ")"), (.stringEnd, "\"")] }
            LexerTestSupport.check([LexCase(source, expected)])
        }
    }

    func testRegexAndDivision() {
        LexerTestSupport.check([
            LexCase("a / 2 / b", [(.identifier, "a"), (.operator, "/"), (.integerLiteral, "2"), (.operator, "/"),
                                  (.identifier, "b")]),
            LexCase("x = a/b/c", [(.identifier, "x"), (.equal, "="), (.identifier, "a"), (.operator, "/"),
                                  (.identifier, "b"), (.operator, "/"), (.identifier, "c")]),
            LexCase("let r = /ab+c/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/ab+c/")]),
            LexCase("f(/a/, /b\\/c/)", [(.identifier, "f"), (.leftParen, "("), (.regexLiteral, "/a/"), (.comma, ","),
                                        (.regexLiteral, #"/b\/c/"#), (.rightParen, ")")]),
            // An unapplied operator in an argument list, and an unbalanced `)`.
            LexCase("reduce(0, /)", [(.identifier, "reduce"), (.leftParen, "("), (.integerLiteral, "0"), (.comma, ","),
                                     (.operator, "/"), (.rightParen, ")")]),
            // A regex may start inside an operator.
            LexCase("x = !/a/", [(.identifier, "x"), (.equal, "="), (.operator, "!"), (.regexLiteral, "/a/")]),
            LexCase("#/a|b/#", [(.regexLiteral, "#/a|b/#")]),
            LexCase("##/a/#b/##", [(.regexLiteral, "##/a/#b/##")]),
            LexCase("x = #/\n  a+\n  b\n/#", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "#/\n  a+\n  b\n/#")]),
            // Unterminated: `#/` is always a regex (to the line break); `/` falls back to an operator.
            LexCase("x = #/abc\ny", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "#/abc"), (.identifier, "y")]),
            LexCase("x = /a\ny", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"),
                                  (.identifier, "y")]),
            // Not left-bound and right-bound: a regex even after an identifier, as in swiftc.
            LexCase("q = x /y/ z", [(.identifier, "q"), (.equal, "="), (.identifier, "x"), (.regexLiteral, "/y/"),
                                    (.identifier, "z")]),
            // Declaring an operator: never a regex.
            LexCase("func /(a: Int) {}", [(.keyword, "func"), (.operator, "/"), (.leftParen, "("), (.identifier, "a"),
                                          (.colon, ":"), (.identifier, "Int"), (.rightParen, ")"), (.leftBrace, "{"),
                                          (.rightBrace, "}")]),
            LexCase("prefix operator /^/", [(.identifier, "prefix"), (.keyword, "operator"), (.operator, "/^/")]),
            // After `try?`, a regex even when spaced like a division.
            LexCase("try? / x/.wholeMatch(in: s)", [(.keyword, "try"), (.postfixQuestion, "?"), (.regexLiteral, "/ x/"),
                                                    (.period, "."), (.identifier, "wholeMatch"), (.leftParen, "("),
                                                    (.keyword, "in"), (.colon, ":"), (.identifier, "s"),
                                                    (.rightParen, ")")]),
            // A comment right after the closing slash wins over the regex.
            LexCase("x = a //b/ c", [(.identifier, "x"), (.equal, "="), (.identifier, "a"), (.lineComment, "//b/ c")]),
            LexCase("return /[a-z]+/", [(.keyword, "return"), (.regexLiteral, "/[a-z]+/")]),
            LexCase("(a) / 2 / (b)", [(.leftParen, "("), (.identifier, "a"), (.rightParen, ")"), (.operator, "/"),
                                      (.integerLiteral, "2"), (.operator, "/"), (.leftParen, "("), (.identifier, "b"),
                                      (.rightParen, ")")]),
        ])
    }

    func testComments() {
        LexerTestSupport.check([
            LexCase("// line\nx", [(.lineComment, "// line"), (.identifier, "x")]),
            LexCase("/// doc\n//// four", [(.docLineComment, "/// doc"), (.lineComment, "//// four")]),
            LexCase("/* a /* b */ c */ x", [(.blockComment, "/* a /* b */ c */"), (.identifier, "x")]),
            LexCase("/** doc */ /**/ /*** x */", [(.docBlockComment, "/** doc */"), (.blockComment, "/**/"),
                                                 (.blockComment, "/*** x */")]),
            LexCase("/* /* */\nx", [(.blockComment, "/* /* */\nx")]),
            LexCase("a+/*c*/b", [(.identifier, "a"), (.operator, "+"), (.blockComment, "/*c*/"), (.identifier, "b")]),
            LexCase("#!/usr/bin/swift\nprint(1)", [(.shebang, "#!/usr/bin/swift"), (.identifier, "print"),
                                                   (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")")]),
            // Only the first line can be a shebang.
            LexCase("x\n#!y", [(.identifier, "x"), (.pound, "#"), (.exclamation, "!"), (.identifier, "y")]),
        ])
        let unterminated = Lexer.tokenize(Array("/* /* */".utf8)).first
        XCTAssertEqual(unterminated?.kind, .blockComment)
        XCTAssertEqual(unterminated?.isUnterminated, true)
    }

    func testOperatorsAndPunctuation() {
        LexerTestSupport.check([
            LexCase("if a < b, c > d {}", [(.keyword, "if"), (.identifier, "a"), (.operator, "<"), (.identifier, "b"),
                                           (.comma, ","), (.identifier, "c"), (.operator, ">"), (.identifier, "d"),
                                           (.leftBrace, "{"), (.rightBrace, "}")]),
            // The lexer keeps `>>`; the parser splits it in a generic argument list.
            LexCase("Array<Array<Int>>", [(.identifier, "Array"), (.operator, "<"), (.identifier, "Array"),
                                          (.operator, "<"), (.identifier, "Int"), (.operator, ">>")]),
            LexCase("a?.b!.c", [(.identifier, "a"), (.postfixQuestion, "?"), (.period, "."), (.identifier, "b"),
                                (.exclamation, "!"), (.period, "."), (.identifier, "c")]),
            // A left-bound `!` is one character: `a!=b` is `a! = b`.
            LexCase("a!=b a != b", [(.identifier, "a"), (.exclamation, "!"), (.equal, "="), (.identifier, "b"),
                                    (.identifier, "a"), (.operator, "!="), (.identifier, "b")]),
            LexCase("x = c ? a : b", [(.identifier, "x"), (.equal, "="), (.identifier, "c"), (.operator, "?"),
                                      (.identifier, "a"), (.colon, ":"), (.identifier, "b")]),
            LexCase("a...b ..<c d...", [(.identifier, "a"), (.operator, "..."), (.identifier, "b"), (.operator, "..<"),
                                        (.identifier, "c"), (.identifier, "d"), (.operator, "...")]),
            LexCase("(x: Int) -> Int", [(.leftParen, "("), (.identifier, "x"), (.colon, ":"), (.identifier, "Int"),
                                        (.rightParen, ")"), (.arrow, "->"), (.identifier, "Int")]),
            LexCase("[a]; \\.b @ # `", [(.leftSquare, "["), (.identifier, "a"), (.rightSquare, "]"), (.semicolon, ";"),
                                        (.backslash, "\\"), (.period, "."), (.identifier, "b"), (.atSign, "@"),
                                        (.pound, "#"), (.backtick, "`")]),
            LexCase("a ?? b ?? c", [(.identifier, "a"), (.operator, "??"), (.identifier, "b"), (.operator, "??"),
                                    (.identifier, "c")]),
            // `*/` outside a comment.
            LexCase("a*/b", [(.identifier, "a"), (.unknown, "*/"), (.identifier, "b")]),
            LexCase("a ∘ b", [(.identifier, "a"), (.operator, "∘"), (.identifier, "b")]),
        ])
    }

    /// White space decides fixity: both sides bound or both free is infix.
    func testOperatorFixity() {
        let cases: [(String, String, OperatorFixity)] = [
            ("-x", "-", .prefix), ("x++ ", "++", .postfix), ("a + b", "+", .infix), ("a+b", "+", .infix),
            ("a +b", "+", .prefix), ("a+ b", "+", .postfix), ("a^.b", "^", .postfix), ("^.b", "^", .prefix),
            ("f(&x)", "&", .prefix), ("[-1]", "-", .prefix), ("a+/*c*/b", "+", .postfix), ("(a)-b", "-", .infix),
        ]
        for (source, text, fixity) in cases {
            let t = LexerTestSupport.token(text, in: source)
            XCTAssertEqual(t?.kind, .operator, source)
            XCTAssertEqual(t.flatMap { OperatorFixity(rawValue: $0.aux) }, fixity, source)
        }
    }

    func testPoundKeywordsAndAttributes() {
        LexerTestSupport.check([
            LexCase("#if DEBUG\n#elseif os(iOS)\n#else\n#endif",
                    [(.poundKeyword, "#if"), (.identifier, "DEBUG"), (.poundKeyword, "#elseif"), (.identifier, "os"),
                     (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"), (.poundKeyword, "#else"),
                     (.poundKeyword, "#endif")]),
            // A platform version is split at its dots, as the Swift parser does.
            LexCase("if #available(iOS 13.0, *) {}",
                    [(.keyword, "if"), (.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"),
                     (.integerLiteral, "13"), (.period, "."), (.integerLiteral, "0"), (.comma, ","), (.operator, "*"),
                     (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}")]),
            LexCase("@available(iOS 13.0, macOS 10.15.1, *) let x = 1.5",
                    [(.attribute, "@available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "13"),
                     (.period, "."), (.integerLiteral, "0"), (.comma, ","), (.identifier, "macOS"),
                     (.integerLiteral, "10"), (.period, "."), (.integerLiteral, "15"), (.period, "."),
                     (.integerLiteral, "1"), (.comma, ","), (.operator, "*"), (.rightParen, ")"), (.keyword, "let"),
                     (.identifier, "x"), (.equal, "="), (.floatLiteral, "1.5")]),
            // An argument list left open does not split numbers beyond the next declaration.
            LexCase("@available(iOS 13.0,\nfunc f() { 1.5 }",
                    [(.attribute, "@available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "13"),
                     (.period, "."), (.integerLiteral, "0"), (.comma, ","), (.keyword, "func"), (.identifier, "f"),
                     (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.floatLiteral, "1.5"),
                     (.rightBrace, "}")]),
            LexCase("#selector(foo(_:))", [(.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "foo"),
                                           (.leftParen, "("), (.keyword, "_"), (.colon, ":"), (.rightParen, ")"),
                                           (.rightParen, ")")]),
            LexCase("@objc @IBAction func t()", [(.attribute, "@objc"), (.attribute, "@IBAction"), (.keyword, "func"),
                                                 (.identifier, "t"), (.leftParen, "("), (.rightParen, ")")]),
            LexCase("@ objc", [(.atSign, "@"), (.identifier, "objc")]),
            LexCase("#warning(\"x\")", [(.poundKeyword, "#warning"), (.leftParen, "("), (.stringBegin, "\""),
                                        (.stringSegment, "x"), (.stringEnd, "\""), (.rightParen, ")")]),
        ])
        let directive = LexerTestSupport.token("#elseif", in: "#if A\n#elseif B\n#endif")
        XCTAssertEqual(directive.map { $0.aux & PoundKeywordFlags.directive }, PoundKeywordFlags.directive)
        let selector = LexerTestSupport.token("#selector", in: "#selector(f)")
        XCTAssertEqual(selector?.aux, 0)
    }

    func testUnusualBytes() {
        LexerTestSupport.check([
            LexCase(bytes: [0x61, 0x20, 0xFF, 0xFE, 0x20, 0x62],
                    [(.identifier, "a"), (.invalidUTF8, "\u{FFFD}\u{FFFD}"), (.identifier, "b")]),
            LexCase(bytes: Array("\"x".utf8) + [0xC3, 0x28] + Array("\"".utf8),
                    [(.stringBegin, "\""), (.stringSegment, "x\u{FFFD}("), (.stringEnd, "\"")]),
            // A lone carriage return is a line break, inside strings too.
            LexCase("a\rb \"x\ry", [(.identifier, "a"), (.identifier, "b"), (.stringBegin, "\""),
                                    (.stringSegment, "x"), (.stringEnd, ""), (.identifier, "y")]),
            LexCase(bytes: [0xEF, 0xBB, 0xBF] + Array("let".utf8), [(.byteOrderMark, "\u{FEFF}"), (.keyword, "let")]),
            // U+FEFF continues an identifier; elsewhere it is a stray byte order mark.
            LexCase("a\u{FEFF}b \u{FEFF}c", [(.identifier, "a\u{FEFF}b"), (.byteOrderMark, "\u{FEFF}"), (.identifier, "c")]),
            // NUL is white space outside strings and content inside them.
            LexCase("a\0b \"x\0y\"", [(.identifier, "a"), (.identifier, "b"), (.stringBegin, "\""),
                                      (.stringSegment, "x\0y"), (.stringEnd, "\"")]),
            LexCase("a\u{A0}+\u{A0}b", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")]),
            LexCase("a\u{1}b\u{7F}", [(.identifier, "a"), (.unknown, "\u{1}"), (.identifier, "b"), (.unknown, "\u{7F}")]),
            // A whole conflict is skipped, both sides, as swiftc does.
            LexCase("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> topic\nd",
                    [(.identifier, "a"), (.conflictMarker, "<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> topic"),
                     (.identifier, "d")]),
            // Without its closing line it is no conflict.
            LexCase("<<<<<<< HEAD\nb", [(.operator, "<<<<<<<"), (.identifier, "HEAD"), (.identifier, "b")]),
            LexCase("x = “hi” + 1", [(.identifier, "x"), (.equal, "="), (.identifier, "“hi”"), (.operator, "+"),
                                     (.integerLiteral, "1")]),
            LexCase("f(<#name#>)", [(.identifier, "f"), (.leftParen, "("), (.identifier, "<#name#>"),
                                    (.rightParen, ")")]),
        ])
        let newline = Lexer.tokenize(Array("a\rb".utf8))[1]
        XCTAssertEqual(newline.kind, .newline)
        XCTAssertEqual(newline.range, 1..<2)
    }

    func testEmptyInput() {
        XCTAssertEqual(Lexer.tokenize([]), [])
    }

    func testDumpListsEachStringOnceWithoutItsParts() {
        let file = SourceFile(path: "t.swift", text: ##"let s = "#F00\(b)""##)
        var out = ""
        TokenDump.dump(file: file, tokens: Lexer.tokenize(file), into: &out)
        let lines = out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, #"{"file":"t.swift"}"#)
        XCTAssertTrue(lines.contains(#"{"kind":"stringLiteral","group":"string","offset":8,"length":10}"#), out)
        XCTAssertTrue(lines.contains(#"{"kind":"identifier","group":"word","offset":15,"length":1}"#), out)
        XCTAssertFalse(out.contains("stringSegment"), out)
        var withParts = ""
        TokenDump.dump(file: file, tokens: Lexer.tokenize(file), into: &withParts, stringParts: true)
        XCTAssertTrue(withParts.contains(#""kind":"stringSegment","group":"other","offset":9,"length":4"#), withParts)
    }
}
