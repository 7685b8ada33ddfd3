import XCTest
@testable import ModalLintKit

/// Bodies as statements: closures, conditions and their branches, `#if`, `defer`, `return`,
/// `do`/`catch`.
final class ParserStatementTests: XCTestCase {
    private func parse(_ s: String) -> FileModel { ParserTestSupport.parse(s) }

    /// Wraps statements in a method of a class.
    private func parseBody(_ body: String) -> FileModel {
        parse("class VC: UIViewController {\n    func f() {\n" + body + "\n    }\n}\n")
    }

    // MARK: Closures

    func testTrailingClosureIsAnArgumentOfItsCall() {
        let m = parseBody("""
            navigationController?.present(vc, animated: true) {
                self.didPresent()
            }
            items.forEach { item in print(item) }
            DispatchQueue.main.async { [weak self] in self?.reload() }
            """)
        let present = m.firstCall("present")!
        XCTAssertEqual(present.labels, ["_", "animated", "_"])
        XCTAssertTrue(present.arguments[2].isTrailingClosure)
        guard case .closure(let ci, _) = present.arguments[2].value else { return XCTFail("not a closure") }
        let didPresent = m.firstCall("didPresent")!
        XCTAssertEqual(didPresent.context.closure, ci)
        XCTAssertEqual(m.functionName(didPresent.context), "f()")
        XCTAssertTrue(m.isInside(didPresent.context, .closureBody))
        XCTAssertEqual(m.closures[ci].context.function, present.context.function)
        XCTAssertEqual(m.firstCall("forEach")?.labels, ["_"])
        XCTAssertEqual(m.closures.map { $0.parameters }, [[], ["item"], []])
        XCTAssertEqual(m.renderedCalls, [
            "navigationController.present(vc, animated: true, {…})",
            "self.didPresent()",
            "items.forEach({…})",
            "print(item)",
            "DispatchQueue.main.async({…})",
            "self.reload()",
        ])
        // The closure parameter is a binding inside the closure.
        XCTAssertTrue(m.bindings.contains { $0.kind == .closureParameter && $0.name == "item" })
    }

    func testMultipleTrailingClosures() {
        let m = parseBody("""
            UIView.animate(withDuration: 0.3) {
                self.view.alpha = 0
            } completion: { finished in
                self.dismiss(animated: true)
            }
            UIView.transition(with: view, duration: 1, options: []) { a() } completion: { _ in b() }
            """)
        let animate = m.firstCall("animate")!
        XCTAssertEqual(animate.labels, ["withDuration", "_", "completion"])
        XCTAssertEqual(animate.arguments.filter { $0.isTrailingClosure }.count, 2)
        XCTAssertTrue(m.text(animate.range).hasPrefix("UIView.animate(withDuration: 0.3) {"))
        XCTAssertTrue(m.text(animate.range).hasSuffix("self.dismiss(animated: true)\n}"))
        let dismiss = m.firstCall("dismiss")!
        guard case .closure(let completion, _) = animate.arguments[2].value else { return XCTFail("not a closure") }
        XCTAssertEqual(dismiss.context.closure, completion)
        XCTAssertEqual(m.closures[completion].parameters, ["finished"])
        XCTAssertEqual(m.firstCall("transition")?.labels, ["with", "duration", "options", "_", "completion"])
        XCTAssertEqual(m.renderedAssignments, ["self.view.alpha = 0"])
    }

