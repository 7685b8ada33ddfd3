import Foundation
import XCTest
@testable import ModalLintKit

/// The YAML subset of `.modallint.yml`: a table of accepted documents with their trees and of
/// rejected ones with their `line:column` and message, then properties over every accepted
/// row (positions point at their node, re-rendering round-trips), JSON produced by
/// Foundation, nesting limits, and random, truncated and mutated inputs.
final class YAMLTests: XCTestCase {
    // MARK: Table

    /// Accepted rows: the tree in `YAMLDump` notation. `positioned` rows include positions.
    static let accepted: [YAMLCase] = [
        // Block maps and lists.
        .ok("a: 1\nb: two words\n", "{a: 1, b: two words}"),
        .ok("list:\n  - x\n  - y\n", "{list: [x, y]}"),
        .ok("list:\n- x\n- y\nnext: 1\n", "{list: [x, y], next: 1}"),
        .ok("- a\n- - b\n  - c\n- d: 1\n  e: 2\n", "[a, [b, c], {d: 1, e: 2}]"),
        .ok("a:\n  b:\n    c: deep\n  d: 1\n", "{a: {b: {c: deep}, d: 1}}"),
        .ok("a:\nb: ~\nc: null\n", "{a: <empty>, b: ~, c: null}"),
        .ok("-\n- x\n-   # comment\n", "[<empty>, x, <empty>]"),
        .ok("key with spaces: v\n", "{key with spaces: v}"),
        .ok("url: http://x.y/z?a=b#frag\n", "{url: http://x.y/z?a=b#frag}"),
        .ok("a: x # comment\n# full line\nb: 'y' # c\n", "{a: x, b: \"y\"}"),
        .ok("a: x#not a comment\n", "{a: x#not a comment}"),
        .ok("\"a b\": 1\n'c''d': 2\n\"\": 3\n", "{a b: 1, c'd: 2, \"\": 3}"),
        .ok("a   : 1\n", "{a: 1}"),
        .ok("- a: 1\n  b:\n  - x\n", "[{a: 1, b: [x]}]"),
        .ok("  a: 1\n  b: 2\n", "{a: 1, b: 2}"),
        .ok("a:\n  b:\nc: 1\n", "{a: {b: <empty>}, c: 1}"),
        .ok("true: false\n12: 1.5\n", "{true: false, 12: 1.5}"),
        .ok("a: true\nb: \"true\"\nc: 'true'\n", "{a: true, b: \"true\", c: \"true\"}"),
        .ok("a: 'x'\n    # indented comment\nb: 2\n", "{a: \"x\", b: 2}"),
        .ok("a:    \n  - x\n", "{a: [x]}"),
        .ok("key:\t value\n", "{key: value}"),
        .ok("a: -1\nb: -x\nc: ?y\nd: :z\ne: a!b&c*d\n", "{a: -1, b: -x, c: ?y, d: :z, e: a!b&c*d}"),
        .ok("a: x\n\n\nb: y\n", "{a: x, b: y}"),
        .ok("a: b\n\t\nc: d\n", "{a: b, c: d}"),
        .ok("- a:\n  - x\n  b: 1\n", "[{a: [x], b: 1}]"),
        .ok("a:\n  - b:\n      - c\n", "{a: [{b: [c]}]}"),
        // Plain scalars over several lines.
        .ok("a: one\n  two\n\n  three\n", "{a: one two\\nthree}"),
        .ok("- a\n  b\n- c\n", "[a b, c]"),
        .ok("plain\ntext\n", "plain text"),
        .ok("a: x\n  - y\n", "{a: x - y}"),
        // Flow collections.
        .ok("[a, b, [c, d], {e: f}]\n", "[a, b, [c, d], {e: f}]"),
        .ok("{a: 1, b: [x, y], c: {d: e}}\n", "{a: 1, b: [x, y], c: {d: e}}"),
        .ok("e: []\nf: {}\n", "{e: [], f: {}}"),
        .ok("k: [a,\n  b,\n  c]\n", "{k: [a, b, c]}"),
        .ok("k: {\n  a: 1,  # comment\n  b: 2,\n  }\n", "{k: {a: 1, b: 2}}"),
        .ok("[a b, c d]", "[a b, c d]"),
        .ok("[a, b, ]", "[a, b]"),
        .ok("{a: , b: }", "{a: <empty>, b: <empty>}"),
        .ok("[a:b, http://x]", "[a:b, http://x]"),
        .ok("{url: http://x}", "{url: http://x}"),
        .ok("[a\n  b, c]", "[a b, c]"),
        .ok("[\"a\",'b']", "[\"a\", \"b\"]"),
        .ok("[a, [b, [c, [d]]]]", "[a, [b, [c, [d]]]]"),
        .ok("{a: [1, {b: [2, {c: 3}]}]}", "{a: [1, {b: [2, {c: 3}]}]}"),
        // JSON is valid.
        .ok("{\"a\": [1, 2.5, true, null], \"b\": {\"c\": \"d\"}, \"e\": []}",
            "{a: [1, 2.5, true, null], b: {c: \"d\"}, e: []}"),
        .ok("{\"a\":1,\"b\":[\"x\",{\"c\":null}]}", "{a: 1, b: [\"x\", {c: null}]}"),
        .ok("{\n\t\"a\": [\n\t\t1\n\t],\n\t\"b\": \"x\"\n}\n", "{a: [1], b: \"x\"}"),
        .ok("[\"\\u00e9\\ud83d\\ude00\", \"\\/\\b\\f\\n\\r\\t\\\"\\\\\"]", "[\"é😀\", \"/\\u{8}\\u{C}\\n\\r\\t\\\"\\\\\"]"),
        // Quoted scalars.
        .ok("k: \"a\\tb\\n\\\\ \\\" \\/ \\0 \\r\"\n", "{k: \"a\\tb\\n\\\\ \\\" / \\u{0} \\r\"}"),
        .ok("k: \"\\u00e9 \\U0001F600 \\x41 \\uD83D\\uDE00\"\n", "{k: \"é 😀 A 😀\"}"),
        .ok("k: \"\\N\\_\\L\\P\\e\\a\\v\\ \\\t\"\n", "{k: \"\\u{85}\\u{A0}\\u{2028}\\u{2029}\\u{1B}\\u{7}\\u{B} \\t\"}"),
        .ok("k: 'it''s'\n", "{k: \"it's\"}"),
        .ok("k: 'a\\nb'\n", "{k: \"a\\\\nb\"}"),
        .ok("k: \"a\n  b\n\n  c\"\n", "{k: \"a b\\nc\"}"),
        .ok("k: \"a\\\n  b\"\n", "{k: \"ab\"}"),
        .ok("k: 'a  \n  b'\n", "{k: \"a b\"}"),
        .ok("k: \"a \\t\n b\"\n", "{k: \"a \\t b\"}"),
        .ok("k: \"# not a comment\" # a comment\n", "{k: \"# not a comment\"}"),
        .ok("k: ''\n", "{k: \"\"}"),
        // JSON strings may hold DEL, C1 controls, U+FFFE and a BOM; so may quoted scalars.
        .ok("a: \"\u{7F}\u{80}\u{FFFE}\u{FEFF}\"\nb: '\u{9F}'\n", "{a: \"\\u{7F}\\u{80}\\u{FFFE}\\u{FEFF}\", b: \"\\u{9F}\"}"),
        .ok("a: \u{85}b\n", "{a: \\u{85}b}"),
        // Block scalars.
        .ok("s: |\n  l1\n  l2\n", "{s: \"l1\\nl2\\n\"}"),
        .ok("s: |-\n  l1\n\n", "{s: \"l1\"}"),
        .ok("s: |+\n  l1\n\n\nt: 1\n", "{s: \"l1\\n\\n\\n\", t: 1}"),
        .ok("s: >\n  a\n  b\n\n  c\n    d\n  e\n", "{s: \"a b\\nc\\n  d\\ne\\n\"}"),
        .ok("s: >-\n  a\n  b\n", "{s: \"a b\"}"),
        .ok("s: >+\n  a\n\n", "{s: \"a\\n\\n\"}"),
        .ok("s: |2\n   x\n  y\n", "{s: \" x\\ny\\n\"}"),
        .ok("a: |-2\n   x\nb: |2-\n   y\n", "{a: \" x\", b: \" y\"}"),
        .ok("- |\n  x\n- >\n  y\n", "[\"x\\n\", \"y\\n\"]"),
        .ok("s: |\n\n  x\n", "{s: \"\\nx\\n\"}"),
        .ok("s: | # comment\n  x\n", "{s: \"x\\n\"}"),
        .ok("s: |\n  # not a comment\n  x\n", "{s: \"# not a comment\\nx\\n\"}"),
        .ok("s: |\nt: 1\n", "{s: \"\", t: 1}"),
        .ok("s: |\n  x", "{s: \"x\"}"),
        .ok("s: |\n  \tx\n", "{s: \"\\tx\\n\"}"),
        .ok("--- |\n  text\n", "\"text\\n\""),
        .ok("s: >\n  a\n\n\n  b\n", "{s: \"a\\n\\nb\\n\"}"),
        // Documents, line breaks, BOM, encodings.
        .ok("", nil),
        .ok("# only a comment\n\n", nil),
        .ok("---\n", nil),
        .ok("--- # comment\n", nil),
        .ok("---\n...\n", nil),
        .ok("---\na: 1\n", "{a: 1}"),
        .ok("a: 1\n...\n# after the end\n", "{a: 1}"),
        .ok("--- [a, b]\n", "[a, b]"),
        .ok("--- text\n", "text"),
        .ok("a: 1\rb: 2", "{a: 1, b: 2}"),
        // Positions: 1-based lines, columns in UTF-8 bytes.
        .positioned("a: 1\nb:\n  - x\n  - {c: d}\n",
                    "{a@1:1: 1@1:4, b@2:1: [x@3:5, {c@4:6: d@4:9}@4:5]@3:3}@1:1"),
        .positioned("k: [a, {b: c}]\n", "{k@1:1: [a@1:5, {b@1:9: c@1:12}@1:8]@1:4}@1:1"),
        .positioned("a: 1\r\nb:\r\n  - x\r\n", "{a@1:1: 1@1:4, b@2:1: [x@3:5]@3:3}@1:1"),
        .positioned("\u{FEFF}a: 1\n", "{a@1:1: 1@1:4}@1:1"),
        .positioned("clé: valeur 😀\nk: 'é'\n", "{clé@1:1: valeur 😀@1:7, k@2:1: \"é\"@2:4}@1:1"),
        .positioned("a:\nb:\n  -\n", "{a@1:1: <empty>@1:3, b@2:1: [<empty>@3:4]@3:3}@1:1"),
        .positioned("s: |\n  x\nt: >-\n  y\n", "{s@1:1: \"x\\n\"@1:4, t@3:1: \"y\"@3:4}@1:1"),
        .positioned("- - a\n  - b\n-   c: d\n", "[[a@1:5, b@2:5]@1:3, {c@3:5: d@3:8}@3:5]@1:1"),
        .positioned("\n\n  [a,\n   b]\n", "[a@3:4, b@4:4]@3:3"),
    ]

