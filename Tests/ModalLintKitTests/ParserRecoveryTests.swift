import Foundation
import XCTest
@testable import ModalLintKit

/// The parser tolerates anything: broken code still yields the declarations around the
/// break, and hostile input (deep nesting, huge lines) terminates quickly without overflowing
/// the stack.
final class ParserRecoveryTests: XCTestCase {
    private func parse(_ s: String) -> FileModel { ParserTestSupport.parse(s) }

    // MARK: Unbalanced braces

    func testMissingClosingBraceEndsAtTheNextMember() {
        let m = parse("""
            class A: UIViewController {
                func f() {
                    if flag {
                        present(vc, animated: true)
                    // the if's `}` is missing
                }
                func g() {}
            }
            class B: UIViewController {
                func h() {}
            }
            """)
        XCTAssertEqual(m.types.map { $0.qualifiedName }, ["A", "B"])
        XCTAssertEqual(m.functionNames(of: "A"), ["f()", "g()"])
        XCTAssertEqual(m.functionNames(of: "B"), ["h()"])
        XCTAssertNil(m.type("B")?.parent)
        XCTAssertEqual(m.firstCall("present").flatMap { m.functionName($0.context) }, "f()")
        XCTAssertEqual(m.firstCall("present").flatMap { m.typeName($0.context) }, "A")
    }

    func testMissingClosingBraceOfAMethod() {
        let m = parse("""
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()

                @objc private func close() {
                    dismiss(animated: true)
                }
            }
            struct B {}
            """)
        XCTAssertEqual(m.functionNames(of: "A"), ["viewDidLoad()", "close()"])
        XCTAssertEqual(m.firstCall("dismiss").flatMap { m.functionName($0.context) }, "close()")
        XCTAssertEqual(m.firstCall("viewDidLoad").flatMap { m.functionName($0.context) }, "viewDidLoad()")
        XCTAssertEqual(m.type("B")?.kind, .struct)
        XCTAssertNil(m.type("B")?.parent)
    }

    func testExtraClosingBrace() {
        let m = parse("""
            class A: UIViewController {
                func f() {
                    work()
                    }
                }
                func g() {}
            }
            class B: UIViewController {
                func h() { present(vc, animated: true) }
            }
            """)
        XCTAssertEqual(m.types.map { $0.qualifiedName }, ["A", "B"])
        XCTAssertEqual(m.functionNames(of: "A"), ["f()"])
        // `g` lands outside `A` (the braces say so) but is still found.
        XCTAssertNotNil(m.function("g()"))
        XCTAssertEqual(m.functionNames(of: "B"), ["h()"])
        XCTAssertEqual(m.type("B")?.inherited, ["UIViewController"])
        XCTAssertEqual(m.firstCall("present").flatMap { m.functionName($0.context) }, "h()")
    }

    func testUnclosedBraceAtEndOfFile() {
        let m = parse("class A: UIViewController {\n    func f() {\n        present(vc, animated: true)\n")
        XCTAssertEqual(m.functionNames(of: "A"), ["f()"])
        XCTAssertEqual(m.firstCall("present").flatMap { m.functionName($0.context) }, "f()")
    }

    func testStrayClosersOnly() {
        let m = parse("} ) ] }\nclass A {}\n)))\nfunc f() {}\n]]]")
        XCTAssertEqual(m.types.map { $0.name }, ["A"])
        XCTAssertNotNil(m.function("f()"))
    }

    // MARK: Half-typed code

    func testHalfTypedFunctionHeader() {
        let m = parse("""
            class A: UIViewController {
                func f(
                func g() { present(vc, animated: true) }
                override func viewDidLoad() {}
            }
            class B {}
            """)
        XCTAssertEqual(m.functionNames(of: "A"), ["f()", "g()", "viewDidLoad()"])
        XCTAssertEqual(m.firstCall("present").flatMap { m.functionName($0.context) }, "g()")
        XCTAssertEqual(m.type("B").map { $0.parent == nil }, true)
    }

