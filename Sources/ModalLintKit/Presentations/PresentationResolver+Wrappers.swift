/// Calls of project wrappers (see `WrapperIndex`): which wrappers a call runs, and what it
/// presents through them.
extension PresentationResolver {
    /// The project wrappers a call runs: same name, argument labels that fit, and, where
    /// several fit, those of the receiver's type. A call shaped like UIKit's
    /// `present(_:animated:completion:)` is a project method only when its receiver is (or
    /// inherits from) a type that declares one (an override in a base controller, a
    /// coordinator's `present`); otherwise it is UIKit's.
    func wrappersCalled(by c: CallSite, at place: Place) -> [WrapperIndex.Wrapper] {
        guard let list = wrappers.byName[c.name] else { return [] }
        let fitting = list.filter { WrapperIndex.bind(c, to: index.function($0.ref)) != nil }
        guard !fitting.isEmpty else { return [] }
        let m = model(place)
        let receiverType: String?
        if let r = c.receiver, r.path != ["self"], r.path != ["super"] {
            receiverType = typeName(of: r, in: m, at: place.offset, context: place.context)
        } else {
            receiverType = place.context.type.map { m.types[$0].name }
        }
        func declaringType(_ w: WrapperIndex.Wrapper) -> String? {
            index.function(w.ref).context.type.map { index.models[w.ref.file].types[$0].name }
        }
        let chain = receiverType.map { Set(index.superclassChain($0)) } ?? []
        let own = fitting.filter { w in declaringType(w).map { chain.contains($0) } ?? false }
        if PresentCall.isUIKitShape(c) {
            // `super.present(…)` inside the override is UIKit's.
            if c.receiver?.path == ["super"] { return [] }
            return own
        }
        return own.isEmpty ? fitting : own
    }

    /// What a call of wrappers presents: each presentation inside them that the call can
    /// reach (a router's `switch` takes the case the call passes), resolved with the call's
    /// arguments bound to the parameters. Nil when none is reached: the call takes a path
    /// that presents nothing (a push).
    func resolveWrapperCall(_ c: CallSite, at place: Place, wrappers ws: [WrapperIndex.Wrapper], depth: Int) -> Presented? {
        // Same-named wrappers of more types than one app declares, none of them the receiver's
        // (a folder holding several apps, each with its own `show(_:)`): which one runs cannot
        // be told, and following every one at every level of a chain multiplies without end.
        // (Overloads of one type, the receiver's own, are followed.)
        let owners = Set(ws.map { w in index.function(w.ref).context.type.map { index.models[w.ref.file].types[$0].name } ?? "" })
        if owners.count > PresentationResolver.maxAmbiguousWrappers {
            return .unknown("`\(c.name)` is declared by \(owners.count) types, and the receiver does not tell which one runs", at: .swift(file: place.file, offset: c.nameRange.lowerBound))
        }
        var values: [Presented] = []
        for w in ws {
            let fn = index.function(w.ref)
            let wm = index.models[w.ref.file]
            guard let frame = frame(for: c, into: w.ref, at: place, expected: nil) else {
                values.append(.unknown("the wrappers call each other too deeply to follow", at: .swift(file: w.ref.file, offset: fn.nameRange.lowerBound)))
                continue
            }
            for ic in w.innerCalls {
                let inner = wm.calls[ic]
                let at = Place(file: w.ref.file, offset: inner.range.lowerBound, context: inner.context, frame: frame)
                guard isReachable(inner.context.block, at: at) else { continue }
                let step = ResolutionStep(.wrapper, "presented through `\(fn.fullName)`", at: .swift(file: w.ref.file, offset: inner.nameRange.lowerBound))
                let next = wrappersCalled(by: inner, at: at)
                if !next.isEmpty {
                    if let v = resolveWrapperCall(inner, at: at, wrappers: next, depth: depth + 1) { values.append(v.through(step)) }
                } else if let arg = WrapperIndex.uikitPresented(inner, extra: wrappers.extra) {
                    values.append(resolve(arg.value, at: at, depth: depth + 1).through(step))
                }
            }
        }
        return values.isEmpty ? nil : combine(values)
    }
}
