/// What the code does to a controller held in a local (or a parameter) before it is presented:
/// styles set on every path or on some, `isModalInPresentation`, presentation and sheet
/// delegates (directly or through aliases such as `if let sheet = vc.sheetPresentationController`),
/// and project helpers that style or configure their argument.
extension PresentationResolver {
    /// Applies what the code does to the local `name` between `from` and `offset` (and, for
    /// sheet settings, after the call up to `scopeEnd`: a delegate set in the completion still
    /// shows the card is deliberate).
    /// `frame`: the call being followed when `name` is a parameter; its other arguments decide
    /// conditions on them (`if let sender = sender { vc.modalPresentationStyle = .popover }`).
    public func applyLocalConfiguration(_ base: Presented, name: String, file fileIndex: Int, from: Int, to offset: Int, context: Context,
                                        scopeEnd: Int = Int.max) -> Presented {
        applyLocalConfiguration(base, name: name, file: fileIndex, from: from, to: offset, context: context, scopeEnd: scopeEnd, frame: nil)
    }

    func applyLocalConfiguration(_ base: Presented, name: String, file fileIndex: Int, from: Int, to offset: Int, context: Context,
                                 scopeEnd: Int = Int.max, frame: Frame?) -> Presented {
        let m = index.models[fileIndex]
        var result = base
        var styleBlocks: [Int: String] = [:]
        var styleAt: Int? = nil
        // Locals naming the controller's presentation controllers:
        // `if let sheet = vc.sheetPresentationController { sheet.delegate = self }`.
        var aliases: [String: String] = [:]
        let bindingsBetween = m.bindings(inFunction: context.function, from: from + 1, to: offset)
        let assignmentsBetween = m.assignments(inFunction: context.function, from: from + 1, to: offset)
        let callsBetween = m.calls(inFunction: context.function, from: from + 1, to: offset)
        // Other names for the controller itself: `self.videoController = video` or
        // `let shown = video`, then `videoController?.modalPresentationStyle = …`.
        var sameController: Set<String> = [name]
        for k in bindingsBetween {
            let b = m.bindings[Int(k)]
            if let p = b.initializer?.localPath, p.count == 2, p[0] == name,
               p[1] == "sheetPresentationController" || p[1] == "presentationController" || p[1] == "popoverPresentationController" {
                aliases[b.name] = p[1]
            }
            if case .name(name, _)? = b.initializer?.uncast { sameController.insert(b.name) }
        }
        for k in assignmentsBetween {
            let a = m.assignments[Int(k)]
            if a.op == "=", case .name(name, _) = a.value.uncast, a.target.localPathCount == 1, let t = a.target.localRoot { sameController.insert(t) }
        }
        func path(of target: Expr) -> [String]? {
            guard target.localPathCount >= 2, let root = target.localRoot, sameController.contains(root) || aliases[root] != nil, var path = target.localPath else { return nil }
            if let controller = aliases[path[0]] { path = [name, controller] + path.dropFirst() }
            if sameController.contains(path[0]) { path[0] = name }
            return path.first == name ? Array(path.dropFirst()) : nil
        }
        for k in assignmentsBetween {
            let a = m.assignments[Int(k)]
            guard let rest = path(of: a.target) else { continue }
            switch rest {
            case ["modalPresentationStyle"]:
                if let b = a.context.block {
                    styleBlocks[b] = parameterStyle(a.value, in: m, file: fileIndex, frame: frame) ?? StyleValue.name(of: a.value) ?? "?"
                    styleAt = a.range.lowerBound
                }
            case ["isModalInPresentation"]:
                // Written out, with any value, the author considered the card.
                result.setsModalInPresentation = true
                if case .literal(.boolFalse, _) = a.value {} else { result.blocksSwipe = true }
            case ["presentationController", "delegate"], ["sheetPresentationController", "delegate"]:
                installDelegate(a, in: m, file: fileIndex, presented: &result)
            case ["viewControllers"]:
                // `navigation.viewControllers = [root]`: the stack's root comes through.
                if let root = firstElement(of: a.value, in: m, file: fileIndex, context: a.context) {
                    let r = resolve(root, at: Place(file: fileIndex, offset: a.range.lowerBound, context: a.context, frame: nil), depth: 1)
                    result = wrapping(result, root: r)
                }
            default:
                if rest.first == "sheetPresentationController" { result.configuresSheet = true }
            }
        }
        // A helper in the project that styles its argument: `ModalStyling.prepare(vc)`.
        for k in callsBetween {
            let c = m.calls[Int(k)]
            // A method of the controller that styles itself: `vc.configureToPresentAsCard()`.
            if let p = c.callee.localPath, p.count == 2, p[0] == name, index.selfStylingMethods.contains(p[1]), !ProjectIndex.uikitTransitionMethods.contains(p[1]), let b = c.context.block {
                styleBlocks[b] = styleBlocks[b] ?? "?"
                styleAt = styleAt ?? c.range.lowerBound
            }
            if let p = c.callee.localPath, p.first == name, p.dropFirst().first == "sheetPresentationController" {
                result.configuresSheet = true
            }
            // `vc.usingSheetPresentationController()`: a helper that configures its receiver's sheet.
            if let p = c.callee.localPath, p.count == 2, p[0] == name, index.sheetConfiguringMethods.contains(p[1]) {
                result.configuresSheet = true
            }
            for (k, arg) in c.arguments.enumerated() {
                guard case .name(name, _) = arg.value.uncast, let b = c.context.block else { continue }
                if index.stylesArgument(of: c.name, at: k) {
                    styleBlocks[b] = styleBlocks[b] ?? "?"
                    styleAt = styleAt ?? c.range.lowerBound
                }
                if index.presentationConfigurers[c.name]?.contains(k) == true { result.setsPresentationDelegate = true }
            }
        }
        for k in bindingsBetween {
            let b = m.bindings[Int(k)]
            if let p = b.initializer?.localPath, p.first == name, p.dropFirst().first == "sheetPresentationController" { result.configuresSheet = true }
        }
        // A presentation delegate or sheet configuration set after the call (in the rest of
        // the function, completion included) still shows the card is deliberate.
        for k in m.assignments(inFunction: context.function, from: offset, to: scopeEnd) {
            let a = m.assignments[Int(k)]
            // `name = …` again: what follows configures another controller.
            if a.op == "=" && a.target.localPathCount == 1 && a.target.localRoot == name { break }
            guard let rest = path(of: a.target) else { continue }
            if rest == ["presentationController", "delegate"] || rest == ["sheetPresentationController", "delegate"] {
                installDelegate(a, in: m, file: fileIndex, presented: &result)
            } else if rest.first == "sheetPresentationController" {
                result.configuresSheet = true
            }
        }
        // A style set under a condition that holds for this controller (`if !(vc is
        // UIAlertController)`, `if vc.modalPresentationStyle == .automatic`) is set on every
        // path that matters here.
        // A style set only where a parameter the call leaves nil is bound (`if let sender`,
        // `sender` omitted or `nil`) is never set for this call.
        for b in Array(styleBlocks.keys) where styleSkipped(in: b, in: m, file: fileIndex, frame: frame) { styleBlocks[b] = nil }
        if styleBlocks.isEmpty { styleAt = nil }
        for (b, s) in styleBlocks {
            var cur = b
            while let ci = m.ifCondition(ofThenBlock: cur), let parent = m.blocks[cur].parent,
                  conditionHolds(ci, for: name, result, in: m, frame: frame) {
                cur = parent
            }
            if cur != b { styleBlocks[cur] = styleBlocks[cur] ?? s }
        }
        let styleAlways = styleOnAllPaths(styleBlocks, in: m, before: offset, from: context.block, upTo: bindingBlock(name, in: m, from: from, context: context))
        if let s = styleAlways {
            if result.verdict != .exempt {
                result.verdict = .styled(s)
                if let at = styleAt { result.steps.append(ResolutionStep(.configuration, "style `\(s)` set here", at: .swift(file: fileIndex, offset: at))) }
            }
        } else if !styleBlocks.isEmpty, result.verdict == .unstyled {
            // A style on some paths; on the others the code may configure the card instead
            // (`if … { style } else if let sheet = vc.sheetPresentationController { detents }`).
            let considered = result.setsModalInPresentation || result.blocksSwipe || result.setsPresentationDelegate || result.configuresSheet
            result.verdict = considered ? .sheetAware : .partial
            if let at = styleAt { result.steps.append(ResolutionStep(.configuration, "a style is set here on some paths only", at: .swift(file: fileIndex, offset: at))) }
        }
        result.settleSheetAwareness()
        return result
    }

