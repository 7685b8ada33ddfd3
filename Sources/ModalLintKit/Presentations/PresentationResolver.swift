import ModalLintPlatform

/// Follows a presented expression back to where the controller is made and configured, the
/// way a reviewer reads the code: locals and what is done to them before the call,
/// properties, factories and routers (with the call's arguments bound to their parameters, so
/// a `switch` over a scene takes the case the call site passes), containers, storyboards,
/// closures and classes along their superclass chains. Where the value flows through code the
/// project does not contain, the answer is `.unknown`, saying what could not be seen.
///
/// The parts of the resolution live beside this file, one concern each: calls and factories
/// (`PresentationResolver+Calls`), what code does to a local (`+Configuration`), classes and
/// containers (`+Classes`), the branch a call site takes (`+Branches`), storyboards
/// (`StoryboardLookups`) and wrappers (`WrapperIndex`).
public struct PresentationResolver {
    public let index: ProjectIndex
    public let exempt: Set<String>
    /// Project functions that present what they are given, at any depth.
    let wrappers: WrapperIndex
    /// Expression steps followed for one value, at most.
    static let maxDepth = 14
    /// Calls followed into project functions, at most.
    static let maxFrames = 6
    /// Of how many types same-named wrappers a call whose receiver does not tell them apart
    /// are followed into (`resolveWrapperCall`).
    static let maxAmbiguousWrappers = 4

    public init(index: ProjectIndex, exempt: Set<String>, extraWrappers: Set<String> = [], jobs: Int = 0) {
        self.index = index
        self.exempt = exempt
        self.wrappers = WrapperIndex(index: index, extra: extraWrappers, jobs: jobs)
    }

    /// Resolves `e`, evaluated at byte `offset` in `context` of file `fileIndex`.
    public func resolve(_ e: Expr, file fileIndex: Int, at offset: Int, context: Context) -> Presented {
        resolve(e, at: Place(file: fileIndex, offset: offset, context: context, frame: nil), depth: 0)
    }

    /// Resolves `e` at `place`.
    func resolve(_ e: Expr, at place: Place, depth: Int, expected: String? = nil) -> Presented {
        guard depth <= PresentationResolver.maxDepth else { return .unknown("the value is built through too many steps to follow", at: location(place)) }
        switch e {
        case .cast(let inner, let type, _):
            // `… as! Foo`: the cast names the class even when the value's origin is unseen.
            let named = ProjectIndex.baseTypeName(type)
            var r = resolve(inner, at: place, depth: depth + 1, expected: named)
            if r.className == nil { r.className = named }
            return r
        case .ternary(_, let a, let b, _):
            // `flag ? vc : nil`: a `nil` branch presents nothing.
            let values = [a, b].filter { !$0.isNilLiteral }
            if values.isEmpty { return .unknown("the value is always nil", at: .swift(file: place.file, offset: e.range.lowerBound)) }
            return combine(values.map { resolve($0, at: place, depth: depth + 1, expected: expected) })
        case .binary("??", let a, let b, _):
            return combine([resolve(a, at: place, depth: depth + 1, expected: expected), resolve(b, at: place, depth: depth + 1, expected: expected)])
        case .call(let ci, _):
            return resolveCall(model(place).calls[ci], at: place, depth: depth, expected: expected)
        case .name(let n, _):
            return resolveName(n, at: place, depth: depth)
        case .member(.name("self", _), let n, _):
            return resolvePropertyHere(n, at: place, depth: depth)
        case .member(let base, let n, let r):
            // A stored property of an object whose type is known (`coordinator.navigationController`,
            // `coordinator` made as `BackupCoordinator(…)`): what that type gives it.
            if let owned = resolveMember(n, of: base, at: place, depth: depth) { return owned }
            // `Scene.settings.controller`, `route.viewController`: a member of something else.
            return .unknown("`\(model(place).text(r))` is a member of `\(base.path?.joined(separator: ".") ?? "an expression")`", at: .swift(file: place.file, offset: r.lowerBound))
        default:
            return .unknown("the presented value is not a name, a call or a property", at: .swift(file: place.file, offset: e.range.lowerBound))
        }
    }

    func model(_ place: Place) -> FileModel { index.models[place.file] }

    func location(_ place: Place) -> SiteLocation { .swift(file: place.file, offset: place.offset) }

