import XCTest
@testable import ModalLintKit

/// Type declarations and their members, as the light parser models them.
final class ParserDeclarationTests: XCTestCase {
    private func parse(_ s: String) -> FileModel { ParserTestSupport.parse(s) }

    // MARK: Types

    func testTypeKindsNamesAndInheritance() {
        let m = parse("""
            class A: UIViewController, UIAdaptivePresentationControllerDelegate {}
            struct B: Codable, Hashable {}
            enum C: String, CaseIterable { case a, b }
            actor D {}
            protocol E: AnyObject, UIAdaptivePresentationControllerDelegate {}
            extension A: UITableViewDelegate {}
            """)
        XCTAssertEqual(m.types.map { $0.kind }, [.class, .struct, .enum, .actor, .protocol, .extension])
        XCTAssertEqual(m.types.map { $0.name }, ["A", "B", "C", "D", "E", "A"])
        XCTAssertEqual(m.types[0].inherited, ["UIViewController", "UIAdaptivePresentationControllerDelegate"])
        XCTAssertEqual(m.types[2].inherited, ["String", "CaseIterable"])
        XCTAssertEqual(m.types[3].inherited, [])
        XCTAssertEqual(m.types[4].inherited, ["AnyObject", "UIAdaptivePresentationControllerDelegate"])
        XCTAssertEqual(m.types[5].inherited, ["UITableViewDelegate"])
        XCTAssertEqual(m.text(m.types[0].nameRange), "A")
        XCTAssertTrue(m.types.allSatisfy { $0.bodyBlock != nil })
    }

    func testGenericClausesAndWhereClauses() {
        let m = parse("""
            final class ListViewController<Item: Hashable, Cell: UITableViewCell>: BaseViewController<Item>, Presenting where Item: Sendable {
                func f() {}
            }
            struct Box<T> where T: Equatable { var value: T }
            extension Array: Describable where Element == Int { func d() {} }
            class Nested<A: P<B>>: UIViewController {}
            """)
        let list = m.type("ListViewController")
        XCTAssertEqual(list?.inherited, ["BaseViewController<Item>", "Presenting"])
        XCTAssertEqual(m.functionNames(of: "ListViewController"), ["f()"])
        XCTAssertEqual(m.propertyNames(of: "Box"), ["value"])
        XCTAssertEqual(m.type("Array")?.kind, .extension)
        XCTAssertEqual(m.type("Array")?.inherited, ["Describable"])
        XCTAssertEqual(m.functionNames(of: "Array"), ["d()"])
        XCTAssertEqual(m.type("Nested")?.inherited, ["UIViewController"])
    }

    func testAttributesAndModifiersOnTypes() {
        let m = parse("""
            @MainActor @objc(SettingsController) public final class Settings: UIViewController {}
            @available(iOS 13.0, *)
            fileprivate struct Helper {}
            open class Base {}
            indirect enum Tree { case leaf, node(Tree) }
            """)
        XCTAssertEqual(m.type("Settings")?.attributes, ["MainActor", "objc"])
        XCTAssertEqual(m.type("Settings")?.modifiers, ["public", "final"])
        XCTAssertEqual(m.type("Helper")?.attributes, ["available"])
        XCTAssertEqual(m.type("Helper")?.modifiers, ["fileprivate"])
        XCTAssertEqual(m.type("Base")?.modifiers, ["open"])
        XCTAssertEqual(m.type("Tree")?.modifiers, ["indirect"])
        XCTAssertEqual(m.type("Tree")?.kind, .enum)
    }

