import ModalLintPlatform

/// What a piece of code does when it closes a screen: the work a swipe would skip and
/// whether (and where) it dismisses. Work is a store or model write, a callback or delegate
/// call the presenter relies on, a notification, a state reset, a resource released,
/// analytics, an unsaved-changes confirmation; not work are logging, haptics, ending editing,
/// updating the closing screen's own views, and the dismissal itself (a delegate call whose
/// implementation only dismisses included). Project methods, delegate implementations and
/// closures handed to the screen are followed a few calls deep.
public struct ExitWork {
    /// One thing the code does that a swipe would skip.
    public struct Item: Sendable {
        /// What it is, for messages: `store.save()`, `delegate.editorDidCancel()`,
        /// `selection = …`, a confirmation.
        public let text: String

        /// The text as a message shows it: code in backticks, words as they are.
        public var quoted: String { !text.hasPrefix("a ") && (text.contains("(") || text.contains("=")) ? "`\(text)`" : text }
        /// The name compared with what observers of the swipe do.
        public let key: String
        public let location: SiteLocation
        /// The properties it sets, as far as it can be followed (nil: it calls code that does
        /// more, or that cannot be seen). A condition that reads them all guards the item.
        public var writes: Set<String>? = nil
    }

    /// The result of reading one body.
    struct Body: Sendable {
        var work: [Item] = []
        /// Where it dismisses the screen, directly or through what it calls.
        var dismissal: SiteLocation? = nil
        /// How many places close the screen (the first is `dismissal`).
        var closings = 0

        /// Records a place that closes the screen.
        mutating func closes(at place: SiteLocation?) {
            guard let place else { return }
            closings += 1
            if dismissal == nil { dismissal = place }
        }
        /// Every name it calls or assigns, followed as deep as the work (for coverage).
        var keys: Set<String> = []
        /// Whether all its work is setting properties, and which (`writes` of its items).
        var writes: Set<String>? {
            var all: Set<String> = []
            for w in work {
                guard let x = w.writes else { return nil }
                all.formUnion(x)
            }
            return all
        }
    }

    let index: ProjectIndex
    /// For the types of receivers (`delegate`, `viewModel`).
    let resolver: PresentationResolver
    /// Per name of a closure property, the files handing it a closure
    /// (`ProjectIndex.closureSites`).
    var closureSites: [String: [Int]] = [:]
    /// Per type name, the files that spell a call of its initialiser (`Name(`).
    var initialiserCalls = InitialiserCalls()
    /// The state a SwiftUI `.sheet` / `.fullScreenCover` / `.popover` is bound to
    /// (`isPresented: $showFilter`, `item: $editing`): setting it to false or nil closes it.
    var presentingBindings: Set<String> = []
    /// Reading the presenter's side: any `dismiss` closes what it presented.
    var anyDismiss = false
    /// The project classes that present controllers (the graph's presenters): a method of one
    /// that dismisses, called from a screen it shows, closes that screen.
    var presenters: Set<String> = []
    /// Test code: the closures it hands a screen (`Editor(onDone: { expectation.fulfill() })`)
    /// are not the app's.
    var ignoredFiles: Set<Int> = []
    /// Only where it dismisses is wanted: no work is collected (a cheap first look, before
    /// an exit's work is read).
    var dismissalOnly = false
    /// Answers shared by every reader of the same project (they hold for the whole run).
    let memo = Memo()

    final class Memo: @unchecked Sendable {
        private let read = MemoTable<String, Bool>()
        private let handed = MemoTable<String, [(file: Int, closure: Int)]>()
        private let adopters = MemoTable<Int, [String: [ProjectIndex.TypeRef]]>()
        private let dismissActionTakers = MemoTable<Int, Set<String>>()
        private let subclasses = MemoTable<Int, [String: [String]]>()

        func handed(_ key: String, _ make: () -> [(file: Int, closure: Int)]) -> [(file: Int, closure: Int)] { handed.value(key, make) }

        func isRead(_ key: String, _ make: () -> Bool) -> Bool { read.value(key, make) }

        /// Per protocol (or class) name, the declarations that list it among what they
        /// inherit; made once, when first asked.
        func adopters(_ make: () -> [String: [ProjectIndex.TypeRef]]) -> [String: [ProjectIndex.TypeRef]] { adopters.value(0, make) }

        /// The names of the project's functions that take a `DismissAction`; made once.
        func dismissActionTakers(_ make: () -> Set<String>) -> Set<String> { dismissActionTakers.value(0, make) }

        /// Per project class, the project classes below it, at any depth; made once.
        func subclasses(_ make: () -> [String: [String]]) -> [String: [String]] { subclasses.value(0, make) }
    }

    /// The project classes that inherit from `name`, at any depth (`NoteEditor` for `Editor`).
    func subclasses(of name: String) -> [String] {
        memo.subclasses {
            var out: [String: Set<String>] = [:]
            for m in index.models {
                for t in m.types where t.kind == .class {
                    for ancestor in index.superclassChain(t.name).dropFirst() { out[ancestor, default: []].insert(t.name) }
                }
            }
            return out.mapValues { $0.sorted() }
        }[name] ?? []
    }

    /// The names of the project's functions with a `DismissAction` parameter (a model's
    /// `add(url:dismiss:)`), found among the files that spell the type.
    var dismissActionTakers: Set<String> {
        memo.dismissActionTakers {
            var out: Set<String> = []
            for m in index.models where m.mayMention("DismissAction") {
                for f in m.functions where f.parameters.contains(where: { ProjectIndex.baseTypeName($0.type) == "DismissAction" }) { out.insert(f.name) }
            }
            return out
        }
    }

    /// How deep calls are followed.
    static let maxDepth = 3