    /// Rejected rows: the error's line, column and a fragment of its message.
    static let rejected: [YAMLCase] = [
        // Anchors, aliases, tags, directives, complex and merge keys.
        .bad("a: &x 1\n", 1, 4, "anchors"),
        .bad("a: *x\n", 1, 4, "aliases"),
        .bad("a: !!str 1\n", 1, 4, "tags"),
        .bad("- !t x\n", 1, 3, "tags"),
        .bad("&a k: v\n", 1, 1, "anchors"),
        .bad("[&a x]", 1, 2, "anchors"),
        .bad("{a: *b}", 1, 5, "aliases"),
        .bad("%YAML 1.2\n---\na: 1\n", 1, 1, "directives"),
        .bad("? a\n: b\n", 1, 1, "complex keys"),
        .bad("[a]: b\n", 1, 1, "cannot be a key"),
        .bad("{[a]: b}", 1, 2, "cannot be a key"),
        .bad("<<: {a: 1}\n", 1, 1, "merge keys"),
        .bad("{<<: x}", 1, 2, "merge keys"),
        // Several documents.
        .bad("a: 1\n---\nb: 2\n", 2, 1, "several documents"),
        .bad("a: 1\n...\nb: 2\n", 3, 1, "several documents"),
        .bad("---\na\n---\nb\n", 3, 1, "several documents"),
        .bad("---\n--- \n", 2, 1, "several documents"),
        .bad("a: 1\n--- # comment\n", 2, 1, "several documents"),
        // Tabs in indentation.
        .bad("a:\n\tb: 1\n", 2, 1, "tab character in indentation"),
        .bad("a:\n  \tb: 1\n", 2, 3, "tab character in indentation"),
        .bad("- a\n\t- b\n", 2, 1, "tab character in indentation"),
        .bad("-\ta: 1\n", 1, 2, "tab character in indentation"),
        .bad("a: {\n\tb: 1}\n", 2, 1, "inconsistent indentation"),
        // Duplicate keys.
        .bad("a: 1\na: 2\n", 2, 1, "duplicate key 'a' (first at 1:1)"),
        .bad("{a: 1, a: 2}", 1, 8, "duplicate key 'a'"),
        .bad("a: 1\n\"a\": 2\n", 2, 1, "duplicate key 'a'"),
        .bad("- k: 1\n  k: 2\n", 2, 3, "duplicate key 'k' (first at 1:3)"),
        // Inconsistent indentation.
        .bad("a:\n    b: 1\n  c: 2\n", 3, 3, "inconsistent indentation"),
        .bad("a: \"x\"\n  b: 2\n", 2, 3, "inconsistent indentation"),
        .bad("a: 1\n  b: 2\n", 2, 4, "check the indentation"),
        .bad("a:\n  - x\n  b: 1\n", 3, 3, "expected a list item"),
        .bad("a: 1\n- b\n", 2, 1, "found a list item"),
        .bad("  a: 1\nb: 2\n", 2, 1, "inconsistent indentation"),
        .bad("a:\n  - b\n - c\n", 3, 2, "inconsistent indentation"),
        .bad("- a\n-b\n", 2, 1, "expected a list item"),
        .bad("a: >\n  x\n y\n", 3, 2, "inconsistent indentation"),
        .bad("a: [b,\nc]\n", 2, 1, "inconsistent indentation"),
        .bad("a: \"b\nc\"\n", 2, 1, "inconsistent indentation"),
        .bad("key: 'a'\n  'b'\n", 2, 3, "inconsistent indentation"),
        .bad("s: |\n    \n  x\n", 2, 1, "leading empty line"),
        // Unterminated strings and flow collections.
        .bad("a: \"abc\n", 1, 4, "unterminated double-quoted string"),
        .bad("a: 'abc", 1, 4, "unterminated single-quoted string"),
        .bad("a: \"\\\n", 1, 4, "unterminated double-quoted string"),
        .bad("a: [x, y\n", 1, 4, "unterminated flow list"),
        .bad("{a: 1", 1, 1, "unterminated flow map"),
        .bad("{a: ", 1, 1, "unterminated flow map"),
        .bad("[a b", 1, 1, "unterminated flow list"),
        .bad("a: \"x\n---\ny\"\n", 2, 1, "document marker"),
        .bad("[a\n---\n]", 2, 1, "document marker"),
        // Keys with no ':'.
        .bad("a: 1\nb\n", 2, 1, "missing ':' after the key 'b'"),
        .bad("a: 1\nb c\nd: 2\n", 2, 1, "missing ':' after the key 'b c'"),
        .bad("{a}", 1, 2, "missing ':' after the key 'a'"),
        .bad("{a: 1, b}", 1, 8, "missing ':'"),
        .bad("{a:1}", 1, 2, "missing ':' after the key 'a:1'"),
        .bad("{a\n: b}", 2, 1, "':' must be on the same line as its key"),
        .bad(": x\n", 1, 1, "missing key before ':'"),
        .bad("\"a\nb\": 1\n", 1, 1, "a key must fit on one line"),
        // Trailing content.
        .bad("[a] b\n", 1, 5, "unexpected text after the flow collection"),
        .bad("a: [x] y\n", 1, 8, "unexpected text after the flow collection"),
        .bad("a: \"x\" y\n", 1, 8, "unexpected text after the quoted string"),
        .bad("{a: 1}}\n", 1, 7, "unexpected text after the flow collection"),
        .bad("[a]\n[b]\n", 2, 1, "unexpected content after the document's root value"),
        .bad("\"a\"\nb\n", 2, 1, "unexpected content after the document's root value"),
        .bad("a: [x]#c\n", 1, 7, "a comment needs white space before '#'"),
        .bad("'a'#c", 1, 4, "a comment needs white space before '#'"),
        // Escapes.
        .bad("a: \"x\\qy\"\n", 1, 6, "invalid escape '\\q'"),
        .bad("a: \"\\é\"\n", 1, 5, "invalid escape '\\é'"),
        .bad("a: \"\\u12G4\"", 1, 5, "'\\u' needs 4 hexadecimal digits"),
        .bad("a: \"\\x4\"", 1, 5, "'\\x' needs 2 hexadecimal digits"),
        .bad("a: \"\\uD83D\"", 1, 5, "unpaired UTF-16 surrogate"),
        .bad("a: \"\\uD83Dx\\uDE00\"", 1, 5, "unpaired UTF-16 surrogate"),
        .bad("a: \"\\uDE00\"", 1, 5, "unpaired UTF-16 surrogate"),
        .bad("a: \"\\U00110000\"", 1, 5, "not a Unicode scalar value"),
        // Other constructs outside the subset.
        .bad("a: b: c\n", 1, 4, "a nested map cannot start on the same line"),
        .bad("a: \"b\": c\n", 1, 4, "a nested map cannot start on the same line"),
        .bad("a: - b\n", 1, 4, "a block list cannot start on the same line"),
        .bad("[a, b: c]", 1, 6, "pairs inside a flow list"),
        .bad("[a,, b]", 1, 4, "empty entry in a flow list"),
        .bad("[,]", 1, 2, "empty entry in a flow list"),
        .bad("{a: 1, b: 2,, }", 1, 13, "empty entry in a flow map"),
        .bad("[a, \"b\" \"c\"]", 1, 9, "expected ',' or ']'"),
        .bad("a: [x, {y: z]\n", 1, 13, "expected ',' or '}'"),
        .bad("a: |x\n", 1, 5, "unexpected text after the block scalar header"),
        .bad("a: |0\n", 1, 5, "indentation indicator"),
        .bad("a: [- x]", 1, 5, "block list item ('- ') cannot appear inside a flow collection"),
        .bad("a: [|]", 1, 5, "block scalars"),
        .bad("a: `x`", 1, 4, "reserved"),
        .bad("a: @x", 1, 4, "reserved"),
        .bad("a: %x", 1, 4, "'%' cannot start a plain scalar"),
        .bad("a: ]", 1, 4, "']' cannot start a plain scalar"),
        .bad("a: b\u{7}c", 1, 5, "control character U+0007"),
        .bad("a: 1\nb: \u{1}", 2, 4, "control character U+0001"),
        .bad("a: \u{80}", 1, 4, "control character U+0080"),
        .bad("a: 1\nb: \u{FFFE}", 2, 4, "non-character U+FFFE is not allowed outside quotes"),
        .bad("# comment \u{7F}\n", 1, 11, "control character U+007F is not allowed outside quotes"),
        .bad("a: |\n  \u{9F}\n", 2, 3, "control character U+009F is not allowed outside quotes"),
        .bad("a: b\u{FEFF}", 1, 5, "byte order mark U+FEFF"),
        .bad("\"a\u{7F}\": b\u{7F}", 1, 8, "U+007F"),
    ]

