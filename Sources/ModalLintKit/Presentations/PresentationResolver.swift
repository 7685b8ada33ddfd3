/// What the analysis knows of the controller a presentation shows.
public struct Presented: Sendable {
    public enum Verdict: Sendable, Equatable {
        /// An explicit style decides the presentation (its name, `?` when computed).
        case styled(String)
        /// A style is set on some paths only.
        case partial
        /// Nothing sets a style: `.automatic`, a card since iOS 13.
        case unstyled
        /// A system controller whose automatic style is intended.
        case exempt
        /// The code configures the sheet on purpose (detents, isModalInPresentation, delegate).
        case sheetAware
        /// The controller comes from code the analysis cannot see.
        case unknown
    }
    public var verdict: Verdict
    /// The presented class (the container for wrapped controllers), when known.
    public var className: String? = nil
    /// For a container: the class of its root controller, when known.
    public var rootClassName: String? = nil
    public var isSplitView = false
    /// Flags that matter to other rules even when the verdict is `styled`/`unstyled`.
    public var setsPresentationDelegate = false
    public var blocksSwipe = false

    static let unknown = Presented(verdict: .unknown)
}

/// Follows a presented expression back to where the controller is made and styled:
/// locals and their initialisers, assignments before the call, configuration closures,
/// factories, properties, classes and their superclasses, containers. Where the value
/// flows through code it cannot see, the answer is `.unknown` and rules stay silent.
public struct PresentationResolver {
    public let index: ProjectIndex
    public let exempt: Set<String>
    static let maxDepth = 6

    public init(index: ProjectIndex, exempt: Set<String>) {
        self.index = index
        self.exempt = exempt
    }

    /// Resolves `e`, evaluated at byte `offset` in `context` of file `fileIndex`.
    public func resolve(_ e: Expr, file fileIndex: Int, at offset: Int, context: Context, depth: Int = 0) -> Presented {
        guard depth <= PresentationResolver.maxDepth else { return .unknown }
        let m = index.models[fileIndex]
        switch e {
        case .cast(let inner, let type, _):
            // `… as! Foo`: the cast names the class even when the value's origin is unseen.
            var r = resolve(inner, file: fileIndex, at: offset, context: context, depth: depth + 1)
            if r.className == nil { r.className = ProjectIndex.baseTypeName(type) }
            return r
        case .ternary(_, let a, let b, _):
            return combine([resolve(a, file: fileIndex, at: offset, context: context, depth: depth + 1),
                            resolve(b, file: fileIndex, at: offset, context: context, depth: depth + 1)])
        case .binary("??", let a, let b, _):
            return combine([resolve(a, file: fileIndex, at: offset, context: context, depth: depth + 1),
                            resolve(b, file: fileIndex, at: offset, context: context, depth: depth + 1)])
        case .call(let ci, _):
            return resolveCall(m.calls[ci], file: fileIndex, depth: depth)
        case .name(let n, _):
            return resolveName(n, file: fileIndex, at: offset, context: context, depth: depth)
        case .member(.name("self", _), let n, _):
            return resolveProperty(n, file: fileIndex, context: context, depth: depth)
        default:
            return .unknown
        }
    }

    /// Several possible values: all styled is styled, all unstyled is unstyled, a mix is
    /// partial; anything unknown makes the whole unknown.
    func combine(_ parts: [Presented]) -> Presented {
        guard let first = parts.first else { return .unknown }
        if parts.contains(where: { $0.verdict == .unknown }) { return .unknown }
        if parts.allSatisfy({ $0.verdict == first.verdict }) { return first }
        let styled = parts.filter { if case .styled = $0.verdict { return true } else { return false } }
        if parts.contains(where: { $0.verdict == .sheetAware || $0.verdict == .exempt }) { return Presented(verdict: .sheetAware) }
        if !styled.isEmpty && parts.contains(where: { $0.verdict == .unstyled }) {
            var p = first
            p.verdict = .partial
            return p
        }
        return first
    }