    /// The first element of an array literal, when it is a call or a name:
    /// `[coordinator.makeRoot()]`, `[root]`.
    func firstElement(of e: Expr, in m: FileModel, file: Int, context: Context) -> Expr? {
        guard case .literal(.array, let r) = e else { return nil }
        let bytes = m.file.bytes
        var a = r.lowerBound + 1
        while a < r.upperBound, bytes[a] == 0x20 || bytes[a] == 0x0A || bytes[a] == 0x09 || bytes[a] == 0x0D { a += 1 }
        if let k = m.calls(inFunction: context.function, from: a, to: a + 1).first(where: { m.calls[Int($0)].range.lowerBound == a }) {
            // The outermost call starting there (`a.b()` rather than its receiver's call).
            let outer = m.calls(inFunction: context.function, from: a, to: a + 1).max { m.calls[Int($0)].range.count < m.calls[Int($1)].range.count } ?? k
            return .call(Int(outer), m.calls[Int(outer)].range)
        }
        var b = a
        while b < r.upperBound, bytes[b] == 0x5F || (bytes[b] | 0x20) >= 0x61 && (bytes[b] | 0x20) <= 0x7A || bytes[b] >= 0x30 && bytes[b] <= 0x39 { b += 1 }
        guard b > a else { return nil }
        return .name(m.text(a..<b), a..<b)
    }

