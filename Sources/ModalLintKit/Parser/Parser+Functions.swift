extension ParserState {
    // MARK: Functions

    /// `func name<T>(params) async throws -> R where … { body }`, `init?(…)`, `deinit`,
    /// `subscript(…) -> T { … }`.
    mutating func parseFunction(start: Int, attributes: consuming [String], modifiers: consuming [String]) {
        let kw = keyword(p)
        let kindOfDecl: FunctionDecl.Kind = kw == .`init` ? .initializer : (kw == .deinit ? .deinitializer : .function)
        var nameIndex = p
        var name = kw == .`init` ? "init" : (kw == .deinit ? "deinit" : (kw == .subscript ? "subscript" : "func"))
        p += 1
        if kw == .func {
            nameIndex = p
            if let k = cur, k == .identifier || k == .keyword || k == .operator || k == .postfixQuestion || k == .exclamation {
                name = self.name(p)
                p += 1
            }
        } else if kw == .`init`, cur == .postfixQuestion || cur == .exclamation || (cur == .operator && (textIs(p, "?") || textIs(p, "!"))) {
            p += 1
        }
        var generics: [String] = []
        if let k = cur, k == .operator, firstByteIs(p, UInt8(ascii: "<")) {
            let open = p
            skipGenericClause()
            // The parameters' names: each identifier right after the `<` or a comma.
            var j = open + 1
            while j < p - 1 {
                if kind(j) == .identifier && (j == open + 1 || v.kinds[j - 1] == .comma) { generics.append(self.name(j)) }
                j += 1
            }
        }
        var parameters: [Parameter] = []
        if cur == .leftParen {
            // Subscript and operator parameters have no argument label unless one is written:
            // `subscript(index: Int)` is `subscript(_:)`, `==(lhs:rhs:)` is `==(_:_:)`.
            let isOperator = kw == .func && nameIndex < v.count && v.kinds[nameIndex] != .identifier && v.kinds[nameIndex] != .keyword
            parameters = parseParameters(open: p, singleNameIsLabel: kw != .subscript && !isOperator)
            p = afterGroup(p)
        }
        var returnType: String? = nil
        while p < limit {
            if isKeyword(p, .async) || isKeyword(p, .throws) || isKeyword(p, .rethrows) {
                p += 1
                if cur == .leftParen && !v.spaceBefore[p] { p = afterGroup(p) }
            } else if cur == .arrow {
                p += 1
                returnType = parseType().0
            } else if isKeyword(p, .where) {
                while p < limit && v.kinds[p] != .leftBrace && !v.newlineBefore[p] { p += 1 }
                // A multi-line where clause: keep going until the body or a declaration.
                while p < limit && v.kinds[p] != .leftBrace && !startsDeclaration(p) && !isModifier(p) && v.kinds[p] != .attribute { p += 1 }
            } else {
                break
            }
        }
        var context = ctx
        if cur == .leftBrace, !isClosed(p), kind(closer(p)) == .poundKeyword, let outer = ctx.function, ctx.closure == nil,
           model.functions[outer].kind == kindOfDecl, let b = ctx.block, model.blocks[b].kind == .functionBody {
            // `#if A⏎func f(a: Int) {⏎#else⏎func f() {⏎#endif`: this header is another spelling
            // of the enclosing function (its body ends at the branch's end): a sibling, not nested.
            context = model.functions[outer].context
        }
        let index = model.functions.count
        model.functions.append(FunctionDecl(kind: kindOfDecl, name: name,
                                            parameters: parameters, returnType: returnType,
                                            attributes: attributes, modifiers: modifiers,
                                            range: offset(start)..<offset(start), nameRange: range(min(nameIndex, v.count - 1)),
                                            bodyBlock: nil, context: context, genericParameters: generics))
        // Only members: a function nested in a method or a closure is not a method of the type.
        if cur == .leftBrace && !(v.newlineBefore[p] && kw == .func && false) {
            let saved = ctx
            ctx.function = index
            ctx.closure = nil
            let body: Int?
            if kw == .subscript {
                body = parseAccessorBlock(open: p, propertyIndex: nil)
            } else {
                body = parseBody(.functionBody, open: p)
            }
            ctx = saved
            model.functions[index].bodyBlock = body
        }
        model.functions[index].range = span(from: start)
    }

    /// The parameters of `( … )` at `open`: `_ a: Int`, `for b: Int = 1`, `c: @escaping () -> Void`.
    mutating func parseParameters(open: Int, singleNameIsLabel: Bool = true) -> [Parameter] {
        let close = closer(open)
        var result: [Parameter] = []
        // Room for one parameter per top-level comma and one more, made once (appending one by
        // one made an array for the first parameter and again for the second and the third).
        if close > open + 1 {
            var commas = 0
            var j = open + 1
            while j < close {
                let k = v.kinds[j]
                if k == .comma { commas += 1 }
                if k == .leftParen || k == .leftSquare || k == .leftBrace { j = min(afterGroup(j), close) } else { j += 1 }
            }
            result.reserveCapacity(commas + 1)
        }
        var i = open + 1
        while i < close {
            // One parameter: up to the next top-level comma.
            var j = i
            while j < close && v.kinds[j] != .comma {
                if v.kinds[j] == .leftParen || v.kinds[j] == .leftSquare || v.kinds[j] == .leftBrace { j = min(afterGroup(j), close) } else { j += 1 }
            }
            // Up to two names (label and name), in locals rather than an array per parameter.
            var first = "", second = ""
            var names = 0
            var k = i
            while k < j && v.kinds[k] == .attribute { k += 1 }
            while k < j && names < 2 && isWord(k) && v.kinds[k] != .colon {
                if names == 0 { first = name(k) } else { second = name(k) }
                names += 1
                k += 1
            }
            var type = ""
            if k < j && v.kinds[k] == .colon {
                let saved = (p, limit)
                p = k + 1
                limit = j
                type = parseType().0
                (p, limit) = saved
            }
            if names > 0 {
                let last = names == 2 ? second : first
                let label: String? = names == 2 ? (first == "_" ? nil : first) : (last == "_" || !singleNameIsLabel ? nil : last)
                // `= value` after the type: the argument may be left out.
                var defaulted = false
                var d = k
                while d < j && !defaulted { defaulted = v.kinds[d] == .equal; d += 1 }
                // `= .member` and nothing more: the implicit member it defaults to.
                let member = defaulted && d + 2 == j && v.kinds[d] == .period && isWord(d + 1) ? name(d + 1) : nil
                // `= Name()` and nothing more: a new instance of that type.
                let instance = defaulted && d + 3 == j && isWord(d) && v.kinds[d + 1] == .leftParen && v.kinds[d + 2] == .rightParen
                    && name(d).first?.isUppercase == true ? name(d) : nil
                // `= true` / `= false` and nothing more.
                let flag: Bool? = defaulted && d + 1 == j && v.kinds[d] == .keyword ? (keyword(d) == .true ? true : keyword(d) == .false ? false : nil) : nil
                result.append(Parameter(label: label, name: last, type: type, hasDefault: defaulted, defaultMember: member, defaultInstance: instance, defaultFlag: flag))
            }
            i = j + 1
        }
        return result
    }

    // MARK: Variables

    /// `let a = 1, b: T`, `var x: T { get set }`, `var y = 0 { didSet { … } }`,
    /// `let (a, b) = pair`.
    mutating func parseVariable(start: Int, attributes: [String], modifiers: [String], typeLevel: Bool) {
        let isLet = keyword(p) == .let
        p += 1
        let isMember = ctx.function == nil && ctx.closure == nil
        repeat {
            if cur == .comma { p += 1 }
            let patternStart = p
            // One name (`let a`), or the names of a tuple pattern (`let (a, b)`), kept apart:
            // the common case needs no array.
            var single: (String, Range<Int>)? = nil
            var names: [(String, Range<Int>)] = []
            if cur == .leftParen {
                var i = p + 1
                let close = closer(p)
                while i < close {
                    if isWord(i) && keyword(i) != .let && keyword(i) != .var && keyword(i) != .wildcard { names.append((name(i), range(i))) }
                    i += 1
                }
                p = afterGroup(p)
            } else if isWord(p) {
                single = (name(p), range(p))
                p += 1
            } else {
                return
            }
            var type: String? = nil
            if cur == .colon {
                p += 1
                let t = parseType().0
                type = t.isEmpty ? nil : t
            }
            var initializer: Expr? = nil
            if cur == .equal {
                p += 1
                initializer = parseExpression(ExprFlags(noTrailingClosure: false, allowAssignment: false))
            }
            let declRange = span(from: patternStart)
            let nameCount = single == nil ? names.count : 1
            if isMember {
                for k in 0..<nameCount {
                    let (name, nameRange) = single ?? names[k]
                    model.properties.append(PropertyDecl(name: name, isLet: isLet, type: type, initializer: initializer,
                                                         modifiers: modifiers, attributes: attributes,
                                                         range: offset(start)..<declRange.upperBound,
                                                         nameRange: nameRange, getter: nil, context: ctx))
                }
            } else {
                for k in 0..<nameCount {
                    let name = single?.0 ?? names[k].0
                    model.bindings.append(Binding(kind: isLet ? .let : .var, name: name, type: type,
                                                  initializer: initializer, range: declRange, context: ctx))
                }
            }
            // Accessors or observers.
            if cur == .leftBrace && (initializer == nil || looksLikeAccessorBlock(p)) {
                let propIndex = isMember && nameCount == 1 ? model.properties.count - 1 : nil
                parseAccessorBlock(open: p, propertyIndex: propIndex)
                if let pi = propIndex { model.properties[pi].range = span(from: start) }
            }
        } while cur == .comma
    }

    /// `{ get { … } set { … } }`, `{ willSet { … } didSet { … } }`, or a getter's body
    /// directly. Each accessor becomes a function of kind `.accessor`.
    @discardableResult
    mutating func parseAccessorBlock(open: Int, propertyIndex: Int?) -> Int? {
        let close = closer(open)
        if looksLikeAccessorBlock(open) {
            p = open + 1
            let saved = limit
            limit = min(close, limit)
            while p < limit {
                let before = p
                let (attributes, modifiers) = parseAttributesAndModifiers()
                if isWord(p) {
                    let name = self.name(p)
                    let nameRange = range(p)
                    p += 1
                    if cur == .leftParen { p = afterGroup(p) }
                    while isKeyword(p, .async) || isKeyword(p, .throws) { p += 1 }
                    let index = addAccessor(name: name, nameRange: nameRange, attributes: attributes, modifiers: modifiers)
                    if cur == .leftBrace {
                        let savedCtx = ctx
                        ctx.function = index
                        ctx.closure = nil
                        model.functions[index].bodyBlock = parseBody(.accessor, open: p)
                        ctx = savedCtx
                    }
                    if name == "get", let pi = propertyIndex { model.properties[pi].getter = index }
                }
                if p == before { p += 1 }
            }
            limit = saved
            p = afterGroup(open)
            return nil
        }
        // A read-only computed property: the block is the getter.
        let index = addAccessor(name: "get", nameRange: range(open), attributes: [], modifiers: [])
        let savedCtx = ctx
        ctx.function = index
        ctx.closure = nil
        let body = parseBody(.accessor, open: open)
        ctx = savedCtx
        model.functions[index].bodyBlock = body
        if let pi = propertyIndex { model.properties[pi].getter = index }
        return body
    }

    mutating func addAccessor(name: String, nameRange: Range<Int>, attributes: [String], modifiers: [String]) -> Int {
        model.functions.append(FunctionDecl(kind: .accessor, name: name, parameters: [],
                                            returnType: nil, attributes: attributes, modifiers: modifiers,
                                            range: nameRange, nameRange: nameRange, bodyBlock: nil, context: ctx))
        return model.functions.count - 1
    }
}
