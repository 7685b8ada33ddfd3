import Foundation
import XCTest
@testable import ModalLintKit

/// Expressions as far as rules need them: calls, member chains, assignments, initialiser
/// calls, casts, bindings, `#selector`.
final class ParserExpressionTests: XCTestCase {
    private func parseBody(_ body: String) -> FileModel {
        ParserTestSupport.parse("class VC: UIViewController {\n    func f() {\n" + body + "\n    }\n}\n")
    }

    // MARK: Calls

    func testCalleePathsAndReceivers() {
        let m = parseBody("""
            self.navigationController?.present(vc, animated: true, completion: nil)
            present(vc, animated: true)
            presentingViewController!.dismiss(animated: true)
            self.parent?.navigationController!.topViewController?.show(vc, sender: self)
            """)
        let present = m.calls[0]
        XCTAssertEqual(present.name, "present")
        XCTAssertEqual(m.render(present.callee), "self.navigationController.present")
        XCTAssertEqual(present.receiver.map(m.render), "self.navigationController")
        XCTAssertEqual(present.callee.path, ["self", "navigationController", "present"])
        XCTAssertEqual(present.callee.localPath, ["navigationController", "present"])
        XCTAssertEqual(present.labels, ["_", "animated", "completion"])
        XCTAssertEqual(m.text(present.nameRange), "present")
        XCTAssertEqual(m.text(present.range), "self.navigationController?.present(vc, animated: true, completion: nil)")
        XCTAssertNil(m.calls[1].receiver)
        XCTAssertEqual(m.calls[1].callee.path, ["present"])
        XCTAssertEqual(m.calls[2].receiver.map(m.render), "presentingViewController")
        XCTAssertEqual(m.calls[3].callee.path, ["self", "parent", "navigationController", "topViewController", "show"])
        XCTAssertEqual(m.calls.map { m.text($0.nameRange) }, ["present", "present", "dismiss", "show"])
        XCTAssertEqual(m.text(m.calls[3].nameRange), "show")
        XCTAssertTrue(m.calls.allSatisfy { m.functionName($0.context) == "f()" && m.typeName($0.context) == "VC" })
    }