    /// Several possible values: all styled is styled, all unstyled is unstyled, a mix is
    /// partial; anything unknown makes the whole unknown (the first unknown part is the
    /// result). The steps shown are those of the value that makes it a card, when one does.
    func combine(_ parts: [Presented]) -> Presented {
        guard let first = parts.first else { return .unknown }
        if let unseen = parts.first(where: { $0.verdict == .unknown }) { return unseen }
        if parts.allSatisfy({ $0.verdict == first.verdict }) {
            var p = first
            p.blocksSwipe = parts.allSatisfy { $0.blocksSwipe }
            // Different classes with the same verdict: which one is not known.
            if parts.contains(where: { $0.className != first.className || $0.rootClassName != first.rootClassName || $0.hostedView != first.hostedView }) {
                p.possibleClasses = Array(Set(parts.flatMap { $0.shownClasses })).sorted()
            }
            if parts.contains(where: { $0.className != first.className }) { p.className = nil; p.isSplitView = false }
            if parts.contains(where: { $0.rootClassName != first.rootClassName }) { p.rootClassName = nil }
            if parts.contains(where: { $0.hostedView != first.hostedView }) { p.hostedView = nil }
            return p
        }
        let cardPart = parts.first { $0.verdict == .unstyled } ?? first
        if parts.contains(where: { $0.verdict == .sheetAware || $0.verdict == .exempt }) {
            var p = Presented(verdict: .sheetAware)
            p.steps = cardPart.steps
            return p
        }
        let styled = parts.contains { if case .styled = $0.verdict { return true } else { return false } }
        if styled && parts.contains(where: { $0.verdict == .unstyled || $0.verdict == .partial }) {
            var p = cardPart
            p.verdict = .partial
            p.blocksSwipe = false
            p.possibleClasses = Array(Set(parts.flatMap { $0.shownClasses })).sorted()
            return p
        }
        return first
    }

    // MARK: Names

