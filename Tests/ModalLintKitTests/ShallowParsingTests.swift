import XCTest
@testable import ModalLintKit

/// Shallow parsing: files that name nothing about presentation are parsed without the function
/// bodies that declare nothing, and read in full when the analysis first asks for their
/// statements. Declarations must be those of the full parse, and findings those of full parses.
final class ShallowParsingTests: XCTestCase {
    /// Code with something declared in function bodies in every way the parser knows (local
    /// functions and types, computed locals, observers, `#if` spellings of one function) and
    /// bodies that declare nothing around them.
    static let declaringBodies = """
        import UIKit

        final class Store {
            lazy var formatter: DateFormatter = { let f = DateFormatter(); f.dateStyle = .short; return f }()
            var items: [Int] = [] { didSet { save() } }
            var count: Int { items.count }
            subscript(i: Int) -> Int { get { items[i] } set { items[i] = newValue } }

            func load() {
                let data = read()
                items = decode(data)
            }

            func helpers() {
                func local(_ x: Int) -> Int { x * 2 }
                struct Pair { var a: Int; func sum() -> Int { a + a } }
                var computed: Int { local(3) }
                var observed = 0 { didSet { print(observed) } }
                var a = 1, b: Int { a + 1 }
                observed = computed + Pair(a: b).sum()
            }

            func conditions(_ value: Int?) {
                if let value { print(value) }
                guard let v = value else { return }
                switch v { case let x where x > 1: print(x); default: break }
                for case let y? in [value] { print(y) }
            }

            #if DEBUG
            func trace(debug: Bool) {
            #else
            func trace() {
            #endif
                print("trace")
            }

            init() { load() }
            deinit { print("gone") }
        }

        extension Store {
            func save() { write(items) }
            static func make() -> Store { let s = Store(); s.load(); return s }
        }

        let shared = Store.make()
        print(shared.count)
        """

    /// The declarations of a model, with everything that points into its other facts.
    static func declarations(_ m: FileModel) -> [String] {
        var out: [String] = []
        for t in m.types {
            out.append("type \(t.qualifiedName) \(t.range) body \(String(describing: t.bodyBlock)) parent \(String(describing: t.parent)) functions \(t.functions) properties \(t.properties)")
        }
        for f in m.functions {
            out.append("func \(f.fullName) \(f.range) body \(String(describing: f.bodyBlock)) \(f.context)")
        }
        for p in m.properties {
            out.append("var \(p.name) \(p.range) getter \(String(describing: p.getter)) \(p.context) = \(p.initializer.map { ModelDump.describe($0, m) } ?? "-")")
        }
        return out
    }

    static func parse(_ source: String, _ bodies: Parser.Bodies, path: String = "t.swift") -> FileModel {
        let file = SourceFile(path: path, text: source)
        return Parser.parse(file, view: Lexer.view(file.bytes), bodies: bodies)
    }

    /// Every fact of a model, rendered.
    static func facts(_ m: FileModel) -> [String] {
        m.calls.map { ModelDump.describe($0.callee, m) + " \($0.range) \($0.context)" }
            + m.assignments.map { "\(ModelDump.describe($0.target, m)) = \(ModelDump.describe($0.value, m)) \($0.context)" }
            + m.bindings.map { "let \($0.name) \($0.range) \($0.context)" }
            + m.conditions.map { "\($0.kind) \($0.range) \($0.branches)" }
            + m.closures.map { "closure \($0.range) \($0.context)" }
            + m.blocks.map { "\($0.kind) \($0.range) \(String(describing: $0.parent))" }
            + m.returns.map { "return \($0.range) \($0.context)" }
    }

    func testShallowDeclarationsAreTheFullParsesDeclarations() {
        let shallow = Self.parse(Self.declaringBodies, .declaringOnly)
        let full = Self.parse(Self.declaringBodies, .declaringFirst)
        XCTAssertTrue(shallow.isShallow)
        XCTAssertFalse(full.isShallow)
        XCTAssertEqual(Self.declarations(shallow), Self.declarations(full))
        // The local function, the local type and its method, the computed locals and the
        // observer are declarations of both.
        XCTAssertEqual(Set(shallow.functions.map { $0.name }).intersection(["local", "sum", "didSet", "get"]).count, 4)
        XCTAssertNotNil(shallow.types.first { $0.name == "Pair" })
        // A full parse of the file (not of a shallow model) lists everything in that order
        // too: the same declarations and facts, numbered alike.
        let all = Self.parse(Self.declaringBodies, .all)
        XCTAssertEqual(Self.declarations(all), Self.declarations(full))
        XCTAssertEqual(all.calls.map { $0.range }, full.calls.map { $0.range })
        XCTAssertEqual(all.assignments.map { $0.range }, full.assignments.map { $0.range })
    }