    /// What the body of function `f` of file `file` does.
    /// `flags`: values of its Bool parameters known from the call (`close(saving: false)`):
    /// the branches they rule out are not read.
    /// `ownerOutlivesScreen`: the function is a method of another object than the closing
    /// screen (a coordinator or presenter that wired the screen's button to itself), whose own
    /// private state does not end with the screen.
    func readFunction(_ f: Int, file: Int, depth: Int = 0, given: Given = Given(), ownerOutlivesScreen: Bool = false, seen: inout Set<Int64>) -> Body {
        let key = Int64(file) << 32 | Int64(f)
        guard depth <= ExitWork.maxDepth, seen.insert(key).inserted else { return Body() }
        let m = index.models[file]
        guard let body = m.functions[f].bodyBlock else { return Body() }
        return read(file: file, in: m.blocks[body].range, function: f, depth: depth,
                    skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: given.flags, nils: given.nils), nils: given.nils,
                    ownerOutlivesScreen: ownerOutlivesScreen, seen: &seen)
    }

    /// What a call tells its callee's parameters, as far as reading the callee needs: the
    /// Bool literals it passes, and which parameters are nil.
    struct Given {
        var flags: [String: Bool] = [:]
        /// Parameters passed `nil`, or left out when they have a default and an optional type
        /// (`completion: (() -> Void)? = nil`, `error: Error? = nil`): calling such a closure does
        /// nothing, and `if let error` does not hold.
        var nils: Set<String> = []
    }

    /// What call `c` in `m` tells `fn`'s parameters; besides the static facts, a hook of the
    /// caller that nothing sets (an optional closure property), passed as an argument, is nil
    /// there (`finish(completion: onCancel)`).
    func given(of c: CallSite, in m: FileModel, to fn: FunctionDecl) -> Given {
        var g = ExitWork.given(of: c, to: fn)
        guard let t = c.context.type, let mapping = WrapperIndex.bind(c, to: fn) else { return g }
        for (ai, pi) in mapping.enumerated() where !g.nils.contains(fn.parameters[pi].name) {
            guard let path = c.arguments[ai].value.path, path.count == 1 || (path.count == 2 && path[0] == "self") else { continue }
            if isUnsetHook(path[path.count - 1], in: m, type: t) { g.nils.insert(fn.parameters[pi].name) }
        }
        return g
    }

    /// What call `c` tells `fn`'s parameters.
    static func given(of c: CallSite, to fn: FunctionDecl) -> Given {
        var g = Given(flags: flags(of: c, to: fn))
        guard let mapping = WrapperIndex.bind(c, to: fn) else { return g }
        var passed = Set<Int>()
        for (ai, pi) in mapping.enumerated() {
            passed.insert(pi)
            if case .literal(.nil, _) = c.arguments[ai].value { g.nils.insert(fn.parameters[pi].name) }
        }
        for (pi, p) in fn.parameters.enumerated() where !passed.contains(pi) && p.hasDefault {
            if ProjectIndex.isOptionalType(p.type) { g.nils.insert(p.name) }
        }
        return g
    }

    /// The values a call gives its callee's Bool parameters as literals: `close(saving: false)`
    /// to `func close(saving: Bool)` is `["saving": false]`.
    static func flags(of c: CallSite, to fn: FunctionDecl) -> [String: Bool] {
        guard c.arguments.contains(where: { if case .literal(let k, _) = $0.value { return k == .boolTrue || k == .boolFalse }; return false }),
              let mapping = WrapperIndex.bind(c, to: fn) else { return [:] }
        var out: [String: Bool] = [:]
        for (ai, pi) in mapping.enumerated() {
            if case .literal(let k, _) = c.arguments[ai].value, k == .boolTrue || k == .boolFalse { out[fn.parameters[pi].name] = k == .boolTrue }
        }
        return out
    }

    /// The code of function `f` that cannot run when its Bool parameters have the values
    /// `flags`: the `then` of `if saving` when `saving` is false (its `else` when true), and
    /// what follows `guard saving else { … }` when false (its `else` when true). Conditions
    /// in closures of the function count too (`dismiss(animated: true) { if saving { … } }`).
    static func branchesNotTaken(of f: Int, in m: FileModel, flags: [String: Bool], nils: Set<String> = []) -> [Range<Int>] {
        guard !flags.isEmpty || !nils.isEmpty, let body = m.functions[f].bodyBlock else { return [] }
        let bodyRange = m.blocks[body].range
        func value(_ e: Expr) -> Bool? {
            switch e {
            case .name(let n, _): return flags[n]
            case .prefix("!", let x, _): return value(x).map { !$0 }
            case .binary(let op, .name(let n, _), .literal(.nil, _), _) where op == "==" || op == "!=":
                return nils.contains(n) ? op == "==" : nil
            default: return nil
            }
        }
        var out: [Range<Int>] = []
        for (ci, c) in m.conditions.enumerated() where c.context.function == f && bodyRange.contains(c.range.lowerBound) && (c.kind == .if || c.kind == .guard) {
            var values = c.expressions.map(value)
            // `if let error`, `guard let error = error`: fails when it is nil.
            if !nils.isEmpty {
                for b in m.conditionalBindings(of: ci) {
                    if case .name(let n, _)? = b.initializer, nils.contains(n) { values.append(false) } else { values.append(nil) }
                }
            }
            guard !values.isEmpty else { continue }
            let fails = values.contains(false)
            let holds = values.allSatisfy { $0 == true }
            if c.kind == .if {
                if fails, let then = c.branches.first { out.append(m.blocks[then].range) }
                if holds, c.branches.count > 1 { out.append(m.blocks[c.branches[1]].range) }
            } else if let elseBlock = c.branches.first {
                if holds { out.append(m.blocks[elseBlock].range) }
                if fails, let outer = c.context.block { out.append(m.blocks[elseBlock].range.upperBound..<m.blocks[outer].range.upperBound) }
            }
        }
        return out
    }

    /// What a closure does (its body, nested closures included).
    func readClosure(_ ci: Int, file: Int, depth: Int = 0, seen: inout Set<Int64>) -> Body {
        // Closures are counted apart from functions in `seen` (the sign bit).
        let key = Int64.min | Int64(file) << 32 | Int64(ci)
        guard depth <= ExitWork.maxDepth, seen.insert(key).inserted else { return Body() }
        let m = index.models[file]
        let c = m.closures[ci]
        return read(file: file, in: c.range, function: c.context.function, depth: depth, seen: &seen)
    }

    /// Reads the calls and assignments of `function` inside `range` (closures in it
    /// included: completion blocks, alert actions, dispatches).
    /// `nils`: parameters of `function` known to be nil (a closure among them is not called).
    func read(file: Int, in range: Range<Int>, function: Int?, depth: Int, skipping skipped: [Range<Int>] = [], nils: Set<String> = [],
              ownerOutlivesScreen: Bool = false, seen: inout Set<Int64>) -> Body {
        let m = index.models[file]
        var out = Body()
        let all = m.calls(inFunction: function, from: range.lowerBound, to: range.upperBound)
        // A menu or bar button action made here (`UIAction { … }`, set up by a method the exit
        // calls to refresh its menus) runs when its item is tapped, not when this code runs: it
        // is a way out of its own, read on its own.
        var skipped = skipped
        for k in all where m.calls[Int(k)].name == "UIAction" {
            for a in m.calls[Int(k)].arguments { if case .closure(_, let r) = a.value, r != range { skipped.append(r) } }
        }
        func runs(_ offset: Int) -> Bool { !skipped.contains { $0.contains(offset) } }
        // In source order, the outer of two calls starting together first (`a.b().c()`).
        let inRange = all.filter { runs(m.calls[Int($0)].range.lowerBound) }.sorted { x, y in
            let a = m.calls[Int(x)].range, b = m.calls[Int(y)].range
            return a.lowerBound != b.lowerBound ? a.lowerBound < b.lowerBound : a.count > b.count
        }
        var outerEnd = -1
        var outerClosure: Int? = nil
        // Values computed for a local or a condition (`let path = sections.indexPath(…)`,
        // `guard let x = try? load()`) are not work themselves.
        var computed: [(range: Range<Int>, closure: Int?)] = []
        for b in m.bindings(inFunction: function, from: range.lowerBound, to: range.upperBound) {
            if let e = m.bindings[Int(b)].initializer { computed.append((e.range, m.bindings[Int(b)].context.closure)) }
        }
        // Where each item of work and each closing is written in this code, to tell work on a
        // path that does not close the screen (`if editing { toggleEditing() } else {
        // dismiss() }`).
        var anchors: [Int] = []
        var closePoints: [Int] = []
        for k in inRange {
            let c = m.calls[Int(k)]
            let at = SiteLocation.swift(file: file, offset: c.range.lowerBound)
            let workBefore = out.work.count, closingsBefore = out.closings
            defer {
                for _ in workBefore..<out.work.count { anchors.append(c.range.lowerBound) }
                if out.closings > closingsBefore { closePoints.append(c.range.lowerBound) }
            }
            out.keys.insert(c.name)
            if !PresentCall.isDismiss(c), computed.contains(where: { $0.range.contains(c.range.lowerBound) && $0.closure == c.context.closure }) {
                // Still followed for a dismissal: `let ok = close()`.
                continue
            }
            // A call inside another's arguments or receiver (in the same closure) computes a
            // value for it (`store.save(Date())`): the outer call is what is done.
            if c.range.lowerBound < outerEnd && c.context.closure == outerClosure && !PresentCall.isDismiss(c) { continue }
            outerEnd = c.range.upperBound
            outerClosure = c.context.closure
            let swiftUIDismiss = isSwiftUIDismiss(c, in: m)
            if PresentCall.isDismiss(c) || c.name == "dismissModal" || swiftUIDismiss {
                if swiftUIDismiss || isOwnDismiss(c, in: m, onPresenterSide: ownerOutlivesScreen) || dismissesParameter(c, in: m) { out.closes(at: at) }
                // The controller's own `dismiss(animated:completion:)` override runs first
                // (`player.stop()` before `super.dismiss`): its work is this exit's, and UIKit's
                // swipe never calls it.
                if PresentCall.isDismiss(c), c.receiver == nil || c.receiver?.path == ["self"] {
                    for ref in implementations(of: c, in: m, file: file) where index.function(ref).isOverride {
                        let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, given: given(of: c, in: m, to: index.function(ref)), seen: &seen)
                        out.keys.formUnion(inner.keys)
                        out.work += inner.work
                    }
                }
                continue
            }
            // Ending an app extension's request closes the sheet the system shows it in.
            if ExitWork.endsExtensionRequest(c) {
                out.closes(at: at)
                continue
            }
            if c.name == "performSegue", let id = c.argument("withIdentifier"), isUnwind(id.value, in: m) {
                out.closes(at: at)
                continue
            }
            // `isPresented.toggle()` on the state a shown sheet is bound to closes it; on the
            // state of a sheet the view itself shows, outside that sheet's content, it opens
            // that sheet (neither a closing nor work).
            if c.name == "toggle", c.arguments.isEmpty, let n = c.receiver?.lastName, presentingBindings.contains(n) {
                if !ExitWork.opensOwnSheet(n, at: c.range.lowerBound, in: m, type: c.context.type) { out.closes(at: at) }
                continue
            }
            if ExitWork.neutralCalls.contains(c.name) || c.name.isEmpty || isSuper(c) || isViewUpdate(c, in: m) || ExitWork.isLogging(c) { continue }
            // Letting go of a delegate (`output.setMetadataObjectsDelegate(nil, queue: nil)`):
            // the screen stops listening; nothing is owed.
            if ExitWork.clearsDelegate(c) { continue }
            // A closure parameter the caller left nil (`completion?()`).
            if c.receiver == nil, nils.contains(c.name) { continue }
            // Making a value (`Contact(name:)`) is not work until something is done with it; a
            // case pattern (`guard case let .valid(key) = result`) makes nothing.
            if c.receiver == nil, c.name.first?.isUppercase == true { continue }
            if case .implicitMember = c.callee, ExitWork.isCasePattern(c, in: m) { continue }
            if dismissalOnly && (PresentCall.isUIKitShape(c) || ExitWork.isConfirmation(c.name) || c.name == "post" || c.name == "postNotificationName") { continue }
            if PresentCall.isUIKitShape(c) || ExitWork.isConfirmation(c.name) {
                // Asking before closing (an alert or action sheet) is work a swipe skips;
                // presenting another screen is not.
                if ExitWork.isConfirmation(c.name) || isAlert(c.arguments[0].value, in: m, at: c) {
                    out.work.append(Item(text: "a confirmation", key: "present", location: at))
                }
                continue
            }
            if c.name == "UIAlertController" || c.name == "UIAlertAction" || c.name == "addAction" { continue }
            if c.name == "post" || c.name == "postNotificationName" {
                out.work.append(Item(text: "a notification (\(notificationKey(c, in: m)))", key: notificationKey(c, in: m), location: at))
                continue
            }
            // What the implementations of a call do, its closing included, is the exit's.
            func readImplementations(_ impls: [ProjectIndex.FunctionRef], ownerOutlivesScreen: Bool = false) {
                for ref in impls {
                    let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, given: given(of: c, in: m, to: index.function(ref)),
                                             ownerOutlivesScreen: ownerOutlivesScreen, seen: &seen)
                    out.keys.formUnion(inner.keys)
                    out.closes(at: inner.dismissal)
                    out.work += inner.work
                }
            }
            // A method of the screen itself (or a free function): what it does is the exit's.
            if c.receiver == nil || c.receiver?.path == ["self"] {
                let own = implementations(of: c, in: m, file: file)
                if !own.isEmpty {
                    // (A helper of the object whose method this is: the presenter's, when that
                    // object is the presenter.)
                    readImplementations(own, ownerOutlivesScreen: ownerOutlivesScreen)
                    continue
                }
                // A closure property handed to the screen: `onDone?()`, `completion()`, or a
                // local holding it (`let handler = completionHandler`, then `handler?(…)`).
                let property = c.receiver == nil ? ExitWork.propertyHeld(by: c.name, before: c.range.lowerBound, in: m, function: function) ?? c.name : c.name
                if let closures = handedClosures(named: property, owner: c.context.type.map { m.types[$0].name }), !closures.isEmpty {
                    follow(closures, call: c, in: m, at: at, depth: depth, into: &out, seen: &seen)
                    continue
                }
                // A hook of the screen that nothing in the project ever sets does nothing.
                if isUnsetHook(property, in: m, type: c.context.type) { continue }
                if let t = c.context.type, isNeverPassedHook(property, owner: m.types[t].name) { continue }
            }
            // A callback to a delegate or a closure property of another object.
            if isCallback(c) {
                let impls = implementations(of: c, in: m, file: file)
                if impls.isEmpty {
                    let owner = c.receiver.flatMap { resolver.typeName(of: $0, in: m, at: c.range.lowerBound, context: c.context) }
                    if let closures = handedClosures(named: c.name, owner: owner), !closures.isEmpty {
                        follow(closures, call: c, in: m, at: at, depth: depth, into: &out, seen: &seen)
                    } else if !dismissalOnly {
                        // Implemented where the analysis cannot see: the presenter relies on it.
                        out.work.append(Item(text: ModelDump.describe(c.callee, m) + "()", key: c.name, location: at))
                    }
                    continue
                }
                var doesWork = false
                var writes: Set<String>? = []
                for ref in impls {
                    // (The delegate's or handler's side: another object, the presenter as a rule.)
                    let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, given: given(of: c, in: m, to: index.function(ref)),
                                             ownerOutlivesScreen: true, seen: &seen)
                    out.keys.formUnion(inner.keys)
                    out.closes(at: inner.dismissal)
                    if !inner.work.isEmpty { doesWork = true }
                    if let w = inner.writes, let x = writes { writes = x.union(w) } else { writes = nil }
                }
                if doesWork { out.work.append(Item(text: ModelDump.describe(c.callee, m) + "()", key: c.name, location: at, writes: writes)) }
                continue
            }
            // A method of a presenting controller of the project (`appController
            // .closeDebugController()`, reached through a local or property holding it):
            // followed like the screen's own, its closing too (its `dismiss` closes what it
            // presented).
            if let r = c.receiver, r.path != ["self"], let t = resolver.typeName(of: r, in: m, at: c.range.lowerBound, context: c.context),
               presenters.contains(t), case .viewController = index.classKind(t) {
                let impls = implementations(of: c, in: m, file: file)
                if !impls.isEmpty {
                    readImplementations(impls, ownerOutlivesScreen: true)
                    continue
                }
            }
            // A model handed the view's dismiss action (`model.add(url, dismiss: dismiss)` to
            // `func add(url: String, dismiss: DismissAction)`): it does its work and closes the
            // screen when it calls that action.
            if let r = c.receiver, r.path != ["self"], dismissActionTakers.contains(c.name) {
                let impls = implementations(of: c, in: m, file: file)
                if !impls.isEmpty && impls.count <= 2 {
                    readImplementations(impls, ownerOutlivesScreen: true)
                    continue
                }
            }
            if dismissalOnly { continue }
            // Another object's project method (`shelf?.applyChanges()`): what it sets, when that
            // is all it does.
            var writes: Set<String>? = nil
            let impls = implementations(of: c, in: m, file: file)
            if !impls.isEmpty && impls.count <= 2 {
                writes = []
                for ref in impls {
                    let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, given: given(of: c, in: m, to: index.function(ref)), seen: &seen)
                    if let w = inner.writes, let x = writes { writes = x.union(w) } else { writes = nil }
                }
            }
            out.work.append(Item(text: ModelDump.describe(c.callee, m) + "()", key: c.name, location: at, writes: writes))
        }
        for k in m.assignments(inFunction: function, from: range.lowerBound, to: range.upperBound) where runs(m.assignments[Int(k)].range.lowerBound) {
            let a = m.assignments[Int(k)]
            let workBefore = out.work.count, closingsBefore = out.closings
            defer {
                for _ in workBefore..<out.work.count { anchors.append(a.range.lowerBound) }
                if out.closings > closingsBefore { closePoints.append(a.range.lowerBound) }
            }
            // `showFilter = false`, `editing = nil`: closing a SwiftUI sheet.
            if let n = a.target.lastName, presentingBindings.contains(n), a.op == "=" {
                if case .literal(let k, _) = a.value, k == .boolFalse || k == .nil {
                    out.closes(at: .swift(file: file, offset: a.range.lowerBound))
                    continue
                }
            }
            if dismissalOnly { continue }
            // `items[index] = item` writes `items`.
            var target = a.target
            if case .subscriptAccess(let base, _) = target { target = base }
            guard let name = target.lastName else { continue }
            out.keys.insert(name)
            // Locals, the closing screen's views and their appearance are not work.
            guard target.localPathCount >= 1, !ExitWork.viewProperties.contains(name), !isLocal(a, in: m) else { continue }
            if let root = target.localRoot, ExitWork.viewRoots.contains(root) { continue }
            // A flag nothing reads (`userCancelled = true`) is not work.
            let owner: String?
            if case .member(let base, _, _) = target, base.path != ["self"] {
                owner = resolver.typeName(of: base, in: m, at: a.range.lowerBound, context: a.context)
            } else {
                owner = a.context.type.map { m.types[$0].name }
            }
            if !isRead(name, owner: owner) { continue }
            // The closing screen's own private state (`isHatching = false` in its handler,
            // before it is dismissed) goes away with it, unless something keeps the screen to
            // show again. (Only in the exit's own method: a closure or a method followed from
            // it may belong to the presenter, whose state outlives the screen, as does that of
            // another object whose method the screen's button runs.)
            if depth == 0, !ownerOutlivesScreen, a.context.closure == nil, isPrivateStateOfDisposableScreen(target, in: m, context: a.context) { continue }
            // Letting go of a handler or a delegate (`completionHandler = nil`,
            // `locationManager.delegate = nil`) is bookkeeping.
            if case .literal(.nil, _) = a.value, ["handler", "completion", "callback", "block", "action", "closure", "delegate"].contains(where: { name.lowercased().contains($0) }) { continue }
            out.work.append(Item(text: "\(m.text(a.target.range)) = …", key: name, location: .swift(file: file, offset: a.range.lowerBound), writes: [name]))
        }
        // Work on a path that cannot reach any of the closings here is not this exit's.
        if !closePoints.isEmpty && anchors.count == out.work.count {
            let apart = ExitWork.exclusive(anchors: anchors, closings: closePoints, in: m, function: function)
            if apart.contains(true) { out.work = out.work.indices.filter { !apart[$0] }.map { out.work[$0] } }
        }
        return out
    }

    /// For each anchor, whether it cannot run on the same path as any of `closings`: they lie
    /// in different branches of one `if` / `switch`, or the anchor's branch returns before the
    /// code that follows it, where the closing is.
    static func exclusive(anchors: [Int], closings: [Int], in m: FileModel, function: Int?) -> [Bool] {
        let conditions = m.conditions.filter { $0.context.function == function && ($0.kind == .if || $0.kind == .switch) && !$0.branches.isEmpty }
        guard !conditions.isEmpty else { return anchors.map { _ in false } }
        func apart(_ x: Int, _ d: Int) -> Bool {
            for c in conditions {
                let ranges = c.branches.map { m.blocks[$0].range }
                guard let bx = ranges.firstIndex(where: { $0.contains(x) }) else { continue }
                if let bd = ranges.firstIndex(where: { $0.contains(d) }), bd != bx { return true }
                // The anchor's branch ends with `return`, and the closing comes after the
                // whole statement.
                let r = ranges[bx]
                if d >= (ranges.last?.upperBound ?? r.upperBound), !ranges.contains(where: { $0.contains(d) }),
                   m.returns.contains(where: { $0.context.function == function && r.contains($0.range.lowerBound) && $0.range.lowerBound > x
                       && $0.context.block == c.branches[bx] }) {
                    return true
                }
            }
            return false
        }
        return anchors.map { x in closings.allSatisfy { apart(x, $0) } }
    }

    /// Follows handed closures. `cancelled`: the call passes only `nil` or `false`
    /// (`completion(nil)`, `completionHandler(false)`), the usual way to say "cancelled":
    /// the closure's work is for the other calls, and only its dismissal counts here.
    private func follow(_ closures: [(file: Int, closure: Int)], call c: CallSite, in m: FileModel, at: SiteLocation, depth: Int, into out: inout Body, seen: inout Set<Int64>) {
        follow(closures, named: c.name, cancelled: { ExitWork.signalsCancel(c, in: m, to: $0) }, at: at, depth: depth, into: &out, seen: &seen)
    }

    /// What calling the closure property `name` of an `owner` with no arguments does (a
    /// SwiftUI button given it as its action: `Button(action: dismissAction)`): the closures
    /// handed to it, read as the presenter's.
    func readCall(ofProperty name: String, owner: String, at: SiteLocation) -> Body {
        var out = Body()
        guard let closures = handedClosures(named: name, owner: owner) else { return out }
        var seen: Set<Int64> = []
        follow(closures, named: name, cancelled: { _ in false }, at: at, depth: 0, into: &out, seen: &seen)
        return out
    }

    private func follow(_ closures: [(file: Int, closure: Int)], named name: String, cancelled: (Closure) -> Bool, at: SiteLocation, depth: Int, into out: inout Body, seen: inout Set<Int64>) {
        var doesWork = false
        var inside: [Item] = []
        // The presenter's closure closes what it presented (`{ host?.dismiss(animated: true) }`).
        var reader = self
        reader.anyDismiss = true
        for (file, ci) in closures {
            if cancelled(index.models[file].closures[ci]) {
                // Only where it closes the screen counts, read apart: another call of the
                // closure in the same exit (`completion(name)` after `completion(nil)`) reads
                // its work.
                var apart = seen
                var look = reader
                look.dismissalOnly = true
                let inner = look.readClosure(ci, file: file, depth: depth + 1, seen: &apart)
                out.closes(at: inner.dismissal)
                continue
            }
            let inner = reader.readClosure(ci, file: file, depth: depth + 1, seen: &seen)
            out.keys.formUnion(inner.keys)
            out.closes(at: inner.dismissal)
            if !inner.work.isEmpty { doesWork = true }
            inside += inner.work
        }
        guard doesWork else { return }
        // Closures that only go somewhere else (`onAdd: { navigation.navigate(.addContact) }`):
        // that going is what the call does.
        if inside.allSatisfy(ExitModel.isNavigation) { out.work += inside; return }
        out.work.append(Item(text: "\(name)()", key: name, location: at))
    }

    /// Whether a call tells the closure it calls "cancelled": only `nil` / `false` arguments
    /// (`completion(nil)`, `completionHandler(false)`), or `true` for a parameter named so
    /// (`resultHandler(nil, true)` to `{ password, cancelled in … }`). The closure's work is
    /// then for its other calls.
    static func signalsCancel(_ c: CallSite, in m: FileModel, to closure: Closure) -> Bool {
        if signalsCancel(c, in: m) { return true }
        return c.arguments.enumerated().contains { k, a in
            guard case .literal(.boolTrue, _) = a.value, k < closure.parameters.count else { return false }
            let p = closure.parameters[k].lowercased()
            return p.contains("cancel") || p.contains("abort")
        }
    }

    /// The property a local of `function` was set from before `offset`:
    /// `let handler = completionHandler` (or `self.completionHandler`) holds `completionHandler`.
    static func propertyHeld(by local: String, before offset: Int, in m: FileModel, function: Int?) -> String? {
        guard let function else { return nil }
        for k in m.bindings(inFunction: function, to: offset).reversed() {
            let b = m.bindings[Int(k)]
            guard b.name == local else { continue }
            switch b.initializer {
            case .name(let p, _)?: return p
            case .member(let base, let p, _)? where base.path == ["self"]: return p
            default: return nil
            }
        }
        return nil
    }

    /// Whether a callback is called with nothing but `nil` / `false` arguments, besides the
    /// screen itself (`completion(nil, self)`).
    /// A case saying so counts too: `.cancelled`, `.success(nil)`.
    static func signalsCancel(_ c: CallSite, in m: FileModel) -> Bool {
        let told = c.arguments.filter { $0.value.path != ["self"] }
        return !told.isEmpty && told.allSatisfy { isCancelValue($0.value, in: m) }
    }

    /// `nil`, `false`, a case named for cancelling (`.cancel`, `.cancelled`, `.none`), or a
    /// case carrying only such values (`.success(nil)`).
    static func isCancelValue(_ e: Expr, in m: FileModel) -> Bool {
        switch e {
        case .literal(let k, _): return k == .nil || k == .boolFalse
        case .implicitMember(let n, _): return ["cancel", "cancelled", "canceled", "dismissed", "none"].contains(n.lowercased())
        case .call(let ci, _):
            let inner = m.calls[ci]
            guard case .implicitMember = inner.callee, !inner.arguments.isEmpty else { return false }
            return inner.arguments.allSatisfy { isCancelValue($0.value, in: m) }
        default: return false
        }
    }

    /// `dismiss` of the closing screen: on self, its navigation controller, its presenter or
    /// parent (not of something else it holds).
    /// `onPresenterSide`: the call is in a method of another object than the screen (a
    /// delegate method it calls back, a coordinator's method its button is wired to). There,
    /// in the method's own body, what that object presented is the screen
    /// (`presentedViewController?.dismiss(…)`), and an object of the project that presents
    /// without being a controller (a coordinator, an app controller) closes it from whatever
    /// controller it presented it on (`root.dismiss(…)`). (In a closure there, it is a callback
    /// of something else the object shows: `scanner.onCompletion = { root.dismiss(…) }`.)
    func isOwnDismiss(_ c: CallSite, in m: FileModel, onPresenterSide: Bool = false) -> Bool {
        guard let r = c.receiver else { return true }
        let p = r.localPath
        // An alert the code made itself (`let controller = UIAlertController(…)`, dismissed in
        // one of its actions) closes that alert, whatever the local is called, on the
        // presenter's side too.
        if let p, p.count == 1, ExitWork.isAlertMadeHere(p[0], before: c.range.lowerBound, in: m, function: c.context.function) { return false }
        guard !anyDismiss else { return true }
        guard let p else { return false }
        if onPresenterSide && c.context.closure == nil {
            if p.last == "presentedViewController" { return true }
            if let t = c.context.type, presenters.contains(m.types[t].name), index.classKind(m.types[t].name) == .other { return true }
        }
        if p == ["self"] || (p.count == 1 && ExitWork.isSelf(p[0], before: c.range.lowerBound, in: m, function: c.context.function)) { return true }
        // What the screen itself presented on top (`presentedViewController?.dismiss(…)`)
        // closes that one, not the screen.
        if p == ["presentedViewController"] || p == ["self", "presentedViewController"] { return false }
        let last = (p.last ?? "").lowercased()
        // A router or coordinator dismisses what it presented (reached from the screen's exit).
        return ["presentingviewcontroller", "navigationcontroller", "parent", "presentedviewcontroller", "tabbarcontroller", "splitviewcontroller", "viewcontroller", "controller"].contains(last)
            || ExitWork.isRouterName(last)
    }

    /// A call on a logger (`logger.flush()`, `debugLogging.storeLogs()`): logging, not work.
    static func isLogging(_ c: CallSite) -> Bool {
        // Haptics and hiding the keyboard through the app's helpers
        // (`HapticService.shared.fireHaptic(of:)`, `hideKeyboard()`) are no work either.
        let name = c.name.lowercased()
        if name.contains("haptic") || name == "hidekeyboard" || name == "dismisskeyboard" { return true }
        if c.receiver?.localRoot?.lowercased().contains("haptic") == true { return true }
        guard let r = c.receiver?.lastName?.lowercased() else { return false }
        return r == "log" || r == "logs" || r.hasSuffix("logger") || r.hasSuffix("logging")
    }

    /// `extensionContext?.completeRequest(returningItems:)` or `cancelRequest(withError:)`:
    /// the extension's request ends, and with it the sheet the host shows the extension in.
    static func endsExtensionRequest(_ c: CallSite) -> Bool {
        (c.name == "completeRequest" || c.name == "cancelRequest") && c.receiver?.lastName == "extensionContext"
    }

    /// Whether a local holds a system alert or share sheet made in the same function
    /// (`let controller = UIAlertController(…)`); never a screen of the project.
    static func isAlertMadeHere(_ local: String, before offset: Int, in m: FileModel, function: Int?) -> Bool {
        guard case .call(let ci, _)?? = boundValue(of: local, before: offset, in: m, function: function) else { return false }
        return m.calls[ci].name == "UIAlertController" || m.calls[ci].name == "UIActivityViewController"
    }

    /// The value the nearest binding of `local` before `offset` in the function gives it
    /// (nil: no such binding; `.some(nil)`: bound without a value).
    static func boundValue(of local: String, before offset: Int, in m: FileModel, function: Int?) -> Expr?? {
        for b in m.bindings(inFunction: function, to: offset).reversed() where m.bindings[Int(b)].name == local {
            return .some(m.bindings[Int(b)].initializer)
        }
        return nil
    }

    /// Whether a local names the screen itself: `guard let strongSelf = self`,
    /// `let this = self`.
    static func isSelf(_ local: String, before offset: Int, in m: FileModel, function: Int?) -> Bool {
        if case .name("self", _)?? = boundValue(of: local, before: offset, in: m, function: function) { return true }
        return false
    }

    /// A SwiftUI view closing itself: the environment's `dismiss()`,
    /// `presentationMode.wrappedValue.dismiss()`, or the `DismissAction` a helper was handed.
    func isSwiftUIDismiss(_ c: CallSite, in m: FileModel) -> Bool {
        // The view's `DismissAction` handed to a helper and called there
        // (`func addLink(…, dismiss: DismissAction)` calling `dismiss()`).
        if c.receiver == nil, c.arguments.isEmpty, let f = c.context.function,
           m.functions[f].parameters.contains(where: { $0.name == c.name && ProjectIndex.baseTypeName($0.type) == "DismissAction" }) { return true }
        guard c.name == "dismiss", c.arguments.isEmpty else { return false }
        // (also through a helper on the binding: `presentationMode.dismiss()`)
        if let last = c.receiver?.localPath?.last, last == "wrappedValue" || last == "presentationMode" { return true }
        // The app's router closing the route it shows (`router.dismiss()` of a view's
        // `@Router var router`, `coordinator.dismiss()`, `path.dismiss()` of an
        // `@EnvironmentObject var path: NavigationCoordinator`).
        if let p = c.receiver?.localPath, p.count == 1 || (p.count == 2 && p[0] == "self"), let t = c.context.type, m.types[t].kind == .struct {
            let name = p[p.count - 1]
            if ExitWork.isRouterName(name) { return true }
            if m.types[t].properties.contains(where: { m.properties[$0].name == name && m.properties[$0].type.map { ExitWork.isRouterName(ProjectIndex.baseTypeName($0)) } == true }) { return true }
        }
        // (`self.dismiss()` is the same call.)
        guard c.receiver == nil || c.receiver?.path == ["self"], let t = c.context.type else { return false }
        return m.types[t].kind == .struct
    }

    /// A name for the app's router or coordinator (`router`, `appCoordinator`, `navigator`).
    static func isRouterName(_ name: String) -> Bool {
        let l = name.lowercased()
        return l.hasSuffix("router") || l.hasSuffix("coordinator") || l.hasSuffix("navigator")
    }

    func isSuper(_ c: CallSite) -> Bool { c.receiver?.path?.first == "super" }

    /// `editor.dismiss(animated:)` in a delegate method given the screen as a parameter
    /// (`func editorDidCancel(_ editor: EditorViewController)`).
    func dismissesParameter(_ c: CallSite, in m: FileModel) -> Bool {
        guard case .name(let n, _)? = c.receiver, let f = c.context.function,
              let p = m.functions[f].parameters.first(where: { $0.name == n }) else { return false }
        let t = ProjectIndex.baseTypeName(p.type)
        return t.hasSuffix("Controller") || t.hasSuffix("VC") || (index.isProjectClass(t) && index.classKind(t) != .other)
    }

    /// Helpers that ask before closing: `presentDiscardChangesActionSheet`, `showConfirmation`.
    static func isConfirmation(_ name: String) -> Bool {
        let l = name.lowercased()
        return (l.hasPrefix("present") || l.hasPrefix("show") || l.hasPrefix("ask")) && (l.contains("alert") || l.contains("actionsheet") || l.contains("confirm") || l.contains("discard"))
    }

    /// Whether a presented value is an alert or action sheet (`UIAlertController`, a local
    /// made from one, a name that says so).
    func isAlert(_ e: Expr, in m: FileModel, at c: CallSite) -> Bool {
        let text = m.text(e.range).lowercased()
        if text.contains("alert") || text.contains("actionsheet") || text.contains("confirm") { return true }
        if case .name(let n, _) = e {
            for b in m.bindings(inFunction: c.context.function, to: c.range.lowerBound).reversed() where m.bindings[Int(b)].name == n {
                if case .call(let ci, _)? = m.bindings[Int(b)].initializer { return m.calls[ci].name == "UIAlertController" }
                return false
            }
        }
        return false
    }

    /// Calls on the closing screen's views (`tableView.reloadData()`, `view.endEditing`).
    func isViewUpdate(_ c: CallSite, in m: FileModel) -> Bool {
        guard let root = c.receiver?.localRoot else { return false }
        return ExitWork.viewRoots.contains(root) || root.hasSuffix("View") || root.hasSuffix("Label") || root.hasSuffix("Button")
            || root.hasSuffix("Field") || root.hasSuffix("Generator") || root == "HapticFeedback" || root == "UIView"
    }

    /// Whether `target` is a `private` (or `fileprivate`) stored property of the controller
    /// whose method assigns it (`flag` or `self.flag`), and no stored property of the project
    /// keeps that controller class (`lazy var search = SearchViewController()`, `var picker:
    /// Picker?`): then the screen is made for each presentation and its private state ends
    /// with it.
    func isPrivateStateOfDisposableScreen(_ target: Expr, in m: FileModel, context: Context) -> Bool {
        guard let t = context.type else { return false }
        let name: String
        switch target {
        case .name(let n, _): name = n
        case .member(.name("self", _), let n, _): name = n
        default: return false
        }
        let type = m.types[t]
        guard type.kind == .class, let pi = type.properties.first(where: { m.properties[$0].name == name }),
              m.properties[pi].getter == nil,
              m.properties[pi].modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) else { return false }
        return !isKept(type.name)
    }

    /// Whether a stored property of a project type holds instances of `cls` (its declared
    /// type, or the class its initialiser makes).
    func isKept(_ cls: String) -> Bool {
        memo.isRead("kept:" + cls) {
            for m in index.models where m.mayMention(cls) {
                for p in m.properties where p.context.type != nil && p.context.function == nil && p.getter == nil {
                    if let t = p.type, ProjectIndex.baseTypeName(t) == cls { return true }
                    if case .call(let ci, _)? = p.initializer, case .name(cls, _) = m.calls[ci].callee { return true }
                }
            }
            return false
        }
    }

    /// Whether `name` is an optional closure property of the class (`var willClose: (() ->
    /// Void)?`) that no code of the project sets: every mention of the name is its declaration
    /// or a call of it (no assignment, no initialiser argument, no other use).
    func isUnsetHook(_ name: String, in m: FileModel, type t: Int?) -> Bool {
        // An optional `var` of a class: anything else is set by an initialiser (a struct's
        // memberwise one, with a trailing closure, names nothing).
        guard let t, m.types[t].kind == .class, let pi = m.types[t].properties.first(where: { m.properties[$0].name == name }),
              m.properties[pi].getter == nil, m.properties[pi].initializer == nil, !m.properties[pi].isLet,
              let type = m.properties[pi].type, ProjectIndex.spellsFunctionType(type), ProjectIndex.isOptionalType(type) else { return false }
        return memo.isRead("unset:" + name) {
            let needle = Array(name.utf8)
            for (fi, fm) in index.models.enumerated() where !ignoredFiles.contains(fi) && fm.mayMention(name) {
                let bytes = fm.file.bytes
                var set = false
                ExitWork.forEachWord(needle, in: bytes) { at, end in
                    var next = end
                    while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                    let following = next < bytes.count ? bytes[next] : 0
                    // Its declaration without a value (`var name: …`), or a call (`name?(…)`).
                    if ExitWork.followsVarOrLet(bytes, at: at) && following != UInt8(ascii: "=") { return true }
                    if following == UInt8(ascii: "?") && next + 1 < bytes.count && bytes[next + 1] == UInt8(ascii: "(") || following == UInt8(ascii: "(") { return true }
                    // Named in a comment.
                    if ExitWork.isInComment(at, fm) { return true }
                    // Passed on as an argument's value (`finish(completion: onCancel)`): read.
                    if (following == UInt8(ascii: ")") || following == UInt8(ascii: ",")) && ExitWork.followsColon(bytes, at: at) { return true }
                    // Set on an instance the same function makes a window's root (a lock
                    // screen in its own window): not on the instances presented as sheets.
                    if ExitWork.isWindowRootInstanceMember(at: at, in: fm) { return true }
                    set = true
                    return false
                }
                if set { return false }
            }
            return true
        }
    }

    /// The parameter an unlabelled trailing closure of call `c` goes to: the first closure
    /// parameter after the last one an argument names (Swift's forward scan, the closure
    /// parameters told by their spelt types).
    static func trailingClosureParameter(_ c: CallSite, params: [Parameter]) -> Int? {
        var after = -1
        for a in c.arguments where !a.isTrailingClosure && a.label != nil {
            if let k = params.firstIndex(where: { $0.label == a.label }), k > after { after = k }
        }
        // A closure type spelt out or escaping; failing that (a type alias), the last one.
        let closure = params.indices.first { $0 > after && (ProjectIndex.spellsFunctionType(params[$0].type) || params[$0].type.contains("@escaping")) }
        return closure ?? (params.count - 1 > after ? params.count - 1 : nil)
    }

    /// Whether `name` is an optional closure property of `owner` that only its initialisers
    /// set, from parameters that default to nil, and that no call of them passes
    /// (`init(…, onDismiss: (() -> Void)? = nil)`, never given) nor any code assigns: calling
    /// it does nothing.
    func isNeverPassedHook(_ name: String, owner: String) -> Bool {
        memo.isRead("unpassed:" + owner + "." + name) {
            for ref in index.typesByName[owner] ?? [] {
                let m = index.models[ref.file]
                guard let pi = m.types[ref.type].properties.first(where: { m.properties[$0].name == name }) else { continue }
                let p = m.properties[pi]
                guard p.getter == nil, let type = p.type, ProjectIndex.spellsFunctionType(type), ProjectIndex.isOptionalType(type) else { return false }
                if let e = p.initializer {
                    guard case .literal(.nil, _) = e else { return false }
                }
                // Set only by initialisers, from their parameters (which must have a default).
                for f in m.types[ref.type].functions {
                    let fn = m.functions[f]
                    for k in m.assignments(inFunction: f) where m.assignments[Int(k)].target.lastName == name {
                        guard fn.kind == .initializer, case .name(let v, _) = m.assignments[Int(k)].value, fn.parameters.contains(where: { $0.name == v }) else { return false }
                    }
                }
            }
            let stored = initialiserParameters(storedIn: name, by: [owner])
            guard !stored.isEmpty, stored.allSatisfy({ $0.params[$0.at].hasDefault }) else { return false }
            for fi in initialiserCalls[owner] ?? [] where !ignoredFiles.contains(fi) {
                for c in index.models[fi].calls where c.name == owner {
                    if stored.contains(where: { ExitWork.argument(of: c, for: $0.at, of: $0.params) != nil }) { return false }
                }
            }
            // Assigned from outside (`view.onDismiss = { … }`).
            let needle = Array(("." + name).utf8)
            for (fi, fm) in index.models.enumerated() where !ignoredFiles.contains(fi) && fm.mayMention(name) {
                let bytes = fm.file.bytes
                var from = bytes.startIndex
                while let at = bytes[from...].firstOffset(of: needle) {
                    from = at + needle.count
                    var next = from
                    while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                    if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "="), bytes[next + 1] != UInt8(ascii: "=") {
                        // `self.name = name` in an initialiser is the storing read above.
                        if at >= 4, bytes[(at - 4)..<at].elementsEqual("self".utf8) { continue }
                        return false
                    }
                }
            }
            return true
        }
    }

    /// Whether an assignment's target is a local of the function (not a property).
    func isLocal(_ a: Assignment, in m: FileModel) -> Bool {
        guard let root = a.target.localRoot, a.target.path?.first != "self" else { return false }
        return m.bindings(inFunction: a.context.function, to: a.range.lowerBound).contains { m.bindings[Int($0)].name == root }
    }

    /// A call of a delegate or a callback: `delegate?.didCancel(self)`, `coordinator.finish()`,
    /// `onDone?()`.
    func isCallback(_ c: CallSite) -> Bool {
        guard let r = c.receiver?.localPath else { return false }
        let last = r.last ?? ""
        return last.lowercased().hasSuffix("delegate") || last.hasSuffix("Coordinator") || last == "coordinator" || last == "router"
            || last == "presenter" || last == "output" || last == "listener" || last == "viewModel" || last == "interactor"
    }

    /// The project functions a call runs: those of its name whose labels fit, declared by
    /// the receiver's type (the enclosing type for a call on self; for a protocol, the types
    /// adopting it; a superclass's too). When the receiver's type cannot be told, a name with
    /// one or two declarations is followed, no more.
    func implementations(of c: CallSite, in m: FileModel, file: Int) -> [ProjectIndex.FunctionRef] {
        // A function nested in the caller's (`func finish() { … }` inside it).
        if c.receiver == nil, let outer = c.context.function {
            let nested = m.functions.indices.filter { m.functions[$0].name == c.name && m.functions[$0].context.function == outer && m.functions[$0].bodyBlock != nil }
                .map { ProjectIndex.FunctionRef(file: file, function: $0) }
            if !nested.isEmpty { return nested }
        }
        guard let refs = index.functionsByName[c.name] else { return [] }
        let labels = c.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
        func fits(_ ref: ProjectIndex.FunctionRef) -> Bool {
            let fm = index.models[ref.file]
            guard fm.functions[ref.function].kind == .function, fm.functions[ref.function].bodyBlock != nil else { return false }
            let params = fm.functions[ref.function].parameters
            return params.count >= labels.count && zip(params, labels).allSatisfy { ($0.label ?? "_") == $1 }
        }
        let receiverType: String?
        if let r = c.receiver, r.path != ["self"] {
            receiverType = resolver.typeName(of: r, in: m, at: c.range.lowerBound, context: c.context)
        } else if let t = c.context.type {
            receiverType = m.types[t].name
        } else {
            // A free function of the file.
            return refs.filter { index.models[$0.file].functions[$0.function].context.type == nil && fits($0) }
        }
        guard let t = receiverType else {
            let fitting = refs.prefix(3).filter(fits)
            return refs.count <= 2 ? Array(fitting) : []
        }
        var found: [ProjectIndex.FunctionRef] = []
        let isProtocol = index.typesByName[t]?.contains { index.decl($0).kind == .protocol } ?? false
        if !isProtocol {
            // The receiver's type and its superclasses: their own declarations' methods, and
            // those of the project's extensions of UIViewController for any controller.
            var owners = index.superclassChain(t)
            if let top = owners.last, top != "UIViewController", UIKitFacts.isFrameworkViewController(top) { owners.append("UIViewController") }
            for owner in owners {
                for tr in index.typesByName[owner] ?? [] {
                    let tm = index.models[tr.file]
                    for f in tm.types[tr.type].functions where tm.functions[f].name == c.name {
                        let ref = ProjectIndex.FunctionRef(file: tr.file, function: f)
                        if fits(ref) { found.append(ref) }
                    }
                }
            }
            return Array(found.prefix(6))
        }
        // A protocol: the implementations of the types adopting it (directly, or through a
        // project protocol when the name has few declarations).
        for ref in refs {
            guard let ti = index.models[ref.file].functions[ref.function].context.type else { continue }
            let d = index.models[ref.file].types[ti]
            let adopts = d.inherited.contains { ProjectIndex.baseTypeName($0) == t }
                || (refs.count <= 40 && index.conforms(d.name, to: t))
            if adopts && fits(ref) { found.append(ref) }
            if found.count >= 6 { break }
        }
        return found
    }

    /// The closures handed to the property `name` of objects of type `owner` (or of a
    /// subclass or superclass): assigned (`editor.onDone = { … }`) or passed to its
    /// initialiser (`Editor(onDone: { … })`). When the owner's type cannot be told, a name
    /// with one or two such closures in the project is followed, no more.
    func handedClosures(named name: String, owner: String?) -> [(file: Int, closure: Int)]? {
        guard let sites = closureSites[name] else { return nil }
        return memo.handed((owner ?? "") + "." + name) {
            let files = ignoredFiles.isEmpty ? sites : sites.filter { !ignoredFiles.contains($0) }
            var found = files.isEmpty ? [] : handedClosures(named: name, owner: owner, files: files)
            if let owner { found += closuresGivenToInitialisers(storing: name, owner: owner) }
            return found
        }.nilIfEmpty
    }

    /// Closures passed to an initialiser of the owner under the label of a parameter it
    /// stores in the property (`init(completion: …) { self.completionHandler = completion }`
    /// and `Editor(completion: { … })`, or as a trailing closure when it is the last).
    func closuresGivenToInitialisers(storing name: String, owner: String) -> [(file: Int, closure: Int)] {
        let stored = initialiserParameters(storedIn: name, by: index.superclassChain(owner).filter { index.isProjectClass($0) || $0 == owner })
        guard !stored.isEmpty else { return [] }
        var out: [(file: Int, closure: Int)] = []
        for fi in initialiserCalls[owner] ?? [] where !ignoredFiles.contains(fi) {
            for c in index.models[fi].calls where c.name == owner {
                for (params, at) in stored {
                    if case .closure(let ci, _)? = ExitWork.argument(of: c, for: at, of: params)?.value { out.append((fi, ci)) }
                }
            }
        }
        return out
    }

    /// The parameters of the initialisers of `types` that they store in the property `name`
    /// (`self.onDone = onDone`): each initialiser's parameters, and which one.
    func initialiserParameters(storedIn name: String, by types: [String]) -> [(params: [Parameter], at: Int)] {
        var out: [(params: [Parameter], at: Int)] = []
        for t in types {
            for ref in index.typesByName[t] ?? [] {
                let m = index.models[ref.file]
                for f in m.types[ref.type].functions where m.functions[f].kind == .initializer {
                    let params = m.functions[f].parameters
                    for k in m.assignments(inFunction: f) {
                        let a = m.assignments[Int(k)]
                        guard a.target.lastName == name, case .name(let v, _) = a.value, let pi = params.firstIndex(where: { $0.name == v }) else { continue }
                        out.append((params, pi))
                    }
                }
            }
        }
        return out
    }

    /// The argument call `c` passes for parameter `at` of `params`: by its label, as the
    /// unlabelled trailing closure that goes to it, or unlabelled in the last place when it
    /// is the last parameter.
    static func argument(of c: CallSite, for at: Int, of params: [Parameter]) -> Argument? {
        let label = params[at].label
        for (ai, arg) in c.arguments.enumerated() {
            let fits = arg.isTrailingClosure && arg.label == nil ? trailingClosureParameter(c, params: params) == at
                : label != nil ? arg.label == label : arg.label == nil && at == params.count - 1 && ai == c.arguments.count - 1
            if fits { return arg }
        }
        return nil
    }

    private func handedClosures(named name: String, owner: String?, files: [Int]) -> [(file: Int, closure: Int)] {
        guard let owner else {
            // Read until a third closure shows the name is too common to follow.
            var all: [(file: Int, closure: Int)] = []
            for fi in files {
                all += index.closureAssignments(named: name, inFile: fi).map { ($0.file, $0.closure) }
                if all.count > 2 { return [] }
            }
            return all
        }
        let ownerChain = Set(index.superclassChain(owner))
        var out: [(file: Int, closure: Int)] = []
        // Handing a closure to an object of the owner's type names it in that file (its
        // initialiser, or where it is made or typed), or a class above or below it
        // (`NoteEditor()` for `Editor`'s `onDone`): only those files are read. (An object
        // typed only in another file, `editor.onDone = { … }` with `editor: Editor` declared
        // elsewhere, is not seen.)
        let names = (Array(ownerChain) + subclasses(of: owner)).map(IdentifierFilter.Key.init)
        for fi in files where index.models[fi].mayMention(anyOf: names) {
            let m = index.models[fi]
            for h in index.closureAssignments(named: name, inFile: fi) {
                var type: String? = nil
                if let ci = h.call { type = m.calls[ci].name }
                if let ai = h.assignment, case .member(let base, _, let r) = m.assignments[ai].target {
                    // Set on a window's root, not on a sheet.
                    if ExitWork.isWindowRootInstanceMember(at: r.upperBound - name.utf8.count, in: m) { continue }
                    type = resolver.typeName(of: base, in: m, at: m.assignments[ai].range.lowerBound, context: m.assignments[ai].context)
                }
                guard let t = type else { continue }
                if ownerChain.contains(t) || index.superclassChain(t).contains(owner) { out.append((h.file, h.closure)) }
            }
        }
        return out
    }

    /// Whether the property `name` of `owner` is read somewhere in the owner's files (a flag
    /// set and never read is not work): its uses there outnumber its declarations and
    /// assignments. An owner that cannot be told counts as read.
    func isRead(_ name: String, owner: String?) -> Bool {
        guard let owner, index.typesByName[owner] != nil else { return true }
        return memo.isRead(owner + "." + name) { countsAsRead(name, owner: owner) }
    }

    /// Counted on the bytes of the owner's files (no file is parsed for it): a declaration
    /// (`var name`) or a plain assignment (`name = …`) writes, a compound one (`name += 1`)
    /// reads, any other mention reads (`$name`, the publisher of a `@Published` property,
    /// included). A protocol's requirement is read where the types adopting it read it.
    private func countsAsRead(_ name: String, owner: String) -> Bool {
        guard let declared = index.typesByName[owner] else { return true }
        // A property whose wrapper acts when it is set (`@UserDefault`, `@AppStorage`,
        // `@Published`) persists or publishes the value, for readers anywhere.
        for r in declared {
            let m = index.models[r.file]
            if m.types[r.type].properties.contains(where: { m.properties[$0].name == name && m.properties[$0].attributes.contains(where: ExitWork.isEffectWrapper) }) { return true }
        }
        var refs = Array(declared)
        if declared.contains(where: { index.decl($0).kind == .protocol }) {
            refs += memo.adopters {
                var out: [String: [ProjectIndex.TypeRef]] = [:]
                for (fi, m) in index.models.enumerated() {
                    for (k, t) in m.types.enumerated() {
                        for inh in t.inherited { out[ProjectIndex.baseTypeName(inh), default: []].append(ProjectIndex.TypeRef(file: fi, type: k)) }
                    }
                }
                return out
            }[owner] ?? []
        }
        let needle = Array(name.utf8)
        var uses = 0, writes = 0, compound = false
        var files: Set<Int> = []
        for r in refs where files.insert(r.file).inserted {
            let bytes = index.models[r.file].file.bytes
            ExitWork.forEachWord(needle, in: bytes) { at, end in
                uses += 1
                switch ExitWork.mention(bytes, at: at, end: end) {
                case .write: writes += 1
                case .compound: compound = true; return false
                case .other: break
                }
                return true
            }
            if compound { return true }
        }
        return uses > writes
    }

    /// Whether an attribute is a property wrapper whose setter reaches beyond the object
    /// (a store, subscribers): any wrapper but the attributes of interface outlets and actors
    /// and SwiftUI's view-local state, whose writes only the view itself sees.
    static func isEffectWrapper(_ attribute: String) -> Bool {
        guard attribute.first?.isUppercase == true else { return false }
        return !["IBOutlet", "IBInspectable", "MainActor", "State", "FocusState", "GestureState", "Namespace", "ScaledMetric",
                 "Binding", "Bindable", "Environment", "EnvironmentObject", "ObservedObject", "StateObject"].contains(attribute)
    }

    enum Mention { case write, compound, other }

    /// How the word at `at..<end` is used: declared (`var x`, `let x`), assigned (`x = `),
    /// updated (`x += `), or anything else.
    static func mention(_ bytes: [UInt8], at: Int, end: Int) -> Mention {
        if followsVarOrLet(bytes, at: at) { return .write }
        var j = end
        while j < bytes.count, bytes[j] == 0x20 { j += 1 }
        guard j < bytes.count else { return .other }
        let next = j + 1 < bytes.count ? bytes[j + 1] : 0
        if bytes[j] == UInt8(ascii: "=") { return next == UInt8(ascii: "=") ? .other : .write }
        if next == UInt8(ascii: "="), "+-*/|&%^".utf8.contains(bytes[j]) { return .compound }
        return .other
    }

    /// Whether the name at `at` is declared there: `var` or `let` comes before it.
    static func followsVarOrLet(_ bytes: [UInt8], at: Int) -> Bool {
        var i = at - 1
        while i >= 0, bytes[i] == 0x20 { i -= 1 }
        guard i >= 2, i - 3 < 0 || !isWordByte(bytes[i - 3]) else { return false }
        let word = bytes[(i - 2)...i]
        return word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8)
    }

    /// Whether offset `at` of `m`'s file lies in a comment (`comments` is in source order).
    static func isInComment(_ at: Int, _ m: FileModel) -> Bool {
        var lo = 0, hi = m.comments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if m.comments[mid].upperBound <= at { lo = mid + 1 } else { hi = mid }
        }
        return lo < m.comments.count && m.comments[lo].contains(at)
    }

    /// Whether the name at `at` (or `self.` before it) follows a `:`, as an argument's value.
    static func followsColon(_ bytes: [UInt8], at: Int) -> Bool {
        var i = at - 1
        if i >= 4, bytes[(i - 4)...i].elementsEqual("self.".utf8) { i -= 5 }
        while i >= 0, bytes[i] == 0x20 { i -= 1 }
        return i >= 0 && bytes[i] == UInt8(ascii: ":")
    }

    /// Whether the occurrence of a property at `at` is `v.name` (read or written), `v` being
    /// a local that the enclosing function installs as a window's root
    /// (`window.rootViewController = v`): a lock screen in its own window, not a sheet.
    static func isWindowRootInstanceMember(at: Int, in m: FileModel) -> Bool {
        guard m.mayMention("rootViewController"),
              let f = m.functions.indices.last(where: { m.functions[$0].range.contains(at) }) else { return false }
        let bytes = m.file.bytes
        for j in m.assignments(inFunction: f) {
            let b = m.assignments[Int(j)]
            // A window's root (`window.rootViewController`, `lockWindow?.rootViewController`),
            // not a custom container's.
            guard b.op == "=", b.target.lastName == "rootViewController", case .name(let v, _) = b.value,
                  let path = b.target.localPath, path.count >= 2, path[path.count - 2].lowercased().contains("window") else { continue }
            // Presented too in the same function (`if asSheet { present(lock) } else { … }`).
            if m.calls(inFunction: f).contains(where: { k in
                let c = m.calls[Int(k)]
                guard PresentCall.isUIKitShape(c), case .name(let shown, _)? = c.arguments.first?.value else { return false }
                return shown == v
            }) { return false }
            // `v.` or `v?.` right before the name.
            var i = at - 1
            guard i >= 0, bytes[i] == UInt8(ascii: ".") else { return false }
            i -= 1
            if i >= 0, bytes[i] == UInt8(ascii: "?") { i -= 1 }
            let word = Array(v.utf8)
            guard i + 1 - word.count >= 0, bytes[(i + 1 - word.count)...i].elementsEqual(word) else { continue }
            if i - word.count < 0 || !isWordByte(bytes[i - word.count]) { return true }
        }
        return false
    }

    /// Calls `visit` with the start and end of each occurrence of `word` in `bytes` that is a
    /// whole word (no byte that can continue an identifier on either side), in order, until
    /// `visit` returns false.
    static func forEachWord(_ word: [UInt8], in bytes: [UInt8], _ visit: (_ at: Int, _ end: Int) -> Bool) {
        var from = bytes.startIndex
        while let at = bytes[from...].firstOffset(of: word) {
            from = at + word.count
            let before = at > 0 ? bytes[at - 1] : 0x20
            guard !isWordByte(before), from >= bytes.count || !isWordByte(bytes[from]) else { continue }
            if !visit(at, from) { return }
        }
    }

    /// Whether type `t` of `m` (in any of the file's declarations of it) binds a sheet, cover or
    /// popover of its own to the state `name` (`.sheet(isPresented: $name)`) and `offset` is
    /// outside that presentation's content.
    static func opensOwnSheet(_ name: String, at offset: Int, in m: FileModel, type t: Int?) -> Bool {
        guard let t else { return false }
        let owner = m.types[t].name
        return m.calls.contains { s in
            guard ExitModel.swiftUIPresenters.contains(s.name), let st = s.context.type, m.types[st].name == owner,
                  s.arguments.contains(where: { ExitModel.boundFlag($0.value, in: m) == name }) else { return false }
            return !s.arguments.contains { a in
                guard case .closure(_, let r) = a.value else { return false }
                return r.contains(offset)
            }
        }
    }

    /// Whether an implicit-member call is a case pattern: `case .valid(let key)`, `case let
    /// .valid(key)` (read from the words before it).
    static func isCasePattern(_ c: CallSite, in m: FileModel) -> Bool {
        let bytes = m.file.bytes
        var i = min(c.range.lowerBound, bytes.count) - 1
        func word() -> String {
            while i >= 0, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D { i -= 1 }
            let end = i + 1
            while i >= 0, isWordByte(bytes[i]) { i -= 1 }
            return String(decoding: bytes[(i + 1)..<end], as: UTF8.self)
        }
        var w = word()
        if w == "let" || w == "var" { w = word() }
        return w == "case"
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b >= 0x80
    }

    func notificationKey(_ c: CallSite, in m: FileModel) -> String {
        if let a = c.argument("name") ?? c.arguments.first, let last = a.value.lastName { return last }
        return "post"
    }

    /// Whether a segue identifier names an unwind segue of the project's storyboards.
    func isUnwind(_ e: Expr, in m: FileModel) -> Bool {
        guard case .literal(.string, let r) = e else { return false }
        let id = String(m.text(r).dropFirst().dropLast())
        return (index.seguesByIdentifier[id] ?? []).contains { index.storyboards[$0.0].segues[$0.1].kind == "unwind" }
    }

    /// A `set…Delegate(nil, …)` call: a delegate let go.
    static func clearsDelegate(_ c: CallSite) -> Bool {
        guard c.name.hasPrefix("set"), c.name.hasSuffix("Delegate"), let first = c.arguments.first, case .literal(.nil, _) = first.value else { return false }
        return true
    }

    /// Calls that are never work: logging, haptics, editing, layout, navigation inside the
    /// screen, scheduling (what the scheduled closure does is read on its own).
    static let neutralCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "trace", "verbose", "warning", "error",
        "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
        "endEditing", "resignFirstResponder", "becomeFirstResponder", "impactOccurred", "notificationOccurred",
        "selectionChanged", "prepare", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "async", "asyncAfter", "sync", "main", "DispatchQueue", "Task", "perform", "animate", "transition", "withAnimation", "withTransaction",
        // Telling the presentation delegate by hand what a swipe tells it too.
        "presentationControllerDidDismiss", "presentationControllerWillDismiss",
        "popViewController", "popToRootViewController", "popToViewController", "setNeedsLayout", "layoutIfNeeded",
        "reloadData", "reloadSections", "reloadRows", "deselectRow", "setNavigationBarHidden", "setEditing",
        "isEmpty", "map", "compactMap", "filter", "first", "forEach", "contains", "weak", "guard", "removeFromSuperview",
        "setTitle", "setImage", "stopAnimating", "startAnimating", "invalidateLayout", "sizeToFit", "String", "URL",
        "NSLocalizedString", "localized", "hide", "show", "UIBarButtonItem", "UIAction",
        // Values computed from values (strings, collections): nothing is done.
        "hasPrefix", "hasSuffix", "lowercased", "uppercased", "capitalized", "appending", "appendingPathComponent", "trimmingCharacters",
        "components", "replacingOccurrences", "firstIndex", "lastIndex", "sorted", "joined", "split", "prefix", "suffix", "dropFirst",
        "dropLast", "starts", "min", "max", "reduce", "last", "allSatisfy", "index", "distance", "addingPercentEncoding", "data",
        "Int", "Double", "Float", "Bool", "Data", "Date", "UUID", "format",
        // Bridging a callback to async code: what the callback does is read where it is.
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "resume",
    ]

    /// Properties of the closing screen's views and controls.
    static let viewProperties: Set<String> = [
        "isHidden", "alpha", "text", "attributedText", "title", "isEnabled", "image", "backgroundColor", "tintColor",
        "frame", "isUserInteractionEnabled", "textColor", "font", "placeholder", "isSelected", "isOn", "progress",
        "leftBarButtonItem", "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "titleView",
        "contentOffset", "isScrollEnabled", "constant", "isActive", "transform", "layer", "prompt", "accessoryType",
    ]

    /// Names of the closing screen's own view objects.
    static let viewRoots: Set<String> = ["view", "tableView", "collectionView", "navigationItem", "navigationController", "scrollView", "textField", "textView", "activityIndicator", "spinner", "hud"]
}

extension Array {
    /// nil for an empty array.
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
