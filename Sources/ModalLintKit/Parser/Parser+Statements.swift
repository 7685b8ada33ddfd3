extension ParserState {
    mutating func parseExecutableStatement() {
        guard let k = cur else { return }
        if k == .keyword {
            switch keyword(p) {
            case .if: parseIf(); return
            case .guard: parseGuard(); return
            case .while: parseWhile(); return
            case .for: parseFor(); return
            case .repeat: parseRepeat(); return
            case .switch: parseSwitch(); return
            case .do: parseDo(); return
            case .defer:
                p += 1
                parseBracedBlock(.defer, open: p)
                return
            case .return:
                let start = p
                p += 1
                var value: Expr? = nil
                if let n = cur, !v.newlineBefore[p], n != .rightBrace, n != .semicolon,
                   !isKeyword(p, .case), !isKeyword(p, .default) {
                    value = parseExpression(ExprFlags())
                }
                model.returns.append(ReturnStatement(value: value, range: span(from: start), context: ctx))
                return
            case .throw:
                p += 1
                _ = parseExpression(ExprFlags())
                return
            case .break, .continue, .fallthrough:
                p += 1
                if isWord(p) && !v.newlineBefore[p] && kind(p) == .identifier { p += 1 }
                return
            case .catch:
                // A `catch` met outside a `do` (broken code) is read as `parseDo` reads one:
                // its pattern up to the block, then the block. (`var` or `let` after `catch`
                // is a pattern, never a declaration: `ParserState.startsBinding`.)
                p += 1
                while p < limit && v.kinds[p] != .leftBrace && v.kinds[p] != .rightBrace {
                    if v.kinds[p] == .leftParen || v.kinds[p] == .leftSquare { p = max(p + 1, afterGroup(p)) } else { p += 1 }
                }
                if cur == .leftBrace { parseBracedBlock(.catch, open: p) }
                return
            case .else, .in, .where:
                p += 1
                return
            case .case, .default:
                // A case label outside a switch we recognised: skip the label.
                while p < limit && v.kinds[p] != .colon && v.kinds[p] != .rightBrace { p += 1 }
                if cur == .colon { p += 1 }
                return
            default:
                break
            }
        }
        // A labelled statement: `outer: for …`.
        if k == .identifier && kind(p + 1) == .colon && startsStatementKeyword(p + 2) {
            p += 2
            return
        }
        _ = parseExpression(ExprFlags())
    }

    /// Condition lists: `let x = e, var y = f, case .a = g, #available(…), e`.
    mutating func parseConditionList() -> [Expr] {
        var result: [Expr] = []
        let flags = ExprFlags(noTrailingClosure: true, allowAssignment: false)
        while p < limit {
            let start = p
            if isKeyword(p, .let) || isKeyword(p, .var) {
                let isVar = keyword(p) == .var
                p += 1
                if isWord(p) {
                    let name = self.name(p)
                    p += 1
                    var type: String? = nil
                    if cur == .colon { p += 1; type = parseType().0 }
                    var initializer: Expr? = nil
                    if cur == .equal {
                        p += 1
                        initializer = parseExpression(flags)
                    } else {
                        // `if let x {` shorthand: the value is the outer `x`.
                        initializer = .name(name, range(start + 1))
                    }
                    model.bindings.append(Binding(kind: .conditional, name: name, type: type, initializer: initializer,
                                                  range: span(from: start), context: ctx))
                    _ = isVar
                } else if cur == .leftParen {
                    p = afterGroup(p)
                    if cur == .equal { p += 1; result.append(parseExpression(flags)) }
                }
            } else if isKeyword(p, .case) {
                p += 1
                // Pattern up to `=` at this level, then the matched value.
                let pattern = parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false))
                if cur == .equal {
                    p += 1
                    let value = parseExpression(flags)
                    result.append(.binary("~=", pattern, value, pattern.range.lowerBound..<value.range.upperBound))
                } else {
                    result.append(pattern)
                }
            } else if cur == .poundKeyword && (textIs(p, "#available") || textIs(p, "#unavailable")) {
                p += 1
                if cur == .leftParen { p = afterGroup(p) }
            } else {
                let e = parseExpression(flags)
                result.append(e)
            }
            if p == start { p += 1 }
            if cur == .comma { p += 1 } else { break }
        }
        return result
    }

    /// `if … { } else if … { } else { }`. An `else if` chain is read in a loop (no recursion,
    /// however long): each nested `if` lives in an else block of its own, inside the previous.
    mutating func parseIf() {
        let outer = ctx
        var elseBlocks: [Int] = []
        while true {
            let start = p
            p += 1
            let conds = parseConditionList()
            let condRange = span(from: start)
            var branches: [Int] = []
            let index = model.conditions.count
            model.conditions.append(Condition(kind: .if, expressions: conds, range: condRange, branches: [], context: ctx))
            if cur == .leftBrace, let b = parseBracedBlock(.then, open: p) { branches.append(b) }
            var chained = false
            if isKeyword(p, .else) {
                p += 1
                if isKeyword(p, .if) {
                    let block = openBlock(.else, from: p, to: p + 1)
                    branches.append(block)
                    elseBlocks.append(block)
                    ctx.block = block
                    chained = true
                } else if cur == .leftBrace, let b = parseBracedBlock(.else, open: p) {
                    branches.append(b)
                }
            }
            model.conditions[index].branches = branches
            if !chained || p >= limit { break }
        }
        let end = endOffset(before: p)
        for b in elseBlocks {
            model.blocks[b].range = model.blocks[b].range.lowerBound..<max(model.blocks[b].range.lowerBound, end)
        }
        ctx = outer
    }

    mutating func parseGuard() {
        let start = p
        p += 1
        let conds = parseConditionList()
        let condRange = span(from: start)
        let index = model.conditions.count
        model.conditions.append(Condition(kind: .guard, expressions: conds, range: condRange, branches: [], context: ctx))
        if isKeyword(p, .else) { p += 1 }
        if cur == .leftBrace, let b = parseBracedBlock(.guardElse, open: p) {
            model.conditions[index].branches = [b]
        }
    }

    mutating func parseWhile() {
        let start = p
        p += 1
        let conds = parseConditionList()
        let index = model.conditions.count
        model.conditions.append(Condition(kind: .while, expressions: conds, range: span(from: start), branches: [], context: ctx))
        if cur == .leftBrace, let b = parseBracedBlock(.loop, open: p) { model.conditions[index].branches = [b] }
    }

    mutating func parseFor() {
        p += 1
        while isKeyword(p, .try) || isKeyword(p, .await) || isKeyword(p, .case) || isKeyword(p, .let) || isKeyword(p, .var) { p += 1 }
        let patternStart = p
        while p < limit && !isKeyword(p, .in) && v.kinds[p] != .leftBrace {
            if v.kinds[p] == .leftParen || v.kinds[p] == .leftSquare { p = afterGroup(p) } else { p += 1 }
        }
        // The names the pattern binds: not a type after `as`/`is`/`:`, not a member after `.`,
        // not a called enum case (`.some(let x)`, `Result.success(let v)`).
        for i in patternStart..<min(p, limit) where v.kinds[i] == .identifier {
            if i > patternStart {
                let prev = v.kinds[i - 1]
                if prev == .period || prev == .colon || isKeyword(i - 1, .as) || isKeyword(i - 1, .is) { continue }
                if i - 2 >= patternStart && isKeyword(i - 2, .as) { continue }  // `as? T`, `as! T`
            }
            if let next = kind(i + 1), next == .period || next == .leftParen || (next == .operator && firstByteIs(i + 1, UInt8(ascii: "<"))) { continue }
            model.bindings.append(Binding(kind: .loop, name: name(i), type: nil, initializer: nil, range: range(i), context: ctx))
        }
        if isKeyword(p, .in) {
            p += 1
            _ = parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false))
        }
        if isKeyword(p, .where) {
            p += 1
            _ = parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false))
        }
        if cur == .leftBrace { parseBracedBlock(.loop, open: p) }
    }

    mutating func parseRepeat() {
        p += 1
        if cur == .leftBrace { parseBracedBlock(.loop, open: p) }
        if isKeyword(p, .while) {
            p += 1
            _ = parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false))
        }
    }

    mutating func parseDo() {
        p += 1
        if isKeyword(p, .throws) { p += 1; if cur == .leftParen { p = afterGroup(p) } }
        if cur == .leftBrace { parseBracedBlock(.do, open: p) }
        while isKeyword(p, .catch) {
            p += 1
            while p < limit && v.kinds[p] != .leftBrace {
                if v.kinds[p] == .leftParen || v.kinds[p] == .leftSquare { p = afterGroup(p) } else { p += 1 }
            }
            if cur == .leftBrace { parseBracedBlock(.catch, open: p) }
        }
    }

    /// `switch subject { case a, b where c: … default: … }`; each case body is a block.
    mutating func parseSwitch() {
        let start = p
        p += 1
        let subject = parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false))
        let index = model.conditions.count
        model.conditions.append(Condition(kind: .switch, expressions: [subject], range: span(from: start), branches: [], context: ctx))
        guard cur == .leftBrace else { return }
        let open = p
        let close = closer(open)
        let after = afterGroup(open)
        let savedLimit = limit
        limit = min(close, limit)
        let outer = openBlock(.other, from: open, to: after)
        let savedCtx = ctx
        ctx.block = outer
        p = open + 1
        var branches: [Int] = []
        while p < limit {
            let before = p
            if cur == .poundKeyword, parsePoundDirective() { continue }
            if cur == .attribute { p += 1; continue }  // @unknown
            if isCaseLabel(p) {
                let labelStart = p
                var patterns: [Expr] = []
                if isKeyword(p, .case) {
                    p += 1
                    while p < limit {
                        let s = p
                        patterns.append(parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false)))
                        if isKeyword(p, .where) { p += 1; patterns.append(parseExpression(ExprFlags(noTrailingClosure: true, allowAssignment: false))) }
                        if p == s { p += 1 }
                        if cur == .comma { p += 1 } else { break }
                    }
                } else {
                    p += 1
                }
                while p < limit && v.kinds[p] != .colon && !isKeyword(p, .case) { p += 1 }
                if cur == .colon { p += 1 }
                // The body: statements up to the next case label at this level.
                var end = p
                while end < limit && !(isCaseLabel(end) || (v.kinds[end] == .attribute && isCaseLabel(end + 1))) {
                    if v.kinds[end] == .leftParen || v.kinds[end] == .leftSquare || v.kinds[end] == .leftBrace { end = afterGroup(end) } else { end += 1 }
                }
                let block = openBlock(.caseBody, from: labelStart, to: end)
                let labelRange = span(from: labelStart)
                model.conditions.append(Condition(kind: .case, expressions: patterns, range: labelRange, branches: [block], context: ctx))
                let inner = ctx
                ctx.block = block
                parseStatements(until: end, typeLevel: false)
                ctx = inner
                p = max(p, end)
                branches.append(block)
            } else {
                parseStatement(typeLevel: false)
            }
            if p == before { p += 1 }
        }
        ctx = savedCtx
        limit = savedLimit
        p = after
        model.conditions[index].branches = branches
    }
}