    func testCaptureListsParametersAndShorthandArguments() {
        let m = parseBody("""
            let handler = { [weak self, unowned vc = self.child] (action: UIAction, flag) -> Void in
                self?.present(vc, animated: true)
            }
            let titles = items.map { $0.title }.filter { !$0.isEmpty }
            button.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
            let sorted = xs.sorted { a, b in a < b }
            let c: (Int) async throws -> Int = { @MainActor x async throws in x }
            """)
        XCTAssertEqual(m.closures.count, 6)
        XCTAssertEqual(m.closures[0].parameters, ["action", "flag"])
        XCTAssertEqual(m.closures[1].parameters, [])
        XCTAssertEqual(m.closures[4].parameters, ["a", "b"])
        XCTAssertEqual(m.closures[5].parameters, ["x"])
        XCTAssertEqual(m.firstCall("present").map { m.render($0.callee) }, "self.present")
        XCTAssertEqual(m.firstCall("present")?.context.closure, 0)
        let map = m.firstCall("map")!
        guard case .closure(let mapClosure, _) = map.arguments[0].value else { return XCTFail("not a closure") }
        XCTAssertEqual(m.text(m.closures[mapClosure].range), "{ $0.title }")
        XCTAssertEqual(m.renderedCalls.filter { $0.hasPrefix("items") }, ["items.map({…})", "items.map({…}).filter({…})"])
        XCTAssertEqual(m.render(m.firstCall("filter")!.callee), "items.map({…}).filter")
        XCTAssertEqual(m.firstCall("close")?.context.closure, 3)
        XCTAssertEqual(m.firstCall("addAction")?.labels, ["_", "for"])
        XCTAssertEqual(m.renderedBindings.filter { $0.hasPrefix("let") }.map { $0.components(separatedBy: " = ").first! },
                       ["let handler", "let titles", "let sorted", "let c"])
    }

    func testClosureAsPropertyInitialiser() {
        let m = parse("""
            class VC: UIViewController {
                lazy var closeButton: UIButton = {
                    let b = UIButton()
                    b.addTarget(self, action: #selector(close), for: .touchUpInside)
                    return b
                }()
                var onDismiss: (() -> Void)? = { print("x") }
            }
            """)
        let close = m.property("closeButton")!
        XCTAssertEqual(close.initializer.map(m.render), "{…}()")
        XCTAssertEqual(m.closures.count, 2)
        let addTarget = m.firstCall("addTarget")!
        XCTAssertEqual(addTarget.context.closure, 0)
        XCTAssertEqual(m.typeName(addTarget.context), "VC")
        XCTAssertEqual(m.render(addTarget.arguments[1].value), "#selector(close)")
        XCTAssertEqual(m.property("onDismiss").flatMap { $0.initializer }.map(m.render), "{…}")
        XCTAssertEqual(m.returns.count, 1)
        XCTAssertEqual(m.returns[0].context.closure, 0)
    }

    // MARK: Conditions

    func testIfElseIfElseBranches() {
        let m = parseBody("""
            if traitCollection.horizontalSizeClass == .regular, isEnabled {
                a()
            } else if UIDevice.current.userInterfaceIdiom == .pad {
                b()
            } else {
                c()
            }
            """)
        let ifs = m.conditions.filter { $0.kind == .if }
        XCTAssertEqual(ifs.count, 2)
        XCTAssertEqual(ifs[0].expressions.map(m.render), ["traitCollection.horizontalSizeClass == .regular", "isEnabled"])
        XCTAssertEqual(ifs[1].expressions.map(m.render), ["UIDevice.current.userInterfaceIdiom == .pad"])
        XCTAssertEqual(ifs[0].branches.count, 2)
        XCTAssertEqual(ifs[1].branches.count, 2)
        XCTAssertEqual(m.blocks[ifs[0].branches[0]].kind, .then)
        XCTAssertEqual(m.blocks[ifs[0].branches[1]].kind, .else)
        // `b()` is in the else-if's then block, which sits inside the outer else block.
        let b = m.firstCall("b")!
        XCTAssertEqual(b.context.block, ifs[1].branches[0])
        XCTAssertTrue(m.block(b.context.block, isInside: ifs[0].branches[1]))
        XCTAssertFalse(m.block(b.context.block, isInside: ifs[0].branches[0]))
        let c = m.firstCall("c")!
        XCTAssertTrue(m.block(c.context.block, isInside: ifs[1].branches[1]))
        XCTAssertTrue(m.blocks[c.context.block!].isConditional)
    }

