/// Matches `(`, `[` and `{` with their closers once per file, and gives every group that
/// never closes a *soft end*: the index of the first token after it.
///
/// - A closer looks at most 64 openers down (so hostile input stays linear) and never closes
///   across a `{` unless it is a `}`; openers it passes over end softly just before it, which
///   keeps the brace structure right when a `(` is left open inside a block.
/// - `#if` branches: each branch after the first starts from the bracket stack the `#if` saw,
///   and after `#endif` the stack the first branch left is restored; an opener a later branch
///   leaves open ends softly at that branch's end. So in
///   `#if A⏎class X {⏎#else⏎class X: Y {⏎#endif⏎ … }` the first `{` closes at the last `}`.
/// - When that leaves anything unbalanced (a missing or extra closer), a second pass also
///   closes, at each line that starts a declaration (`func`, `class`, `override var` …), the
///   open groups whose own line is indented as deep or deeper. Why: a member missing its `}`
///   then ends where the next member starts, instead of swallowing the rest of the file.
///   Balanced files never take this path, so their structure is exactly the braces'.
///
/// Iterative, linear (bounded look-down, bounded `#if` state), no recursion.
enum BracketMatcher {
    static func match(kinds: [TokenKind], starts: [Int32], newlineBefore: [Bool], aux: [UInt8],
                      bytes: [UInt8]) -> [Int32] {
        var pass = Pass(kinds: kinds, starts: starts, newlineBefore: newlineBefore, aux: aux, bytes: bytes)
        if pass.run(recover: false) { return pass.match }
        _ = pass.run(recover: true)
        return pass.match
    }

    /// One `#if` … `#endif` being read.
    private struct IfFrame {
        /// Token index where the current branch starts (its directive).
        var branchStart: Int
        /// The top of the bracket stack when the `#if` was read (at most 64 entries).
        var savedFrom: Int
        var saved: [Int32]
        var savedIndents: [Int32]
        /// The stack the first branch left, from `firstFrom` up.
        var firstFrom = 0
        var first: [Int32] = []
        var firstIndents: [Int32] = []
        var inLaterBranch = false
        /// Past the nesting or size bounds: branches are read as plain code.
        var inert = false
    }

    private struct Pass {
        let kinds: [TokenKind]
        let starts: [Int32]
        let newlineBefore: [Bool]
        let aux: [UInt8]
        let bytes: [UInt8]
        var match: [Int32] = []
        var stack: [Int32] = []
        /// Indentation of each stacked opener's line (second pass only).
        var indents: [Int32] = []
        var frames: [IfFrame] = []
        var balanced = true

        init(kinds: [TokenKind], starts: [Int32], newlineBefore: [Bool], aux: [UInt8], bytes: [UInt8]) {
            self.kinds = kinds
            self.starts = starts
            self.newlineBefore = newlineBefore
            self.aux = aux
            self.bytes = bytes
        }

        @inline(__always) mutating func softEnd(_ opener: Int32, at end: Int) {
            match[Int(opener)] = Int32(truncatingIfNeeded: -(end + 2))
        }

        /// Returns whether every bracket closed (branch ends of `#if` aside).
        mutating func run(recover: Bool) -> Bool {
            let n = kinds.count
            match = [Int32](repeating: -1, count: n)
            stack.removeAll(keepingCapacity: true)
            indents.removeAll(keepingCapacity: true)
            frames.removeAll()
            balanced = true
            var lineIndent: Int32 = 0
            for i in 0..<n {
                let kind = kinds[i]
                if recover && newlineBefore[i] {
                    lineIndent = indentation(i)
                    if !stack.isEmpty && startsDeclarationLine(i) {
                        while let top = stack.last, indents[indents.count - 1] >= lineIndent {
                            softEnd(top, at: i)
                            stack.removeLast()
                            indents.removeLast()
                        }
                    }
                }
                switch kind {
                case .leftParen, .leftSquare, .leftBrace:
                    stack.append(Int32(truncatingIfNeeded: i))
                    indents.append(lineIndent)
                case .rightParen, .rightSquare, .rightBrace:
                    let opener: TokenKind = kind == .rightParen ? .leftParen : (kind == .rightSquare ? .leftSquare : .leftBrace)
                    var k = stack.count - 1
                    let floor = max(0, stack.count - 64)
                    var found = -1
                    while k >= floor {
                        let ok = kinds[Int(stack[k])]
                        if ok == opener { found = k; break }
                        if ok == .leftBrace { break }
                        k -= 1
                    }
                    if found >= 0 {
                        var top = stack.count - 1
                        while top > found {
                            softEnd(stack[top], at: i)
                            balanced = false
                            top -= 1
                        }
                        let o = stack[found]
                        stack.removeSubrange(found...)
                        indents.removeSubrange(found...)
                        match[Int(o)] = Int32(truncatingIfNeeded: i)
                        match[i] = o
                    } else {
                        balanced = false
                    }
                case .poundKeyword:
                    directive(i)
                default:
                    break
                }
            }
            while let top = stack.popLast() {
                softEnd(top, at: n)
                balanced = false
            }
            return balanced
        }

