/// Which branches of a function a call site takes: a router or factory that switches (or
/// if/else-es) over a parameter builds the controller of the case the call passes
/// (`present(scene: .settings, transition: .modal)`). Where the value is not known, every
/// branch is taken.
extension PresentationResolver {
    /// The constant an expression evaluates to, when the analysis can tell one value: an
    /// enum case (`.settings`, `Scene.settings`, `.modal(animated: true)`), a string or
    /// boolean literal, a type (`Settings.self`); followed through the parameters of the call
    /// being followed and through `let` locals.
    func constant(_ e: Expr, at place: Place, depth: Int = 0) -> ConstantValue? {
        guard let values = constants(e, at: place, depth: depth), values.count == 1 else { return nil }
        return values[0]
    }

    /// The constants an expression may evaluate to (both sides of a ternary or `??`), nil
    /// when some value cannot be told.
    func constants(_ e: Expr, at place: Place, depth: Int = 0) -> [ConstantValue]? {
        guard depth < 8 else { return nil }
        let m = model(place)
        func one(_ c: Constant, _ payload: (call: CallSite, at: Place)? = nil) -> [ConstantValue] { [ConstantValue(value: c, payload: payload)] }
        switch e.uncast {
        case .implicitMember(let n, _):
            return one(.enumCase(n))
        case .member(let base, let n, _):
            if n == "self", let p = base.path, let t = p.last, t.first?.isUppercase == true { return one(.type(t)) }
            // `Scene.settings`: a case of a type (an upper-case name).
            if let p = base.path, let t = p.last, t.first?.isUppercase == true, p.first != "self" { return one(.enumCase(n)) }
            return nil
        case .call(let ci, _):
            let c = m.calls[ci]
            switch c.callee {
            case .implicitMember(let n, _):
                return one(.enumCase(n), (c, place))
            case .member(let base, let n, _):
                if let p = base.path, let t = p.last, t.first?.isUppercase == true, p.first != "self" { return one(.enumCase(n), (c, place)) }
                return nil
            default:
                return nil
            }
        case .literal(.string, let r):
            return stringLiteralValue(m.text(r)).map { one(.string($0)) }
        case .literal(.boolTrue, _):
            return one(.bool(true))
        case .literal(.boolFalse, _):
            return one(.bool(false))
        case .ternary(_, let a, let b, _), .binary("??", let a, let b, _):
            guard let x = constants(a, at: place, depth: depth + 1), let y = constants(b, at: place, depth: depth + 1) else { return nil }
            return x + y
        case .name("self", _):
            guard let frame = place.frame, frame.covers(place), let bound = frame.arguments["self"] else { return nil }
            return constants(bound.expr, at: bound.at, depth: depth + 1)
        case .name(let n, _):
            if let f = place.context.function, m.functions[f].parameters.contains(where: { $0.name == n }),
               !m.bindings(inFunction: f, to: place.offset).contains(where: { m.bindings[Int($0)].name == n }) {
                guard let frame = place.frame, frame.covers(place), let bound = frame.arguments[n] else { return nil }
                return constants(bound.expr, at: bound.at, depth: depth + 1)
            }
            // A `let` local with a constant value.
            for k in m.bindings(inFunction: place.context.function, to: place.offset).reversed() {
                let b = m.bindings[Int(k)]
                guard b.name == n else { continue }
                guard b.kind == .let, let value = b.initializer else { return nil }
                return constants(value, at: place.moved(to: b.range.lowerBound, b.context), depth: depth + 1)
            }
            return nil
        default:
            return nil
        }
    }