    func testHalfTypedFunctionHeaderAtTopLevel() {
        let m = parse("func f(\nclass B: UIViewController {\n    func h() {}\n}\n")
        XCTAssertNotNil(m.function("f()"))
        XCTAssertEqual(m.functionNames(of: "B"), ["h()"])
        XCTAssertEqual(m.type("B")?.inherited, ["UIViewController"])
    }

    func testHalfTypedBinding() {
        let m = parse("""
            class A {
                let x =
                func f() {
                    let y =
                }
                func g() { let z = 1 }
            }
            """)
        XCTAssertEqual(m.functionNames(of: "A"), ["f()", "g()"])
        XCTAssertEqual(m.propertyNames(of: "A"), ["x"])
        XCTAssertEqual(m.bindings.map { $0.name }, ["y", "z"])
        XCTAssertEqual(m.bindings.last.flatMap { $0.initializer }.map(m.render), "1")
    }

    func testHalfTypedCall() {
        let m = parse("""
            class A: UIViewController {
                func f() {
                    vc.present(
                }
                func g() { other() }
            }
            class B {}
            """)
        let present = m.firstCall("present")!
        XCTAssertEqual(m.render(present.callee), "vc.present")
        XCTAssertEqual(m.functionName(present.context), "f()")
        XCTAssertEqual(m.functionNames(of: "A"), ["f()", "g()"])
        XCTAssertEqual(m.firstCall("other").flatMap { m.functionName($0.context) }, "g()")
        XCTAssertNil(m.type("B")?.parent)
    }

    func testHalfTypedCallBeforeMoreStatements() {
        let m = parse("""
            class A: UIViewController {
                func f() {
                    let vc = DetailViewController(
                    vc.modalPresentationStyle = .fullScreen
                    present(vc, animated: true)
                }
                func g() {}
            }
            """)
        XCTAssertEqual(m.functionNames(of: "A"), ["f()", "g()"])
        XCTAssertTrue(m.calls.allSatisfy { m.functionName($0.context) == "f()" })
    }

    // MARK: #if branches with unbalanced braces

    func testPoundIfBranchesOpeningTheSameType() {
        let m = parse("""
            #if os(iOS)
            class X: UIViewController {
            #else
            class X: NSViewController {
            #endif
                func f() { present(vc, animated: true) }
            }
            class Y {}
            """)
        XCTAssertEqual(m.types.map { $0.qualifiedName }, ["X", "X", "Y"])
        XCTAssertEqual(m.types.map { $0.inherited }, [["UIViewController"], ["NSViewController"], []])
        XCTAssertEqual(m.types.map { $0.parent }, [nil, nil, nil])
        XCTAssertEqual(m.functionNames(of: "X"), ["f()"])
        XCTAssertEqual(m.types[0].functions.map { m.functions[$0].fullName }, ["f()"])
        XCTAssertEqual(m.firstCall("present").flatMap { m.typeName($0.context) }, "X")
    }

    func testPoundIfBranchesOpeningTheSameFunction() {
        let m = parse("""
            class Z {
            #if DEBUG
                func f(debug: Bool) {
            #else
                func f() {
            #endif
                    work()
                }
                func g() {}
            }
            """)
        // Both spellings are methods of `Z`; the body after `#endif` belongs to the first. (The
        // second is met while reading the first's body, which is read after `Z`'s other
        // members: it is numbered after `g()`.)
        XCTAssertEqual(m.functionNames(of: "Z"), ["f(debug:)", "g()", "f()"])
        XCTAssertEqual(m.firstCall("work").flatMap { m.functionName($0.context) }, "f(debug:)")
        XCTAssertNil(m.function("f()")?.context.function)
    }

    func testPoundIfWithoutElseOpeningABlock() {
        let m = parse("""
            func f() {
                #if os(iOS)
                if #available(iOS 13, *) {
                #endif
                    present(vc, animated: true)
                #if os(iOS)
                }
                #endif
                after()
            }
            func g() {}
            """)
        XCTAssertEqual(m.firstCall("present").flatMap { $0.context.block }.map { m.blocks[$0].kind }, .then)
        XCTAssertEqual(m.firstCall("after").flatMap { $0.context.block }.map { m.blocks[$0].kind }, .functionBody)
        XCTAssertEqual(m.firstCall("after").flatMap { m.functionName($0.context) }, "f()")
        XCTAssertNil(m.function("g()")?.context.function)
    }

