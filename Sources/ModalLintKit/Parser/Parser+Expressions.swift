extension ParserState {
    /// An expression: unary operands joined by binary operators, casts, a ternary, and
    /// (when allowed) an assignment, which is recorded. Binary precedence is not modelled:
    /// rules only need the operands and operators.
    mutating func parseExpression(_ flags: ExprFlags) -> Expr {
        depth += 1
        defer { depth -= 1 }
        let start = p
        if isTooDeep {
            skipToStatementEnd()
            let r = span(from: start, to: max(p, start + 1))
            model.skipped.append(r)
            return .other(r)
        }
        var lhs = parseUnary(flags)
        var links = 0
        while p < limit {
            guard let k = cur else { break }
            // A long operator chain (`a + b + … `) would make a tree as deep as it is long, whose
            // release recurses: past `maxChain` links the left side becomes `.other`.
            links += 1
            if links > ParserState.maxChain { lhs = .other(span(from: start)) }
            if k == .operator {
                let fixity = OperatorFixity(rawValue: v.aux[p]) ?? .infix
                if textIs(p, "?") {
                    // Ternary: `c ? a : b`.
                    p += 1
                    let a = parseExpression(flags)
                    guard cur == .colon else { lhs = .other(span(from: start)); break }
                    p += 1
                    let b = parseExpression(flags)
                    let r = span(from: start)
                    model.conditions.append(Condition(kind: .ternary, expressions: [lhs], range: r, branches: [], context: ctx))
                    lhs = .ternary(lhs, a, b, r)
                    continue
                }
                if fixity == .prefix && v.newlineBefore[p] { break }  // a new statement `-x`
                if fixity == .postfix { p += 1; continue }
                if isAssignmentOperator(p) {
                    guard flags.allowAssignment else { break }
                    let op = operatorText(p)
                    p += 1
                    let value = parseExpression(ExprFlags(noTrailingClosure: flags.noTrailingClosure, allowAssignment: false))
                    model.assignments.append(Assignment(target: consume lhs, op: op, value: consume value,
                                                        range: span(from: start), context: ctx))
                    return .other(span(from: start))
                }
                let op = operatorText(p)
                p += 1
                let rhs = parseUnary(flags)
                lhs = .binary(op, consume lhs, consume rhs, span(from: start))
                continue
            }
            if k == .equal {
                guard flags.allowAssignment else { break }
                p += 1
                let value = parseExpression(ExprFlags(noTrailingClosure: flags.noTrailingClosure, allowAssignment: false))
                model.assignments.append(Assignment(target: consume lhs, op: "=", value: consume value,
                                                    range: span(from: start), context: ctx))
                return .other(span(from: start))
            }
            if k == .keyword && (keyword(p) == .as || keyword(p) == .is) {
                let isCast = keyword(p) == .as
                p += 1
                if isCast, cur == .postfixQuestion || cur == .exclamation || (cur == .operator && (textIs(p, "?") || textIs(p, "!"))) {
                    p += 1
                }
                let (type, tr) = parseType()
                let r = span(from: start)
                if isCast { lhs = .cast(consume lhs, type, r) } else { lhs = .binary("is", consume lhs, .other(tr), r) }
                continue
            }
            break
        }
        return lhs
    }

    mutating func parseUnary(_ flags: ExprFlags) -> Expr {
        // `try`, `try?`, `try!`, `await`: transparent; so are `let`/`var` in a pattern
        // (`case let .loaded(url)` is read as `.loaded(url)`).
        while isKeyword(p, .try) || isKeyword(p, .await) || isKeyword(p, .let) || isKeyword(p, .var) {
            p += 1
            if cur == .postfixQuestion || cur == .exclamation { p += 1 }
        }
        // Prefix operators, read in a loop (no recursion however many there are). Most
        // operands have none (and then no list is made, nor released).
        guard cur == .operator, (OperatorFixity(rawValue: v.aux[p]) ?? .infix) == .prefix || textIs(p, "&") else {
            let operandStart = p
            return parsePostfix(parsePrimary(flags), start: operandStart, flags)
        }
        var prefixes: [(String, Int)] = []
        while cur == .operator, (OperatorFixity(rawValue: v.aux[p]) ?? .infix) == .prefix || textIs(p, "&") {
            prefixes.append((operatorText(p), p))
            p += 1
        }
        let operandStart = p
        var e = parsePostfix(parsePrimary(flags), start: operandStart, flags)
        let end = endOffset(before: p)
        for (op, at) in prefixes.suffix(ParserState.maxChain).reversed() {
            e = .prefix(op, consume e, offset(at)..<end)
        }
        return e
    }

    mutating func parsePrimary(_ flags: ExprFlags) -> Expr {
        guard let k = cur else { return .other(offset(p)..<offset(p)) }
        let i = p
        switch k {
        case .identifier, .dollarIdentifier:
            p += 1
            // `Foo<Bar>(…)`, `Foo<Bar>.make`, `Mapping<Event> { … }`: generic arguments on a type name.
            if let k2 = cur, k2 == .operator, !v.spaceBefore[p], firstByteIs(p, UInt8(ascii: "<")) {
                let save = p
                if !(skipGenericClause() && followsGenericArguments(flags)) { p = save }
            }
            return .name(name(i), range(i))
        case .keyword:
            switch keyword(i) {
            case .self, .Self, .super, .Any, .wildcard:
                p += 1
                return .name(name(i), range(i))
            case .true: p += 1; return .literal(.boolTrue, range(i))
            case .false: p += 1; return .literal(.boolFalse, range(i))
            case .nil: p += 1; return .literal(.nil, range(i))
            case .`init`:
                p += 1
                return .name("init", range(i))
            case .if, .switch:
                // `if`/`switch` expressions (Swift 5.9).
                if keyword(i) == .if { parseIf() } else { parseSwitch() }
                return .other(span(from: i))
            default:
                return .other(range(i).lowerBound..<range(i).lowerBound)
            }
        case .integerLiteral, .floatLiteral:
            p += 1
            return .literal(.number, range(i))
        case .stringBegin:
            p += 1
            return .literal(.string, range(i))
        case .regexLiteral:
            p += 1
            return .other(range(i))
        case .period:
            p += 1
            if isWord(p) {
                let n = name(p)
                p += 1
                return .implicitMember(n, span(from: i))
            }
            return .other(range(i))
        case .leftParen:
            return parseParenthesized()
        case .leftSquare:
            let close = closer(i)
            let n = parseList(open: i)
            p = afterGroup(i)
            let isDict = listHadKeyColon || argumentScratch.top(n).contains { $0.label != nil } || (close > i + 1 && kind(i + 1) == .colon)
            dropArguments(n)
            return .literal(isDict ? .dictionary : .array, span(from: i))
        case .leftBrace:
            return parseClosure(open: i)
        case .poundKeyword:
            p += 1
            if textIs(i, "#selector") && cur == .leftParen {
                let close = closer(p)
                var name = ""
                var j = p + 1
                while j < close {
                    if isWord(j) && !(kind(j + 1) == .colon && (textIs(j, "getter") || textIs(j, "setter"))) {
                        name = self.name(j)
                    }
                    if kind(j) == .leftParen { break }
                    j += 1
                }
                p = afterGroup(p)
                return .selector(name, span(from: i))
            }
            if cur == .leftParen && !v.spaceBefore[p] {
                let open = p
                dropArguments(parseList(open: open))
                p = afterGroup(open)
            }
            return .other(span(from: i))
        case .backslash:
            // Key path: `\.title`, `\Foo.bar`.
            p += 1
            while p < limit, let k2 = cur, k2 == .period || k2 == .identifier || k2 == .postfixQuestion || k2 == .exclamation
                    || (k2 == .keyword && keyword(p) == .self) {
                if v.spaceBefore[p] { break }
                p += 1
            }
            return .other(span(from: i))
        case .attribute:
            // `@MainActor in` closure attributes, `@escaping` in casts: skip.
            p += 1
            return .other(range(i))
        default:
            return .other(offset(i)..<offset(i))
        }
    }

    /// `( e )` is `e`; tuples and labelled elements are `.other` (their calls still recorded).
    mutating func parseParenthesized() -> Expr {
        let i = p
        let n = parseList(open: i)
        p = afterGroup(i)
        let single = n == 1 && argumentScratch[argumentScratch.count - 1].label == nil ? argumentScratch[argumentScratch.count - 1].value : nil
        dropArguments(n)
        return single ?? .other(span(from: i))
    }

    /// Comma-separated, optionally labelled elements of the group opened at `open`, pushed
    /// on `argumentScratch` (a stack shared by nested lists); returns how many. The caller
    /// pops them: `takeArguments` keeps a call's in the file's `argumentStore`.
    mutating func parseList(open: Int) -> Int {
        let close = closer(open)
        let base = argumentScratch.count
        var hadKeyColon = false
        let savedLimit = limit
        limit = min(close, limit)
        p = open + 1
        while p < limit {
            let start = p
            var label: String? = nil
            if isWord(p) && kind(p + 1) == .colon && !(kind(p + 2) == .colon) {
                label = name(p)
                p += 2
            } else if kind(p) == .colon {
                p += 1  // `[:]`
                continue
            }
            let value: Expr
            if p < limit && v.kinds[p] != .comma {
                value = parseExpression(ExprFlags(noTrailingClosure: false, allowAssignment: false))
                // A dictionary literal `[k: v]`: skip the value after the colon.
                if cur == .colon {
                    p += 1
                    hadKeyColon = true
                    _ = parseExpression(ExprFlags())
                }
            } else {
                value = .other(offset(p)..<offset(p))
            }
            // Whatever the expression did not consume, up to the next comma, is read as more
            // expressions, so the calls and closures in it are still recorded.
            while p < limit && v.kinds[p] != .comma {
                let before = p
                _ = parseExpression(ExprFlags(noTrailingClosure: false, allowAssignment: false))
                if p == before { p += 1 }
            }
            argumentScratch.append(Argument(label: consume label, value: consume value, range: span(from: start), isTrailingClosure: false))
            if cur == .comma { p += 1 }
            if p == start { p += 1 }
        }
        limit = savedLimit
        listHadKeyColon = hadKeyColon
        return argumentScratch.count - base
    }

    /// Pops the last `n` elements of `argumentScratch`.
    @inline(__always)
    mutating func dropArguments(_ n: Int) {
        argumentScratch.removeLast(n)
    }

    /// Pops the last `n` elements of `argumentScratch` into the file's argument store.
    mutating func takeArguments(_ n: Int) -> Arguments {
        if n == 0 { return Arguments() }
        let at = argumentScratch.moveTop(n, to: argumentStore)
        return Arguments(store: argumentStore, start: at, count: n)
    }

    /// Member accesses, calls, subscripts, trailing closures, `?` and `!`.
    /// (Expressions are moved, not copied, into the nodes and calls made of them: a copy
    /// retains every string and node inside.)
    mutating func parsePostfix(_ base: consuming Expr, start: Int, _ flags: ExprFlags) -> Expr {
        var lastWasCall = false
        // The token naming what a call would call: the name, `.name`, or the last member.
        var nameToken: Int
        switch base {
        case .name: nameToken = start
        case .implicitMember: nameToken = start + 1
        default: nameToken = -1
        }
        var e = consume base
        // `.name` just read is not made a `.member` node until something other than a call
        // follows: a method call keeps `e` as its receiver (`CallSite(receiver:…)`), and more
        // than a third of all member accesses are the callees of calls.
        var member: String? = nil
        var memberRange = 0..<0
        var links = 0
        while p < limit {
            guard let k = cur else { break }
            links += 1
            if links > ParserState.maxChain, !lastWasCall {
                e = .other(span(from: start))
                member = nil
            }
            switch k {
            case .period:
                p += 1
                if isWord(p) || kind(p) == .integerLiteral {
                    let n = name(p)
                    nameToken = p
                    p += 1
                    if let m = member { e = .member(consume e, m, memberRange) }
                    member = n
                    memberRange = span(from: start)
                    if let k2 = cur, k2 == .operator, !v.spaceBefore[p], firstByteIs(p, UInt8(ascii: "<")) {
                        let save = p
                        if !(skipGenericClause() && followsGenericArguments(flags)) { p = save }
                    }
                } else if cur == .poundKeyword || cur == .attribute {
                    p += 1
                }
                lastWasCall = false
                continue
            case .postfixQuestion, .exclamation:
                p += 1
                continue
            case .leftParen where !v.newlineBefore[p]:
                // The call is recorded before its arguments, so calls are in source order.
                let open = p
                let index = beginCall(callee: consume e, member: member, memberRange: memberRange, nameToken: nameToken)
                member = nil
                nameToken = -1
                let n = parseList(open: open)
                p = afterGroup(open)
                e = finishCall(index, arguments: takeArguments(n), start: start)
                lastWasCall = true
                continue
            case .leftSquare where !v.newlineBefore[p]:
                let open = p
                if let m = member { e = .member(consume e, m, memberRange); member = nil }
                dropArguments(parseList(open: open))
                p = afterGroup(open)
                e = .subscriptAccess(consume e, span(from: start))
                nameToken = -1
                lastWasCall = false
                continue
            case .leftBrace where !flags.noTrailingClosure && !v.newlineBefore[p] && (member != nil || ParserState.isCallable(e)) && !looksLikeAccessorBlock(p):
                let index: Int
                if lastWasCall, case .call(let i, _) = e {
                    index = i
                } else {
                    index = beginCall(callee: consume e, member: member, memberRange: memberRange, nameToken: nameToken)
                    member = nil
                }
                nameToken = -1
                // The call's arguments so far and its trailing closures, kept together: the
                // earlier ones are pushed again (closures parsed here push their own lists
                // above them and pop them).
                let earlier = model.calls[index].arguments
                argumentScratch.append(contentsOf: earlier)
                let closure = parseClosure(open: p)
                argumentScratch.append(Argument(label: nil, value: closure, range: closure.range, isTrailingClosure: true))
                var n = earlier.count + 1
                // Further labelled trailing closures: `} completion: { … }`.
                while isWord(p) && kind(p + 1) == .colon && kind(p + 2) == .leftBrace {
                    let label = name(p)
                    p += 2
                    let c = parseClosure(open: p)
                    argumentScratch.append(Argument(label: label, value: c, range: c.range, isTrailingClosure: true))
                    n += 1
                }
                e = finishCall(index, arguments: takeArguments(n), start: start)
                lastWasCall = false
                continue
            case .operator where (OperatorFixity(rawValue: v.aux[p]) ?? .infix) == .postfix && (textIs(p, "?") || textIs(p, "!")):
                p += 1
                continue
            default:
                break
            }
            break
        }
        if let m = member { e = .member(consume e, m, memberRange) }
        return e
    }

    static func isCallable(_ e: Expr) -> Bool {
        switch e {
        case .name(let n, _): return n != "_"
        case .member, .call, .implicitMember, .subscriptAccess: return true
        default: return false
        }
    }

    /// Records a call to `callee` (its arguments and range come with `finishCall`); the
    /// name's range is token `nameToken`'s (the callee's when there is none).
    /// `member`: the callee is `callee.member` (spanning `memberRange`), a method call.
    mutating func beginCall(callee: consuming Expr, member: String?, memberRange: Range<Int>, nameToken: Int) -> Int {
        if let name = member {
            let nameRange = nameToken >= 0 && !name.isEmpty ? range(nameToken) : memberRange
            model.calls.append(CallSite(receiver: consume callee, name: name, memberRange: memberRange, nameRange: nameRange, arguments: Arguments(), range: memberRange, context: ctx))
            return model.calls.count - 1
        }
        let name: String
        switch callee {
        case .name(let n, _), .implicitMember(let n, _), .member(_, let n, _): name = n
        default: name = ""
        }
        let calleeRange = callee.range
        let nameRange = nameToken >= 0 && !name.isEmpty ? range(nameToken) : calleeRange
        model.calls.append(CallSite(callee: consume callee, name: name, nameRange: nameRange, arguments: Arguments(), range: calleeRange, context: ctx))
        return model.calls.count - 1
    }

    mutating func finishCall(_ index: Int, arguments: consuming Arguments, start: Int) -> Expr {
        let r = span(from: start)
        model.calls[index].arguments = consume arguments
        model.calls[index].range = r
        return .call(index, r)
    }
}
