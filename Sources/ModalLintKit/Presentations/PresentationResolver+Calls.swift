/// Calls that make a controller: an initialiser (a container around a root included), a
/// storyboard lookup, a closure, a project factory or router (followed with the call's
/// arguments bound to its parameters).
extension PresentationResolver {
    func resolveCall(_ c: CallSite, at place: Place, depth: Int, expected: String?) -> Presented {
        let m = model(place)
        // An immediately invoked configuration closure: `{ let v = Foo(); …; return v }()`.
        if case .closure(let ci, _) = c.callee {
            return closureValue(ci, in: m, at: place, depth: depth, expected: expected)
        }
        if let cls = constructedClass(c, at: place, expected: expected) {
            var result = classVerdict(cls)
            // A hosted SwiftUI view that blocks the swipe (`interactiveDismissDisabled`).
            if let root = c.argument("rootView"), let view = hostedView(root.value, at: place) {
                result.hostedView = view
                if index.dismissDisabledViews.contains(view) {
                    result.setsModalInPresentation = true
                    result.blocksSwipe = true
                    result.settleSheetAwareness()
                }
            }
            if isContainer(cls), let root = c.argument("rootViewController") ?? (cls.hasSuffix("NavigationController") ? c.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure }) : nil) {
                let r = resolve(root.value, at: place.moved(to: root.range.lowerBound, c.context), depth: depth + 1)
                result = wrapping(result, root: r)
            } else if let content = embeddedControllerArgument(c, of: cls) {
                // A project controller made around another (`FrameViewController(header: h,
                // viewController: issues)`): it shows that one, as a container shows its root.
                let r = resolve(content.value, at: place.moved(to: content.range.lowerBound, c.context), depth: depth + 1)
                if let rc = r.className, case .viewController = index.classKind(rc) { result = wrapping(result, root: r) }
            }
            return result
        }
        if let found = storyboardLookup(c, at: place, depth: depth, expected: expected) { return found }
        // A closure held in a local or property: `makeController()`.
        if case .name(let n, _) = c.callee, let closure = closureHeld(by: n, at: place) {
            return closureValue(closure.index, in: index.models[closure.file], at: closure.place, depth: depth, expected: expected)
                .through(ResolutionStep(.closure, "the closure `\(n)`", at: .swift(file: closure.file, offset: index.models[closure.file].closures[closure.index].range.lowerBound)))
        }
        return resolveFactory(c, at: place, depth: depth, expected: expected)
    }

    /// The argument of a project controller's initialiser that gives it the controller it
    /// shows: labelled `viewController`, `contentViewController`, `childViewController` or
    /// `contentController` (not a presenter, parent or source).
    func embeddedControllerArgument(_ c: CallSite, of cls: String) -> Argument? {
        guard index.isProjectClass(cls), case .viewController = index.classKind(cls) else { return nil }
        return c.arguments.first { a in
            guard let l = a.label else { return false }
            return ["viewController", "contentViewController", "childViewController", "contentController"].contains(l)
        }
    }

    /// The SwiftUI view type a hosting controller's `rootView` makes: `Editor(…)`, with
    /// modifiers, inside `AnyView(…)`, or the receiver of a helper (`Editor().hosted()`).
    func hostedView(_ e: Expr, at place: Place, depth: Int = 0) -> String? {
        guard depth < 6 else { return nil }
        let m = model(place)
        switch e {
        case .call(let ci, _):
            let c = m.calls[ci]
            if case .name(let n, _) = c.callee, n == "AnyView", let a = c.arguments.first { return hostedView(a.value, at: place, depth: depth + 1) }
            if let n = FileTypeFacts.viewName(e, in: m) { return n }
            return nil
        case .name("self", _):
            guard let frame = place.frame, frame.covers(place), let bound = frame.arguments["self"] else { return nil }
            return hostedView(bound.expr, at: bound.at, depth: depth + 1)
        case .name(let n, _):
            for k in m.bindings(inFunction: place.context.function, to: place.offset).reversed() where m.bindings[Int(k)].name == n {
                let b = m.bindings[Int(k)]
                return b.initializer.flatMap { hostedView($0, at: place.moved(to: b.range.lowerBound, b.context), depth: depth + 1) }
            }
            return nil
        default:
            return nil
        }
    }

    /// The class an initialiser call makes: `Foo(…)`, `Foo.init(…)`, `.init(…)` where the
    /// type is expected, a generic parameter bound at the call site (`T()`).
    func constructedClass(_ c: CallSite, at place: Place, expected: String?) -> String? {
        var name: String? = nil
        switch c.callee {
        case .name(let n, _) where n.first?.isUppercase == true:
            name = n
        case .member(let base, "init", _):
            // `type.init()` for a metatype parameter bound to `Settings.self`.
            if case .name(let n, _) = base, n != "self", n.first?.isLowercase == true {
                guard let values = constants(base, at: place), values.count == 1, case .type(let t) = values[0].value else { return nil }
                return t
            }
            name = base.path?.last
        case .implicitMember("init", _):
            name = expected
        default:
            return nil
        }
        guard var n = name else { return nil }
        // `self.init(…)` / `Self(…)` in a static factory: the type it is declared in.
        if n == "self" || n == "Self" {
            guard let t = place.context.type else { return nil }
            n = model(place).types[t].name
        }
        if let frame = place.frame, frame.covers(place), let bound = frame.generics[n] { return bound }
        // A type the project declares that is not a class (a struct or enum factory, a
        // generic parameter) is not a controller being made.
        if let refs = index.typesByName[n], !refs.contains(where: { let k = index.decl($0).kind; return k == .class || k == .extension }) { return nil }
        return n
    }

    /// The value a closure returns (its `return`s, or its single expression).
    func closureValue(_ ci: Int, in m: FileModel, at place: Place, depth: Int, expected: String?) -> Presented {
        let closure = m.closures[ci]
        let rets = m.returns(inFunction: closure.context.function).lazy.map { m.returns[Int($0)] }
            .filter { $0.context.closure == ci && self.isReachable($0.context.block, at: place.moved(to: $0.range.lowerBound, $0.context)) }
        var values: [Presented] = Array(rets).compactMap { r in r.value.flatMap { $0.isNilLiteral ? nil : $0 }.map { resolve($0, at: place.moved(to: r.range.lowerBound, r.context), depth: depth + 1, expected: expected) } }
        if values.isEmpty, let body = closure.bodyBlock, let call = singleCall(in: body, of: m, function: closure.context.function, closure: ci) {
            values.append(resolve(.call(call, m.calls[call].range), at: place.moved(to: m.calls[call].range.lowerBound, m.calls[call].context), depth: depth + 1, expected: expected))
        }
        if values.isEmpty { return .unknown("the closure returns nothing the analysis can follow", at: .swift(file: place.file, offset: closure.range.lowerBound)) }
        return combine(values)
    }

    /// The closure a name holds where it is called: a local (`let make = { … }`), a parameter
    /// of the call being followed (`show(make: { … })`), a case pattern's payload
    /// (`case .custom(let make)`), or a property of the enclosing type
    /// (`let makeController: () -> UIViewController = { … }`).
    func closureHeld(by name: String, at place: Place, depth: Int = 0) -> (file: Int, index: Int, place: Place)? {
        guard depth < 6 else { return nil }
        let m = model(place)
        func literal(_ e: Expr?, at p: Place) -> (file: Int, index: Int, place: Place)? {
            switch e {
            case .closure(let ci, _)?: return (p.file, ci, p)
            case .name(let n, _)?: return closureHeld(by: n, at: p, depth: depth + 1)
            default: return nil
            }
        }
        for k in m.bindings(inFunction: place.context.function, to: place.offset).reversed() {
            let b = m.bindings[Int(k)]
            guard b.name == name else { continue }
            return literal(b.initializer, at: place.moved(to: b.range.lowerBound, b.context))
        }
        if let f = place.context.function, m.functions[f].parameters.contains(where: { $0.name == name }) {
            guard let frame = place.frame, frame.covers(place), let bound = frame.arguments[name] else { return nil }
            return literal(bound.expr, at: bound.at)
        }
        if let pb = m.patternBinding(of: name, from: place.context.block) {
            let at = place.moved(to: pb.subjectOffset, pb.subjectContext)
            guard let values = constants(pb.subject, at: at), values.count == 1, let payload = values[0].payload,
                  values[0].value == .enumCase(pb.caseName), pb.position < payload.call.arguments.count else { return nil }
            let a = payload.call.arguments[pb.position]
            return literal(a.value, at: payload.at.moved(to: a.range.lowerBound, payload.call.context))
        }
        guard let ti = place.context.type else { return nil }
        for ref in index.typesByName[m.types[ti].name] ?? [] {
            let tm = index.models[ref.file]
            for pi in tm.types[ref.type].properties where tm.properties[pi].name == name {
                if case .closure(let ci, _)? = tm.properties[pi].initializer {
                    return (ref.file, ci, Place(file: ref.file, offset: tm.properties[pi].range.lowerBound, context: tm.properties[pi].context, frame: nil))
                }
            }
        }
        return nil
    }

    /// The call that is the whole body of a block (`{ Nav(rootViewController: vc) }`): it
    /// starts right after the opening brace and ends right before the closing one.
    func singleCall(in body: Int, of m: FileModel, function: Int?, closure: Int?) -> Int? {
        let r = m.blocks[body].range
        let bytes = m.file.bytes
        var a = r.lowerBound + 1
        var b = r.upperBound - 1
        func isSpace(_ x: UInt8) -> Bool { x == 0x20 || x == 0x0A || x == 0x09 || x == 0x0D }
        while a < b, isSpace(bytes[a]) { a += 1 }
        while b > a, isSpace(bytes[b - 1]) { b -= 1 }
        return m.calls(inFunction: function, from: a, to: a + 1).lazy.map { Int($0) }.first { m.calls[$0].context.closure == closure && m.calls[$0].range == a..<b }
    }

    // MARK: Project functions

    /// The project functions a call may run: those of its name whose parameters take its
    /// argument labels in order (defaulted parameters may be left out). When the receiver's
    /// type is known (`self`, a typed local or property), methods of that type (or its
    /// superclasses) are preferred.
    func candidates(for c: CallSite, at place: Place) -> [ProjectIndex.FunctionRef] {
        guard !c.name.isEmpty, let all = index.functionsByName[c.name] else { return [] }
        // Declarations with a body (a protocol's requirement has none: its implementations do).
        var matching = all.filter { index.function($0).bodyBlock != nil && bind(c, to: index.function($0)) != nil }
        guard matching.count > 1 else { return matching }
        let m = model(place)
        // A type name as the receiver calls static methods; an instance calls the others.
        if let r = c.receiver {
            let onType: Bool = { if case .name(let n, _) = r { return n.first?.isUppercase == true } else { return false } }()
            let kind = matching.filter { index.function($0).isStatic == onType }
            if !kind.isEmpty { matching = kind }
        }
        // A UIKit presentation shows a UIKit controller: AppKit factories of the same name
        // (a macOS target's) are not what it calls.
        let uikit = matching.filter { !(index.function($0).returnType.map(ProjectIndex.baseTypeName)?.hasPrefix("NS") ?? false) }
        if !uikit.isEmpty { matching = uikit }
        guard matching.count > 1 else { return matching }
        let receiverType: String?
        if let r = c.receiver {
            receiverType = typeName(of: r, in: m, at: place.offset, context: place.context)
        } else {
            receiverType = place.context.type.map { m.types[$0].name }
        }
        guard let t = receiverType else { return matching }
        let chain = Set(index.superclassChain(t))
        let own = matching.filter { ref in
            guard let ti = index.function(ref).context.type else { return false }
            return chain.contains(index.models[ref.file].types[ti].name)
        }
        return own.isEmpty ? matching : own
    }

    /// Which parameter each argument of `c` goes to (argument index -> parameter index), or
    /// nil when the labels do not fit the function's parameters. A trailing closure takes the
    /// last parameter left.
    func bind(_ c: CallSite, to f: FunctionDecl) -> [Int]? {
        guard f.kind == .function || f.kind == .initializer else { return nil }
        var mapping: [Int] = []
        var k = 0
        for a in c.arguments {
            if a.isTrailingClosure {
                guard k < f.parameters.count, f.parameters[k..<(f.parameters.count - 1)].allSatisfy({ $0.hasDefault }) else { return nil }
                mapping.append(f.parameters.count - 1)
                k = f.parameters.count
                continue
            }
            let label = a.label ?? "_"
            // Parameters left out must have a default.
            while k < f.parameters.count && (f.parameters[k].label ?? "_") != label {
                guard f.parameters[k].hasDefault else { return nil }
                k += 1
            }
            guard k < f.parameters.count else { return nil }
            mapping.append(k)
            k += 1
        }
        while k < f.parameters.count {
            guard f.parameters[k].hasDefault else { return nil }
            k += 1
        }
        return mapping
    }

    /// The frame of a call of `ref`: its arguments bound to the parameters, and the generic
    /// parameters the call site fixes (by an expected type or a metatype argument).
    func frame(for c: CallSite, into ref: ProjectIndex.FunctionRef, at place: Place, expected: String?) -> Frame? {
        guard place.depth < PresentationResolver.maxFrames else { return nil }
        let f = index.function(ref)
        guard let mapping = bind(c, to: f) else { return nil }
        var arguments: [String: Bound] = [:]
        var generics: [String: String] = [:]
        // A method called on something (`Editor().hosted()`): `self` in it is that receiver.
        if let r = c.receiver, r.path != ["self"], r.path != ["super"] {
            arguments["self"] = Bound(expr: r, at: place.moved(to: c.range.lowerBound, c.context))
        }
        for (ai, pi) in mapping.enumerated() {
            let a = c.arguments[ai]
            let p = f.parameters[pi]
            // Evaluated where the call starts: what the code does to a local before the call
            // counts, the call itself does not.
            arguments[p.name] = Bound(expr: a.value, at: place.moved(to: c.range.lowerBound, c.context))
            // `make(Settings.self)` for a parameter of type `T.Type`.
            if p.type.hasSuffix(".Type"), case .member(let base, "self", _) = a.value, let t = base.path?.last {
                generics[String(p.type.dropLast(5))] = t
            }
        }
        if let r = f.returnType.map(ProjectIndex.baseTypeName), let e = expected, r != e, !index.isProjectType(r), r.count <= 2 || f.genericParameters.contains(r) {
            generics[r] = e
        }
        return Frame(file: ref.file, function: ref.function, arguments: arguments, generics: generics, depth: place.depth + 1)
    }

    /// A factory or router in the project: the values its reachable `return`s (or its single
    /// expression) give, with the call's arguments bound. Several candidate functions
    /// (overloads, same-named methods of other types) must all agree.
    func resolveFactory(_ c: CallSite, at place: Place, depth: Int, expected: String?) -> Presented {
        let matching = candidates(for: c, at: place)
        guard !matching.isEmpty else {
            return .unknown(c.name.isEmpty ? "the controller comes from a call the analysis cannot name" : "`\(c.name)` is not a function of the project", at: .swift(file: place.file, offset: c.nameRange.lowerBound))
        }
        guard matching.count <= 4 else { return .unknown("`\(c.name)` has too many declarations to choose from", at: .swift(file: place.file, offset: c.nameRange.lowerBound)) }
        var verdicts: [Presented] = []
        for ref in matching {
            let fm = index.models[ref.file]
            let fn = index.function(ref)
            guard let frame = frame(for: c, into: ref, at: place, expected: expected) else {
                return .unknown("`\(fn.fullName)` calls itself too deeply to follow", at: .swift(file: ref.file, offset: fn.nameRange.lowerBound))
            }
            let step = ResolutionStep(.factory, "made by `\(fn.fullName)`", at: .swift(file: ref.file, offset: fn.nameRange.lowerBound))
            let rets = fm.returns(inFunction: ref.function).map { fm.returns[Int($0)] }.filter { $0.context.closure == nil }
            if rets.isEmpty, let body = fn.bodyBlock, let implicit = singleCall(in: body, of: fm, function: ref.function, closure: nil) {
                let at = Place(file: ref.file, offset: fm.calls[implicit].range.lowerBound, context: fm.calls[implicit].context, frame: frame)
                verdicts.append(resolve(.call(implicit, fm.calls[implicit].range), at: at, depth: depth + 1, expected: expected).through(step))
                continue
            }
            guard !rets.isEmpty else { return .unknown("`\(fn.fullName)` returns nothing the analysis can follow", at: .swift(file: ref.file, offset: fn.nameRange.lowerBound)) }
            var reached = 0
            // `return nil` gives the caller no controller to present: the other returns decide.
            let valued = rets.contains { !($0.value?.isNilLiteral ?? false) } ? rets.filter { !($0.value?.isNilLiteral ?? false) } : rets
            for r in valued {
                let at = Place(file: ref.file, offset: r.range.lowerBound, context: r.context, frame: frame)
                guard isReachable(r.context.block, at: at) else { continue }
                reached += 1
                verdicts.append(r.value.map { resolve($0, at: at, depth: depth + 1, expected: expected).through(step) }
                                ?? .unknown("`\(fn.fullName)` returns nothing here", at: .swift(file: ref.file, offset: r.range.lowerBound)))
            }
            if reached == 0 { return .unknown("no `return` of `\(fn.fullName)` is reached from this call", at: .swift(file: ref.file, offset: fn.nameRange.lowerBound)) }
        }
        var result = combine(verdicts)
        // A helper that styles its receiver and returns it (`vc.withPresentationStyle(.overFullScreen)`).
        if c.receiver != nil, index.selfStylingMethods.contains(c.name), result.verdict != .unknown, result.verdict != .exempt,
           let ref = matching.first, let frame = frame(for: c, into: ref, at: place, expected: expected) {
            let fm = index.models[ref.file]
            for k in fm.assignments(inFunction: ref.function) {
                let a = fm.assignments[Int(k)]
                guard a.target.localPath == ["modalPresentationStyle"] else { continue }
                var style = StyleValue.name(of: a.value) ?? "?"
                if case .name = a.value, case .enumCase(let n)? = constant(a.value, at: Place(file: ref.file, offset: a.range.lowerBound, context: a.context, frame: frame))?.value {
                    style = n
                }
                result.verdict = .styled(style)
                result.steps.append(ResolutionStep(.configuration, "`\(index.function(ref).fullName)` sets the style `\(style)`", at: .swift(file: ref.file, offset: a.range.lowerBound)))
                break
            }
        }
        // A helper that configures its receiver's sheet and returns it
        // (`Editor().usingSheetPresentationController()`).
        if c.receiver != nil, index.sheetConfiguringMethods.contains(c.name) {
            result.configuresSheet = true
            result.settleSheetAwareness()
        }
        return result
    }
}