    func testReadingAShallowModelGivesTheFullParsesFacts() {
        let file = SourceFile(path: "t.swift", text: Self.declaringBodies)
        let m = Parser.parse(file, shallow: true)
        XCTAssertTrue(m.isShallow)
        XCTAssertFalse(m.wasReadInFull)
        // Names are answered without reading the bodies.
        XCTAssertTrue(m.mayMention("decode"))
        XCTAssertTrue(m.mayMention("Store"))
        XCTAssertFalse(m.mayMention("presentSettingsSheet"))
        XCTAssertFalse(m.wasReadInFull)
        let full = Self.parse(Self.declaringBodies, .declaringFirst)
        XCTAssertEqual(Self.facts(m), Self.facts(full))
        XCTAssertTrue(m.wasReadInFull)
        XCTAssertFalse(m.fullParseDiffered)
        XCTAssertTrue(m.calls.contains { $0.name == "decode" })
        // The groups by function see the bodies too.
        let load = m.functions.firstIndex { $0.name == "load" }!
        XCTAssertEqual(m.calls(inFunction: load).map { m.calls[Int($0)].name }, ["read", "decode"])
    }

    func testFilesNamingPresentationAreParsedInFull() {
        for source in [
            "class A { func f() { present(b, animated: true) } }",
            "class A { func f() { `present`(b, animated: true) } }",
            "class A { func f() { b.modalPresentationStyle = .formSheet } }",
            "class A { func f() -> Bool { UIDevice.current.userInterfaceIdiom == .pad } }",
            "class A { func f() { isModalInPresentation = true } }",
            "class A { func f() { b.presentationController?.delegate = self } }",
        ] {
            XCTAssertFalse(Parser.parse(SourceFile(path: "t.swift", text: source), shallow: true).isShallow, source)
        }
        // A file naming none, with a body to leave: shallow. (Comments and strings name nothing.)
        let m = Parser.parse(SourceFile(path: "t.swift", text: "// present\nclass A { func f() { print(\"present\") } }"), shallow: true)
        XCTAssertTrue(m.isShallow)
        // Nothing to leave unread: a full model.
        XCTAssertFalse(Parser.parse(SourceFile(path: "t.swift", text: "struct P { var x: Int }"), shallow: true).isShallow)
    }

    func testBodiesThatMayDeclareAreReadWhenShallow() {
        // Each of these bodies declares something: none is left unread.
        for body in [
            "func g() {}", "struct S {}", "class C {}", "enum E { case a }", "var x: Int { 1 }",
            "var y = 0 { didSet { } }", "var a = 1, b: Int { 2 }", "let t: (Int, Int) { (1, 2) }",
        ] {
            let m = Self.parse("class A { func f() { \(body) } }", .declaringOnly)
            XCTAssertFalse(m.isShallow, body)
        }
        // These declare nothing: left unread.
        for body in ["if let x { print(x) }", "guard let y = z else { return }", "let v = items.map { $0 + 1 }",
                     "Foo.init(a: 1)", "for case let w? in list { }", "var p: Int\nvar q = 2\nif c { p = q }"] {
            let m = Self.parse("class A { func f() { \(body) } }", .declaringOnly)
            XCTAssertTrue(m.isShallow, body)
        }
        // The test errs towards yes: a binding without initialiser followed, further on, by a
        // `{` is taken for a computed local. The body is then read, which costs time only.
        XCTAssertFalse(Self.parse("class A { func f() { var n: Int\nif c { n = 1 } } }", .declaringOnly).isShallow)
    }