    // MARK: Calls

    func resolveCall(_ c: CallSite, file fileIndex: Int, depth: Int) -> Presented {
        let m = index.models[fileIndex]
        // An immediately invoked configuration closure: `{ let v = Foo(); …; return v }()`.
        if case .closure(let ci, _) = c.callee {
            let rets = m.returns(inFunction: c.context.function).lazy.map { m.returns[Int($0)] }.filter { $0.context.closure == ci }
            return combine(rets.compactMap { r in r.value.map { resolve($0, file: fileIndex, at: r.range.lowerBound, context: r.context, depth: depth + 1) } })
        }
        var className: String? = nil
        switch c.callee {
        case .name(let n, _) where n.first?.isUppercase == true:
            className = n
        case .member(let base, "init", _):
            className = base.path?.last
        default:
            break
        }
        if let cls = className {
            var result = classVerdict(cls)
            if isContainer(cls), let root = c.argument("rootViewController") ?? (cls == "UINavigationController" ? c.arguments.first : nil) {
                let r = resolve(root.value, file: fileIndex, at: root.range.lowerBound, context: c.context, depth: depth + 1)
                result.rootClassName = r.className
                if r.blocksSwipe { result.blocksSwipe = true; if result.verdict == .unstyled { result.verdict = .sheetAware } }
                // The root sets itself as its container's presentation delegate
                // (`navigationController?.presentationController?.delegate = self`).
                if let rc = r.className, index.inheritedSummary(rc).delegatesOwnPresentation {
                    result.setsPresentationDelegate = true
                    if result.verdict == .unstyled { result.verdict = .sheetAware }
                }
            }
            return result
        }
        if c.name == "instantiateViewController" {
            // `instantiateViewController(withIdentifier: "Paywall")`: the scene in the project's
            // storyboards, when exactly one scene has that identifier.
            guard let arg = c.argument("withIdentifier"), case .literal(.string, let r) = arg.value,
                  let id = stringLiteralValue(m.text(r)),
                  let scenes = index.scenesByIdentifier[id], scenes.count == 1 else { return .unknown }
            let (si, k) = scenes[0]
            return sceneVerdict(index.storyboards[si].scenes[k], in: index.storyboards[si])
        }
        if c.name == "instantiateInitialViewController" { return .unknown }
        // A factory or helper function in the project.
        guard !c.name.isEmpty, let candidates = index.functionsByName[c.name] else { return .unknown }
        let labels = c.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
        // The call's labels must appear in order among the parameters (defaulted ones may be
        // left out): `navController(for:iconStyle:)` matches `navController(for:navStyle:iconStyle:)`.
        let matching = candidates.filter { ref in
            let f = index.function(ref)
            guard f.kind == .function, f.parameters.count >= labels.count else { return false }
            var k = 0
            for p in f.parameters where k < labels.count && (p.label ?? "_") == labels[k] { k += 1 }
            return k == labels.count
        }
        // One candidate, or several (overloads, same-named helpers in other types) that all
        // agree: their returned values decide; any disagreement or unseen value is unknown.
        guard !matching.isEmpty, matching.count <= 4 else { return .unknown }
        var verdicts: [Presented] = []
        for ref in matching {
            let fm = index.models[ref.file]
            let rets = fm.returns(inFunction: ref.function).map { fm.returns[Int($0)] }.filter { $0.context.closure == nil }
            if rets.isEmpty, let implicit = implicitReturn(of: ref) {
                verdicts.append(resolve(.call(implicit, fm.calls[implicit].range), file: ref.file, at: fm.calls[implicit].range.lowerBound,
                                        context: fm.calls[implicit].context, depth: depth + 1))
                continue
            }
            guard !rets.isEmpty else { return .unknown }
            verdicts += rets.map { r in
                r.value.map { resolve($0, file: ref.file, at: r.range.lowerBound, context: r.context, depth: depth + 1) } ?? .unknown
            }
        }
        return combine(verdicts)
    }