    func testNestedTypesAndQualifiedNames() {
        let m = parse("""
            class Outer: UIViewController {
                struct Inner {
                    enum Mode { case a }
                    func innerMethod() {}
                }
                class Child: UIViewController {}
                func outerMethod() {}
            }
            """)
        XCTAssertEqual(m.types.map { $0.qualifiedName }, ["Outer", "Outer.Inner", "Outer.Inner.Mode", "Outer.Child"])
        XCTAssertEqual(m.type("Outer.Inner.Mode")?.name, "Mode")
        XCTAssertEqual(m.type("Outer.Inner")?.parent, 0)
        XCTAssertEqual(m.type("Outer.Inner.Mode")?.parent, 1)
        XCTAssertEqual(m.functionNames(of: "Outer"), ["outerMethod()"])
        XCTAssertEqual(m.functionNames(of: "Outer.Inner"), ["innerMethod()"])
        XCTAssertEqual(m.type("Outer.Child")?.inherited, ["UIViewController"])
    }

    func testExtensionOfNestedTypeWithWhereClause() {
        let m = parse("""
            extension A.B: P, Q where T: Equatable, U == Int {
                func g() {}
            }
            extension Swift.Array where Element: P {}
            """)
        let ext = m.types[0]
        XCTAssertEqual(ext.kind, .extension)
        XCTAssertEqual(ext.name, "B")
        XCTAssertEqual(ext.qualifiedName, "A.B")
        XCTAssertEqual(ext.inherited, ["P", "Q"])
        XCTAssertEqual(m.text(ext.nameRange), "A.B")
        XCTAssertEqual(m.functionNames(of: "A.B"), ["g()"])
        XCTAssertEqual(m.types[1].name, "Array")
        XCTAssertEqual(m.types[1].inherited, [])
    }

    func testTypeRangesCoverTheBody() {
        let src = "class A {\n    func f() {}\n}\nstruct B {}\n"
        let m = parse(src)
        XCTAssertEqual(m.text(m.types[0].range), "class A {\n    func f() {}\n}")
        XCTAssertEqual(m.text(m.types[1].range), "struct B {}")
        let body = m.types[0].bodyBlock!
        XCTAssertEqual(m.blocks[body].kind, .typeBody)
    }

    // MARK: Functions

    func testFunctionFullNames() {
        let m = parse("""
            class C: UIViewController, UIAdaptivePresentationControllerDelegate {
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
                func presentationControllerShouldDismiss(_ pc: UIPresentationController) -> Bool { false }
                func show(_ vc: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {}
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func noArgs() {}
                func generic<T: Decodable>(of type: T.Type, from data: Data) throws -> T { fatalError() }
                func `default`(for key: String) {}
                static func == (lhs: C, rhs: C) -> Bool { true }
                func variadic(_ items: Int..., in closure: @escaping (Int) -> Void) {}
            }
            """)
        XCTAssertEqual(m.functionNames(of: "C"), [
            "presentationControllerDidDismiss(_:)",
            "presentationControllerShouldDismiss(_:)",
            "show(_:animated:completion:)",
            "tableView(_:didSelectRowAt:)",
            "noArgs()",
            "generic(of:from:)",
            "default(for:)",
            "==(_:_:)",
            "variadic(_:in:)",
        ])
        let show = m.function("show(_:animated:completion:)")!
        XCTAssertEqual(show.parameters.map { $0.name }, ["vc", "animated", "completion"])
        XCTAssertEqual(show.parameters.map { $0.label ?? "_" }, ["_", "animated", "completion"])
        XCTAssertEqual(show.parameters.map { $0.type }, ["UIViewController", "Bool", "(()->Void)?"])
        XCTAssertEqual(m.function("tableView(_:didSelectRowAt:)")?.parameters.map { $0.name }, ["tableView", "indexPath"])
        XCTAssertEqual(m.function("presentationControllerShouldDismiss(_:)")?.returnType, "Bool")
        XCTAssertEqual(m.function("generic(of:from:)")?.returnType, "T")
        XCTAssertEqual(m.function("generic(of:from:)")?.name, "generic")
        XCTAssertEqual(m.function("variadic(_:in:)")?.parameters[1].type, "@escaping(Int)->Void")
        // Defaults told apart: an implicit member, a new instance, anything else.
        let defaults = Parser.parse(SourceFile(path: "D.swift", text: """
            func make(style: UIModalPresentationStyle = .automatic, nav: UINavigationController = UINavigationController(), other: Int = count(), plain: Int)
            """)).functions[0].parameters
        XCTAssertEqual(defaults.map { $0.defaultMember ?? "-" }, ["automatic", "-", "-", "-"])
        XCTAssertEqual(defaults.map { $0.defaultInstance ?? "-" }, ["-", "UINavigationController", "-", "-"])
        XCTAssertEqual(defaults.map(\.hasDefault), [true, true, true, false])
        let dismiss = m.function("presentationControllerDidDismiss(_:)")!
        XCTAssertEqual(m.text(dismiss.nameRange), "presentationControllerDidDismiss")
        XCTAssertEqual(m.typeName(dismiss.context), "C")
        XCTAssertEqual(m.blocks[dismiss.bodyBlock!].kind, .functionBody)
    }

