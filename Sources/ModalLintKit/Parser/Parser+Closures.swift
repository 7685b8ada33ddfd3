extension ParserState {
    /// `{ [weak self] (a, b) -> T in … }`: records the closure and parses its body.
    mutating func parseClosure(open: Int) -> Expr {
        let close = closer(open)
        let after = afterGroup(open)
        let index = model.closures.count
        model.closures.append(Closure(range: span(from: open, to: after), parameters: [], bodyBlock: nil, context: ctx))
        // Header: capture list, parameters, effects, result, `in`.
        var j = open + 1
        var params: [String] = []
        if kind(j) == .attribute { j += 1 }
        if kind(j) == .leftSquare { j = afterGroup(j) }
        var headerEnd: Int? = nil
        var k = j
        nameScratch.removeAll(keepingCapacity: true)
        if kind(k) == .leftParen {
            let c = closer(k)
            var q = k + 1
            while q < c {
                if isWord(q) && (kind(q + 1) == .comma || kind(q + 1) == .colon || q + 1 == c) && !(q > k + 1 && kind(q - 1) == .colon) {
                    nameScratch.append(name(q))
                }
                q += 1
            }
            k = afterGroup(k)
        } else {
            while isWord(k) && !isKeyword(k, .in) {
                nameScratch.append(name(k))
                k += 1
                if kind(k) == .comma { k += 1 } else { break }
            }
        }
        while isKeyword(k, .async) || isKeyword(k, .throws) { k += 1 }
        if kind(k) == .arrow {
            let save = (p, limit)
            p = k + 1
            limit = min(close, limit)
            _ = parseType()
            k = p
            (p, limit) = save
        }
        if isKeyword(k, .in) && k < close {
            headerEnd = k + 1
            if !nameScratch.isEmpty { params = Array(nameScratch) }
        }
        let saved = ctx
        ctx.closure = index
        let block = openBlock(.closureBody, from: open, to: after)
        ctx.block = block
        for name in params where name != "_" {
            model.bindings.append(Binding(kind: .closureParameter, name: name, type: nil, initializer: nil, range: offset(open)..<offset(open), context: ctx))
        }
        p = headerEnd ?? (open + 1)
        parseStatements(until: close, typeLevel: false)
        ctx = saved
        p = after
        model.closures[index].parameters = params
        model.closures[index].bodyBlock = block
        return .closure(index, span(from: open))
    }
}