    func testAcceptedDocuments() {
        XCTAssertGreaterThanOrEqual(Self.accepted.count + Self.rejected.count, 60)
        for c in Self.accepted { c.check() }
    }

    func testRejectedDocuments() {
        for c in Self.rejected { c.check() }
    }

    /// The harness itself fails on a wrong expectation, so every row can fail.
    func testHarnessDetectsWrongExpectations() {
        XCTAssertNotNil(YAMLCase.ok("a: 1", "{a: 2}").mismatch())
        XCTAssertNotNil(YAMLCase.ok("a: \"1\"", "{a: 1}").mismatch(), "quoted and plain differ")
        XCTAssertNotNil(YAMLCase.ok("a: 1", nil).mismatch())
        XCTAssertNotNil(YAMLCase.positioned("a: 1", "{a@1:1: 1@1:5}@1:1").mismatch())
        XCTAssertNotNil(YAMLCase.bad("a: 1\na: 2", 2, 2, "duplicate").mismatch())
        XCTAssertNotNil(YAMLCase.bad("a: 1\na: 2", 2, 1, "no such words").mismatch())
        XCTAssertNotNil(YAMLCase.bad("a: 1", 1, 1, "x").mismatch())
        XCTAssertNil(YAMLCase.bad("a: 1\na: 2", 2, 1, "duplicate").mismatch())
    }