    func testFunctionAttributesModifiersAndOverride() {
        let m = parse("""
            class VC: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                @IBAction private func tap(_ sender: Any) {}
                @objc dynamic func handle() {}
                class func make() -> VC { VC() }
                static func shared() -> VC { VC() }
                public override final func viewWillAppear(_ animated: Bool) {}
                @available(iOS 15.0, *) @MainActor func sheet() async throws -> Int { 1 }
                mutating func m() {}
                nonisolated func n() {}
            }
            """)
        let viewDidLoad = m.function("viewDidLoad()")!
        XCTAssertTrue(viewDidLoad.isOverride)
        XCTAssertEqual(viewDidLoad.modifiers, ["override"])
        XCTAssertEqual(m.function("tap(_:)")?.attributes, ["IBAction"])
        XCTAssertEqual(m.function("tap(_:)")?.modifiers, ["private"])
        XCTAssertEqual(m.function("handle()")?.attributes, ["objc"])
        XCTAssertEqual(m.function("handle()")?.modifiers, ["dynamic"])
        XCTAssertEqual(m.function("make()")?.modifiers, ["class"])
        XCTAssertTrue(m.function("make()")!.isStatic)
        XCTAssertTrue(m.function("shared()")!.isStatic)
        XCTAssertEqual(m.function("viewWillAppear(_:)")?.modifiers, ["public", "override", "final"])
        XCTAssertEqual(m.function("sheet()")?.attributes, ["available", "MainActor"])
        XCTAssertEqual(m.function("sheet()")?.returnType, "Int")
        XCTAssertEqual(m.function("m()")?.modifiers, ["mutating"])
        XCTAssertEqual(m.function("n()")?.modifiers, ["nonisolated"])
        XCTAssertEqual(m.functionNames(of: "VC").count, 9)
    }

    func testClassModifierBeforeOtherModifiers() {
        // Found on owncloud-ios-app: `class open func` is a class method, not a class `open`.
        let m = parse("""
            open class Action: NSObject {
                class open func createActionExtension(for app: App) -> ActionExtension { fatalError() }
                class override public func iconForLocation(_ l: Location) -> UIImage? { nil }
                class final var identifier: String { "a" }
                override public class func applicablePosition() -> Int { 0 }
            }
            class open {}
            """)
        XCTAssertEqual(m.types.map { $0.name }, ["Action", "open"])
        XCTAssertEqual(m.functionNames(of: "Action"), ["createActionExtension(for:)", "iconForLocation(_:)", "applicablePosition()"])
        XCTAssertEqual(m.function("createActionExtension(for:)")?.modifiers, ["class", "open"])
        XCTAssertEqual(m.function("iconForLocation(_:)")?.modifiers, ["class", "override", "public"])
        XCTAssertEqual(m.propertyNames(of: "Action"), ["identifier"])
        XCTAssertTrue(m.property("identifier")!.isStatic)
    }