    /// Whether every clause of the `if` condition `ci` holds for the controller in `name`
    /// (`holds`), or tests a parameter of the followed call that the call site gives a value
    /// that cannot be nil (`if let sender = sender`, `if sender != nil`, with `sender` passed a
    /// non-optional parameter or `self`).
    func conditionHolds(_ ci: Int, for name: String, _ value: Presented, in m: FileModel, frame: Frame?) -> Bool {
        let c = m.conditions[ci]
        let bindings = m.conditionalBindings(of: ci)
        guard !c.expressions.isEmpty || !bindings.isEmpty else { return false }
        func passedNonNil(_ e: Expr?) -> Bool {
            guard case .name(let p, _)? = e, let frame = frame, frame.function == c.context.function, let bound = frame.arguments[p] else { return false }
            return isNonNil(bound)
        }
        for e in c.expressions {
            if holds(e, for: name, value, in: m) == true { continue }
            if case .binary("!=", let a, .literal(.nil, _), _) = e, passedNonNil(a) { continue }
            return false
        }
        return bindings.allSatisfy { passedNonNil($0.initializer) }
    }

    /// The style a parameter of the followed call holds: the argument passed for it, or the
    /// implicit member it defaults to when the call leaves it out
    /// (`style: UIModalPresentationStyle = .automatic`).
    func parameterStyle(_ e: Expr, in m: FileModel, file: Int, frame: Frame?) -> String? {
        guard case .name(let p, _) = e, let frame = frame, frame.file == file else { return nil }
        if let bound = frame.arguments[p] { return StyleValue.name(of: bound.expr) }
        guard let param = m.functions[frame.function].parameters.first(where: { $0.name == p }), let d = param.defaultMember,
              UIKitFacts.presentationStyles.contains(d) else { return nil }
        return d
    }

    /// Whether block `b` lies in the `then` of an `if` that tests a parameter of the followed
    /// call which the call leaves nil (`nil` passed, or omitted with an optional type and a
    /// default): `if let sender = sender`, `if sender != nil`.
    func styleSkipped(in b: Int, in m: FileModel, file: Int, frame: Frame?) -> Bool {
        guard let frame = frame, frame.file == file else { return false }
        func isNil(_ e: Expr?) -> Bool {
            guard case .name(let p, _)? = e else { return false }
            if let bound = frame.arguments[p] {
                if case .literal(.nil, _) = bound.expr { return true }
                return false
            }
            guard let param = m.functions[frame.function].parameters.first(where: { $0.name == p }) else { return false }
            return param.hasDefault && ProjectIndex.isOptionalType(param.type)
        }
        var cur = b
        while true {
            if let ci = m.ifCondition(ofThenBlock: cur) {
                let c = m.conditions[ci]
                guard c.context.function == frame.function else { return false }
                if c.expressions.contains(where: { if case .binary("!=", let a, .literal(.nil, _), _) = $0 { return isNil(a) }; return false }) { return true }
                if m.conditionalBindings(of: ci).contains(where: { isNil($0.initializer) }) { return true }
            }
            guard let parent = m.blocks[cur].parent, m.blocks[cur].kind != .functionBody, m.blocks[cur].kind != .closureBody else { return false }
            cur = parent
        }
    }