    // MARK: API

    func testErrorDescriptionAndQuotedFlag() throws {
        guard case .failure(let e) = YAML.parse("a: 1\na: 2\n") else { return XCTFail("accepted") }
        XCTAssertEqual(e.description, "2:1: error: duplicate key 'a' (first at 1:1)")
        XCTAssertEqual(e.position, YAMLPosition(line: 2, column: 1))

        let doc = try XCTUnwrap(try YAML.parse("a: true\nb: \"true\"\nc:\nd: [x]\n").get())
        XCTAssertEqual(doc["a"]?.string, "true")
        XCTAssertEqual(doc["a"]?.isQuoted, false)
        XCTAssertEqual(doc["b"]?.isQuoted, true)
        XCTAssertEqual(doc["c"]?.isEmptyValue, true)
        XCTAssertEqual(doc["b"]?.isEmptyValue, false)
        XCTAssertEqual(doc["d"]?.list?.count, 1)
        XCTAssertEqual(doc["d"]?.kindDescription, "a list")
        XCTAssertNil(doc["e"])
        XCTAssertEqual(doc.entries?.map(\.key), ["a", "b", "c", "d"])
        XCTAssertEqual(doc["d"]?.position, YAMLPosition(line: 4, column: 4))
        XCTAssertNotEqual(try YAML.parse("a: 1").get(), try YAML.parse("a:  1").get(), "positions take part in ==")
        XCTAssertEqual(try YAML.parse("a: 1").get(), try YAML.parse("a: 1 # c").get())
    }

