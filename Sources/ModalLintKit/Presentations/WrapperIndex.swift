/// Project functions that present what they are given, at any depth: a function (or a method
/// of a router, coordinator or context object) whose UIKit `present` shows a controller that
/// depends on one of its parameters (the parameter itself, a container around it, a
/// controller built from a scene value it switches over), or that passes such a parameter on
/// to another wrapper. The presentation is resolved at the call sites where the controller is
/// known, with the wrapper's own configuration applied on the way.
struct WrapperIndex {
    struct Wrapper {
        let ref: ProjectIndex.FunctionRef
        /// The presenting calls in its body that show what its parameters decide: UIKit
        /// `present` calls, or calls of other wrappers.
        var innerCalls: [Int]
        /// The parameters those calls depend on.
        var parameters: Set<Int>
    }

    private(set) var byName: [String: [Wrapper]] = [:]
    /// Per file, the calls that are inner calls of a wrapper (resolved at its call sites).
    private var innerByFile: [Int: Set<Int>] = [:]
    /// Functions from binaries that present their first argument (the configuration's
    /// `presentation_wrappers`).
    let extra: Set<String>

    init(index: ProjectIndex, extra: Set<String>, jobs: Int) {
        self.extra = extra
        // Round 0: UIKit `present` calls (and configured wrappers) whose controller depends on
        // a parameter of the function they are in. Each later round: calls of the wrappers the
        // previous round found, passing such a parameter on. A shallow model's file names no
        // `present`; it is read only when it may call a wrapper found.
        var found: [String: [Wrapper]] = [:]
        var newNames: [String] = []
        for round in 0..<8 {
            let keys = newNames.sorted().map(IdentifierFilter.Key.init)
            let names = Set(newNames)
            let spelled = newNames.sorted().map { Array($0.utf8) }
            let current = found
            let perFile = Analyzer.parallelMap(index.models.count, jobs: jobs) { fi -> [(function: Int, call: Int, parameters: Set<Int>)] in
                let model = index.models[fi]
                var bytes: [UInt8]? = nil
                if round == 0 {
                    guard !model.isShallow || (!extra.isEmpty && model.mayMention(anyOf: extra.sorted().map(IdentifierFilter.Key.init))) else { return [] }
                } else {
                    // A shallow file is read in full only when it spells a call of one (`name(`,
                    // `name (`, `name?(`: as the graph tests it).
                    guard !model.isShallow || model.mayMention(anyOf: keys) else { return [] }
                    if model.isShallow {
                        let spelt = model.file.bytesForOneUse
                        guard PresentationGraph.spellsCall(ofAny: spelled, in: spelt) else { return [] }
                        bytes = spelt
                    }
                }
                // A shallow file's full parse is let go unless a wrapper is found in it, whose
                // calls' indices are kept (then it is the model's for good).
                return model.scanned(bytes: bytes, keepingIf: { !$0.isEmpty }, otherwise: []) { m in
                    var hits: [(function: Int, call: Int, parameters: Set<Int>)] = []
                    if round == 0 {
                        for ci in m.calls.indices {
                            let c = m.calls[ci]
                            guard let f = c.context.function, let arg = WrapperIndex.uikitPresented(c, extra: extra) else { continue }
                            let used = WrapperIndex.parametersUsed(arg.value, in: m, function: f, before: c.range.lowerBound, index: index)
                            if !used.isEmpty { hits.append((f, ci, used)) }
                        }
                    } else {
                        for ci in m.calls.indices where names.contains(m.calls[ci].name) {
                            let c = m.calls[ci]
                            guard let f = c.context.function else { continue }
                            for w in current[c.name] ?? [] {
                                guard let mapping = WrapperIndex.bind(c, to: index.function(w.ref)) else { continue }
                                var used: Set<Int> = []
                                for (ai, pi) in mapping.enumerated() where w.parameters.contains(pi) {
                                    used.formUnion(WrapperIndex.parametersUsed(c.arguments[ai].value, in: m, function: f, before: c.range.lowerBound, index: index))
                                }
                                if !used.isEmpty { hits.append((f, ci, used)); break }
                            }
                        }
                    }
                    return hits
                }
            }
            newNames = []
            for (fi, hits) in perFile.enumerated() {
                for (f, ci, used) in hits {
                    let name = index.models[fi].functions[f].name
                    var list = found[name] ?? []
                    if let k = list.firstIndex(where: { $0.ref.file == fi && $0.ref.function == f }) {
                        if !list[k].innerCalls.contains(ci) { list[k].innerCalls.append(ci) }
                        list[k].parameters.formUnion(used)
                    } else {
                        list.append(Wrapper(ref: ProjectIndex.FunctionRef(file: fi, function: f), innerCalls: [ci], parameters: used))
                        if !newNames.contains(name) { newNames.append(name) }
                    }
                    found[name] = list
                }
            }
            if newNames.isEmpty { break }
        }
        byName = found
        for list in found.values {
            for w in list { innerByFile[w.ref.file, default: []].formUnion(w.innerCalls) }
        }
    }

