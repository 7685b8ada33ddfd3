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

    /// How deep calls are followed.
    static let maxDepth = 3

    /// What the body of function `f` of file `file` does.
    func readFunction(_ f: Int, file: Int, depth: Int = 0, seen: inout Set<Int64>) -> Body {
        let key = Int64(file) << 32 | Int64(f)
        guard depth <= ExitWork.maxDepth, seen.insert(key).inserted else { return Body() }
        let m = index.models[file]
        guard let body = m.functions[f].bodyBlock else { return Body() }
        return read(file: file, in: m.blocks[body].range, function: f, depth: depth, seen: &seen)
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
    func read(file: Int, in range: Range<Int>, function: Int?, depth: Int, seen: inout Set<Int64>) -> Body {
        let m = index.models[file]
        var out = Body()
        // In source order, the outer of two calls starting together first (`a.b().c()`).
        let inRange = m.calls(inFunction: function, from: range.lowerBound, to: range.upperBound).sorted { x, y in
            let a = m.calls[Int(x)].range, b = m.calls[Int(y)].range
            return a.lowerBound != b.lowerBound ? a.lowerBound < b.lowerBound : a.count > b.count
        }
        var outerEnd = -1
        var outerClosure: Int? = nil
        for k in inRange {
            let c = m.calls[Int(k)]
            let at = SiteLocation.swift(file: file, offset: c.range.lowerBound)
            out.keys.insert(c.name)
            // A call inside another's arguments or receiver (in the same closure) computes a
            // value for it (`store.save(Date())`): the outer call is what is done.
            if c.range.lowerBound < outerEnd && c.context.closure == outerClosure && !PresentCall.isDismiss(c) { continue }
            outerEnd = c.range.upperBound
            outerClosure = c.context.closure
            if PresentCall.isDismiss(c) || c.name == "dismissModal" {
                if isOwnDismiss(c) && out.dismissal == nil { out.dismissal = at }
                continue
            }
            if c.name == "performSegue", let id = c.argument("withIdentifier"), isUnwind(id.value, in: m) {
                if out.dismissal == nil { out.dismissal = at }
                continue
            }
            if ExitWork.neutralCalls.contains(c.name) || c.name.isEmpty || isSuper(c) || isViewUpdate(c, in: m) { continue }
            // Making a value (`Contact(name:)`) is not work until something is done with it.
            if c.receiver == nil, c.name.first?.isUppercase == true { continue }
            if PresentCall.isUIKitShape(c) {
                // Asking before closing (an alert or action sheet) is work a swipe skips.
                out.work.append(Item(text: "a confirmation", key: "present", location: at))
                continue
            }
            if c.name == "UIAlertController" || c.name == "UIAlertAction" || c.name == "addAction" { continue }
            if c.name == "post" || c.name == "postNotificationName" {
                out.work.append(Item(text: "a notification (\(notificationKey(c, in: m)))", key: notificationKey(c, in: m), location: at))
                continue
            }
            // A method of the screen itself (or a free function): what it does is the exit's.
            if c.receiver == nil || c.receiver?.path == ["self"] {
                let own = implementations(of: c, receiverIsSelf: true, at: file)
                if !own.isEmpty {
                    for ref in own {
                        let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, seen: &seen)
                        out.keys.formUnion(inner.keys)
                        if out.dismissal == nil, inner.dismissal != nil { out.dismissal = inner.dismissal }
                        out.work += inner.work
                    }
                    continue
                }
                // A closure property handed to the screen: `onDone?()`, `completion()`.
                if let closures = handedClosures(named: c.name), !closures.isEmpty {
                    follow(closures, named: c.name, at: at, depth: depth, into: &out, seen: &seen)
                    continue
                }
            }
            // A callback to a delegate or a closure property of another object.
            if isCallback(c) {
                let impls = implementations(of: c, receiverIsSelf: false, at: file)
                if impls.isEmpty {
                    if let closures = handedClosures(named: c.name), !closures.isEmpty {
                        follow(closures, named: c.name, at: at, depth: depth, into: &out, seen: &seen)
                    } else {
                        // Implemented where the analysis cannot see: the presenter relies on it.
                        out.work.append(Item(text: ModelDump.describe(c.callee, m) + "()", key: c.name, location: at))
                    }
                    continue
                }
                var doesWork = false
                var writes: Set<String>? = []
                for ref in impls {
                    let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, seen: &seen)
                    out.keys.formUnion(inner.keys)
                    if out.dismissal == nil, inner.dismissal != nil { out.dismissal = inner.dismissal }
                    if !inner.work.isEmpty { doesWork = true }
                    if let w = inner.writes, let x = writes { writes = x.union(w) } else { writes = nil }
                }
                if doesWork { out.work.append(Item(text: ModelDump.describe(c.callee, m) + "()", key: c.name, location: at, writes: writes)) }
                continue
            }
            // Another object's project method (`shelf?.applyChanges()`): what it sets, when that
            // is all it does.
            var writes: Set<String>? = nil
            let impls = implementations(of: c, receiverIsSelf: false, at: file)
            if !impls.isEmpty && impls.count <= 2 {
                writes = []
                for ref in impls {
                    let inner = readFunction(ref.function, file: ref.file, depth: depth + 1, seen: &seen)
                    if let w = inner.writes, let x = writes { writes = x.union(w) } else { writes = nil }
                }
            }
            out.work.append(Item(text: ModelDump.describe(c.callee, m) + "()", key: c.name, location: at, writes: writes))
        }
        for k in m.assignments(inFunction: function, from: range.lowerBound, to: range.upperBound) {
            let a = m.assignments[Int(k)]
            guard let name = a.target.lastName else { continue }
            out.keys.insert(name)
            // Locals, the closing screen's views and their appearance are not work.
            guard a.target.localPathCount >= 1, !ExitWork.viewProperties.contains(name), !isLocal(a, in: m) else { continue }
            if let root = a.target.localRoot, ExitWork.viewRoots.contains(root) { continue }
            out.work.append(Item(text: "\(m.text(a.target.range)) = …", key: name, location: .swift(file: file, offset: a.range.lowerBound), writes: [name]))
        }
        return out
    }

    private func follow(_ closures: [(file: Int, closure: Int)], named name: String, at: SiteLocation, depth: Int, into out: inout Body, seen: inout Set<Int64>) {
        var doesWork = false
        for (file, ci) in closures {
            let inner = readClosure(ci, file: file, depth: depth + 1, seen: &seen)
            out.keys.formUnion(inner.keys)
            if out.dismissal == nil, inner.dismissal != nil { out.dismissal = inner.dismissal }
            if !inner.work.isEmpty { doesWork = true }
        }
        if doesWork { out.work.append(Item(text: "\(name)()", key: name, location: at)) }
    }

    /// `dismiss` of the closing screen: on self, its navigation controller, its presenter or
    /// parent (not of something else it holds).
    func isOwnDismiss(_ c: CallSite) -> Bool {
        guard let r = c.receiver else { return true }
        guard let p = r.localPath else { return false }
        if p == ["self"] { return true }
        return ["presentingViewController", "navigationController", "parent", "presentedViewController", "tabBarController", "splitViewController"].contains(p.last ?? "")
            || p.last == "viewController" || p.last == "controller"
    }

    func isSuper(_ c: CallSite) -> Bool { c.receiver?.path?.first == "super" }

    /// Calls on the closing screen's views (`tableView.reloadData()`, `view.endEditing`).
    func isViewUpdate(_ c: CallSite, in m: FileModel) -> Bool {
        guard let root = c.receiver?.localRoot else { return false }
        return ExitWork.viewRoots.contains(root) || root.hasSuffix("View") || root.hasSuffix("Label") || root.hasSuffix("Button")
            || root.hasSuffix("Field") || root.hasSuffix("Generator") || root == "HapticFeedback" || root == "UIView"
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

    /// The project functions a call runs: for a call on self, the screen's own methods (any
    /// type with a body of that name whose labels fit, preferring none when it is a UIKit
    /// method); for a callback, every implementation of that name.
    func implementations(of c: CallSite, receiverIsSelf: Bool, at file: Int) -> [ProjectIndex.FunctionRef] {
        guard let refs = index.functionsByName[c.name] else { return [] }
        let labels = c.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
        var found: [ProjectIndex.FunctionRef] = []
        for ref in refs {
            let f = index.function(ref)
            guard f.kind == .function, f.bodyBlock != nil, f.parameters.count >= labels.count,
                  zip(f.parameters, labels).allSatisfy({ ($0.label ?? "_") == $1 }) else { continue }
            if receiverIsSelf {
                // The caller's own type (or its file, for free functions).
                let callerTypes = index.models[file].types.map(\.name)
                let owner = f.context.type.map { index.models[ref.file].types[$0].name }
                guard owner == nil ? ref.file == file : callerTypes.contains(owner!) || isSuperclassOfCaller(owner!, file: file) else { continue }
            }
            found.append(ref)
            if found.count >= 6 { break }
        }
        return found
    }

    private func isSuperclassOfCaller(_ owner: String, file: Int) -> Bool {
        index.models[file].types.contains { t in t.kind == .class && index.superclassChain(t.name).contains(owner) }
    }

    /// The closures assigned anywhere to properties named `name` (`editor.onDone = { … }`),
    /// when a project type declares a closure property of that name.
    func handedClosures(named name: String) -> [(file: Int, closure: Int)]? {
        index.closureAssignments(named: name)
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

    /// Calls that are never work: logging, haptics, editing, layout, navigation inside the
    /// screen, scheduling (what the scheduled closure does is read on its own).
    static let neutralCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "trace", "verbose", "warning", "error",
        "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
        "endEditing", "resignFirstResponder", "becomeFirstResponder", "impactOccurred", "notificationOccurred",
        "selectionChanged", "prepare", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "async", "asyncAfter", "sync", "main", "DispatchQueue", "Task", "perform", "animate", "transition",
        "popViewController", "popToRootViewController", "popToViewController", "setNeedsLayout", "layoutIfNeeded",
        "reloadData", "reloadSections", "reloadRows", "deselectRow", "setNavigationBarHidden", "setEditing",
        "isEmpty", "map", "compactMap", "filter", "first", "forEach", "contains", "weak", "guard", "removeFromSuperview",
        "setTitle", "setImage", "stopAnimating", "startAnimating", "invalidateLayout", "sizeToFit", "String", "URL",
        "NSLocalizedString", "localized", "hide", "show", "UIBarButtonItem", "UIAction",
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