    func testPoundIfClosingInEachBranch() {
        let m = parse("""
            class A {
                func f() {
                    #if A
                    one() }
                    #else
                    two() }
                    #endif
                func g() {}
            }
            class B {}
            """)
        XCTAssertEqual(m.functionNames(of: "A"), ["f()", "g()"])
        XCTAssertEqual(m.firstCall("two").flatMap { m.functionName($0.context) }, "f()")
        XCTAssertNil(m.type("B")?.parent)
    }

    // MARK: Hostile input

    private func nested(_ open: String, _ close: String, _ count: Int, inner: String = "x") -> String {
        "let v = " + String(repeating: open, count: count) + inner + String(repeating: close, count: count) + "\nclass After {}\n"
    }

    func testHundredThousandNestedParentheses() {
        let m = ParserTestSupport.parseTimed(nested("(", ")", 100_000), seconds: 20)
        XCTAssertEqual(m.types.map { $0.name }, ["After"])
        XCTAssertFalse(m.skipped.isEmpty)
    }

    func testHundredThousandNestedBraces() {
        let m = ParserTestSupport.parseTimed(nested("{", "}", 100_000), seconds: 20)
        XCTAssertEqual(m.types.map { $0.name }, ["After"])
    }

    func testHundredThousandNestedSquareBrackets() {
        let m = ParserTestSupport.parseTimed(nested("[", "]", 100_000), seconds: 20)
        XCTAssertEqual(m.types.map { $0.name }, ["After"])
    }

    func testHundredThousandUnclosedOpeners() {
        for open in ["(", "{", "[", "f(", "{ [", "a?["] {
            let src = "class Before {}\nlet v = " + String(repeating: open, count: 100_000) + "\n"
            let m = ParserTestSupport.parseTimed(src, seconds: 20)
            XCTAssertEqual(m.types.first?.name, "Before", open)
        }
    }

    func testHundredThousandNestedClosuresInCalls() {
        let src = "func f() {\n" + String(repeating: "g({ ", count: 50_000) + String(repeating: "})", count: 50_000) + "\n}\nfunc after() {}\n"
        let m = ParserTestSupport.parseTimed(src, seconds: 20)
        XCTAssertNotNil(m.function("after()"))
        XCTAssertEqual(m.function("after()")?.context.function, nil)
    }

    func testLongElseIfChainAndNestedDirectives() {
        var src = "func f() {\n    if a {}"
        for i in 0..<100_000 { src += " else if c\(i) {}" }
        src += " else { last() }\n}\nfunc after() {}\n"
        let m = ParserTestSupport.parseTimed(src, seconds: 30)
        XCTAssertEqual(m.conditions.count, 100_001)
        XCTAssertEqual(m.firstCall("last").flatMap { m.functionName($0.context) }, "f()")
        XCTAssertNotNil(m.function("after()"))

        let directives = String(repeating: "#if A\n(\n", count: 50_000) + String(repeating: "#else\n{\n#endif\n", count: 50_000) + "class After {}\n"
        let m2 = ParserTestSupport.parseTimed(directives, seconds: 20)
        XCTAssertEqual(m2.types.last?.name, "After")
    }

    func testDeepGenericsAndPrefixOperators() {
        let generics = "let x: " + String(repeating: "Foo<", count: 100_000) + "Int" + String(repeating: ">", count: 100_000) + " = y\nclass After {}\n"
        XCTAssertEqual(ParserTestSupport.parseTimed(generics, seconds: 20).types.map { $0.name }, ["After"])
        let prefixes = "let x = " + String(repeating: "-(", count: 50_000) + "1" + String(repeating: ")", count: 50_000) + "\nclass After {}\n"
        XCTAssertEqual(ParserTestSupport.parseTimed(prefixes, seconds: 20).types.map { $0.name }, ["After"])
        let bangs = "let x = " + String(repeating: "!", count: 100_000) + "y\nclass After {}\n"
        XCTAssertEqual(ParserTestSupport.parseTimed(bangs, seconds: 20).types.map { $0.name }, ["After"])
    }