    func testModifierLikeCallsAreCalls() {
        // Found on zotero-ios: `open()` followed by `var` on the next line is a call, not a
        // modifier of the variable.
        let m = parse("""
            extension InputStream {
                var data: Data {
                    open()
                    var amount = 0
                    close()
                }
                public private(set) var state = 0
                nonisolated(unsafe) static var shared = InputStream()
            }
            """)
        // Facts outside function bodies (the initialiser of `shared`) come first, then each
        // body's (the getter's), which the parser reads after the rest of the file.
        XCTAssertEqual(m.renderedCalls, ["InputStream()", "open()", "close()"])
        XCTAssertEqual(m.renderedBindings, ["var amount = 0"])
        XCTAssertEqual(m.property("state")?.modifiers, ["public", "private"])
        XCTAssertEqual(m.property("shared")?.modifiers, ["nonisolated", "static"])
    }

    func testInitDeinitAndSubscripts() {
        let m = parse("""
            class VC: UIViewController {
                init(item: Item) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                convenience init() { self.init(item: Item()) }
                init<T>(value: T) where T: P {}
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                deinit { NotificationCenter.default.removeObserver(self) }
                subscript(index: Int) -> String { items[index] }
                subscript(key key: String) -> Int {
                    get { 0 }
                    set { store(newValue) }
                }
            }
            """)
        XCTAssertEqual(m.functionNames(of: "VC"), [
            "init(item:)", "init(coder:)", "init()", "init(value:)", "init(nibName:bundle:)", "deinit",
            "subscript(_:)", "subscript(key:)",
        ].map { $0 })
        XCTAssertEqual(m.function("init(item:)")?.kind, .initializer)
        XCTAssertEqual(m.function("init(item:)")?.name, "init")
        XCTAssertEqual(m.function("init(coder:)")?.modifiers, ["required"])
        XCTAssertEqual(m.function("init()")?.modifiers, ["convenience"])
        XCTAssertTrue(m.function("init(nibName:bundle:)")!.isOverride)
        XCTAssertEqual(m.function("deinit")?.kind, .deinitializer)
        XCTAssertEqual(m.function("subscript(key:)")?.returnType, "Int")
        // The subscript's accessors are functions inside it.
        let accessors = m.functions.filter { $0.kind == .accessor && m.functionName($0.context) == "subscript(key:)" }
        XCTAssertEqual(accessors.map { $0.name }, ["get", "set"])
        XCTAssertEqual(m.firstCall("store").flatMap { m.functionName($0.context) }, "set")
        XCTAssertEqual(m.firstCall("removeObserver").flatMap { m.functionName($0.context) }, "deinit")
    }

    func testProtocolRequirementsWithoutBodies() {
        let m = parse("""
            protocol Presenting: AnyObject {
                var presenter: UIViewController? { get set }
                var title: String { get }
                func present(_ vc: UIViewController)
                func dismissAll(animated: Bool)
                init(model: Model)
                associatedtype Item
                static func make() -> Self
            }
            """)
        XCTAssertEqual(m.functionNames(of: "Presenting"), ["present(_:)", "dismissAll(animated:)", "init(model:)", "make()"])
        XCTAssertEqual(m.propertyNames(of: "Presenting"), ["presenter", "title"])
        XCTAssertTrue(m.functions.filter { $0.kind != .accessor }.allSatisfy { $0.bodyBlock == nil })
        XCTAssertEqual(m.property("presenter")?.type, "UIViewController?")
    }

    // MARK: Properties

