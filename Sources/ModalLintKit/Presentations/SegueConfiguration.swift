/// What a source controller's `prepare(for:sender:)` does to a segue's destination before it
/// is shown: a style, `isModalInPresentation`, a presentation delegate or sheet settings, each
/// under the conditions it tests (the segue's identifier, the destination's class).
extension PresentationResolver {
    func applyPrepare(_ base: Presented, segue: StoryboardModel.Segue, source: String) -> Presented {
        var result = base
        var seen: Set<String> = []
        for t in index.superclassChain(source) where seen.insert(t).inserted {
            for ref in index.typesByName[t] ?? [] {
                let m = index.models[ref.file]
                for f in m.types[ref.type].functions {
                    let fn = m.functions[f]
                    guard fn.name == "prepare", fn.parameters.first?.label == "for" else { continue }
                    apply(prepare: f, in: m, file: ref.file, segue: segue, to: &result)
                }
            }
        }
        result.settleSheetAwareness()
        return result
    }

    private func apply(prepare f: Int, in m: FileModel, file: Int, segue: StoryboardModel.Segue, to result: inout Presented) {
        let segueName = m.functions[f].parameters.first?.name ?? "segue"
        // Locals bound to the destination (`let nav = segue.destination as? UINavigationController`),
        // with the class the binding requires, and locals bound to its root
        // (`nav.topViewController`).
        var destination: [String: String?] = [:]
        var roots: Set<String> = []
        func isDestination(_ e: Expr) -> (Bool, String?) {
            var cast: String? = nil
            var x = e
            if case .cast(let inner, let t, _) = x { cast = ProjectIndex.baseTypeName(t); x = inner }
            if let p = x.localPath, p == [segueName, "destination"] { return (true, cast) }
            return (false, nil)
        }
        for k in m.bindings(inFunction: f) {
            let b = m.bindings[Int(k)]
            guard let e = b.initializer else { continue }
            let (isDest, cast) = isDestination(e)
            if isDest { destination[b.name] = .some(cast); continue }
            var x = e
            if case .cast(let inner, _, _) = x { x = inner }
            if let p = x.localPath, p.count >= 2, destination[p[0]] != nil,
               ["topViewController", "visibleViewController", "viewControllers", "children", "first"].contains(p[1]) {
                roots.insert(b.name)
            }
        }
        for k in m.assignments(inFunction: f) {
            let a = m.assignments[Int(k)]
            guard let path = a.target.localPath, path.count >= 2 else { continue }
            var rest: [String]
            var required: String? = nil
            var onRoot = false
            if path.starts(with: [segueName, "destination"]) {
                rest = Array(path.dropFirst(2))
            } else if let cast = destination[path[0]] {
                rest = Array(path.dropFirst())
                required = cast
            } else if roots.contains(path[0]) {
                rest = Array(path.dropFirst())
                onRoot = true
            } else {
                continue
            }
            // `if let nav = segue.destination as? UINavigationController`: only destinations of that class.
            if let r = required, let cls = result.className, !index.superclassChain(cls).contains(r) { continue }
            guard preparesThisSegue(a.context.block, before: a.range.lowerBound, in: m, file: file, segueName: segueName, identifier: segue.identifier) else { continue }
            let at = SiteLocation.swift(file: file, offset: a.range.lowerBound)
            if rest.first == "navigationController" { rest.removeFirst(); onRoot = false }
            switch rest {
            case ["modalPresentationStyle"] where !onRoot:
                let style = StyleValue.name(of: a.value) ?? "?"
                if result.verdict != .exempt && result.verdict != .unknown {
                    result.verdict = .styled(style)
                    result.steps.append(ResolutionStep(.segue, "`prepare(for:sender:)` sets the style `\(style)`", at: at))
                }
            case ["isModalInPresentation"]:
                result.setsModalInPresentation = true
                if case .literal(.boolFalse, _) = a.value {} else { result.blocksSwipe = true }
                result.steps.append(ResolutionStep(.segue, "`prepare(for:sender:)` sets `isModalInPresentation`", at: at))
            case ["presentationController", "delegate"] where !onRoot, ["sheetPresentationController", "delegate"] where !onRoot:
                result.setsPresentationDelegate = true
                if result.delegateType == nil { result.delegateType = typeName(of: a.value, in: m, at: a.range.lowerBound, context: a.context) }
                result.steps.append(ResolutionStep(.segue, "`prepare(for:sender:)` installs a presentation delegate", at: at))
            default:
                if rest.first == "sheetPresentationController" && !onRoot { result.configuresSheet = true }
            }
        }
    }

    /// Whether code in `block` of `prepare(for:sender:)` runs for a segue with `identifier`:
    /// the `if`s and `switch`es around it (and the `guard`s before it) that compare the
    /// segue's identifier with a value the analysis can read must accept it.
    private func preparesThisSegue(_ block: Int?, before offset: Int, in m: FileModel, file: Int, segueName: String, identifier: String?) -> Bool {
        func identifierTest(_ e: Expr) -> String?? {
            guard case .binary(let op, let a, let b, _) = e, op == "==" || op == "!=" else { return nil }
            let isIdentifier: (Expr) -> Bool = { $0.localPath == [segueName, "identifier"] }
            let other = isIdentifier(a) ? b : (isIdentifier(b) ? a : nil)
            guard let o = other else { return nil }
            let value = literalIdentifier(o, in: m, file: file)
            return .some(op == "==" ? value : nil)
        }
        func accepts(_ cond: Condition) -> Bool? {
            var decided: Bool? = nil
            for e in cond.expressions {
                guard let test = identifierTest(e) else { continue }
                guard let wanted = test else { return nil }
                decided = (decided ?? true) && wanted == identifier
            }
            return decided
        }
        var b = block
        var steps = 0
        while let cur = b, steps < 64 {
            steps += 1
            let kind = m.blocks[cur].kind
            if kind == .functionBody { break }
            if kind == .then || kind == .else, let ci = m.ifCondition(withBranch: cur), let ok = accepts(m.conditions[ci]) {
                if (m.conditions[ci].branches.first == cur) != ok { return false }
            }
            if kind == .caseBody, let outer = m.blocks[cur].parent,
               let label = m.conditions(inBlock: outer).lazy.map({ m.conditions[Int($0)] }).first(where: { $0.kind == .case && $0.branches == [cur] }),
               let sw = m.conditions(inBlock: m.blocks[outer].parent).lazy.map({ m.conditions[Int($0)] }).first(where: { $0.kind == .switch && $0.branches.contains(cur) }),
               sw.expressions.first?.localPath == [segueName, "identifier"], !label.expressions.isEmpty {
                let names = label.expressions.compactMap { literalIdentifier($0, in: m, file: file) }
                if names.count == label.expressions.count && !names.contains(where: { $0 == identifier }) { return false }
            }
            // `guard segue.identifier == "X" else { return }` before the code.
            for k in m.conditions(inBlock: cur) {
                let c = m.conditions[Int(k)]
                guard c.kind == .guard, c.range.lowerBound < offset, let ok = accepts(c) else { continue }
                if !ok { return false }
            }
            b = m.blocks[cur].parent
        }
        return true
    }

    /// A segue identifier the code compares with: a literal, a constant or an enum's raw value.
    private func literalIdentifier(_ e: Expr, in m: FileModel, file: Int) -> String? {
        if case .literal(.string, let r) = e { return stringLiteralValue(m.text(r)) }
        return identifier(e, at: Place(file: file, offset: e.range.lowerBound, context: Context(), frame: nil))
    }
}
