/// What a type does about presentation, gathered from all its declarations and extensions.
public struct TypeSummary: Sendable {
    public var name: String
    /// `modalPresentationStyle` set on self in `init` or `awakeFromNib`: the style's name,
    /// or `?` when it is computed.
    public var styleInInit: String? = nil
    /// `override var modalPresentationStyle`.
    public var overridesStyle = false
    /// `modalPresentationStyle` set on self in `viewDidLoad`, `viewWillAppear` or later (docs/presentation-model.md: "Style read at presentation").
    public var styleSetLate: [Range<Int>] = []
    /// `isModalInPresentation = true` (or a computed value) on self anywhere, or an override.
    public var setsModalInPresentation = false
    /// `isModalInPresentation` written out on self with any value, `false` included: the
    /// author considered the card.
    public var mentionsModalInPresentation = false
    /// Where the style of `styleInInit` or the override is set.
    public var styleSetAt: SiteLocation? = nil
    /// The swipe can never complete: `isModalInPresentation` true from init or by override.
    public var alwaysModalInPresentation = false
    /// The lifecycle and presentation-delegate methods the type declares (all extensions).
    public var methods: TrackedMethods = []
    /// `presentationController?.delegate = self` on self.
    public var delegatesOwnPresentation = false
    /// Reads `sheetPresentationController` of self (detents, grabber …).
    public var configuresSheet = false
    /// `presentationControllerShouldDismiss` returns `false` on every path.
    public var shouldDismissAlwaysFalse = false
    /// Other types installed as the delegate of self's presentation (`sheet.delegate =
    /// blocker`, the property's declared type or the class made there).
    public var ownDelegateTypes: [String] = []

    init(name: String) { self.name = name }