    func resolveName(_ name: String, at place: Place, depth: Int) -> Presented {
        // `self` in a method followed from a call on something (`vc.embeddedInNavigation()`).
        if name == "self", let frame = place.frame, frame.covers(place), let bound = frame.arguments["self"] {
            return resolve(bound.expr, at: bound.at, depth: depth + 1)
        }
        let m = model(place)
        let context = place.context
        let offset = place.offset
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
            if b.kind == .closureParameter || b.kind == .loop {
                return .unknown("`\(name)` is a \(b.kind == .loop ? "loop variable" : "closure parameter")", at: .swift(file: place.file, offset: b.range.lowerBound))
            }
            // The latest plain assignment `name = value` after the binding replaces its value
            // (`var vc = A(); …; vc = B()`), and what was done to the old value no longer counts.
            var reassigned: Assignment? = nil
            for k in m.assignments(inFunction: context.function, from: b.range.lowerBound + 1, to: offset).reversed() {
                let a = m.assignments[Int(k)]
                if a.replaces(name) { reassigned = a; break }
            }
            let annotated = b.type.map(ProjectIndex.baseTypeName)
            if let a = reassigned, m.block(context.block, isInside: a.context.block) {
                // Reassigned on every path to the call: that value is presented.
                base = resolve(a.value, at: place.moved(to: a.range.lowerBound, a.context), depth: depth + 1, expected: annotated)
                from = a.range.lowerBound
            } else if reassigned != nil {
                // Reassigned on some paths (`let vc: X; if … { vc = A() } else { vc = B() }`):
                // any of the values may be presented.
                var values: [Presented] = []
                if let initExpr = b.initializer {
                    values.append(resolve(initExpr, at: place.moved(to: b.range.lowerBound, b.context), depth: depth + 1, expected: annotated))
                }
                for k in m.assignments(inFunction: context.function, from: b.range.lowerBound + 1, to: offset) {
                    let a = m.assignments[Int(k)]
                    // Only the branches the followed call takes (a router's `case`).
                    guard a.replaces(name), isReachable(a.context.block, at: place.moved(to: a.range.lowerBound, a.context)) else { continue }
                    // Many candidate values: too many paths to judge.
                    guard values.count < 8 else { return .unknown("`\(name)` is given too many values to follow", at: .swift(file: place.file, offset: a.range.lowerBound)) }
                    values.append(resolve(a.value, at: place.moved(to: a.range.lowerBound, a.context), depth: depth + 1, expected: annotated))
                }
                base = combine(values)
            } else if let initExpr = b.initializer {
                base = resolve(initExpr, at: place.moved(to: b.range.lowerBound, b.context), depth: depth + 1, expected: annotated)
            } else {
                return .unknown("`\(name)` is declared without a value", at: .swift(file: place.file, offset: b.range.lowerBound))
            }
        } else if let f = context.function, m.functions[f].parameters.contains(where: { $0.name == name }) {
            // A parameter: the argument of the call being followed, configured by what the
            // function does to it before this point.
            let fn = m.functions[f]
            guard let frame = place.frame, frame.covers(place), let bound = frame.arguments[name] else {
                return .unknown("`\(name)` is a parameter of `\(fn.fullName)`", at: .swift(file: place.file, offset: fn.nameRange.lowerBound))
            }
            let value = resolve(bound.expr, at: bound.at, depth: depth + 1)
            return applyLocalConfiguration(value, name: name, file: place.file, from: fn.range.lowerBound, to: offset, context: context, frame: frame)
        } else if let pb = m.patternBinding(of: name, from: context.block) {
            // `case .custom(let make):` — the payload the matched value was made with.
            return resolvePayload(pb, at: place, depth: depth)
        } else {
            return resolvePropertyHere(name, at: place, depth: depth)
        }
        // The local is visible to the end of the block that binds it.
        let scopeEnd = binding?.context.block.map { m.blocks[$0].range.upperBound } ?? Int.max
        // In a followed call, what the local is configured with may be one of its parameters
        // (`navigation.modalPresentationStyle = style`).
        let frame = place.frame.flatMap { $0.covers(place) ? $0 : nil }
        return applyLocalConfiguration(base, name: name, file: place.file, from: from, to: offset, context: context, scopeEnd: scopeEnd, frame: frame)
    }

    /// A name bound by a case pattern: the payload argument, at the same position, of the
    /// enum case the matched value was written with (`.custom(makeController: { … })`).
    func resolvePayload(_ pb: PatternBinding, at place: Place, depth: Int) -> Presented {
        let at = place.moved(to: pb.subjectOffset, pb.subjectContext)
        guard let values = constants(pb.subject, at: at) else {
            return .unknown("the value matched by `case .\(pb.caseName)` is not known here", at: .swift(file: place.file, offset: pb.subjectOffset))
        }
        var found: [Presented] = []
        for v in values {
            guard v.value == .enumCase(pb.caseName), let payload = v.payload, pb.position < payload.call.arguments.count else { continue }
            let a = payload.call.arguments[pb.position]
            found.append(resolve(a.value, at: payload.at.moved(to: a.range.lowerBound, payload.call.context), depth: depth + 1))
        }
        if found.isEmpty { return .unknown("no `.\(pb.caseName)` value with its payload reaches here", at: .swift(file: place.file, offset: pb.subjectOffset)) }
        return combine(found)
    }

    /// A property read at `place`: its value, configured by what the function around does to it
    /// before (`navigation.viewControllers = [root]`, a style, a delegate).
    func resolvePropertyHere(_ name: String, at place: Place, depth: Int) -> Presented {
        let value = resolveProperty(name, at: place, depth: depth)
        guard let f = place.context.function, value.verdict != .unknown else { return value }
        let m = model(place)
        return applyLocalConfiguration(value, name: name, file: place.file, from: m.functions[f].range.lowerBound, to: place.offset, context: place.context)
    }

    /// Property `name` of `base`, a local, parameter or property of the presenting code whose
    /// type the project declares with that stored property: the property as its own type
    /// gives it (`resolveProperty`). Nil (not followed) when the type is not known, or when the
    /// presenting function configures `base.name` itself (`coordinator.nav.modalPresentationStyle
    /// = …`), which this does not read.
    func resolveMember(_ name: String, of base: Expr, at place: Place, depth: Int) -> Presented? {
        let m = model(place)
        // A local of the presenting function (what other code does to a property's member
        // cannot be seen from here).
        guard case .name(let local, _) = base, let basePath = base.path, let fn = place.context.function,
              m.bindings(inFunction: fn, to: place.offset).contains(where: { m.bindings[Int($0)].name == local }),
              let owner = typeName(of: base, in: m, at: place.offset, context: place.context), owner != "Self" else { return nil }
        var declared: (file: Int, property: PropertyDecl)? = nil
        for ref in index.typesByName[owner] ?? [] {
            let tm = index.models[ref.file]
            if let pi = tm.types[ref.type].properties.first(where: { tm.properties[$0].name == name }) {
                declared = (ref.file, tm.properties[pi])
                break
            }
        }
        guard let (file, p) = declared, p.getter == nil else { return nil }
        let configured = m.assignments(inFunction: place.context.function, to: place.offset).contains { k in
            guard let path = m.assignments[Int(k)].target.localPath, path.count > basePath.count + 1 else { return false }
            return Array(path.prefix(basePath.count + 1)) == basePath + [name]
        }
        // A method called on it, or a helper given it (`coordinator.nav.makeFullScreen()`,
        // `Styling.prepare(coordinator.nav)`): it may style it.
        let member = basePath + [name]
        let handled = m.calls(inFunction: place.context.function, to: place.offset).contains { k in
            let c = m.calls[Int(k)]
            guard !c.range.contains(place.offset) else { return false }
            if let path = c.callee.localPath, path.count > member.count, Array(path.prefix(member.count)) == member { return true }
            return c.arguments.contains { $0.value.localPath == member }
        }
        guard !configured && !handled else { return nil }
        // The object as the presenting code made it (`let coordinator = Backup(account: a)`):
        // its initialiser's arguments give the properties it stores from them.
        var made: (call: CallSite, at: Place)? = nil
        if let k = m.bindings(inFunction: fn, to: place.offset).reversed().first(where: { m.bindings[Int($0)].name == local }),
           case .call(let ci, _)? = m.bindings[Int(k)].initializer, m.calls[ci].name == owner {
            made = (m.calls[ci], place.moved(to: m.calls[ci].range.lowerBound, m.calls[ci].context))
        }
        let value = resolveProperty(name, at: Place(file: file, offset: p.range.lowerBound, context: p.context, frame: nil), depth: depth + 1, madeBy: made)
        return value.verdict == .unknown ? value : value.through(ResolutionStep(.property, "the property `\(name)` of `\(owner)`", at: .swift(file: file, offset: p.nameRange.lowerBound)))
    }

    /// Whether call `c` can be the initialiser with `params`: each label it passes is one of
    /// them, and each parameter without a default is passed.
    static func callMatches(_ c: CallSite, _ params: [Parameter]) -> Bool {
        let labels = c.arguments.filter { !$0.isTrailingClosure }.map(\.label)
        guard labels.allSatisfy({ l in l == nil || params.contains { $0.label == l } }) else { return false }
        return params.filter { !$0.hasDefault && $0.label != nil }.allSatisfy { p in labels.contains(p.label) }
    }

    /// A stored property of the enclosing type: its initialiser, or what is assigned to it,
    /// plus style assignments on it anywhere in the type (and, for an object the presenting
    /// code made, the root its own code gives a navigation controller it holds).
    func resolveProperty(_ name: String, at place: Place, depth: Int, madeBy: (call: CallSite, at: Place)? = nil) -> Presented {
        let m = model(place)
        guard let ti = place.context.type else {
            return .unknown("`\(name)` is not declared where it is used", at: location(place))
        }
        let typeName = m.types[ti].name
        // A property assigned from itself, directly or through others (`self.editor = editor`
        // where `editor` is the property again): its value is what its other assignments give
        // (the read that goes round is dropped below). Going round again would only multiply
        // the paths followed.
        let key = PropertyTrail.Key(type: typeName, name: name, madeAt: madeBy.map { Int64($0.at.file) << 32 | Int64($0.call.range.lowerBound) } ?? -1)
        let trail = PropertyTrail.current
        if let back = trail.keys.firstIndex(of: key) {
            var cycle = Presented.unknown("the property `\(name)` is assigned from itself", at: location(place))
            cycle.cycleTo = back
            return cycle
        }
        let own = trail.keys.count
        trail.keys.append(key)
        defer { trail.keys.removeLast() }
        var values: [Presented] = []
        var styled: String? = nil
        var aware = false
        var blocks = false
        var declaration: SiteLocation? = nil
        var root: Presented? = nil
        for ref in index.typesByName[typeName] ?? [] {
            let tm = index.models[ref.file]
            for pi in tm.types[ref.type].properties where tm.properties[pi].name == name {
                let p = tm.properties[pi]
                declaration = declaration ?? .swift(file: ref.file, offset: p.nameRange.lowerBound)
                let at = Place(file: ref.file, offset: p.range.lowerBound, context: p.context, frame: nil)
                let annotated = p.type.map(ProjectIndex.baseTypeName)
                if let initExpr = p.initializer {
                    values.append(resolve(initExpr, at: at, depth: depth + 1, expected: annotated))
                } else if p.getter != nil {
                    let rets = tm.returns(inFunction: p.getter).map { tm.returns[Int($0)] }.filter { $0.context.closure == nil }
                    values += rets.map { r in
                        r.value.map { resolve($0, at: at.moved(to: r.range.lowerBound, r.context), depth: depth + 1, expected: annotated) }
                            ?? .unknown("the getter of `\(name)` returns nothing", at: .swift(file: ref.file, offset: r.range.lowerBound))
                    }
                }
            }
            for k in tm.assignments(inType: ref.type) {
                let a = tm.assignments[Int(k)]
                guard a.target.localRoot == name, let path = a.target.localPath else { continue }
                if path.count == 1 {
                    // In an initialiser, from one of its parameters: what the call that made the
                    // object passes, or the parameter's default instance when it passes none.
                    if let made = madeBy, let f = a.context.function, tm.functions[f].kind == .initializer,
                       case .name(let v, _) = a.value, let pi = tm.functions[f].parameters.firstIndex(where: { $0.name == v }) {
                        let params = tm.functions[f].parameters
                        // Another initialiser than the one the call names (its labels differ):
                        // not this object's value.
                        guard PresentationResolver.callMatches(made.call, params) else { continue }
                        if let arg = ExitWork.argument(of: made.call, for: pi, of: params) {
                            values.append(resolve(arg.value, at: made.at.moved(to: arg.range.lowerBound, made.call.context), depth: depth + 1))
                            continue
                        }
                        // An unlabelled parameter: which argument is its cannot be told here.
                        if params[pi].label == nil {
                            values.append(.unknown("`\(v)` is an unlabelled parameter of the initialiser", at: .swift(file: ref.file, offset: a.range.lowerBound)))
                            continue
                        }
                        if let cls = params[pi].defaultInstance {
                            values.append(classVerdict(cls))
                            continue
                        }
                    }
                    values.append(resolve(a.value, at: Place(file: ref.file, offset: a.range.lowerBound, context: a.context, frame: nil), depth: depth + 1))
                } else if madeBy != nil, Array(path.dropFirst()) == ["viewControllers"], a.op == "=", root == nil,
                          let first = firstElement(of: a.value, in: tm, file: ref.file, context: a.context) {
                    // `navigationController.viewControllers = [start]` in the owner: the root.
                    root = resolve(first, at: Place(file: ref.file, offset: a.range.lowerBound, context: a.context, frame: nil), depth: depth + 1)
                } else if path.dropFirst().first == "modalPresentationStyle" {
                    styled = StyleValue.name(of: a.value) ?? "?"
                } else if path.dropFirst().first == "isModalInPresentation" {
                    aware = true
                    if case .literal(.boolFalse, _) = a.value {} else { blocks = true }
                } else if path.dropFirst().first == "sheetPresentationController" || Array(path.dropFirst()) == ["presentationController", "delegate"] {
                    aware = true
                }
            }
        }
        // Values that are this property read again, still unknown (nothing styled them on
        // the way), add nothing to its other values. (A read of a property further out goes
        // up to that one.)
        let assigned = values.count
        values.removeAll { $0.verdict == .unknown && $0.cycleTo == own }
        if values.isEmpty && assigned > 0 { return .unknown("the property `\(name)` is given no value but its own", at: declaration ?? location(place)) }
        if values.isEmpty {
            if let d = declaration { return .unknown("the property `\(name)` is given no value the analysis can see", at: d) }
            return .unknown("`\(name)` is not a local, parameter or property of `\(typeName)` the analysis can see", at: location(place))
        }
        var result = combine(values)
        if let r = root, result.verdict != .unknown, result.rootClassName == nil { result = wrapping(result, root: r) }
        if let d = declaration, values.count == 1 { result = result.through(ResolutionStep(.property, "the property `\(name)`", at: d)) }
        if let s = styled, result.verdict != .exempt, result.verdict != .unknown { result.verdict = .styled(s) }
        if blocks { result.blocksSwipe = true }
        if aware && result.verdict == .unstyled { result.verdict = .sheetAware }
        return result
    }
}

/// The properties `PresentationResolver.resolveProperty` is resolving on the calling thread,
/// innermost last.
final class PropertyTrail {
    struct Key: Equatable {
        var type: String
        var name: String
        /// Where the object was made, when the resolution follows one making (-1: none).
        var madeAt: Int64
    }
    var keys: [Key] = []

    static var current: PropertyTrail {
        PropertyTrail.slot?.value { PropertyTrail() } ?? PropertyTrail()
    }

    private static let slot = ThreadLocalObject<PropertyTrail>()
}
