/// Small queries over one function's flow that several rules share.
enum FlowFacts {
    /// Every place in the file where a controller's path is touched: assignment targets,
    /// callees, binding initialisers and argument values, with their offset and context.
    struct Touch {
        let path: [String]
        let offset: Int
        let context: Context
        let isAssignmentTarget: Bool
    }

    /// The touches whose path holds one of `names` (none of them `self`), in source order.
    /// Chains are tested before any path is made: most hold none of the names.
    static func touches(in m: FileModel, holdingAnyOf names: Set<String>) -> [Touch] {
        func holds(_ e: Expr) -> Bool { names.contains { e.chainHolds($0) } }
        var out: [Touch] = []
        for a in m.assignments where holds(a.target) {
            if let p = a.target.localPath { out.append(Touch(path: p, offset: a.range.lowerBound, context: a.context, isAssignmentTarget: true)) }
        }
        for c in m.calls {
            // The callee's path without its last name is the receiver's (`self.a.present` gives
            // `a`); a call on `self` alone (`self.present`) or on nothing touches no path.
            guard let r = c.receiver, holds(r), let p = r.localPath, p != ["self"] else { continue }
            out.append(Touch(path: p, offset: c.range.lowerBound, context: c.context, isAssignmentTarget: false))
        }
        for b in m.bindings {
            if let e = b.initializer, holds(e), let p = e.localPath { out.append(Touch(path: p, offset: b.range.lowerBound, context: b.context, isAssignmentTarget: false)) }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    /// `x.modalPresentationStyle = v` assignments (x is `self` when the path is bare).
    static func styleAssignments(in m: FileModel) -> [(owner: String, assignment: Assignment)] {
        m.assignments.compactMap { a in
            guard let p = a.target.localPath, p.last == "modalPresentationStyle" else { return nil }
            if p.count == 1 { return ("self", a) }
            if p.count == 2 { return (p[0], a) }
            return nil
        }
    }

    /// The local names wrapped as a container's root and then presented in the same
    /// function: root name -> (wrapper name, wrap call offset, present call).
    static func wrappedRoots(in m: FileModel) -> [String: (wrapper: String, wrapOffset: Int, function: Int?, block: Int?)] {
        var result: [String: (String, Int, Int?, Int?)] = [:]
        for b in m.bindings {
            guard let initExpr = b.initializer, case .call(let ci, _) = initExpr.uncast else { continue }
            let c = m.calls[ci]
            guard UIKitFacts.containers.contains(c.name) || c.name.hasSuffix("NavigationController") else { continue }
            guard let root = c.argument("rootViewController") ?? (c.arguments.first { $0.label == nil }),
                  case .name(let rootName, _) = root.value.uncast else { continue }
            let presented = m.calls.contains { p in
                PresentCall.isUIKitShape(p) && p.context.function == b.context.function && p.range.lowerBound > b.range.lowerBound
                    && p.arguments[0].value.localPath == [b.name]
            }
            if presented { result[rootName] = (b.name, c.range.lowerBound, b.context.function, b.context.block) }
        }
        return result
    }
}
