/// What a type does about presentation, gathered from all its declarations and extensions.
public struct TypeSummary: Sendable {
    public var name: String
    /// `modalPresentationStyle` set on self in `init` or `awakeFromNib`: the style's name,
    /// or `?` when it is computed.
    public var styleInInit: String? = nil
    /// `override var modalPresentationStyle`.
    public var overridesStyle = false
    /// `modalPresentationStyle` set on self in `viewDidLoad`, `viewWillAppear` or later (F15).
    public var styleSetLate: [Range<Int>] = []
    /// `isModalInPresentation = true` on self anywhere, or an override.
    public var setsModalInPresentation = false
    /// The swipe can never complete: `isModalInPresentation` true from init or by override.
    public var alwaysModalInPresentation = false
    /// Base names of the methods declared on the type (all extensions).
    public var methods: Set<String> = []
    /// `presentationController?.delegate = self` on self.
    public var delegatesOwnPresentation = false
    /// Reads `sheetPresentationController` of self (detents, grabber …).
    public var configuresSheet = false
    /// `presentationControllerShouldDismiss` returns `false` on every path.
    public var shouldDismissAlwaysFalse = false

    init(name: String) { self.name = name }

    init(name: String, refs: [ProjectIndex.TypeRef], models: [FileModel], facts: [FileTypeFacts]) {
        self.name = name
        var shouldDismissReturns: [Expr?] = []
        var hasShouldDismiss = false
        for r in refs {
            let m = models[r.file]
            let t = m.types[r.type]
            for f in t.functions {
                let fn = m.functions[f]
                methods.insert(fn.name)
                if fn.name == "presentationControllerShouldDismiss" {
                    hasShouldDismiss = true
                    shouldDismissReturns += m.returns.filter { $0.context.function == f && $0.context.closure == nil }.map { $0.value }
                    if let body = fn.bodyBlock, shouldDismissReturns.isEmpty {
                        // A single-expression body: `{ false }`.
                        shouldDismissReturns.append(m.bodyExpression(body))
                    }
                }
            }
            for pi in t.properties {
                let p = m.properties[pi]
                if p.name == "modalPresentationStyle" && p.isOverride { overridesStyle = true }
                if p.name == "isModalInPresentation" && p.isOverride {
                    setsModalInPresentation = true
                    alwaysModalInPresentation = true
                }
            }
        }
        // Assignments on self inside the type's functions (any file, any extension).
        for r in refs {
            let m = models[r.file]
            let bucket = facts[r.file]
            // Locals naming self's presentation controllers:
            // `if let sheet = sheetPresentationController { sheet.delegate = blocker }`.
            var aliases: Set<String> = []
            for b in m.bindings where b.context.type == r.type {
                if let p = b.initializer?.localPath, p == ["sheetPresentationController"] || p == ["presentationController"] {
                    aliases.insert(b.name)
                }
            }
            for ai in bucket.assignments[r.type] ?? [] {
                let a = m.assignments[ai]
                guard let path = a.target.localPath else { continue }
                let fname = a.context.function.map { m.functions[$0] }
                let inInit = fname.map { $0.kind == .initializer || $0.name == "awakeFromNib" } ?? false
                switch path {
                case ["modalPresentationStyle"]:
                    if inInit {
                        styleInInit = StyleValue.name(of: a.value) ?? "?"
                    } else if let f = fname, ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "viewWillLayoutSubviews", "viewDidLayoutSubviews"].contains(f.name) {
                        styleSetLate.append(a.range)
                    }
                case ["isModalInPresentation"], ["navigationController", "isModalInPresentation"]:
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
                default:
                    if path.count == 2, path[1] == "delegate", aliases.contains(path[0]) {
                        delegatesOwnPresentation = true
                    }
                    if path.first == "sheetPresentationController" || path.dropFirst().first == "sheetPresentationController" {
                        configuresSheet = true
                    }
                }
            }
            if bucket.readsSheet.contains(r.type) { configuresSheet = true }
        }
        if hasShouldDismiss && !shouldDismissReturns.isEmpty {
            shouldDismissAlwaysFalse = shouldDismissReturns.allSatisfy {
                if case .literal(.boolFalse, _)? = $0 { return true }
                return false
            }
        }
    }

    /// Adds what a superclass does.
    mutating func merge(_ s: TypeSummary) {
        if styleInInit == nil { styleInInit = s.styleInInit }
        overridesStyle = overridesStyle || s.overridesStyle
        setsModalInPresentation = setsModalInPresentation || s.setsModalInPresentation
        alwaysModalInPresentation = alwaysModalInPresentation || s.alwaysModalInPresentation
        methods.formUnion(s.methods)
        delegatesOwnPresentation = delegatesOwnPresentation || s.delegatesOwnPresentation
        configuresSheet = configuresSheet || s.configuresSheet
        shouldDismissAlwaysFalse = shouldDismissAlwaysFalse || s.shouldDismissAlwaysFalse
        styleSetLate += s.styleSetLate
    }

    /// Whether the class decides its own style before presentation (init, awakeFromNib,
    /// property override).
    public var decidesStyle: Bool { styleInInit != nil || overridesStyle }
}

/// Per file: the assignments made inside each type (by type index), and the types whose
/// code calls through `sheetPresentationController`. Built once per file, so summaries cost
/// time linear in the project, not types times assignments.
public struct FileTypeFacts: Sendable {
    var assignments: [Int: [Int]] = [:]
    var readsSheet: Set<Int> = []

    init(_ m: FileModel) {
        for (i, a) in m.assignments.enumerated() {
            if let t = a.context.type { assignments[t, default: []].append(i) }
        }
        for c in m.calls {
            guard let t = c.context.type, case .member = c.callee, let path = c.callee.localPath else { continue }
            if path.first == "sheetPresentationController" { readsSheet.insert(t) }
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