    // MARK: Properties of every accepted row

    /// Every node's position points at its first character: the quote or `|`/`>` of a quoted
    /// or block scalar, the first byte of a plain one, `-` or `[` for a list, `{` or the first
    /// key for a map.
    func testPositionsPointAtTheirNodes() throws {
        for c in Self.accepted {
            guard let value = try YAML.parse(c.source).get() else { continue }
            let problems = YAMLInvariants.positionProblems(value, in: c.source)
            XCTAssert(problems.isEmpty, "\(c.source.debugDescription): \(problems)", line: c.line)
        }
    }

    /// Rendering a tree back as flow YAML (JSON-like) and as block YAML with double-quoted
    /// scalars parses to the same tree.
    func testRenderedTreesParseBack() throws {
        for c in Self.accepted {
            guard let value = try YAML.parse(c.source).get() else { continue }
            let expected = YAMLDump.shape(value)
            for (style, text) in [("flow", YAMLRender.flow(value)), ("block", YAMLRender.block(value))] {
                switch YAML.parse(text) {
                case .success(let again?):
                    XCTAssertEqual(YAMLDump.shape(again), expected, "\(style) of \(c.source.debugDescription):\n\(text)", line: c.line)
                case .success(nil):
                    XCTFail("\(style) of \(c.source.debugDescription) parsed as empty:\n\(text)", line: c.line)
                case .failure(let e):
                    XCTFail("\(style) of \(c.source.debugDescription) rejected: \(e)\n\(text)", line: c.line)
                }
            }
        }
    }

    // MARK: JSON

    /// Random JSON written by Foundation (compact and pretty, with its escapes) parses to the
    /// value it was made from.
    func testJSONFromFoundation() throws {
        var rng = YAMLRandom(seed: 0x9E37_79B9)
        for i in 0..<300 {
            let (object, expected) = YAMLInvariants.randomJSON(&rng, depth: 0)
            var options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
            if i % 2 == 0 { options.insert(.prettyPrinted) }
            let data = try JSONSerialization.data(withJSONObject: object, options: options)
            let text = String(decoding: data, as: UTF8.self)
            switch YAML.parse(text) {
            case .success(let v?):
                XCTAssertEqual(YAMLDump.render(v, positions: false, sortKeys: true), expected, text)
            case .success(nil):
                XCTFail("empty: \(text)")
            case .failure(let e):
                XCTFail("\(e)\n\(text)")
            }
        }
    }

    // MARK: Nesting

    func testNestingDepthIsLimited() {
        func parse(_ s: String) -> Result<YAMLValue?, YAMLError> { YAML.parse(s) }
        let n = YAML.defaultMaxDepth
        XCTAssertNoThrow(try parse(String(repeating: "[", count: n) + String(repeating: "]", count: n)).get())
        assertError(parse(String(repeating: "[", count: n + 1) + String(repeating: "]", count: n + 1)),
                    1, n + 1, "nesting deeper than \(n) levels")
        assertError(parse(String(repeating: "{a: ", count: n + 1) + "x" + String(repeating: "}", count: n + 1)),
                    1, 4 * n + 1, "nesting deeper")
        // Far deeper than the limit: a clean error, no stack overflow.
        assertError(parse(String(repeating: "[", count: 100_000)), 1, n + 1, "nesting deeper")
        assertError(parse(String(repeating: "- ", count: 100_000)), 1, 2 * n + 1, "nesting deeper")

        var block = ""
        for i in 0...n { block += String(repeating: " ", count: i) + "k:\n" }
        assertError(parse(block), n + 1, n + 1, "nesting deeper")
        block = ""
        for i in 0..<n { block += String(repeating: " ", count: i) + "k:\n" }
        XCTAssertNoThrow(try parse(block).get())

        XCTAssertNoThrow(try YAML.parse("[[[]]]", maxDepth: 3).get())
        assertError(YAML.parse("[[[[]]]]", maxDepth: 3), 1, 4, "nesting deeper than 3 levels")
    }