    /// Whether an argument as written cannot be nil: `self`, a literal other than `nil`, or a
    /// parameter, or a local bound by `if let` / `guard let`, of the
    /// function it is written in whose declared type is not optional.
    func isNonNil(_ bound: Bound) -> Bool {
        switch bound.expr.uncast {
        case .name("self", _): return true
        case .literal(let k, _): return k != .nil
        case .name(let n, _):
            let m = model(bound.at)
            for k in m.bindings(inFunction: bound.at.context.function, to: bound.at.offset).reversed() {
                let b = m.bindings[Int(k)]
                guard b.name == n, m.block(bound.at.context.block, isInside: b.context.block) else { continue }
                if b.kind == .conditional { return true }
                return b.type.map { !ProjectIndex.isOptionalType($0) } ?? false
            }
            guard let f = bound.at.context.function, let p = m.functions[f].parameters.first(where: { $0.name == n }) else { return false }
            return !ProjectIndex.isOptionalType(p.type)
        default:
            return false
        }
    }

    /// Whether a condition about the controller in `name` holds for the value resolved so far:
    /// its class (`name is T`) or its style while none is set (`name.modalPresentationStyle
    /// == .automatic`, `!= .fullScreen`); nil when it cannot be told.
    func holds(_ e: Expr, for name: String, _ value: Presented, in m: FileModel) -> Bool? {
        switch e {
        case .prefix("!", let x, _):
            return holds(x, for: name, value, in: m).map { !$0 }
        case .binary("&&", let a, let b, _):
            guard let x = holds(a, for: name, value, in: m), let y = holds(b, for: name, value, in: m) else { return nil }
            return x && y
        case .binary("is", let subject, let type, _):
            let written: String? = { if case .other(let r) = type { return m.text(r).trimmingCharacters() } else { return type.path?.last } }()
            guard subject.localPath == [name], let w = written, let cls = value.className else { return nil }
            let t = ProjectIndex.baseTypeName(w)
            let chain = index.superclassChain(cls)
            if chain.contains(t) { return true }
            // A project class is not a framework class it does not inherit from.
            return index.isProjectType(cls) || UIKitFacts.isFrameworkViewController(cls) ? false : nil
        case .binary(let op, let a, let b, _) where op == "==" || op == "!=":
            guard value.verdict == .unstyled || value.verdict == .sheetAware else { return nil }
            let style: String?
            if a.localPath == [name, "modalPresentationStyle"] { style = b.path.flatMap { $0.last } }
            else if b.localPath == [name, "modalPresentationStyle"] { style = a.path.flatMap { $0.last } }
            else { return nil }
            // No style set: the property reads `.automatic`.
            guard let s = style, s == "automatic" || UIKitFacts.nonSwipeStyles.contains(s) else { return nil }
            return (s == "automatic") == (op == "==")
        default:
            return nil
        }
    }

    /// `x.presentationController?.delegate = value`: a delegate is installed, unless the value
    /// is a conditional cast that cannot succeed for the presented class (`vc as?
    /// UIAdaptivePresentationControllerDelegate` where the class does not adopt it).
    func installDelegate(_ a: Assignment, in m: FileModel, file fileIndex: Int, presented result: inout Presented) {
        var value = a.value
        // `if let d = vc as? Delegate { … .delegate = d }`: the binding's cast decides.
        if case .name(let n, _) = value,
           let b = m.bindings(inFunction: a.context.function, to: a.range.lowerBound).reversed().lazy.map({ m.bindings[Int($0)] }).first(where: { $0.name == n }),
           b.kind == .conditional, let initExpr = b.initializer, case .cast = initExpr {
            value = initExpr
        }
        if case .cast(let subject, let proto, _) = value, let cls = result.className, index.isProjectType(cls) {
            let p = ProjectIndex.baseTypeName(proto)
            let subjectIsPresented = subject.localRoot != nil && subject.localPathCount == 1
            if subjectIsPresented && UIKitFacts.presentationDelegateProtocols.contains(p) && !index.conforms(cls, to: p)
                && !(result.rootClassName.map { index.conforms($0, to: p) } ?? false) {
                return
            }
        }
        result.setsPresentationDelegate = true
        if result.delegateType == nil {
            // `vc as? UIAdaptivePresentationControllerDelegate`: the delegate is the controller.
            if case .cast(let subject, let proto, _) = value, UIKitFacts.presentationDelegateProtocols.contains(ProjectIndex.baseTypeName(proto)) {
                let own = typeName(of: subject, in: m, at: a.range.lowerBound, context: a.context)
                result.delegateType = own ?? (subject.localPathCount == 1 ? (result.rootClassName ?? result.className) : nil)
            } else {
                result.delegateType = typeName(of: value, in: m, at: a.range.lowerBound, context: a.context)
            }
        }
    }