        /// `#if`, `#elseif`, `#else`, `#endif`: branch bookkeeping (see the type's comment).
        mutating func directive(_ i: Int) {
            let s = Int(starts[i])
            let word = directiveWord(at: s)
            switch word {
            case .if:
                if frames.count >= 256 {
                    frames.append(IfFrame(branchStart: i, savedFrom: 0, saved: [], savedIndents: [], inert: true))
                    return
                }
                let from = max(0, stack.count - 64)
                frames.append(IfFrame(branchStart: i, savedFrom: from, saved: Array(stack[from...]),
                                      savedIndents: Array(indents[from...])))
            case .else:
                guard var f = frames.popLast() else { return }
                defer { frames.append(f) }
                if f.inert { return }
                if !f.inLaterBranch {
                    let from = min(f.savedFrom, stack.count)
                    if stack.count - from > 4096 {
                        f.inert = true
                        return
                    }
                    f.firstFrom = from
                    f.first = Array(stack[from...])
                    f.firstIndents = Array(indents[from...])
                    f.inLaterBranch = true
                } else {
                    closeBranch(f, at: i)
                }
                let keep = min(f.savedFrom, stack.count)
                stack.removeSubrange(keep...)
                indents.removeSubrange(keep...)
                stack += f.saved
                indents += f.savedIndents
                f.branchStart = i
            case .endif:
                guard let f = frames.popLast() else { return }
                if f.inert || !f.inLaterBranch { return }
                closeBranch(f, at: i)
                let keep = min(f.firstFrom, stack.count)
                stack.removeSubrange(keep...)
                indents.removeSubrange(keep...)
                stack += f.first
                indents += f.firstIndents
            case .none:
                break
            }
        }

        /// Openers the current (later) branch left open end softly at its end.
        mutating func closeBranch(_ f: IfFrame, at i: Int) {
            while let top = stack.last, Int(top) > f.branchStart {
                softEnd(top, at: i)
                stack.removeLast()
                indents.removeLast()
            }
        }

        enum DirectiveWord { case `if`, `else`, endif, none }

        /// Reads `#if` / `#elseif` / `#else` / `#endif` from the bytes at `s` (`#elseif` opens a
        /// branch like `#else`).
        func directiveWord(at s: Int) -> DirectiveWord {
            func byte(_ k: Int) -> UInt8 { s + k < bytes.count ? bytes[s + k] : 0 }
            func isWordByte(_ b: UInt8) -> Bool {
                (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
            }
            guard byte(0) == UInt8(ascii: "#") else { return .none }
            if byte(1) == UInt8(ascii: "i") && byte(2) == UInt8(ascii: "f") && !isWordByte(byte(3)) { return .if }
            if byte(1) == UInt8(ascii: "e") && byte(2) == UInt8(ascii: "l") && byte(3) == UInt8(ascii: "s") && byte(4) == UInt8(ascii: "e") {
                if !isWordByte(byte(5)) { return .else }
                if byte(5) == UInt8(ascii: "i") && byte(6) == UInt8(ascii: "f") && !isWordByte(byte(7)) { return .else }
                return .none
            }
            if byte(1) == UInt8(ascii: "e") && byte(2) == UInt8(ascii: "n") && byte(3) == UInt8(ascii: "d")
                && byte(4) == UInt8(ascii: "i") && byte(5) == UInt8(ascii: "f") && !isWordByte(byte(6)) {
                return .endif
            }
            return .none
        }

        /// The width of the white space before token `i` on its line (a tab counts 4).
        func indentation(_ i: Int) -> Int32 {
            var b = Int(starts[i]) - 1
            var width: Int32 = 0
            while b >= 0 {
                let c = bytes[b]
                if c == 0x20 { width += 1 } else if c == 0x09 { width += 4 } else { break }
                b -= 1
            }
            return width
        }

        /// Whether the line starting at token `i` declares a member or type: attributes and
        /// modifiers, then `func`, `init`, `class` … (`var`/`let` only after a modifier or
        /// attribute, since a plain one is also a local).
        func startsDeclarationLine(_ i: Int) -> Bool {
            let n = kinds.count
            var j = i
            var qualified = false
            var steps = 0
            while j < n && steps < 24 {
                steps += 1
                let k = kinds[j]
                if k == .attribute {
                    qualified = true
                    j += 1
                    if j < n && kinds[j] == .leftParen {
                        // Skip the attribute's arguments (bounded).
                        var depth = 0
                        var guardSteps = 0
                        while j < n && guardSteps < 64 {
                            if kinds[j] == .leftParen { depth += 1 } else if kinds[j] == .rightParen { depth -= 1 }
                            j += 1
                            guardSteps += 1
                            if depth == 0 { break }
                        }
                    }
                    continue
                }
                guard k == .keyword || k == .identifier else { return false }
                let kw = Keyword(rawValue: aux[j]) ?? .none
                switch kw {
                case .private, .fileprivate, .internal, .public, .open, .package, .static, .final, .override,
                     .required, .convenience, .dynamic, .nonisolated, .mutating, .nonmutating, .lazy, .weak, .unowned:
                    if j + 1 < n && (kinds[j + 1] == .colon || kinds[j + 1] == .period) { return false }
                    qualified = true
                    j += 1
                    if j < n && kinds[j] == .leftParen && j + 2 < n && kinds[j + 2] == .rightParen { j += 3 }  // private(set)
                    continue
                case .func, .class, .struct, .enum, .extension, .protocol, .`init`, .deinit, .subscript, .typealias:
                    guard k == .keyword else { return false }
                    return !(j + 1 < n && (kinds[j + 1] == .colon || kinds[j + 1] == .period))
                case .var, .let:
                    return qualified && k == .keyword
                default:
                    return false
                }
            }
            return false
        }
    }
}