    private func assertError(_ result: Result<YAMLValue?, YAMLError>, _ line: Int, _ column: Int, _ fragment: String,
                             file: StaticString = #filePath, lineNumber: UInt = #line) {
        switch result {
        case .success:
            XCTFail("accepted", file: file, line: lineNumber)
        case .failure(let e):
            XCTAssertEqual(e.position, YAMLPosition(line: line, column: column), e.message, file: file, line: lineNumber)
            XCTAssert(e.message.contains(fragment), e.message, file: file, line: lineNumber)
        }
    }

    // MARK: Robustness

    /// Every prefix of every accepted row (and of a larger document): no crash, and every
    /// reported position is inside the text and points at its node.
    func testTruncatedInputs() {
        var sources = Self.accepted.map(\.source) + Self.rejected.map(\.source)
        sources.append(YAMLInvariants.sampleConfiguration)
        var checked = 0
        for source in sources {
            let bytes = Array(source.utf8)
            for cut in 0...bytes.count {
                let text = String(decoding: bytes[0..<cut], as: UTF8.self)
                YAMLInvariants.checkWellBehaved(text)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 3000)
    }

    /// Random documents built from the subset's significant pieces, then random byte-level
    /// mutations of the accepted rows: no crash or hang, positions inside the text, the same
    /// answer twice.
    func testRandomInputs() {
        var rng = YAMLRandom(seed: 42)
        let pieces = ["a", "b", "key", "1", " ", " ", "  ", "\n", "\n", ":", ": ", "- ", "-", "[", "]", "{", "}",
                      ", ", ",", "#", " #c", "\"", "'", "\\", "\\u", "D83D", "|", ">", "|-", ">+", "2", "---", "...",
                      "\t", "é", "😀", "?", "&", "*", "!", "%", "@", "\\n", "x y", "\n  ", "\n    ", "\n- ",
                      "\n  - ", "\r\n", "\r", "\u{FEFF}", "<<", "''", "\\\n"]
        var accepted = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<rng.below(30) { text += pieces[rng.below(pieces.count)] }
            if YAMLInvariants.checkWellBehaved(text) { accepted += 1 }
        }
        let seeds = Self.accepted.map(\.source) + [YAMLInvariants.sampleConfiguration]
        let insertions: [[UInt8]] = [" ", "\n", ":", "-", "#", "\"", "'", "[", "]", "{", "}", ",", "\t", "x", "\\", "|"]
            .map { Array($0.utf8) }
        for _ in 0..<20_000 {
            var bytes = Array(seeds[rng.below(seeds.count)].utf8)
            for _ in 0...rng.below(3) {
                let i = rng.below(bytes.count + 1)
                if rng.below(2) == 0 && !bytes.isEmpty {
                    bytes.remove(at: min(i, bytes.count - 1))
                } else {
                    bytes.insert(contentsOf: insertions[rng.below(insertions.count)], at: i)
                }
            }
            if YAMLInvariants.checkWellBehaved(String(decoding: bytes, as: UTF8.self)) { accepted += 1 }
        }
        // Both accepted and rejected documents were exercised.
        XCTAssertGreaterThan(accepted, 2000)
        XCTAssertLessThan(accepted, 38_000)
    }

    /// A large document parses in linear time (a quadratic scan would take minutes here).
    func testLargeDocument() throws {
        var text = "items:\n"
        for i in 0..<40_000 {
            text += "  - name: item\(i)  # comment\n    tags: [a, \"b\", {c: d}]\n    text: |\n      line\n"
        }
        text += "flow: [" + (0..<40_000).map { "x\($0)" }.joined(separator: ", ") + "]\n"
        let doc = try XCTUnwrap(try YAML.parse(text).get())
        XCTAssertEqual(doc["items"]?.list?.count, 40_000)
        XCTAssertEqual(doc["items"]?.list?.last?["tags"]?.list?.count, 3)
        XCTAssertEqual(doc["flow"]?.list?.count, 40_000)
        XCTAssertEqual(doc["flow"]?.position, YAMLPosition(line: 160_002, column: 7))
    }
}

// MARK: - Rows

struct YAMLCase {
    enum Expectation {
        case tree(String?)
        case positioned(String)
        case error(line: Int, column: Int, fragment: String)
    }

    let source: String
    let expectation: Expectation
    let line: UInt

    static func ok(_ source: String, _ tree: String?, line: UInt = #line) -> YAMLCase {
        YAMLCase(source: source, expectation: .tree(tree), line: line)
    }

    static func positioned(_ source: String, _ tree: String, line: UInt = #line) -> YAMLCase {
        YAMLCase(source: source, expectation: .positioned(tree), line: line)
    }

    static func bad(_ source: String, _ errorLine: Int, _ column: Int, _ fragment: String, line: UInt = #line) -> YAMLCase {
        YAMLCase(source: source, expectation: .error(line: errorLine, column: column, fragment: fragment), line: line)
    }

    /// What is wrong with this row, or nil.
    func mismatch() -> String? {
        let result = YAML.parse(source)
        switch (expectation, result) {
        case (.tree(let expected), .success(let value)):
            let got = value.map { YAMLDump.render($0, positions: false) }
            return got == expected ? nil : "got \(got ?? "nil"), expected \(expected ?? "nil")"
        case (.positioned(let expected), .success(let value)):
            let got = value.map { YAMLDump.render($0, positions: true) }
            return got == expected ? nil : "got \(got ?? "nil"), expected \(expected)"
        case (.error(let l, let c, let fragment), .failure(let e)):
            if (e.line, e.column) != (l, c) || !e.message.contains(fragment) {
                return "got \(e), expected \(l):\(c) with '\(fragment)'"
            }
            return e.description == "\(l):\(c): error: \(e.message)" ? nil : "description \(e.description)"
        case (_, .failure(let e)):
            return "rejected: \(e)"
        case (.error, .success(let value)):
            return "accepted as \(value.map { YAMLDump.render($0, positions: true) } ?? "nil")"
        }
    }