    init(name: String, refs: [ProjectIndex.TypeRef], models: [FileModel], facts: [FileTypeFacts], dismissDisabledViews: Set<String> = []) {
        self.name = name
        var shouldDismissReturns: [Expr?] = []
        var hasShouldDismiss = false
        for r in refs {
            let m = models[r.file]
            let t = m.types[r.type]
            for f in t.functions {
                guard let tracked = TrackedMethods(name: m.functions[f].name) else { continue }
                methods.insert(tracked)
                if tracked == .presentationControllerShouldDismiss {
                    hasShouldDismiss = true
                    shouldDismissReturns += m.returns.filter { $0.context.function == f && $0.context.closure == nil }.map { $0.value }
                    if let body = m.functions[f].bodyBlock, shouldDismissReturns.isEmpty {
                        // A single-expression body: `{ false }`.
                        shouldDismissReturns.append(m.bodyExpression(body))
                    }
                }
            }
            for pi in t.properties where m.properties[pi].isOverride {
                let name = m.properties[pi].name
                if name == "modalPresentationStyle" {
                    overridesStyle = true
                    styleSetAt = .swift(file: r.file, offset: m.properties[pi].nameRange.lowerBound)
                }
                if name == "isModalInPresentation" {
                    setsModalInPresentation = true
                    mentionsModalInPresentation = true
                    alwaysModalInPresentation = true
                }
            }
        }
        // Methods `init` or `awakeFromNib` calls on self (`setupView()`), whose settings count as
        // made when the controller is.
        let initHelpers = TypeSummary.initHelpers(refs: refs, models: models, facts: facts)
        // Assignments on self inside the type's functions (any file, any extension).
        for r in refs {
            let m = models[r.file]
            let bucket = facts[r.file]
            // Locals naming self's presentation controllers:
            // `if let sheet = sheetPresentationController { sheet.delegate = blocker }`.
            let aliases = bucket.controllerAliases[r.type] ?? []
            for ai in bucket.assignments[r.type] ?? [] {
                let a = m.assignments[ai]
                guard let path = a.target.localPath else { continue }
                let fname = a.context.function.map { m.functions[$0] }
                let inInit = fname.map { $0.kind == .initializer || $0.name == "awakeFromNib" || initHelpers.contains($0.name) } ?? false
                switch path {
                case ["modalPresentationStyle"]:
                    if inInit {
                        styleInInit = StyleValue.name(of: a.value) ?? "?"
                        styleSetAt = .swift(file: r.file, offset: a.range.lowerBound)
                    } else if let f = fname, ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "viewWillLayoutSubviews", "viewDidLayoutSubviews"].contains(f.name) {
                        styleSetLate.append(a.range)
                    }
                case ["isModalInPresentation"], ["navigationController", "isModalInPresentation"], ["tabBarController", "isModalInPresentation"],
                     ["parent", "isModalInPresentation"], ["splitViewController", "isModalInPresentation"]:
                    mentionsModalInPresentation = true
                    if case .literal(.boolTrue, _) = a.value {
                        setsModalInPresentation = true
                        if inInit { alwaysModalInPresentation = true }
                    } else if case .literal(.boolFalse, _) = a.value {
                    } else {
                        setsModalInPresentation = true
                    }
                case ["presentationController", "delegate"], ["navigationController", "presentationController", "delegate"],
                     ["sheetPresentationController", "delegate"], ["navigationController", "sheetPresentationController", "delegate"]:
                    delegatesOwnPresentation = true
                    if let d = TypeSummary.delegateType(a.value, in: m, type: r.type) { ownDelegateTypes.append(d) }
                default:
                    if path.count == 2, path[1] == "delegate", aliases.contains(path[0]) {
                        delegatesOwnPresentation = true
                        if let d = TypeSummary.delegateType(a.value, in: m, type: r.type) { ownDelegateTypes.append(d) }
                    } else if path.count >= 2, aliases.contains(path[0]) {
                        // `sheet.detents = …`, `sheet.prefersGrabberVisible = …`
                        configuresSheet = true
                    }
                    if path.first == "sheetPresentationController" || path.dropFirst().first == "sheetPresentationController" {
                        configuresSheet = true
                    }
                }
            }
            if bucket.readsSheet.contains(r.type) { configuresSheet = true }
            // A hosting controller whose SwiftUI view blocks the swipe (`interactiveDismissDisabled`).
            if bucket.dismissDisabled.contains(r.type) || (bucket.hostedViews[r.type] ?? []).contains(where: { dismissDisabledViews.contains($0) }) {
                setsModalInPresentation = true
                mentionsModalInPresentation = true
            }
        }
        if hasShouldDismiss && !shouldDismissReturns.isEmpty {
            shouldDismissAlwaysFalse = shouldDismissReturns.allSatisfy {
                if case .literal(.boolFalse, _)? = $0 { return true }
                return false
            }
        }
    }

    /// The type of a delegate installed on self's presentation when it is not self: a class
    /// made there (`Blocker()`) or a property of the type whose declared type or initialiser
    /// names one (`var blocker: Blocker?`, `blocker = .init()`).
    static func delegateType(_ value: Expr, in m: FileModel, type t: Int) -> String? {
        switch value.uncast {
        case .call(let ci, _):
            if case .name(let n, _) = m.calls[ci].callee, n.first?.isUppercase == true { return n }
            return nil
        case .name(let n, _) where n != "self":
            guard let pi = m.types[t].properties.first(where: { m.properties[$0].name == n }) else { return nil }
            let p = m.properties[pi]
            if let type = p.type { return ProjectIndex.baseTypeName(type) }
            if case .call(let ci, _)? = p.initializer, case .name(let c, _) = m.calls[ci].callee, c.first?.isUppercase == true { return c }
            return nil
        default:
            return nil
        }
    }

    /// Adds what a superclass does.
    mutating func merge(_ s: TypeSummary) {
        if styleInInit == nil { styleInInit = s.styleInInit }
        overridesStyle = overridesStyle || s.overridesStyle
        setsModalInPresentation = setsModalInPresentation || s.setsModalInPresentation
        mentionsModalInPresentation = mentionsModalInPresentation || s.mentionsModalInPresentation
        if styleSetAt == nil { styleSetAt = s.styleSetAt }
        alwaysModalInPresentation = alwaysModalInPresentation || s.alwaysModalInPresentation
        methods.formUnion(s.methods)
        delegatesOwnPresentation = delegatesOwnPresentation || s.delegatesOwnPresentation
        configuresSheet = configuresSheet || s.configuresSheet
        shouldDismissAlwaysFalse = shouldDismissAlwaysFalse || s.shouldDismissAlwaysFalse
        ownDelegateTypes += s.ownDelegateTypes
        styleSetLate += s.styleSetLate
    }

    /// The names of the type's methods that its `init`s and `awakeFromNib` call on self,
    /// directly or through each other (three calls deep), when one of the type's methods
    /// sets the style on self outside them: only then can a helper matter, and only then are
    /// the initialisers' calls read.
    static func initHelpers(refs: [ProjectIndex.TypeRef], models: [FileModel], facts: [FileTypeFacts]) -> Set<String> {
        var setters: Set<String> = []
        for r in refs {
            let m = models[r.file]
            for ai in facts[r.file].assignments[r.type] ?? [] {
                let a = m.assignments[ai]
                guard a.target.localPath == ["modalPresentationStyle"], let f = a.context.function else { continue }
                let fn = m.functions[f]
                if fn.kind == .function && fn.name != "awakeFromNib" { setters.insert(fn.name) }
            }
        }
        guard !setters.isEmpty else { return [] }
        var methods: [String: [(file: Int, function: Int)]] = [:]
        var frontier: [(file: Int, function: Int)] = []
        for r in refs {
            let m = models[r.file]
            for f in m.types[r.type].functions {
                let fn = m.functions[f]
                if fn.kind == .initializer || fn.name == "awakeFromNib" { frontier.append((r.file, f)) }
                else if fn.kind == .function { methods[fn.name, default: []].append((r.file, f)) }
            }
        }
        var helpers: Set<String> = []
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [(file: Int, function: Int)] = []
            for (file, f) in frontier {
                let m = models[file]
                for k in m.calls(inFunction: f) {
                    let c = m.calls[Int(k)]
                    guard c.receiver == nil || c.receiver?.path == ["self"], let found = methods[c.name], helpers.insert(c.name).inserted else { continue }
                    next += found
                }
            }
            frontier = next
        }
        return helpers.intersection(setters)
    }

    /// Whether the class decides its own style before presentation (init, awakeFromNib,
    /// property override).
    public var decidesStyle: Bool { styleInInit != nil || overridesStyle }
}