    /// The text of a simple string literal (`"Paywall"`), nil when it has interpolation or escapes.
    func stringLiteralValue(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// Whether code in `block` can run when the function is entered through the frame of
    /// `place`: every `switch` and `if` around it, up to the function's body, whose subject
    /// is known at the call site selects it. Outside a followed call, everything can run.
    func isReachable(_ block: Int?, at place: Place) -> Bool {
        guard let frame = place.frame, frame.covers(place) else { return true }
        let m = model(place)
        var b = block
        var steps = 0
        while let cur = b, steps < 64 {
            steps += 1
            let kind = m.blocks[cur].kind
            if kind == .functionBody || kind == .closureBody || kind == .accessor { break }
            if kind == .caseBody, caseSelected(cur, in: m, at: place) == false { return false }
            if kind == .then || kind == .else, branchSelected(cur, in: m, at: place) == false { return false }
            b = m.blocks[cur].parent
        }
        return true
    }

    /// Whether the case whose body is `body` runs: false when the switch's subject is a known
    /// constant that none of the case's patterns names (for `default`: that another case
    /// names); nil when it cannot be told.
    func caseSelected(_ body: Int, in m: FileModel, at place: Place) -> Bool? {
        guard let outer = m.blocks[body].parent else { return nil }
        guard let label = m.conditions(inBlock: outer).lazy.map({ m.conditions[Int($0)] }).first(where: { $0.kind == .case && $0.branches == [body] }),
              let sw = m.conditions(inBlock: m.blocks[outer].parent).lazy.map({ m.conditions[Int($0)] }).first(where: { $0.kind == .switch && $0.branches.contains(body) }),
              let subject = sw.expressions.first,
              let values = constants(subject, at: place.moved(to: sw.range.lowerBound, sw.context)) else { return nil }
        // Selected when one of the possible values selects it.
        var answer: Bool? = false
        for v in values {
            switch caseSelected(label, body: body, switch: sw, outer: outer, value: v.value, in: m) {
            case true?: return true
            case nil: answer = nil
            case false?: continue
            }
        }
        return answer
    }

    private func caseSelected(_ label: Condition, body: Int, switch sw: Condition, outer: Int, value: Constant, in m: FileModel) -> Bool? {
        if label.expressions.isEmpty {
            // `default`: runs when no other case names the value.
            for other in sw.branches where other != body {
                if let o = m.conditions(inBlock: outer).lazy.map({ m.conditions[Int($0)] }).first(where: { $0.kind == .case && $0.branches == [other] }),
                   o.expressions.contains(where: { pattern($0, names: value, in: m) == true }) {
                    return false
                }
            }
            return true
        }
        var decided = false
        for p in label.expressions {
            switch pattern(p, names: value, in: m) {
            case true?: return true
            case false?: decided = true
            case nil: continue
            }
        }
        return decided ? false : nil
    }

    /// Whether a case pattern names the constant: `.settings`, `.settings(let x)`,
    /// `Scene.settings`, `"id"`, `true`; nil for what is not such a pattern (a `where`
    /// clause, a binding pattern the parser kept whole).
    func pattern(_ p: Expr, names value: Constant, in m: FileModel) -> Bool? {
        let named: Constant?
        switch p {
        case .implicitMember(let n, _): named = .enumCase(n)
        case .member(let base, let n, _):
            guard let t = base.path?.last, t.first?.isUppercase == true else { return nil }
            named = .enumCase(n)
        case .call(let ci, _):
            switch m.calls[ci].callee {
            case .implicitMember(let n, _): named = .enumCase(n)
            case .member(let base, let n, _):
                guard let t = base.path?.last, t.first?.isUppercase == true else { return nil }
                named = .enumCase(n)
            default: return nil
            }
        case .literal(.string, let r): named = stringLiteralValue(m.text(r)).map { .string($0) }
        case .literal(.boolTrue, _): named = .bool(true)
        case .literal(.boolFalse, _): named = .bool(false)
        default: return nil
        }
        guard let n = named else { return nil }
        switch (n, value) {
        case (.enumCase, .enumCase), (.string, .string), (.bool, .bool): return n == value
        default: return nil
        }
    }

    /// Whether the branch `block` of an `if` runs: its condition list, where every item is a
    /// comparison of known constants (`transition == .modal`, `case .modal = transition`, a
    /// known boolean), decides; nil when it cannot be told.
    func branchSelected(_ block: Int, in m: FileModel, at place: Place) -> Bool? {
        guard let ci = m.ifCondition(withBranch: block), !m.conditions[ci].expressions.isEmpty else { return nil }
        let cond = m.conditions[ci]
        let at = place.moved(to: cond.range.lowerBound, cond.context)
        var all = true
        for e in cond.expressions {
            guard let v = truth(e, at: at, in: m) else { return nil }
            all = all && v
        }
        let isThen = cond.branches.first == block
        // An `else` branch runs when the condition is false (for `else if`, its own `if` decides further).
        return isThen ? all : !all
    }

    /// A computed `Bool` property of a project enum read on a known case
    /// (`scene.isOnboarding`, whose getter switches over `self`): the getter followed with
    /// `self` bound to the value; nil when its returns do not agree or cannot be told.
    func computedTruth(of property: String, on base: Expr, at place: Place, in m: FileModel) -> Bool? {
        guard place.depth < PresentationResolver.maxFrames, let values = constants(base, at: place), !values.isEmpty,
              let type = typeName(of: base, in: m, at: place.offset, context: place.context) else { return nil }
        var answer: Bool? = nil
        for ref in index.typesByName[type] ?? [] where index.decl(ref).kind == .enum || index.decl(ref).kind == .extension {
            let tm = index.models[ref.file]
            for pi in tm.types[ref.type].properties where tm.properties[pi].name == property {
                guard let getter = tm.properties[pi].getter else { continue }
                let frame = Frame(file: ref.file, function: getter, arguments: ["self": Bound(expr: base, at: place)], generics: [:], depth: place.depth + 1)
                for k in tm.returns(inFunction: getter) {
                    let r = tm.returns[Int(k)]
                    let at = Place(file: ref.file, offset: r.range.lowerBound, context: r.context, frame: frame)
                    guard r.context.closure == nil, isReachable(r.context.block, at: at) else { continue }
                    guard let v = r.value, let c = constants(v, at: at), c.count == 1, case .bool(let b) = c[0].value else { return nil }
                    if let a = answer, a != b { return nil }
                    answer = b
                }
            }
        }
        return answer
    }

    /// The truth of a condition made of known constants, or nil.
    func truth(_ e: Expr, at place: Place, in m: FileModel) -> Bool? {
        switch e {
        case .binary(let op, let a, let b, _) where op == "==" || op == "!=":
            guard let x = constant(a, at: place)?.value, let y = constant(b, at: place)?.value else { return nil }
            return (x == y) == (op == "==")
        case .binary("~=", let p, let v, _):
            guard let value = constant(v, at: place)?.value else { return nil }
            return pattern(p, names: value, in: m)
        case .prefix("!", let a, _):
            return truth(a, at: place, in: m).map { !$0 }
        case .binary("&&", let a, let b, _):
            guard let x = truth(a, at: place, in: m), let y = truth(b, at: place, in: m) else { return nil }
            return x && y
        case .binary("||", let a, let b, _):
            guard let x = truth(a, at: place, in: m), let y = truth(b, at: place, in: m) else { return nil }
            return x || y
        case .member(let base, let property, _):
            return computedTruth(of: property, on: base, at: place, in: m)
        default:
            guard case .bool(let b)? = constant(e, at: place)?.value else { return nil }
            return b
        }
    }
}

/// Names bound by a case pattern: `case .custom(let make):` inside `switch step`, or
/// `if case .custom(let make) = step`.
struct PatternBinding {
    /// The value matched (the switch's subject, or the right side of `case … =`).
    let subject: Expr
    /// Where the subject is evaluated.
    let subjectOffset: Int
    let subjectContext: Context
    /// The enum case the pattern names, and the position of the name among its payload.
    let caseName: String
    let position: Int
}

extension FileModel {
    /// The case pattern around `block` that binds `name`, innermost first.
    func patternBinding(of name: String, from block: Int?) -> PatternBinding? {
        func find(in pattern: Expr) -> (String, Int)? {
            guard case .call(let ci, _) = pattern else { return nil }
            let c = calls[ci]
            let caseName: String
            switch c.callee {
            case .implicitMember(let n, _): caseName = n
            case .member(_, let n, _): caseName = n
            default: return nil
            }
            for (k, a) in c.arguments.enumerated() {
                if case .name(name, _) = a.value { return (caseName, k) }
            }
            return nil
        }
        var b = block
        var steps = 0
        while let cur = b, steps < 64 {
            steps += 1
            let kind = blocks[cur].kind
            if kind == .functionBody || kind == .closureBody || kind == .accessor { return nil }
            if kind == .caseBody, let outer = blocks[cur].parent,
               let label = conditions(inBlock: outer).lazy.map({ self.conditions[Int($0)] }).first(where: { $0.kind == .case && $0.branches == [cur] }),
               let sw = conditions(inBlock: blocks[outer].parent).lazy.map({ self.conditions[Int($0)] }).first(where: { $0.kind == .switch && $0.branches.contains(cur) }),
               let subject = sw.expressions.first {
                for p in label.expressions {
                    if let (caseName, k) = find(in: p) {
                        return PatternBinding(subject: subject, subjectOffset: sw.range.lowerBound, subjectContext: sw.context, caseName: caseName, position: k)
                    }
                }
            }
            if let ci = ifCondition(ofThenBlock: cur) {
                let cond = conditions[ci]
                for e in cond.expressions {
                    if case .binary("~=", let p, let v, _) = e, let (caseName, k) = find(in: p) {
                        return PatternBinding(subject: v, subjectOffset: cond.range.lowerBound, subjectContext: cond.context, caseName: caseName, position: k)
                    }
                }
            }
            b = blocks[cur].parent
        }
        return nil
    }
}