    /// A project whose findings need the statements of files that name nothing about
    /// presentation: a wrapper called from one, a factory followed into one, an idiom helper
    /// used in a ternary in one, a selector-bound handler in one.
    static let project: [(String, String)] = [
        ("Base.swift", """
            import UIKit
            class BaseViewController: UIViewController {
                func show(_ vc: UIViewController) {
                    present(vc, animated: true)
                }
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
            }
            """),
        ("Opener.swift", """
            import UIKit
            final class OpenerViewController: BaseViewController {
                func openSettings() {
                    show(SettingsViewController())
                }
                func configure(_ sheet: SheetConfig) {
                    sheet.apply(isPad ? .formSheet : .fullScreen)
                }
            }
            """),
        ("Factory.swift", """
            import UIKit
            enum Factory {
                static func makeEditor() -> UIViewController {
                    let editor = EditorViewController()
                    editor.title = "Edit"
                    return editor
                }
            }
            """),
        ("Home.swift", """
            import UIKit
            final class HomeViewController: UIViewController {
                func edit() {
                    present(Factory.makeEditor(), animated: true)
                }
            }
            """),
        ("Editor.swift", """
            import UIKit
            final class EditorViewController: UIViewController {
                var store = Store()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
                }
                @objc func save() {
                    store.save()
                    close()
                }
            }
            """),
        ("Editor+Close.swift", """
            import UIKit
            extension EditorViewController {
                func close() {
                    store.flush()
                    dismiss(animated: true)
                }
            }
            """),
        ("Settings.swift", """
            import UIKit
            final class SettingsViewController: UIViewController {
                func reload() { tableView.reloadData() }
            }
            """),
        ("Formatting.swift", """
            import Foundation
            enum Formatting {
                static func price(_ value: Double) -> String { String(format: "%.2f", value) }
            }
            """),
        ("Store.swift", """
            final class Store {
                func save() { write() }
                func flush() { write() }
                func write() {}
            }
            """),
    ]

    /// The project analysed with shallow parsing off, then on.
    static func runBothWays(_ files: [SourceFile]) -> (full: Analyzer.Result, shallow: Analyzer.Result) {
        var full = Analyzer(jobs: 1)
        full.shallowParsing = false
        var shallow = Analyzer(jobs: 1)
        shallow.shallowParsing = true
        return (full.run(files: files), shallow.run(files: files))
    }

    func testFindingsAreTheSameWithAndWithoutShallowParsing() {
        let files = Self.project.map { SourceFile(path: $0.0, text: $0.1) }
        let (a, b) = Self.runBothWays(files)
        let render = { (r: Analyzer.Result) in r.diagnostics.map { "\($0.ruleID) \($0.path):\($0.location.line) \($0.message)" } }
        XCTAssertEqual(render(b), render(a))
        // Each scenario gave its finding: the wrapper's and the factory's presentations, the
        // idiom ternary, the handler.
        let rules = Set(a.diagnostics.map { "\($0.ruleID) \($0.path)" })
        XCTAssertTrue(rules.contains("implicit_presentation_style Opener.swift"), "\(rules)")
        XCTAssertTrue(rules.contains("implicit_presentation_style Home.swift"), "\(rules)")
        XCTAssertTrue(rules.contains("idiom_presentation_style Opener.swift"), "\(rules)")
        XCTAssertTrue(rules.contains("swipe_skips_dismiss_work Editor.swift"), "\(rules)")
        XCTAssertTrue(a.diagnostics.contains { $0.message.contains("EditorViewController") && $0.path == "Home.swift" })
        // Shallow models were made, some read in full (the factory; the presented settings
        // screen, for its exits), some never (the formatting helper nothing calls).
        let byPath = Dictionary(uniqueKeysWithValues: b.models.map { ($0.file.path, $0) })
        XCTAssertTrue(byPath["Factory.swift"]!.isShallow)
        XCTAssertTrue(byPath["Factory.swift"]!.wasReadInFull)
        XCTAssertTrue(byPath["Settings.swift"]!.isShallow)
        XCTAssertTrue(byPath["Formatting.swift"]!.isShallow)
        XCTAssertFalse(byPath["Formatting.swift"]!.wasReadInFull)
        XCTAssertFalse(byPath["Base.swift"]!.isShallow)
        XCTAssertFalse(a.models.contains { $0.isShallow })
    }

    /// The passes that skip files by the names they spell skip the same files whether a file
    /// was parsed shallow or in full: a screen whose Done closes it through a closure its
    /// presenter handed it (the screen's file names neither `present` nor `dismiss`), and a
    /// presenter that imports `QuickLook` (not the test framework `Quick`).
    func testFilesSkippedByTheirNamesAreTheSameEitherWay() {
        let files = [
            SourceFile(path: "Notes.swift", text: """
                import UIKit
                import QuickLook

                final class NotesViewController: UIViewController {
                    func compose() {
                        let editor = NoteEditorViewController()
                        editor.onClose = { [weak self] in self?.dismiss(animated: true) }
                        present(UINavigationController(rootViewController: editor), animated: true)
                    }
                }

                final class AppDelegate: UIResponder {
                    let root = NotesViewController()
                }
                """),
            SourceFile(path: "NoteEditor.swift", text: """
                import UIKit

                final class NoteEditorViewController: UIViewController {
                    var onClose: (() -> Void)?
                    let drafts = DraftStore()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
                            self?.drafts.publish()
                            self?.onClose?()
                        })
                    }
                }

                final class DraftStore {
                    private(set) var published = 0
                    func publish() { published += 1 }
                }
                """),
        ]
        let (a, b) = Self.runBothWays(files)
        let render = { (r: Analyzer.Result) in r.diagnostics.map { "\($0.ruleID) \($0.path):\($0.location.line)" } }
        XCTAssertEqual(render(b), render(a))
        XCTAssertTrue(render(b).contains("implicit_presentation_style Notes.swift:8"), "\(render(b))")
        XCTAssertTrue(render(b).contains("swipe_skips_dismiss_work NoteEditor.swift:9"), "\(render(b))")
        XCTAssertTrue(b.models.first { $0.file.path == "NoteEditor.swift" }!.isShallow)
    }