/// Per file: the assignments inside each type (by type index) that can change what a summary
/// says, the locals naming self's presentation controllers, and the types whose code calls
/// through `sheetPresentationController`. Built once per file, so summaries cost time linear
/// in the project, not types times assignments; irrelevant assignments are dropped by name
/// checks that build nothing.
public struct FileTypeFacts: Sendable {
    /// Whether the file spells a presentation name at all (`needles`).
    var mentionsPresentation = false
    /// Whether the file names the device idiom (`IdiomCheck.mentionsIdiom`).
    var mentionsIdiom = false
    var assignments: [Int: [Int]] = [:]
    var controllerAliases: [Int: Set<String>] = [:]
    var readsSheet: Set<Int> = []
    /// Types whose code applies SwiftUI's `interactiveDismissDisabled` (the swipe blocked
    /// from a hosted view), by type index.
    var dismissDisabled: Set<Int> = []
    /// The SwiftUI views a type's initialisers host (`super.init(rootView: Editor(…))`).
    var hostedViews: [Int: [String]] = [:]

    static let dismissDisabledNeedle = Array("interactiveDismissDisabled".utf8)
    static let rootViewNeedle = Array("init(rootView".utf8)

    /// Names one of these must spell for a fact to matter (`PresentationController` also
    /// covers `sheetPresentationController` and `presentationController`).
    static let needles = [Array("modalPresentationStyle".utf8), Array("isModalInPresentation".utf8), Array("resentationController".utf8)]