    func testIfLetGuardLetAndCaseBindings() {
        let m = parseBody("""
            if let nav = vc as? UINavigationController, var top = nav.topViewController {
                top = nav
            }
            guard let self = self, let presenter = self.presentingViewController else { return }
            guard let window else { return }
            if case .some(let x) = value, #available(iOS 15, *) { use(x) }
            while let next = iterator.next() { consume(next) }
            """)
        XCTAssertEqual(m.renderedBindings, [
            "conditional nav = vc as UINavigationController",
            "conditional top = nav.topViewController",
            "conditional self = self",
            "conditional presenter = self.presentingViewController",
            "conditional window = window",
            "conditional next = iterator.next()",
        ])
        XCTAssertEqual(m.conditions.map { $0.kind }, [.if, .guard, .guard, .if, .while])
        let guards = m.conditions.filter { $0.kind == .guard }
        XCTAssertEqual(guards[0].branches.count, 1)
        XCTAssertEqual(m.blocks[guards[0].branches[0]].kind, .guardElse)
        XCTAssertEqual(m.returns.count, 2)
        XCTAssertEqual(m.returns.map { $0.context.block.map { m.blocks[$0].kind } }, [.guardElse, .guardElse])
        let caseIf = m.conditions[3]
        XCTAssertTrue(caseIf.expressions.first.map(m.render)?.hasPrefix(".some(") == true)
        XCTAssertTrue(caseIf.expressions.first.map(m.render)?.hasSuffix(" ~= value") == true)
        XCTAssertEqual(caseIf.expressions.count, 1)
        XCTAssertEqual(m.firstCall("use").flatMap { $0.context.block }.map { m.blocks[$0].kind }, .then)
        XCTAssertEqual(m.firstCall("consume").flatMap { $0.context.block }.map { m.blocks[$0].kind }, .loop)
        XCTAssertEqual(m.renderedAssignments, ["top = nav"])
    }

    func testCaseLetPatterns() {
        // `case let` before the pattern once ended the condition list, which turned the body
        // into a trailing closure of `y`.
        let m = parseBody("""
            if case let .some(x) = y { a(x) }
            guard case let .ok(v) = r else { return }
            switch s {
            case let .load(url): c(url)
            case var .x(q), let .y(q): d(q)
            default: break
            }
            """)
        XCTAssertEqual(m.conditions.map { $0.kind }, [.if, .guard, .switch, .case, .case, .case])
        XCTAssertEqual(m.conditions[0].expressions.map(m.render), [".some(x) ~= y"])
        XCTAssertEqual(m.conditions[0].branches.count, 1)
        XCTAssertEqual(m.conditions[1].branches.count, 1)
        XCTAssertEqual(m.conditions[3].expressions.map(m.render), [".load(url)"])
        XCTAssertEqual(m.conditions[4].expressions.map(m.render), [".x(q)", ".y(q)"])
        XCTAssertEqual(m.closures.count, 0)
        XCTAssertEqual(m.firstCall("a")?.context.block.map { m.blocks[$0].kind }, .then)
        XCTAssertNil(m.firstCall("a")?.context.closure)
        XCTAssertEqual(m.returns.first?.context.block.map { m.blocks[$0].kind }, .guardElse)
    }

    func testConditionPatternsInsideCaseBodiesAreNotLabels() {
        // Found on brave-ios and element-ios: `if case` inside a case body ended the body.
        let m = parseBody("""
            switch state {
            case .cancelled:
                if case .automatic(let interval) = policy {
                    setupTimer(interval: interval)
                }
                guard let c = components,
                      case let room = String(c.path) else { return }
                for case let item? in items { use(item) }
                after()
            case .done:
                finish()
            }
            """)
        let cases = m.conditions.filter { $0.kind == .case }
        XCTAssertEqual(cases.count, 2)
        let body = cases[0].branches[0]
        for name in ["setupTimer", "String", "use", "after"] {
            XCTAssertTrue(m.block(m.firstCall(name)?.context.block, isInside: body), name)
        }
        XCTAssertEqual(m.firstCall("finish")?.context.block, cases[1].branches[0])
        XCTAssertEqual(m.renderedBindings.filter { $0.hasPrefix("conditional") }, ["conditional c = components"])
    }