    func check() {
        if let problem = mismatch() {
            XCTFail("\(source.debugDescription): \(problem)", line: line)
        }
    }
}

// MARK: - Notation

/// A compact notation for trees: plain scalars bare, quoted ones in double quotes, the empty
/// value `<empty>`, `[a, b]`, `{k: v}`; with positions, `@line:column` after each node and key.
enum YAMLDump {
    /// `sortKeys`: map entries by key (UTF-16 order), for JSON written by a dictionary.
    static func render(_ v: YAMLValue, positions: Bool, sortKeys: Bool = false) -> String {
        func at(_ p: YAMLPosition) -> String { positions ? "@\(p)" : "" }
        switch v {
        case .string(let s, let p, let quoted):
            if quoted { return "\"" + escape(s, quote: true) + "\"" + at(p) }
            return (s.isEmpty ? "<empty>" : escape(s, quote: false)) + at(p)
        case .list(let items, let p):
            return "[" + items.map { render($0, positions: positions, sortKeys: sortKeys) }.joined(separator: ", ") + "]" + at(p)
        case .map(var entries, let p):
            if sortKeys { entries.sort { Array($0.key.utf16).lexicographicallyPrecedes(Array($1.key.utf16)) } }
            let body = entries.map { e in
                (e.key.isEmpty ? "\"\"" : escape(e.key, quote: false)) + at(e.keyPosition) + ": "
                    + render(e.value, positions: positions, sortKeys: sortKeys)
            }
            return "{" + body.joined(separator: ", ") + "}" + at(p)
        }
    }

    /// The tree without positions or quoting: what a re-rendering must preserve.
    static func shape(_ v: YAMLValue) -> String {
        switch v {
        case .string(let s, _, _): return "\"" + escape(s, quote: true) + "\""
        case .list(let items, _): return "[" + items.map(shape).joined(separator: ", ") + "]"
        case .map(let entries, _):
            return "{" + entries.map { "\"" + escape($0.key, quote: true) + "\": " + shape($0.value) }.joined(separator: ", ") + "}"
        }
    }