    func testStoredPropertiesWithInitialisersAndTypes() {
        let m = parse("""
            class VC: UIViewController {
                let a = 1, b: String = "x"
                var detail = DetailViewController(item: 3)
                private(set) var state: State = .idle
                lazy var label: UILabel = UILabel()
                static let shared = VC()
                weak var delegate: Delegate?
                @IBOutlet private weak var table: UITableView!
                @Published var items: [String: [Int]] = [:]
                var (x, y) = (1, 2)
                var handler: (() -> Void)?
            }
            """)
        XCTAssertEqual(m.propertyNames(of: "VC"), ["a", "b", "detail", "state", "label", "shared", "delegate", "table", "items", "x", "y", "handler"])
        XCTAssertTrue(m.property("a")!.isLet)
        XCTAssertFalse(m.property("detail")!.isLet)
        XCTAssertEqual(m.property("b")?.type, "String")
        XCTAssertEqual(m.property("b").flatMap { $0.initializer }.map(m.render), "\"x\"")
        XCTAssertEqual(m.property("detail").flatMap { $0.initializer }.map(m.render), "DetailViewController(item: 3)")
        XCTAssertEqual(m.property("state")?.modifiers, ["private"])
        XCTAssertEqual(m.property("state").flatMap { $0.initializer }.map(m.render), ".idle")
        XCTAssertEqual(m.property("label")?.modifiers, ["lazy"])
        XCTAssertEqual(m.property("label")?.type, "UILabel")
        XCTAssertTrue(m.property("shared")!.isStatic)
        XCTAssertEqual(m.property("delegate")?.modifiers, ["weak"])
        XCTAssertEqual(m.property("delegate")?.type, "Delegate?")
        XCTAssertEqual(m.property("table")?.attributes, ["IBOutlet"])
        XCTAssertEqual(m.property("table")?.modifiers, ["private", "weak"])
        XCTAssertEqual(m.property("table")?.type, "UITableView!")
        XCTAssertEqual(m.property("items")?.type, "[String:[Int]]")
        XCTAssertEqual(m.property("handler")?.type, "(()->Void)?")
        XCTAssertEqual(m.text(m.property("detail")!.nameRange), "detail")
        XCTAssertEqual(m.typeName(m.property("detail")!.context), "VC")
    }

    func testComputedPropertiesAccessorsAndObservers() {
        let m = parse("""
            class VC: UIViewController {
                override var modalPresentationStyle: UIModalPresentationStyle {
                    get { .fullScreen }
                    set { super.modalPresentationStyle = newValue }
                }
                override var isModalInPresentation: Bool { get { true } set {} }
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var count = 0 {
                    willSet { print(newValue) }
                    didSet(old) { refresh(old) }
                }
                var title2: String {
                    return "t"
                }
                var body: some View { Text("x") }
                var asyncValue: Int { get async throws { 1 } }
            }
            """)
        let style = m.property("modalPresentationStyle")!
        XCTAssertTrue(style.isOverride)
        XCTAssertEqual(style.type, "UIModalPresentationStyle")
        XCTAssertNil(style.initializer)
        XCTAssertEqual(style.getter.map { m.functions[$0].name }, "get")
        XCTAssertTrue(m.property("isModalInPresentation")!.isOverride)
        XCTAssertNotNil(m.property("isPad")?.getter)
        XCTAssertEqual(m.property("count").flatMap { $0.initializer }.map(m.render), "0")
        let accessorNames = m.functions.filter { $0.kind == .accessor }.map { $0.name }
        XCTAssertEqual(accessorNames, ["get", "set", "get", "set", "get", "willSet", "didSet", "get", "get", "get"])
        XCTAssertEqual(m.firstCall("refresh").flatMap { m.functionName($0.context) }, "didSet")
        XCTAssertEqual(m.firstCall("print").flatMap { m.functionName($0.context) }, "willSet")
        XCTAssertEqual(m.renderedAssignments, ["super.modalPresentationStyle = newValue"])
        XCTAssertEqual(m.returns.count, 1)
        XCTAssertNotNil(m.property("title2")?.getter)
        XCTAssertEqual(m.property("body")?.type, "someView")
        XCTAssertNotNil(m.property("body")?.getter)
        XCTAssertNotNil(m.property("asyncValue")?.getter)
        // The getter's body is an accessor block whose statements are recorded.
        let isPadGetter = m.functions[m.property("isPad")!.getter!]
        XCTAssertEqual(m.blocks[isPadGetter.bodyBlock!].kind, .accessor)
        XCTAssertEqual(m.conditions.count, 0)
    }