    func testFiveMegabyteOneLineFile() {
        let statement = "vc.present(makeDetail(for: item), animated: [1, 2].isEmpty); "
        let count = 5_000_000 / statement.utf8.count + 1
        let src = "func f() { " + String(repeating: statement, count: count) + "}"
        XCTAssertGreaterThan(src.utf8.count, 5_000_000)
        let m = ParserTestSupport.parseTimed(src, seconds: 60)
        XCTAssertEqual(m.calls.filter { $0.name == "present" }.count, count)
        XCTAssertEqual(m.calls.count, count * 2)
        XCTAssertTrue(m.calls.allSatisfy { $0.context.function == 0 })
    }

    func testFiveMegabyteOneLineOfDeclarations() {
        let decl = "class C: UIViewController { override func viewDidLoad() { modalPresentationStyle = .fullScreen } } "
        let count = 5_000_000 / decl.utf8.count + 1
        let m = ParserTestSupport.parseTimed(String(repeating: decl, count: count), seconds: 60)
        XCTAssertEqual(m.types.count, count)
        XCTAssertEqual(m.functions.count, count)
        XCTAssertEqual(m.assignments.count, count)
    }

    // MARK: Random input

    /// Pieces of Swift to splice at random.
    static let fragments: [String] = [
        "class ", "struct ", "extension ", "func ", "init", "var ", "let ", "if ", "else ", "guard ", "switch ",
        "case ", "default:", "#if A\n", "#else\n", "#elseif B\n", "#endif\n", "{", "}", "(", ")", "[", "]", "<", ">",
        ":", ",", ".", "?", "!", "=", "==", "->", "in ", "$0", "\"", "\"\"\"", "\\(", "//", "/*", "*/", "\n", " ",
        "@objc ", "override ", "private ", "present", "vc", "self", "as? ", "try ", "{ [weak self] in ", "} completion: {",
        "#selector(", "return ", "defer ", "do ", "catch ", "where ", "&", "_ ", "0", "`", "@", "#",
    ]

    func testRandomInputsTerminateWithConsistentModels() {
        var rng = SplitMix64(seed: 0x9A55_E7)
        for i in 0..<1_500 {
            var src = ""
            let pieces = Int.random(in: 0...120, using: &rng)
            for _ in 0..<pieces { src += Self.fragments.randomElement(using: &rng)! }
            if let path = ProcessInfo.processInfo.environment["PARSER_FUZZ_TRACE"] { try? src.write(toFile: path, atomically: false, encoding: .utf8) }
            let m = parse(src)
            let size = m.file.bytes.count
            func ok(_ r: Range<Int>) -> Bool { r.lowerBound >= 0 && r.upperBound <= size }
            func ok(_ c: Context) -> Bool {
                (c.block.map { $0 < m.blocks.count } ?? true) && (c.function.map { $0 < m.functions.count } ?? true)
                    && (c.type.map { $0 < m.types.count } ?? true) && (c.closure.map { $0 < m.closures.count } ?? true)
            }
            XCTAssertTrue(m.types.allSatisfy { ok($0.range) && ok($0.nameRange) && $0.functions.allSatisfy { $0 < m.functions.count } }, "input \(i): \(src)")
            XCTAssertTrue(m.functions.allSatisfy { ok($0.range) && ok($0.context) }, "input \(i): \(src)")
            XCTAssertTrue(m.calls.allSatisfy { ok($0.range) && ok($0.nameRange) && ok($0.context) }, "input \(i): \(src)")
            XCTAssertTrue(m.assignments.allSatisfy { ok($0.range) && ok($0.context) }, "input \(i): \(src)")
            XCTAssertTrue(m.blocks.allSatisfy { ok($0.range) && ($0.parent.map { $0 < m.blocks.count } ?? true) }, "input \(i): \(src)")
            _ = ModelDump.dump(m)
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