    /// The text of a simple string literal (`"Paywall"`), nil when it has interpolation or escapes.
    func stringLiteralValue(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// What a storyboard scene decides: its own style attribute, else its class.
    public func sceneVerdict(_ scene: StoryboardModel.Scene, in sb: StoryboardModel) -> Presented {
        if let style = scene.modalPresentationStyle {
            return Presented(verdict: .styled(style), className: scene.className)
        }
        var p = classVerdict(scene.className)
        if p.verdict == .unknown && scene.customClass == nil { p.verdict = .unstyled }
        if let root = scene.rootID.flatMap({ sb.scene(id: $0) }) {
            p.rootClassName = root.className
            let r = classVerdict(root.className)
            if r.blocksSwipe { p.blocksSwipe = true; if p.verdict == .unstyled { p.verdict = .sheetAware } }
        }
        return p
    }

    /// What a modal segue decides: its own style, else the destination scene's.
    public func segueVerdict(_ segue: StoryboardModel.Segue, in sb: StoryboardModel) -> Presented {
        guard let dest = sb.scene(id: segue.destination) else { return .unknown }
        if let style = segue.modalPresentationStyle {
            var p = Presented(verdict: .styled(style), className: dest.className)
            p.rootClassName = dest.rootID.flatMap { sb.scene(id: $0)?.className }
            return p
        }
        return sceneVerdict(dest, in: sb)
    }

    /// A single-expression body's value when it is a call (`{ Nav(rootViewController: vc) }`):
    /// the call that starts right after the opening brace and ends right before the closing one.
    func implicitReturn(of ref: ProjectIndex.FunctionRef) -> Int? {
        let m = index.models[ref.file]
        guard let body = index.function(ref).bodyBlock else { return nil }
        let r = m.blocks[body].range
        let bytes = m.file.bytes
        var a = r.lowerBound + 1
        var b = r.upperBound - 1
        while a < b, bytes[a] == 0x20 || bytes[a] == 0x0A || bytes[a] == 0x09 || bytes[a] == 0x0D { a += 1 }
        while b > a, bytes[b - 1] == 0x20 || bytes[b - 1] == 0x0A || bytes[b - 1] == 0x09 || bytes[b - 1] == 0x0D { b -= 1 }
        return m.calls(inFunction: ref.function, from: a, to: a + 1).lazy.map { Int($0) }.first { m.calls[$0].context.closure == nil && m.calls[$0].range == a..<b }
    }

    func isContainer(_ cls: String) -> Bool {
        index.superclassChain(cls).contains { UIKitFacts.containers.contains($0) }
    }

    /// What a class decides by itself.
    public func classVerdict(_ cls: String) -> Presented {
        let chain = index.superclassChain(cls)
        if chain.contains(where: { exempt.contains($0) }) { return Presented(verdict: .exempt, className: cls) }
        let summary = index.inheritedSummary(cls)
        var p = Presented(verdict: .unstyled, className: cls)
        p.isSplitView = chain.contains("UISplitViewController")
        p.blocksSwipe = summary.setsModalInPresentation
        p.setsPresentationDelegate = summary.delegatesOwnPresentation
        if let s = summary.styleInInit { p.verdict = .styled(s); return p }
        if summary.overridesStyle { p.verdict = .styled("?"); return p }
        if summary.setsModalInPresentation || summary.configuresSheet || summary.delegatesOwnPresentation {
            p.verdict = .sheetAware
            return p
        }
        switch index.classKind(cls) {
        case .viewController: return p
        case .other, .unknown: return Presented(verdict: .unknown, className: cls)
        }
    }

    // MARK: Names

    func resolveName(_ name: String, file fileIndex: Int, at offset: Int, context: Context, depth: Int) -> Presented {
        let m = index.models[fileIndex]
        // The latest binding of `name` visible at `offset` in the same function or closure.
        var binding: Binding? = nil
        for k in m.bindings(inFunction: context.function, to: offset).reversed() {
            let b = m.bindings[Int(k)]
            if b.name == name && m.block(context.block, isInside: b.context.block) { binding = b; break }
        }
        var base: Presented
        var from = 0
        if let b = binding {
            from = b.range.lowerBound
            if b.kind == .closureParameter || b.kind == .loop { return .unknown }
            // The latest plain assignment `name = value` after the binding replaces its value
            // (`var vc = A(); …; vc = B()`), and what was done to the old value no longer counts.
            var reassigned: Assignment? = nil
            for k in m.assignments(inFunction: context.function, from: b.range.lowerBound + 1, to: offset).reversed() {
                let a = m.assignments[Int(k)]
                if a.replaces(name) { reassigned = a; break }
            }
            if let a = reassigned, m.block(context.block, isInside: a.context.block) {
                // Reassigned on every path to the call: that value is presented.
                base = resolve(a.value, file: fileIndex, at: a.range.lowerBound, context: a.context, depth: depth + 1)
                from = a.range.lowerBound
            } else if reassigned != nil {
                // Reassigned on some paths (`let vc: X; if … { vc = A() } else { vc = B() }`):
                // any of the values may be presented.
                var values: [Presented] = []
                if let initExpr = b.initializer {
                    values.append(resolve(initExpr, file: fileIndex, at: b.range.lowerBound, context: b.context, depth: depth + 1))
                }
                for k in m.assignments(inFunction: context.function, from: b.range.lowerBound + 1, to: offset) {
                    let a = m.assignments[Int(k)]
                    guard a.replaces(name) else { continue }
                    // Many candidate values: too many paths to judge.
                    guard values.count < 8 else { return .unknown }
                    values.append(resolve(a.value, file: fileIndex, at: a.range.lowerBound, context: a.context, depth: depth + 1))
                }
                base = combine(values)
            } else if let initExpr = b.initializer {
                base = resolve(initExpr, file: fileIndex, at: b.range.lowerBound, context: b.context, depth: depth + 1)
            } else {
                return .unknown
            }
        } else if let f = context.function, m.functions[f].parameters.contains(where: { $0.name == name }) {
            return .unknown  // a parameter: followed at the call sites of the wrapper instead
        } else if context.closure != nil && m.bindings(inFunction: context.function).contains(where: { m.bindings[Int($0)].name == name && m.bindings[Int($0)].kind == .closureParameter }) {
            return .unknown
        } else {
            return resolveProperty(name, file: fileIndex, context: context, depth: depth)
        }
        // The local is visible to the end of the block that binds it.
        let scopeEnd = binding?.context.block.map { m.blocks[$0].range.upperBound } ?? Int.max
        return applyLocalConfiguration(base, name: name, file: fileIndex, from: from, to: offset, context: context, scopeEnd: scopeEnd)
    }

    /// Applies what the code does to the local `name` between its binding and the call.
    public func applyLocalConfiguration(_ base: Presented, name: String, file fileIndex: Int, from: Int, to offset: Int, context: Context,
                                        scopeEnd: Int = Int.max) -> Presented {
        let m = index.models[fileIndex]
        var result = base
        var styleBlocks: [Int: String] = [:]
        // Locals naming the controller's presentation controllers:
        // `if let sheet = vc.sheetPresentationController { sheet.delegate = self }`.
        var aliases: [String: String] = [:]
        let bindingsBetween = m.bindings(inFunction: context.function, from: from + 1, to: offset)
        let assignmentsBetween = m.assignments(inFunction: context.function, from: from + 1, to: offset)
        let callsBetween = m.calls(inFunction: context.function, from: from + 1, to: offset)
        for k in bindingsBetween {
            let b = m.bindings[Int(k)]
            if let p = b.initializer?.localPath, p.count == 2, p[0] == name,
               p[1] == "sheetPresentationController" || p[1] == "presentationController" || p[1] == "popoverPresentationController" {
                aliases[b.name] = p[1]
            }
        }
        for k in assignmentsBetween {
            let a = m.assignments[Int(k)]
            guard a.target.localPathCount >= 2, let root = a.target.localRoot, root == name || aliases[root] != nil,
                  var path = a.target.localPath else { continue }
            if let controller = aliases[path[0]] { path = [name, controller] + path.dropFirst() }
            guard path.first == name else { continue }
            switch Array(path.dropFirst()) {
            case ["modalPresentationStyle"]:
                if let b = a.context.block { styleBlocks[b] = StyleValue.name(of: a.value) ?? "?" }
            case ["isModalInPresentation"]:
                if case .literal(.boolFalse, _) = a.value {} else { result.blocksSwipe = true }
            case ["presentationController", "delegate"], ["sheetPresentationController", "delegate"]:
                result.setsPresentationDelegate = true
                if result.verdict == .unstyled { result.verdict = .sheetAware }
            default:
                if path.dropFirst().first == "sheetPresentationController" { result.verdict = result.verdict == .unstyled ? .sheetAware : result.verdict }
            }
        }
        // A helper in the project that styles its argument: `ModalStyling.prepare(vc)`.
        for k in callsBetween {
            let c = m.calls[Int(k)]
            // A method of the controller that styles itself: `vc.configureToPresentAsCard()`.
            if let p = c.callee.localPath, p.count == 2, p[0] == name, index.selfStylingMethods.contains(p[1]), let b = c.context.block {
                styleBlocks[b] = styleBlocks[b] ?? "?"
            }
            for (k, arg) in c.arguments.enumerated() {
                guard case .name(name, _) = arg.value.uncast, let b = c.context.block else { continue }
                if index.styleSetters[c.name]?.contains(k) == true { styleBlocks[b] = styleBlocks[b] ?? "?" }
                if index.presentationConfigurers[c.name]?.contains(k) == true {
                    result.setsPresentationDelegate = true
                    if result.verdict == .unstyled { result.verdict = .sheetAware }
                }
            }
        }
        // A presentation delegate or sheet configuration set after the call (in the rest of
        // the function, completion included) still shows the card is deliberate.
        for k in m.assignments(inFunction: context.function, from: offset, to: scopeEnd) {
            let a = m.assignments[Int(k)]
            let count = a.target.localPathCount
            guard count >= 1, let root = a.target.localRoot, root == name || aliases[root] != nil else { continue }
            // `name = …` again: what follows configures another controller.
            if count == 1 { if a.op == "=" && root == name { break } else { continue } }
            guard var path = a.target.localPath else { continue }
            if let controller = aliases[path[0]] { path = [name, controller] + path.dropFirst() }
            guard path.first == name else { continue }
            let rest = Array(path.dropFirst())
            if rest == ["presentationController", "delegate"] || rest == ["sheetPresentationController", "delegate"] || rest.first == "sheetPresentationController" {
                result.setsPresentationDelegate = result.setsPresentationDelegate || rest.last == "delegate"
                if result.verdict == .unstyled { result.verdict = .sheetAware }
            }
        }
        let styleAlways = styleOnAllPaths(styleBlocks, in: m, before: offset, from: context.block)
        let styleSometimes = !styleBlocks.isEmpty
        for k in callsBetween {
            let c = m.calls[Int(k)]
            if let p = c.callee.localPath, p.first == name, p.dropFirst().first == "sheetPresentationController" {
                if result.verdict == .unstyled { result.verdict = .sheetAware }
            }
        }
        for k in bindingsBetween {
            let b = m.bindings[Int(k)]
            if let p = b.initializer?.localPath, p.first == name, p.dropFirst().first == "sheetPresentationController" {
                if result.verdict == .unstyled { result.verdict = .sheetAware }
            }
        }
        if let s = styleAlways {
            if result.verdict != .exempt { result.verdict = .styled(s) }
        } else if styleSometimes, result.verdict == .unstyled {
            result.verdict = .partial
        }
        if result.verdict == .unstyled && (result.blocksSwipe || result.setsPresentationDelegate) {
            result.verdict = .sheetAware
        }
        return result
    }

    /// The style set on every path to `offset`: some block from the call's block up holds a
    /// style assignment, or an exhaustive `if`/`else` or `switch` before the call sets it in
    /// every branch (recursively). Nil when some path sets none.
    func styleOnAllPaths(_ styled: [Int: String], in m: FileModel, before offset: Int, from block: Int?) -> String? {
        guard !styled.isEmpty else { return nil }
        var memo: [Int: String?] = [:]
        func covered(_ b: Int, depth: Int) -> String? {
            if let s = styled[b] { return s }
            if depth > 32 { return nil }
            if let known = memo[b] { return known }
            var found: String? = nil
            for k in m.conditions(inBlock: b) {
                let c = m.conditions[Int(k)]
                guard c.range.lowerBound < offset, c.kind == .if || c.kind == .switch else { continue }
                let exhaustive = c.kind == .switch ? !c.branches.isEmpty : c.branches.count == 2
                guard exhaustive else { continue }
                let parts = c.branches.map { covered($0, depth: depth + 1) }
                if parts.allSatisfy({ $0 != nil }) { found = parts.first! }
            }
            memo[b] = found
            return found
        }
        var b = block
        while let cur = b {
            if let s = covered(cur, depth: 0) { return s }
            if m.blocks[cur].kind == .functionBody || m.blocks[cur].kind == .closureBody || m.blocks[cur].kind == .accessor { break }
            b = m.blocks[cur].parent
        }
        return nil
    }

    /// A stored property of the enclosing type: its initialiser, or what is assigned to it,
    /// plus style assignments on it anywhere in the type.
    func resolveProperty(_ name: String, file fileIndex: Int, context: Context, depth: Int) -> Presented {
        let m = index.models[fileIndex]
        guard let ti = context.type else { return .unknown }
        let typeName = m.types[ti].name
        var values: [Presented] = []
        var styled: String? = nil
        var aware = false
        for ref in index.typesByName[typeName] ?? [] {
            let tm = index.models[ref.file]
            for pi in tm.types[ref.type].properties where tm.properties[pi].name == name {
                let p = tm.properties[pi]
                if let initExpr = p.initializer {
                    values.append(resolve(initExpr, file: ref.file, at: p.range.lowerBound, context: p.context, depth: depth + 1))
                } else if p.getter != nil {
                    let rets = tm.returns(inFunction: p.getter).map { tm.returns[Int($0)] }.filter { $0.context.closure == nil }
                    values += rets.map { r in r.value.map { resolve($0, file: ref.file, at: r.range.lowerBound, context: r.context, depth: depth + 1) } ?? .unknown }
                }
            }
            for k in tm.assignments(inType: ref.type) {
                let a = tm.assignments[Int(k)]
                guard a.target.localRoot == name, let path = a.target.localPath else { continue }
                if path.count == 1 {
                    values.append(resolve(a.value, file: ref.file, at: a.range.lowerBound, context: a.context, depth: depth + 1))
                } else if path.dropFirst().first == "modalPresentationStyle" {
                    styled = StyleValue.name(of: a.value) ?? "?"
                } else if path.dropFirst().first == "isModalInPresentation" || path.dropFirst().first == "sheetPresentationController"
                            || Array(path.dropFirst()) == ["presentationController", "delegate"] {
                    aware = true
                }
            }
        }
        if values.isEmpty { return .unknown }
        var result = combine(values)
        if let s = styled, result.verdict != .exempt, result.verdict != .unknown { result.verdict = .styled(s) }
        if aware && result.verdict == .unstyled { result.verdict = .sheetAware }
        return result
    }
}