    static func escape(_ s: String, quote: Bool) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"" where quote: out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || (0x7F...0xA0).contains(u.value) || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(u.value) {
                    out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}

/// Renders a tree back into YAML with every scalar double-quoted.
enum YAMLRender {
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0xFEFF || u.value == 0xFFFE || u.value == 0xFFFF {
                    let hex = String(u.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    static func flow(_ v: YAMLValue) -> String {
        switch v {
        case .string(let s, _, _): return quoted(s)
        case .list(let items, _): return "[" + items.map(flow).joined(separator: ",\n ") + "]"
        case .map(let entries, _): return "{" + entries.map { quoted($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    static func block(_ v: YAMLValue, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        switch v {
        case .string(let s, _, _): return pad + quoted(s) + "\n"
        case .list(let items, _) where items.isEmpty: return pad + "[]\n"
        case .map(let entries, _) where entries.isEmpty: return pad + "{}\n"
        case .list(let items, _):
            return items.map { item in
                switch item {
                case .string(let s, _, _): return pad + "- " + quoted(s) + "\n"
                default: return pad + "-\n" + block(item, indent: indent + 2)
                }
            }.joined()
        case .map(let entries, _):
            return entries.map { e in
                switch e.value {
                case .string(let s, _, _): return pad + quoted(e.key) + ": " + quoted(s) + "\n"
                case .list(let items, _) where !items.isEmpty:
                    return pad + quoted(e.key) + ":\n" + block(e.value, indent: indent)  // list at its key's indentation
                default: return pad + quoted(e.key) + ":\n" + block(e.value, indent: indent + 4)
                }
            }.joined()
        }
    }
}

// MARK: - Invariants and generators

enum YAMLInvariants {
    static let sampleConfiguration = """
    # ModalLint configuration
    included:
      - Sources
      - "App/**/*.swift"
    excluded: [Pods, 'Generated/**']
    disabled_rules:
    - implicit_presentation_style
    severity: {blocked_swipe_without_feedback: error}
    rules:
      idiom_presentation_style:
        helpers: [isPad, "UIDevice.isPhone"]
        note: >
          Folded text
          over lines.
      notes: |+
        kept


    strict: true
    reporter: "xcode"
    ...
    """

    /// The text's lines as UTF-8 byte counts, with the BOM dropped and CRLF/CR/LF breaks.
    static func lineLengths(_ text: String) -> [Int] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lengths: [Int] = []
        var current = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D || bytes[i] == 0x0A {
                lengths.append(current)
                current = 0
                i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
            } else {
                current += 1
                i += 1
            }
        }
        lengths.append(current)
        return lengths
    }

    static func inside(_ p: YAMLPosition, _ lengths: [Int]) -> Bool {
        p.line >= 1 && p.line <= lengths.count && p.column >= 1 && p.column <= lengths[p.line - 1] + 1
    }

    /// Parses twice; checks the answers agree and every position is inside the text (and for an
    /// accepted document, points at its node). Returns whether the text was accepted.
    @discardableResult
    static func checkWellBehaved(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let first = YAML.parse(text)
        let second = YAML.parse(text)
        switch (first, second) {
        case (.success(let a), .success(let b)):
            XCTAssertEqual(a, b, text.debugDescription, file: file, line: line)
        case (.failure(let a), .failure(let b)):
            XCTAssertEqual(a, b, text.debugDescription, file: file, line: line)
        default:
            XCTFail("different answers for \(text.debugDescription)", file: file, line: line)
        }
        switch first {
        case .failure(let e):
            XCTAssert(inside(e.position, lineLengths(text)), "\(e) outside \(text.debugDescription)", file: file, line: line)
            XCTAssertFalse(e.message.isEmpty, file: file, line: line)
            return false
        case .success(let v?):
            let problems = positionProblems(v, in: text)
            XCTAssert(problems.isEmpty, "\(text.debugDescription): \(problems)", file: file, line: line)
            return true
        case .success(nil):
            return true
        }
    }

    /// Nodes whose position is outside the text or not at their first character.
    static func positionProblems(_ root: YAMLValue, in text: String) -> [String] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 2; starts.append(i); continue }
            if bytes[i] == 0x0D || bytes[i] == 0x0A { starts.append(i + 1) }
            i += 1
        }
        func byte(_ p: YAMLPosition) -> UInt8? {
            guard p.line >= 1 && p.line <= starts.count && p.column >= 1 else { return nil }
            let offset = starts[p.line - 1] + p.column - 1
            let end = p.line < starts.count ? starts[p.line] : bytes.count + 1
            guard offset < end else { return nil }
            return offset < bytes.count ? bytes[offset] : 0
        }
        let lengths = lineLengths(text)
        var problems: [String] = []
        func visit(_ v: YAMLValue) {
            guard inside(v.position, lengths), let b = byte(v.position) else {
                problems.append("\(v.position) outside the text")
                return
            }
            switch v {
            case .string(let s, _, let quoted):
                if quoted {
                    if !"\"'|>".utf8.contains(b) { problems.append("quoted scalar at \(v.position) starts with \(b)") }
                } else if let first = s.utf8.first, first != b {
                    problems.append("plain '\(s)' at \(v.position) starts with \(b)")
                }
            case .list(let items, _):
                if b != UInt8(ascii: "-") && b != UInt8(ascii: "[") { problems.append("list at \(v.position) starts with \(b)") }
                items.forEach(visit)
            case .map(let entries, let p):
                if b != UInt8(ascii: "{") && p != entries.first?.keyPosition {
                    problems.append("map at \(p) starts neither at '{' nor at its first key")
                }
                for e in entries {
                    guard inside(e.keyPosition, lengths), let k = byte(e.keyPosition) else {
                        problems.append("key \(e.keyPosition) outside the text")
                        continue
                    }
                    if k != UInt8(ascii: "\"") && k != UInt8(ascii: "'") && e.key.utf8.first != k {
                        problems.append("key '\(e.key)' at \(e.keyPosition) starts with \(k)")
                    }
                    if e.value.position < e.keyPosition { problems.append("value before key at \(e.keyPosition)") }
                    visit(e.value)
                }
            }
        }
        visit(root)
        return problems
    }

    /// A random JSON value for `JSONSerialization`, and its expected rendering: numbers,
    /// booleans and null plain, strings quoted.
    static func randomJSON(_ rng: inout YAMLRandom, depth: Int) -> (Any, String) {
        let kind = depth >= 4 ? rng.below(4) : rng.below(6)
        switch kind {
        case 0:
            let n = rng.below(2_000_001) - 1_000_000
            return (n, "\(n)")
        case 1:
            let b = rng.below(2) == 0
            return (b, b ? "true" : "false")
        case 2:
            return (NSNull(), "null")
        case 3:
            let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{1}", "\u{1F}",
                                              "#", ":", "-", "[", "{", "'", "é", "😀", "\u{2028}", "\u{FEFF}", "\u{85}",
                                              "\u{7F}", "\u{80}", "\u{9F}", "\u{FFFF}"]
            var s = String.UnicodeScalarView()
            for _ in 0..<rng.below(8) { s.append(alphabet[rng.below(alphabet.count)]) }
            let str = String(s)
            return (str, "\"" + YAMLDump.escape(str, quote: true) + "\"")
        case 4:
            var items: [Any] = []
            var rendered: [String] = []
            for _ in 0..<rng.below(4) {
                let (o, r) = randomJSON(&rng, depth: depth + 1)
                items.append(o)
                rendered.append(r)
            }
            return (items, "[" + rendered.joined(separator: ", ") + "]")
        default:
            var dict: [String: Any] = [:]
            var rendered: [String: String] = [:]
            for _ in 0..<rng.below(4) {
                let key = ["a", "b c", "é", "k\"q", "x:y", "#", "-", "true", "1"][rng.below(9)]
                let (o, r) = randomJSON(&rng, depth: depth + 1)
                dict[key] = o
                rendered[key] = r
            }
            let body = rendered.keys.sorted { Array($0.utf16).lexicographicallyPrecedes(Array($1.utf16)) }.map {
                YAMLDump.escape($0, quote: false) + ": " + rendered[$0]!
            }
            return (dict, "{" + body.joined(separator: ", ") + "}")
        }
    }
}

/// A small deterministic generator, so failures reproduce.
struct YAMLRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}