    /// A method call keeps its receiver and the member's range rather than a `.member` node
    /// (`CallSite.callee` makes it when read): the same callee, name, ranges and receiver for
    /// every way a call can follow a member.
    func testMethodCallCalleesAreMadeWhenRead() {
        let m = parseBody("""
            a.b?.c!(1)
            x.items[0].reload()
            view.animate { x.y() }
            list.map<Int>(f)
            make().then.done(2)
            """)
        func member(_ i: Int) -> (String, String)? {
            guard case .member(let base, let n, let r) = m.calls[i].callee else { return nil }
            return (m.render(base) + "." + n, m.text(r))
        }
        let byName = Dictionary(m.calls.indices.map { (m.calls[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(member(byName["c"]!)?.0, "a.b.c")
        XCTAssertEqual(member(byName["c"]!)?.1, "a.b?.c")
        XCTAssertEqual(member(byName["reload"]!)?.1, "x.items[0].reload")
        XCTAssertEqual(m.calls[byName["reload"]!].receiver.map(m.render), "x.items[…]")
        XCTAssertEqual(member(byName["animate"]!)?.0, "view.animate")
        XCTAssertEqual(m.calls[byName["animate"]!].arguments.first?.isTrailingClosure, true)
        XCTAssertEqual(member(byName["y"]!)?.1, "x.y")
        XCTAssertEqual(member(byName["map"]!)?.1, "list.map")
        XCTAssertEqual(member(byName["done"]!)?.1, "make().then.done")
        XCTAssertNil(m.calls[byName["make"]!].receiver)
        // Set back, a `.member` callee is split again; any other is kept whole.
        var c = m.calls[byName["c"]!]
        c.callee = .name("other", 0..<5)
        XCTAssertNil(c.receiver)
        XCTAssertEqual(c.callee.lastName, "other")
        c.callee = m.calls[byName["y"]!].callee
        XCTAssertEqual(c.receiver.map(m.render), "x", "a member named otherwise is kept whole")
        XCTAssertEqual(c.callee.lastName, "y")
    }

    func testArgumentLabelsValuesAndRanges() {
        let m = parseBody("""
            coordinator.present(makeDetail(for: item), animated: flag && !reduceMotion, completion: { self.done() })
            """)
        let present = m.firstCall("present")!
        XCTAssertEqual(present.labels, ["_", "animated", "completion"])
        // An argument's range covers its label and its value.
        XCTAssertEqual(present.arguments.map { m.text($0.range) }, ["makeDetail(for: item)", "animated: flag && !reduceMotion", "completion: { self.done() }"])
        XCTAssertEqual(present.arguments.map { m.text($0.value.range) }, ["makeDetail(for: item)", "flag && !reduceMotion", "{ self.done() }"])
        XCTAssertEqual(present.arguments.map { m.render($0.value) }, ["makeDetail(for: item)", "flag && !reduceMotion", "{…}"])
        XCTAssertFalse(present.arguments[2].isTrailingClosure)
        XCTAssertEqual(present.argument("animated").map { m.render($0.value) }, "flag && !reduceMotion")
        XCTAssertNotNil(present.argument(nil))
        guard case .call(let inner, _) = present.arguments[0].value else { return XCTFail("not a call") }
        XCTAssertEqual(m.calls[inner].name, "makeDetail")
        XCTAssertEqual(m.calls[inner].labels, ["for"])
    }

    func testInitialiserCalls() {
        let m = parseBody("""
            let a = DetailViewController(item: item)
            let b: UINavigationController = .init(rootViewController: a)
            let c = ProfileViewController.make(user: user)
            let d = UIHostingController<SettingsView>(rootView: SettingsView())
            let e = Foo.init(x: 1)
            let f = Module.Controller()
            let g = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "x") as! SettingsViewController
            """)
        let values = m.bindings.map { $0.initializer.map(m.render) ?? "-" }
        XCTAssertEqual(values, [
            "DetailViewController(item: item)",
            ".init(rootViewController: a)",
            "ProfileViewController.make(user: user)",
            "UIHostingController(rootView: SettingsView())",
            "Foo.init(x: 1)",
            "Module.Controller()",
            "UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"x\") as SettingsViewController",
        ])
        XCTAssertEqual(m.firstCall("DetailViewController")?.name, "DetailViewController")
        XCTAssertEqual(m.firstCall("init")?.callee.path, ["", "init"])
        XCTAssertEqual(m.calls.first { $0.name == "init" && $0.receiver != nil }.map { m.render($0.callee) }, "Foo.init")
        XCTAssertEqual(m.firstCall("UIHostingController").map { m.text($0.nameRange) }, "UIHostingController")
        XCTAssertEqual(m.calls.map { m.text($0.nameRange) }, [
            "DetailViewController", "init", "make", "UIHostingController", "SettingsView", "init", "Controller",
            "UIStoryboard", "instantiateViewController",
        ])
        guard case .cast(let inner, let type, _)? = m.bindings[6].initializer else { return XCTFail("not a cast") }
        XCTAssertEqual(type, "SettingsViewController")
        XCTAssertEqual(m.call(inner)?.name, "instantiateViewController")
        XCTAssertEqual(m.bindings[1].type, "UINavigationController")
    }

    func testMemberChainsWithOptionalAndForcedUnwraps() {
        let m = parseBody("""
            let a = self.presentedViewController?.presentationController!.delegate
            let b = navigationController?.viewControllers.first?.title
            let c = dict["key"]?.value
            let d = (vc as? UINavigationController)?.topViewController
            """)
        XCTAssertEqual(m.bindings[0].initializer?.path, ["self", "presentedViewController", "presentationController", "delegate"])
        XCTAssertEqual(m.bindings[1].initializer?.path, ["navigationController", "viewControllers", "first", "title"])
        XCTAssertEqual(m.bindings[2].initializer.map(m.render), "dict[…].value")
        XCTAssertEqual(m.bindings[3].initializer.map(m.render), "vc as UINavigationController.topViewController")
        guard case .member(.cast(_, let t, _), "topViewController", _)? = m.bindings[3].initializer else { return XCTFail("not a member of a cast") }
        XCTAssertEqual(t, "UINavigationController")
    }

    // MARK: Assignments

    func testAssignments() {
        let m = parseBody("""
            vc.modalPresentationStyle = .fullScreen
            self.nav?.presentationController?.delegate = self
            vc!.isModalInPresentation = true
            a?.b = c
            count += 1
            flags |= mask
            (x, y) = (1, 2)
            dict["k"] = value
            self.handler = { [weak self] in self?.close() }
            _ = vc.view
            """)
        XCTAssertEqual(m.renderedAssignments, [
            "vc.modalPresentationStyle = .fullScreen",
            "self.nav.presentationController.delegate = self",
            "vc.isModalInPresentation = true",
            "a.b = c",
            "count += 1",
            "flags |= mask",
            "<(x, y)> = <(1, 2)>",
            "dict[…] = value",
            "self.handler = {…}",
            "_ = vc.view",
        ])
        XCTAssertEqual(m.assignments[0].target.localPath, ["vc", "modalPresentationStyle"])
        XCTAssertEqual(m.assignments[1].target.localPath, ["nav", "presentationController", "delegate"])
        XCTAssertEqual(m.text(m.assignments[0].range), "vc.modalPresentationStyle = .fullScreen")
        XCTAssertEqual(m.firstCall("close")?.context.closure, 0)
    }

    func testComparisonsAreNotAssignments() {
        let m = parseBody("""
            let same = a == b
            if x != y, x >= 1, x <= 2, x === y, x !== y {}
            let ok = x ~= y
            """)
        XCTAssertEqual(m.assignments.count, 0)
        XCTAssertEqual(m.conditions[0].expressions.map(m.render), ["x != y", "x >= 1", "x <= 2", "x === y", "x !== y"])
    }

    func testAssignmentsInsideConditionsAreNotRecorded() {
        // `=` after `if let x` is the binding's initialiser, not an assignment.
        let m = parseBody("""
            if let vc = makeVC() { vc.modalPresentationStyle = .formSheet }
            """)
        XCTAssertEqual(m.renderedAssignments, ["vc.modalPresentationStyle = .formSheet"])
        XCTAssertEqual(m.renderedBindings, ["conditional vc = makeVC()"])
    }

    // MARK: Casts, operators, literals

    func testCasts() {
        let m = parseBody("""
            let a = segue.destination as! UINavigationController
            let b = sender as? UIViewController
            let c = x as Any
            let d = vc is UINavigationController
            let e = (segue.destination as? UINavigationController)?.topViewController as? DetailViewController
            """)
        guard case .cast(let inner, let t, _)? = m.bindings[0].initializer else { return XCTFail("no cast") }
        XCTAssertEqual(t, "UINavigationController")
        XCTAssertEqual(inner.path, ["segue", "destination"])
        XCTAssertEqual(m.bindings[1].initializer?.uncast.path, ["sender"])
        XCTAssertEqual(m.bindings[2].initializer.map(m.render), "x as Any")
        guard case .binary("is", let lhs, _, _)? = m.bindings[3].initializer else { return XCTFail("no is") }
        XCTAssertEqual(lhs.path, ["vc"])
        guard case .cast(_, let t2, _)? = m.bindings[4].initializer else { return XCTFail("no cast") }
        XCTAssertEqual(t2, "DetailViewController")
    }

    func testCastStopsAtLineEnd() {
        let m = parseBody("""
            let nav = vc as! UINavigationController
            present(nav, animated: true)
            """)
        XCTAssertEqual(m.renderedCalls, ["present(nav, animated: true)"])
    }

    func testLiteralsPrefixAndBinaryOperators() {
        let m = parseBody("""
            let a = [1, 2, 3]
            let b = ["k": 1]
            let c: [String: Int] = [:]
            let d = !isHidden
            let e = x ?? defaultController
            let f = "text \\(value)"
            let g = nil as UIViewController?
            let h = -1.5
            let i = \\UIViewController.title
            """)
        XCTAssertEqual(m.bindings.map { m.render($0.initializer!) }, [
            "[1, 2, 3]", "[\"k\": 1]", "[:]", "!isHidden", "x ?? defaultController", "\"text \\(value)\"",
            "nil as UIViewController?", "-1.5", "<\\UIViewController.title>",
        ])
        guard case .literal(.array, _)? = m.bindings[0].initializer else { return XCTFail("array") }
        guard case .literal(.dictionary, _)? = m.bindings[1].initializer else { return XCTFail("dictionary") }
        guard case .literal(.dictionary, _)? = m.bindings[2].initializer else { return XCTFail("empty dictionary") }
        guard case .binary("??", _, let rhs, _)? = m.bindings[4].initializer else { return XCTFail("??") }
        XCTAssertEqual(rhs.path, ["defaultController"])
        XCTAssertNil(m.firstCall("value"))
    }

    // MARK: #selector, key paths, generics

    func testSelectors() {
        let m = parseBody("""
            button.addTarget(self, action: #selector(didTapClose(_:)), for: .touchUpInside)
            let a = #selector(VC.handle(sender:))
            let b = #selector(getter: UIViewController.isModalInPresentation)
            NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardWillShow), name: n, object: nil)
            """)
        XCTAssertEqual(m.firstCall("addTarget").map { m.render($0.arguments[1].value) }, "#selector(didTapClose)")
        XCTAssertEqual(m.bindings.map { m.render($0.initializer!) }, ["#selector(handle)", "#selector(isModalInPresentation)"])
        XCTAssertEqual(m.firstCall("addObserver").flatMap { $0.argument("selector") }.map { m.render($0.value) }, "#selector(keyboardWillShow)")
    }

    func testGenericArgumentsOnCallsAndComparisons() {
        let m = parseBody("""
            let vc = UIHostingController<ContentView>(rootView: ContentView())
            let small = a < b
            if count < limit && limit > 0 { go() }
            let list = Array<Int>.init()
            """)
        XCTAssertEqual(m.bindings.map { m.render($0.initializer!) }, [
            "UIHostingController(rootView: ContentView())", "a < b", "Array.init()",
        ])
        XCTAssertEqual(m.conditions[0].expressions.count, 1)
        XCTAssertEqual(m.firstCall("go").flatMap { $0.context.block }.map { m.blocks[$0].kind }, .then)
    }

    func testGenericTypeWithTrailingClosure() {
        // Found on duckduckgo-ios: `EventMapping<Event> { … }` as an argument lost the calls
        // in its closure.
        let m = parseBody("""
            let reporter = Reporter(mapping: EventMapping<PixelEvent> { [weak self] event, _ in
                Pixel.fire(pixel: event)
            }, other: 1)
            if a < b, c > d { go() }
            """)
        XCTAssertEqual(m.renderedCalls, ["Reporter(mapping: EventMapping({…}), other: 1)", "EventMapping({…})", "Pixel.fire(pixel: event)", "go()"])
        XCTAssertEqual(m.firstCall("fire")?.context.closure, 0)
        XCTAssertEqual(m.conditions[0].expressions.map(m.render), ["a < b", "c > d"])
    }

    func testTryAwaitAndStatementsOnOneLine() {
        let m = parseBody("""
            let data = try await client.load(url); present(vc, animated: true)
            try? coordinator.start()
            let value = try! decoder.decode(Model.self, from: data)
            """)
        XCTAssertEqual(m.renderedCalls, [
            "client.load(url)", "present(vc, animated: true)", "coordinator.start()", "decoder.decode(Model.self, from: data)",
        ])
        XCTAssertEqual(m.bindings.map { $0.name }, ["data", "value"])
    }

    func testBacktickedNamesAndNameRanges() {
        let m = parseBody("""
            provider?.`init`(tab)
            `default`.present(vc, animated: true)
            let a = .`default`(x)
            """)
        XCTAssertEqual(m.calls.map { $0.name }, ["init", "present", "default"])
        XCTAssertEqual(m.calls.map { m.text($0.nameRange) }, ["`init`", "present", "`default`"])
        XCTAssertEqual(m.calls[1].receiver?.path, ["default"])
    }

    func testNewLineEndsPostfixChain() {
        // A `(` on the next line starts a new statement (a tuple), not a call.
        let m = parseBody("""
            let x = value
            (a, b) = (1, 2)
            let y = other
            [1, 2].forEach { print($0) }
            """)
        XCTAssertEqual(m.bindings.map { m.render($0.initializer!) }, ["value", "other"])
        XCTAssertEqual(m.assignments.count, 1)
        XCTAssertEqual(m.renderedCalls, ["[1, 2].forEach({…})", "print($0)"])
    }

    func testDumpModelJSONIsWellFormed() throws {
        let m = parseBody("""
            let vc = DetailViewController(title: "quote \\" and \\\\ backslash")
            present(vc, animated: true)
            """)
        let json = ModelDump.dump(m)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual((object?["calls"] as? [Any])?.count, 2)
        XCTAssertEqual((object?["types"] as? [[String: Any]])?.first?["name"] as? String, "VC")
    }
}