    /// The calls of file `file` that present what their wrapper's parameters decide.
    func innerCalls(inFile file: Int) -> Set<Int> { innerByFile[file] ?? [] }

    /// The controller argument of a UIKit presentation call (or of a configured wrapper):
    /// `present(vc, animated: true)`, `showModal(vc)`.
    static func uikitPresented(_ c: CallSite, extra: Set<String>) -> Argument? {
        if PresentCall.isUIKitShape(c) { return c.arguments[0] }
        if !extra.isEmpty, extra.contains(c.name), let a = c.arguments.first, a.label == nil, !a.isTrailingClosure { return a }
        return nil
    }

    /// Which parameter each argument goes to (see `PresentationResolver.bind`).
    static func bind(_ c: CallSite, to f: FunctionDecl) -> [Int]? {
        guard f.kind == .function else { return nil }
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

    /// The parameters of function `f` that decide which controller `e` is: a parameter of a
    /// controller-like type (a controller, a project protocol or enum, a generic parameter, a
    /// closure making a controller) used as the value, as a container's root, as the receiver
    /// or an argument of a call that returns it, directly or through locals. Arguments of an
    /// initialiser of a known class (`Detail(item: item)`) do not decide the class.
    static func parametersUsed(_ e: Expr, in m: FileModel, function f: Int, before offset: Int, index: ProjectIndex, depth: Int = 0) -> Set<Int> {
        guard depth < 8 else { return [] }
        let fn = m.functions[f]
        func recurse(_ x: Expr, _ at: Int) -> Set<Int> { parametersUsed(x, in: m, function: f, before: at, index: index, depth: depth + 1) }
        switch e {
        case .name(let n, _):
            for k in m.bindings(inFunction: f, to: offset).reversed() {
                let b = m.bindings[Int(k)]
                guard b.name == n else { continue }
                if b.kind == .closureParameter || b.kind == .loop { return [] }
                // The latest assignment on every path to the use hides the earlier ones (and
                // the initial value); one inside a branch or loop adds to them.
                let useBlock = blockAt(offset, in: m, function: f)
                var used: Set<Int> = []
                for ak in m.assignments(inFunction: f, from: b.range.lowerBound + 1, to: offset).reversed() {
                    let a = m.assignments[Int(ak)]
                    guard a.replaces(n) else { continue }
                    used.formUnion(recurse(a.value, a.range.lowerBound))
                    if let ub = useBlock, let ab = a.context.block, m.block(ub, isInside: ab) { return used }
                }
                if let initial = b.initializer { used.formUnion(recurse(initial, b.range.lowerBound)) }
                return used
            }
            if let pi = fn.parameters.firstIndex(where: { $0.name == n }) {
                return isControllerLike(fn.parameters[pi].type, of: fn, index: index) ? [pi] : []
            }
            // `case .custom(let make):` over a parameter: the payload comes with it.
            if let block = blockAt(offset, in: m, function: f), let pb = m.patternBinding(of: n, from: block) {
                return recurse(pb.subject, pb.subjectOffset)
            }
            return []
        case .member(let base, _, _):
            if base.path == ["self"] { return [] }
            return recurse(base, offset)
        case .cast(let x, _, _), .prefix(_, let x, _), .subscriptAccess(let x, _):
            return recurse(x, offset)
        case .ternary(_, let a, let b, _), .binary(_, let a, let b, _):
            return recurse(a, offset).union(recurse(b, offset))
        case .call(let ci, _):
            let c = m.calls[ci]
            // An immediately invoked closure: what it returns.
            if case .closure(let closure, _) = c.callee {
                var used: Set<Int> = []
                for k in m.returns(inFunction: f) where m.returns[Int(k)].context.closure == closure {
                    if let v = m.returns[Int(k)].value { used.formUnion(recurse(v, m.returns[Int(k)].range.lowerBound)) }
                }
                return used
            }
            if case .name(let n, _) = c.callee, n.first?.isUppercase == true {
                // An initialiser: only a container's root decides something.
                guard UIKitFacts.containers.contains(n) || n.hasSuffix("NavigationController") || n.hasSuffix("TabBarController"),
                      let root = c.argument("rootViewController") ?? c.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure }) else { return [] }
                return recurse(root.value, offset)
            }
            // A call that returns it: its receiver (`scene.makeController()`), a closure
            // parameter called (`make()`), and the arguments the function branches on or
            // returns (`controller(for: scene)`; not `makeDetail(item: item)`).
            var used: Set<Int> = []
            if let r = c.receiver { used.formUnion(recurse(r, offset)) }
            if case .name(let n, _) = c.callee { used.formUnion(recurse(.name(n, c.nameRange), offset)) }
            for (k, a) in c.arguments.enumerated() where !a.isTrailingClosure {
                let u = recurse(a.value, offset)
                if !u.isEmpty && calleeDecides(c, argument: k, index: index) { used.formUnion(u) }
            }
            return used
        default:
            return []
        }
    }

    /// The innermost block of function `f` holding `offset`.
    static func blockAt(_ offset: Int, in m: FileModel, function f: Int) -> Int? {
        var best: Int? = nil
        for k in m.calls(inFunction: f, from: offset, to: offset + 1) { best = m.calls[Int(k)].context.block }
        if best == nil {
            for k in m.assignments(inFunction: f, from: offset, to: offset + 1) { best = m.assignments[Int(k)].context.block }
        }
        return best
    }

    /// Whether some project function `c` may call decides its result by its `k`-th argument:
    /// it branches on the parameter (`switch scene`, `if`) or returns something made from it.
    static func calleeDecides(_ c: CallSite, argument k: Int, index: ProjectIndex) -> Bool {
        for ref in index.functionsByName[c.name] ?? [] {
            let fn = index.function(ref)
            guard let mapping = bind(c, to: fn), k < mapping.count else { continue }
            let name = fn.parameters[mapping[k]].name
            let fm = index.models[ref.file]
            for cond in fm.conditions where cond.context.function == ref.function && cond.context.closure == nil {
                if cond.expressions.contains(where: { $0.mentions(name, in: fm) }) { return true }
            }
            for r in fm.returns(inFunction: ref.function) where fm.returns[Int(r)].value?.mentions(name, in: fm) == true { return true }
            if let body = fn.bodyBlock, fm.returns(inFunction: ref.function).isEmpty, fm.text(fm.blocks[body].range).contains(name) { return true }
        }
        return false
    }

    /// Whether a parameter's type can decide which controller is shown: a view controller
    /// (by name or by its class chain), a project protocol or enum, a generic parameter, an
    /// optional of these, or a function type returning one.
    static func isControllerLike(_ type: String, of fn: FunctionDecl, index: ProjectIndex) -> Bool {
        var t = Substring(type)
        if let arrow = t.firstRange(of: "->") { t = t[arrow.upperBound...] }
        let name = ProjectIndex.baseTypeName(String(t).trimmingCharacters())
        if name.hasSuffix("Controller") || name == "Presentable" || fn.genericParameters.contains(name) { return true }
        guard let refs = index.typesByName[name] else { return false }
        for r in refs {
            switch index.decl(r).kind {
            case .protocol, .enum: return true
            case .class: if case .viewController = index.classKind(name) { return true }
            default: continue
            }
        }
        return false
    }
}