    init(_ model: FileModel) {
        // A shallow model's file (it spells no presentation name) is read for the views its
        // initialisers host and its `interactiveDismissDisabled` calls, when it spells them;
        // its full parse is let go afterwards.
        let spells = model.spells
        if model.isShallow && (spells.contains(.dismissDisabled) || spells.contains(.rootView)) {
            self = model.scanned { FileTypeFacts($0, spells: spells) }
        } else {
            self.init(model, spells: spells)
        }
    }

    private init(_ m: FileModel, spells: SpelledWords) {
        mentionsIdiom = spells.contains(.idiom)
        mentionsPresentation = spells.contains(.presentationNames)
        if spells.contains(.dismissDisabled) {
            for c in m.calls where c.name == "interactiveDismissDisabled" {
                if let t = c.context.type { dismissDisabled.insert(t) }
            }
        }
        if spells.contains(.rootView) {
            for c in m.calls where c.name == "init" && c.receiver?.path == ["super"] {
                guard let t = c.context.type, let a = c.argument("rootView"), let v = FileTypeFacts.viewName(a.value, in: m) else { continue }
                hostedViews[t, default: []].append(v)
            }
        }
        guard mentionsPresentation else { return }
        for i in m.bindings.indices {
            guard let t = m.bindings[i].context.type, let e = m.bindings[i].initializer else { continue }
            // `let sheet = sheetPresentationController` / `= self.presentationController`, or the
            // one of the navigation controller the screen is the root of
            // (`guard let sheet = navigationController?.sheetPresentationController`).
            switch e.lastName {
            case "sheetPresentationController"?, "presentationController"?:
                let count = e.localPathCount
                if count == 1 || (count == 2 && e.localRoot == "navigationController") { controllerAliases[t, default: []].insert(m.bindings[i].name) }
            default: break
            }
        }
        for i in m.assignments.indices {
            guard let t = m.assignments[i].context.type else { continue }
            let target = m.assignments[i].target
            if target.lastName == "delegate", target.chainHolds("presentationController"), FileTypeFacts.guardsSwipe(t, in: m) { dismissDisabled.insert(t) }
            switch target.lastName {
            case "modalPresentationStyle"?, "isModalInPresentation"?, "delegate"?: break
            default:
                // `sheet.detents = …` through an alias of the sheet presentation controller.
                let viaAlias = target.localRoot.map { controllerAliases[t]?.contains($0) ?? false } ?? false
                guard viaAlias || target.chainHolds("sheetPresentationController") else { continue }
            }
            assignments[t, default: []].append(i)
        }
        for i in m.calls.indices {
            guard let t = m.calls[i].context.type, !readsSheet.contains(t) else { continue }
            // `sheetPresentationController….f(…)`: the callee's local root, read from its parts.
            if let receiver = m.calls[i].receiver, Expr.localRoot(of: receiver, below: m.calls[i].name) == "sheetPresentationController" { readsSheet.insert(t) }
        }
    }
}

extension FileTypeFacts {
    /// Whether type `t`, which installs a delegate on a presentation controller, is a SwiftUI
    /// wrapper (a view controller representable or a view modifier) answering
    /// `presentationControllerShouldDismiss` itself or in a type nested in it: applied to a
    /// sheet's content it guards the swipe like `interactiveDismissDisabled` (a "discard
    /// changes?" wrapper).
    static func guardsSwipe(_ t: Int, in m: FileModel) -> Bool {
        let wrappers: Set<String> = ["UIViewControllerRepresentable", "UIViewRepresentable", "ViewModifier"]
        guard m.types[t].inherited.contains(where: { wrappers.contains(ProjectIndex.baseTypeName($0)) }) else { return false }
        return m.functions.contains { f in
            guard f.name == "presentationControllerShouldDismiss", var k = f.context.type else { return false }
            while k != t, let p = m.types[k].parent { k = p }
            return k == t
        }
    }