    /// The type an expression names, as far as declarations tell: `self` is the enclosing
    /// type, a local or property its annotation or the class it is made from, a cast its type.
    func typeName(of e: Expr, in m: FileModel, at offset: Int, context: Context) -> String? {
        switch e {
        case .name("self", _):
            return context.type.map { m.types[$0].name }
        case .cast(_, let t, _):
            return ProjectIndex.baseTypeName(t)
        case .call(let ci, _):
            if case .name(let n, _) = m.calls[ci].callee, n.first?.isUppercase == true { return n }
            return nil
        case .name(let n, _) where n.first?.isUppercase == true && index.isProjectType(n):
            // A type's own name (`Screen.make()` is called on the type `Screen`).
            return n
        case .name(let n, _):
            if let b = m.bindings(inFunction: context.function, to: offset).reversed().lazy.map({ m.bindings[Int($0)] }).first(where: { $0.name == n }) {
                if let t = b.type { return ProjectIndex.baseTypeName(t) }
                return b.initializer.flatMap { typeName(of: $0, in: m, at: b.range.lowerBound, context: b.context) }
            }
            if let f = context.function, let p = m.functions[f].parameters.first(where: { $0.name == n }) { return ProjectIndex.baseTypeName(p.type) }
            return propertyType(n, in: m, context: context)
        case .member(.name("self", _), let n, _):
            return propertyType(n, in: m, context: context)
        default:
            return nil
        }
    }

    /// The declared (or initialised) type of a property of the enclosing type.
    func propertyType(_ name: String, in m: FileModel, context: Context) -> String? {
        guard let ti = context.type else { return nil }
        for ref in index.typesByName[m.types[ti].name] ?? [] {
            let tm = index.models[ref.file]
            for pi in tm.types[ref.type].properties where tm.properties[pi].name == name {
                let p = tm.properties[pi]
                if let t = p.type { return ProjectIndex.baseTypeName(t) }
                if let e = p.initializer { return typeName(of: e, in: tm, at: p.range.lowerBound, context: p.context) }
            }
        }
        return nil
    }

    /// The style set on every path to `offset`: some block from the call's block up holds a
    /// style assignment, or an exhaustive `if`/`else` or `switch` before the call sets it in
    /// every branch (recursively). Nil when some path sets none.
    func styleOnAllPaths(_ styled: [Int: String], in m: FileModel, before offset: Int, from block: Int?, upTo bound: Int? = nil) -> String? {
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
        // From the call's block outwards, to the function's body; a closure's body is crossed
        // when the local was bound outside it (a captured local), up to the binding's block.
        var b = block
        while let cur = b {
            if let s = covered(cur, depth: 0) { return s }
            if cur == bound { break }
            let kind = m.blocks[cur].kind
            if kind == .functionBody || kind == .accessor { break }
            if kind == .closureBody && (bound == nil || !m.block(cur, isInside: bound)) { break }
            b = m.blocks[cur].parent
        }
        return nil
    }

    /// The block of the binding of `name` found at `from` (nil when there is none there).
    func bindingBlock(_ name: String, in m: FileModel, from: Int, context: Context) -> Int? {
        for k in m.bindings(inFunction: context.function, from: from, to: from + 1) {
            let b = m.bindings[Int(k)]
            if b.name == name { return b.context.block }
        }
        return nil
    }
}

extension Presented {
    /// An unstyled controller whose code considers the card (a presentation delegate, sheet
    /// configuration, `isModalInPresentation` of any value) is a deliberate sheet.
    mutating func settleSheetAwareness() {
        if verdict == .unstyled && (setsModalInPresentation || blocksSwipe || setsPresentationDelegate || configuresSheet) {
            verdict = .sheetAware
        }
    }
}