    func testAnImportOfAModuleNamedLikeATestFrameworkIsNotTestCode() {
        XCTAssertFalse(TestCode.isTest(SourceFile(path: "App/Preview.swift", text: "import UIKit\nimport QuickLook\n"), root: nil, testPaths: []))
        XCTAssertFalse(TestCode.isTest(SourceFile(path: "App/Log.swift", text: "import XCTestDynamicOverlay\n"), root: nil, testPaths: []))
        XCTAssertTrue(TestCode.isTest(SourceFile(path: "App/Feature.swift", text: "import UIKit\nimport Quick\n"), root: nil, testPaths: []))
        XCTAssertTrue(TestCode.isTest(SourceFile(path: "App/Feature.swift", text: "import XCTest"), root: nil, testPaths: []))
        XCTAssertTrue(TestCode.isTest(SourceFile(path: "App/Feature.swift", text: "import UIKit\n@testable import  Nimble\n"), root: nil, testPaths: []))
        XCTAssertTrue(TestCode.isTest(SourceFile(path: "App/Feature.swift", text: "import struct XCTest.XCTestCase\n"), root: nil, testPaths: []))
        XCTAssertFalse(TestCode.isTest(SourceFile(path: "App/Feature.swift", text: "import UIKit\n// import XCTest\nlet s = \"import Quick\"\n"), root: nil, testPaths: []))
    }

    func testAFullParseDeclaringMoreIsAnalysedAgainInFull() {
        // A shallow model made from other bytes than its file's (the same length): its full
        // parse declares a function the shallow one lacks, as a body wrongly taken to declare
        // nothing would. The model keeps its own facts, and the project is analysed again.
        let declaring = "class A { func f() { func g() {} } }"
        let plain = "class A { func f() { let gg = 12 } }"
        XCTAssertEqual(declaring.utf8.count, plain.utf8.count)
        let file = SourceFile(path: "t.swift", text: declaring)
        let m = Parser.parse(file, view: Lexer.view(Array(plain.utf8)), bodies: .declaringOnly)
        XCTAssertTrue(m.isShallow)
        XCTAssertEqual(m.functions.count, 1)
        XCTAssertTrue(m.bindings.isEmpty)
        XCTAssertTrue(m.fullParseDiffered)
        // (Its statements read, as a rule reading them would.)
        let other = Parser.parse(file, view: Lexer.view(Array(plain.utf8)), bodies: .declaringOnly)
        XCTAssertTrue(other.calls.isEmpty)
        let result = Analyzer(jobs: 1).run(models: [other])
        XCTAssertTrue(other.fullParseDiffered)
        XCTAssertFalse(result.models[0].isShallow)
        XCTAssertEqual(result.models[0].functions.map { $0.name }, ["f", "g"])
    }

    func testIdentifierFilterAnswersForEveryIdentifier() {
        // Every identifier of a large file is found; names it lacks mostly are not.
        var source = "struct S {\n"
        for i in 0..<3000 { source += "    func name\(i)() { call\(i)(value\(i)) }\n" }
        source += "}\n"
        let file = SourceFile(path: "t.swift", text: source)
        let view = Lexer.view(file.bytes)
        let filter = file.bytes.withUnsafeBufferPointer { IdentifierFilter(view, $0) }
        for i in 0..<3000 {
            XCTAssertTrue(filter.mayContain("name\(i)") && filter.mayContain("call\(i)") && filter.mayContain("value\(i)"))
        }
        let absent = (0..<3000).filter { filter.mayContain("absent\($0)") }.count
        XCTAssertLessThan(absent, 30, "false positives")
        XCTAssertTrue(filter.mayContain("S"))
    }
}