    /// The SwiftUI view type an expression makes: `Editor(…)`, `Editor(…).modifier(…)`.
    static func viewName(_ e: Expr, in m: FileModel) -> String? {
        var x = e
        for _ in 0..<16 {
            guard case .call(let ci, _) = x else { return nil }
            let c = m.calls[ci]
            if case .name(let n, _) = c.callee, n.first?.isUppercase == true { return n }
            guard let r = c.receiver else { return nil }
            x = r
        }
        return nil
    }
}

/// The lifecycle and presentation-delegate methods summaries track, as bits.
public struct TrackedMethods: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let presentationControllerDidDismiss = TrackedMethods(rawValue: 1 << 0)
    public static let presentationControllerWillDismiss = TrackedMethods(rawValue: 1 << 1)
    public static let presentationControllerShouldDismiss = TrackedMethods(rawValue: 1 << 2)
    public static let presentationControllerDidAttemptToDismiss = TrackedMethods(rawValue: 1 << 3)
    public static let viewWillDisappear = TrackedMethods(rawValue: 1 << 4)
    public static let viewDidDisappear = TrackedMethods(rawValue: 1 << 5)
    public static let viewDidLoad = TrackedMethods(rawValue: 1 << 6)
    public static let awakeFromNib = TrackedMethods(rawValue: 1 << 7)
    public static let initializer = TrackedMethods(rawValue: 1 << 8)

    /// The bit for a method's base name, nil for a method not tracked.
    init?(name: String) {
        switch name {
        case "presentationControllerDidDismiss": self = .presentationControllerDidDismiss
        case "presentationControllerWillDismiss": self = .presentationControllerWillDismiss
        case "presentationControllerShouldDismiss": self = .presentationControllerShouldDismiss
        case "presentationControllerDidAttemptToDismiss": self = .presentationControllerDidAttemptToDismiss
        case "viewWillDisappear": self = .viewWillDisappear
        case "viewDidDisappear": self = .viewDidDisappear
        case "viewDidLoad": self = .viewDidLoad
        case "awakeFromNib": self = .awakeFromNib
        case "init": self = .initializer
        default: return nil
        }
    }
}

/// Reading a presentation style out of an expression.
public enum StyleValue {
    /// `.fullScreen`, `UIModalPresentationStyle.fullScreen` -> `fullScreen`; `?` for a
    /// computed style (ternary, call, variable); nil when it is not a style at all.
    public static func name(of e: Expr) -> String? {
        switch e.uncast {
        case .implicitMember(let n, _):
            return UIKitFacts.presentationStyles.contains(n) ? n : "?"
        case .member(.name("UIModalPresentationStyle", _), let n, _):
            return n
        default:
            return "?"
        }
    }
}

extension FileModel {
    /// The value of a single-expression body (`{ false }`), when the block holds no return.
    func bodyExpression(_ block: Int) -> Expr? {
        let r = blocks[block].range
        let inner = (r.lowerBound + 1)..<max(r.lowerBound + 1, r.upperBound - 1)
        let t = text(inner).trimmingCharacters()
        if t == "false" { return .literal(.boolFalse, inner) }
        if t == "true" { return .literal(.boolTrue, inner) }
        return nil
    }
}

extension String {
    /// `self == name`, the lengths compared first: a loop over every call or function of a
    /// file looking for one name compares most of them without a call into the string
    /// comparison (which `==` makes whenever two strings are not the same object).
    @inline(__always) func isNamed(_ name: String) -> Bool {
        utf8.count == name.utf8.count && self == name
    }

    /// White space trimmed from both ends (no Foundation).
    func trimmingCharacters() -> String {
        let scalars = unicodeScalars
        var a = scalars.startIndex
        var b = scalars.endIndex
        while a < b, [" ", "\n", "\t", "\r"].contains(scalars[a]) { a = scalars.index(after: a) }
        while b > a, [" ", "\n", "\t", "\r"].contains(scalars[scalars.index(before: b)]) { b = scalars.index(before: b) }
        return String(scalars[a..<b])
    }
}