    func testSwitchCasesAndDefault() {
        let m = parseBody("""
            switch traitCollection.userInterfaceIdiom {
            case .pad, .mac:
                vc.modalPresentationStyle = .formSheet
            case .phone where isCompact:
                vc.modalPresentationStyle = .fullScreen
                fallthrough
            case let .other(value):
                log(value)
            @unknown default:
                break
            }
            """)
        let sw = m.conditions.first { $0.kind == .switch }!
        XCTAssertEqual(sw.expressions.map(m.render), ["traitCollection.userInterfaceIdiom"])
        XCTAssertEqual(sw.branches.count, 4)
        let cases = m.conditions.filter { $0.kind == .case }
        XCTAssertEqual(cases.count, 4)
        XCTAssertEqual(cases[0].expressions.map(m.render), [".pad", ".mac"])
        XCTAssertEqual(cases[1].expressions.map(m.render), [".phone", "isCompact"])
        XCTAssertEqual(cases[3].expressions.count, 0)
        XCTAssertEqual(m.assignments.count, 2)
        XCTAssertEqual(m.assignments[0].context.block, sw.branches[0])
        XCTAssertEqual(m.assignments[1].context.block, sw.branches[1])
        XCTAssertEqual(m.firstCall("log")?.context.block, sw.branches[2])
        XCTAssertTrue(sw.branches.allSatisfy { m.blocks[$0].kind == .caseBody })
    }

    func testDefaultAsAMemberIsNotACaseLabel() {
        // Found on brave-ios: `SKPaymentQueue.default()` inside a case body ended the case.
        let m = parseBody("""
            switch state {
            case .purchased:
                SKPaymentQueue.default().finishTransaction(transaction)
                if once { delegate?.purchased(validateReceipt: true) }
                NotificationCenter.default.post(name: .done, object: nil)
            case .default:
                let style: Style = .default
                apply(style)
            default:
                FileManager.default.removeItem(at: url)
            }
            """)
        let cases = m.conditions.filter { $0.kind == .case }
        XCTAssertEqual(cases.count, 3)
        XCTAssertEqual(cases.map { $0.expressions.map(m.render) }, [[".purchased"], [".default"], []])
        XCTAssertEqual(m.renderedCalls, [
            "SKPaymentQueue.default()",
            "SKPaymentQueue.default().finishTransaction(transaction)",
            "delegate.purchased(validateReceipt: true)",
            "NotificationCenter.default.post(name: .done, object: nil)",
            "apply(style)",
            "FileManager.default.removeItem(at: url)",
        ])
        XCTAssertEqual(m.firstCall("post")?.context.block, cases[0].branches[0])
        XCTAssertEqual(m.firstCall("apply")?.context.block, cases[1].branches[0])
        XCTAssertEqual(m.firstCall("removeItem")?.context.block, cases[2].branches[0])
        XCTAssertEqual(m.conditions.filter { $0.kind == .if }.count, 1)
    }

    func testTernaryIsAConditionAndAnExpression() {
        let m = parseBody("""
            vc.modalPresentationStyle = isPad ? .formSheet : .fullScreen
            let style: UIModalPresentationStyle = traitCollection.horizontalSizeClass == .compact ? .fullScreen : .pageSheet
            """)
        XCTAssertEqual(m.renderedAssignments, ["vc.modalPresentationStyle = isPad ? .formSheet : .fullScreen"])
        let ternaries = m.conditions.filter { $0.kind == .ternary }
        XCTAssertEqual(ternaries.count, 2)
        XCTAssertEqual(ternaries[0].expressions.map(m.render), ["isPad"])
        XCTAssertEqual(ternaries[1].expressions.map(m.render), ["traitCollection.horizontalSizeClass == .compact"])
        guard case .ternary(_, let a, let b, _)? = m.bindings.first?.initializer else { return XCTFail("no ternary") }
        XCTAssertEqual(m.render(a), ".fullScreen")
        XCTAssertEqual(m.render(b), ".pageSheet")
        XCTAssertEqual(m.bindings.first?.type, "UIModalPresentationStyle")
    }