    func testLocalBindingsAreNotProperties() {
        let m = parse("""
            class VC {
                func f() {
                    let vc = UIViewController()
                    var nav: UINavigationController? = nil
                    let (a, b) = pair
                }
            }
            let globalValue = 1
            """)
        XCTAssertEqual(m.propertyNames(of: "VC"), [])
        XCTAssertEqual(m.renderedBindings, ["let vc = UIViewController()", "var nav = nil", "let a = pair", "let b = pair"])
        XCTAssertEqual(m.bindings[1].type, "UINavigationController?")
        XCTAssertEqual(m.properties.map { $0.name }, ["globalValue"])
        XCTAssertNil(m.properties[0].context.type)
    }

    func testNestedFunctionsAndLocalTypes() {
        let m = parse("""
            class VC {
                func outer() {
                    func inner() { present(vc, animated: true) }
                    struct Local { func m() {} }
                    inner()
                }
            }
            """)
        let inner = m.function("inner()")!
        XCTAssertEqual(m.functionName(inner.context), "outer()")
        // A nested function is not a method of the type.
        XCTAssertEqual(m.functionNames(of: "VC"), ["outer()"])
        XCTAssertEqual(m.firstCall("present").flatMap { m.functionName($0.context) }, "inner()")
        XCTAssertEqual(m.type("VC.Local")?.kind ?? m.type("Local")?.kind, .struct)
        XCTAssertEqual(m.firstCall("inner").flatMap { m.functionName($0.context) }, "outer()")
    }

    func testKeywordRawValuesAreContiguous() {
        // `TokenView.keyword` reads a keyword straight from its raw value; that needs raw
        // values 0, 1, 2 … in case order.
        XCTAssertTrue(Keyword.allCases.enumerated().allSatisfy { Int($0.element.rawValue) == $0.offset })
    }

    func testTypeAliasesImportsAndEnumCasesAreSkipped() {
        let m = parse("""
            import UIKit
            @testable import App
            typealias Handler = (Int) -> Void
            enum Route: Equatable {
                case detail(id: Int), settings
                case other
                var isModal: Bool { self == .settings }
                static func make() -> Route { .settings }
            }
            precedencegroup P { associativity: left }
            infix operator <>: P
            """)
        XCTAssertEqual(m.types.map { $0.name }, ["Route"])
        XCTAssertEqual(m.functionNames(of: "Route"), ["make()"])
        XCTAssertEqual(m.propertyNames(of: "Route"), ["isModal"])
        XCTAssertEqual(m.calls.count, 0)
        XCTAssertEqual(m.skipped.count, 0)
    }

    /// Attribute and modifier lists are kept per thread across files: each file still gets
    /// exactly its own lists, whichever lists files before it had (same words, other words,
    /// the same words in another order, a word longer than a list keeps).
    func testDeclarationWordListsAcrossFiles() {
        let long = String(repeating: "x", count: 300)
        let sources = [
            "class A { @objc private func f() {} }",
            "class B { @objc private func g() {} \n @objc private func h() {} }",
            "class C { override public func f() {} \n @\(long) func k() {} }",
            "class D { @objc private func f() {} \n public override func i() {} \n @\(long) func k() {} }",
        ]
        var models: [FileModel] = []
        for s in sources { models.append(Parser.parse(SourceFile(path: "x.swift", text: s))) }
        func lists(_ m: FileModel) -> [String] { m.functions.map { $0.attributes.joined(separator: ",") + "|" + $0.modifiers.joined(separator: ",") } }
        XCTAssertEqual(lists(models[0]), ["objc|private"])
        XCTAssertEqual(lists(models[1]), ["objc|private", "objc|private"])
        XCTAssertEqual(lists(models[2]), ["|override,public", "\(long)|"])
        XCTAssertEqual(lists(models[3]), ["objc|private", "|public,override", "\(long)|"])
    }
}