    func testPoundIfReadsAllBranches() {
        let m = parse("""
            class VC: UIViewController {
            #if targetEnvironment(macCatalyst)
                func setUp() { vc.modalPresentationStyle = .formSheet }
            #elseif os(iOS)
                func setUp() { vc.modalPresentationStyle = .pageSheet }
            #else
                func other() {}
            #endif
                func f() {
                    #if DEBUG
                    present(debugVC, animated: true)
                    #else
                    present(releaseVC, animated: true)
                    #endif
                }
            }
            """)
        XCTAssertEqual(m.functionNames(of: "VC"), ["setUp()", "setUp()", "other()", "f()"])
        XCTAssertEqual(m.renderedAssignments, ["vc.modalPresentationStyle = .formSheet", "vc.modalPresentationStyle = .pageSheet"])
        XCTAssertEqual(m.renderedCalls, ["present(debugVC, animated: true)", "present(releaseVC, animated: true)"])
        XCTAssertTrue(m.calls.allSatisfy { m.functionName($0.context) == "f()" })
        XCTAssertEqual(m.skipped.count, 0)
    }

    func testDeferReturnDoCatch() {
        let m = parseBody("""
            defer { cleanup() }
            do {
                try save()
            } catch let error as NSError {
                report(error)
            } catch {
                fallback()
            }
            return
            """)
        let kinds: [String: Block.Kind?] = [
            "cleanup": m.firstCall("cleanup")?.context.block.map { m.blocks[$0].kind },
            "save": m.firstCall("save")?.context.block.map { m.blocks[$0].kind },
            "report": m.firstCall("report")?.context.block.map { m.blocks[$0].kind },
            "fallback": m.firstCall("fallback")?.context.block.map { m.blocks[$0].kind },
        ]
        XCTAssertEqual(kinds["cleanup"], .defer)
        XCTAssertEqual(kinds["save"], .do)
        XCTAssertEqual(kinds["report"], .catch)
        XCTAssertEqual(kinds["fallback"], .catch)
        XCTAssertEqual(m.returns.count, 1)
        XCTAssertNil(m.returns[0].value)
        XCTAssertEqual(m.functionName(m.returns[0].context), "f()")
    }

    func testReturnValues() {
        let m = parse("""
            class Factory {
                func make() -> UIViewController {
                    let vc = DetailViewController()
                    vc.modalPresentationStyle = .fullScreen
                    return vc
                }
                func nav() -> UINavigationController { return UINavigationController(rootViewController: make()) }
                func shouldDismiss() -> Bool {
                    return false
                }
            }
            """)
        XCTAssertEqual(m.returns.map { $0.value.map(m.render) ?? "-" }, [
            "vc", "UINavigationController(rootViewController: make())", "false",
        ])
        XCTAssertEqual(m.returns.map { m.functionName($0.context) }, ["make()", "nav()", "shouldDismiss()"])
        XCTAssertEqual(m.function("make()")?.returnType, "UIViewController")
    }

    func testLoopsAndLabels() {
        let m = parseBody("""
            outer: for (index, vc) in controllers.enumerated() where vc.isViewLoaded {
                for case let nav as UINavigationController in children { nav.dismiss(animated: false) }
                repeat { tick() } while running
                continue outer
            }
            """)
        XCTAssertEqual(m.bindings.filter { $0.kind == .loop }.map { $0.name }, ["index", "vc", "nav"])
        XCTAssertEqual(m.firstCall("dismiss")?.context.block.map { m.blocks[$0].kind }, .loop)
        XCTAssertEqual(m.firstCall("tick")?.context.block.map { m.blocks[$0].kind }, .loop)
        XCTAssertEqual(m.renderedCalls, ["controllers.enumerated()", "nav.dismiss(animated: false)", "tick()"])
    }

    func testIfAndSwitchExpressions() {
        let m = parseBody("""
            let style: UIModalPresentationStyle = if isPad { .formSheet } else { .fullScreen }
            let other = switch idiom {
            case .pad: UIModalPresentationStyle.formSheet
            default: .automatic
            }
            done()
            """)
        XCTAssertEqual(m.conditions.map { $0.kind }, [.if, .switch, .case, .case])
        XCTAssertEqual(m.bindings.map { $0.name }, ["style", "other"])
        XCTAssertEqual(m.firstCall("done").map { m.functionName($0.context) }, "f()")
    }
}
