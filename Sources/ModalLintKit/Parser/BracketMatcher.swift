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
/// The first pass runs inside `TokenView`'s single loop over the tokens (`bracket`,
/// `directive`, `finish`); the second, rare, pass is `recover`. Iterative, linear (bounded
/// look-down, bounded `#if` state), no recursion.
struct BracketMatcher {
    /// The open brackets (token indices) and their kinds, `sp` of them.
    private var stack: UnsafeMutablePointer<Int32>
    private var stackKinds: UnsafeMutablePointer<TokenKind>
    /// Indentation of each stacked opener's line (second pass only; 0 in the first).
    private var indents: UnsafeMutablePointer<Int32>
    private var sp = 0
    /// The result being built, one entry per token (see `TokenView.match`). Entry `i` is set
    /// to -1 by `open(_:)` before token `i` is seen.
    private(set) var match: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private var frames: [IfFrame] = []
    /// Whether every bracket closed so far (branch ends of `#if` aside).
    private(set) var balanced = true
    /// The indentation of the current line, given to openers pushed now (second pass).
    var lineIndent: Int32 = 0

    /// `capacity`: how many tokens to make room for (`grow` makes more).
    init(capacity: Int) {
        let c = max(capacity, 1)
        self.init(storage: Storage(stack: .allocate(capacity: c), stackKinds: .allocate(capacity: c),
                                   indents: .allocate(capacity: c), match: .allocate(capacity: c)), capacity: c)
    }

    /// Over memory allocated before, room for `capacity` tokens in each array.
    init(storage: Storage, capacity: Int) {
        self.capacity = capacity
        stack = storage.stack
        stackKinds = storage.stackKinds
        indents = storage.indents
        match = storage.match
    }

    /// The matcher's arrays (a `TokenBuffers` keeps them from one file to the next).
    struct Storage {
        var stack: UnsafeMutablePointer<Int32>
        var stackKinds: UnsafeMutablePointer<TokenKind>
        var indents: UnsafeMutablePointer<Int32>
        var match: UnsafeMutablePointer<Int32>

        func deallocate() {
            stack.deallocate()
            stackKinds.deallocate()
            indents.deallocate()
            match.deallocate()
        }
    }

    /// The arrays as they are now (grown or not), for their owner to keep or free.
    var storage: Storage { Storage(stack: stack, stackKinds: stackKinds, indents: indents, match: match) }

    /// Frees the arrays.
    func deallocate() { storage.deallocate() }

    /// Room for `capacity` tokens, the first `count` kept.
    mutating func grow(to capacity: Int, count: Int) {
        stack = stack.moved(toCapacity: capacity, count: sp)
        stackKinds = stackKinds.moved(toCapacity: capacity, count: sp)
        indents = indents.moved(toCapacity: capacity, count: sp)
        match = match.moved(toCapacity: capacity, count: count)
        self.capacity = capacity
    }

    /// Token `i` is about to be seen (every token, in order, before `bracket` or `directive`).
    @inline(__always) func open(_ i: Int) { (match + i).initialize(to: -1) }

    @inline(__always) private func softEnd(_ opener: Int32, at end: Int) {
        match[Int(opener)] = Int32(truncatingIfNeeded: -(end + 2))
    }

    @inline(__always) private mutating func push(_ i: Int, _ kind: TokenKind, indent: Int32) {
        stack[sp] = Int32(truncatingIfNeeded: i)
        stackKinds[sp] = kind
        indents[sp] = indent
        sp += 1
    }

    /// Token `i` is a bracket of `kind`.
    @inline(__always) mutating func bracket(_ i: Int, _ kind: TokenKind) {
        switch kind {
        case .leftParen, .leftSquare, .leftBrace:
            push(i, kind, indent: lineIndent)
        case .rightParen, .rightSquare, .rightBrace:
            close(i, kind)
        default:
            break
        }
    }

    private mutating func close(_ i: Int, _ kind: TokenKind) {
        let opener: TokenKind = kind == .rightParen ? .leftParen : (kind == .rightSquare ? .leftSquare : .leftBrace)
        var k = sp - 1
        let floor = max(0, sp - 64)
        var found = -1
        while k >= floor {
            let ok = stackKinds[k]
            if ok == opener { found = k; break }
            if ok == .leftBrace { break }
            k -= 1
        }
        guard found >= 0 else {
            balanced = false
            return
        }
        while sp - 1 > found {
            sp -= 1
            softEnd(stack[sp], at: i)
            balanced = false
        }
        sp = found
        let o = stack[found]
        match[Int(o)] = Int32(truncatingIfNeeded: i)
        match[i] = o
    }

    /// End of input after `count` tokens: what is still open ends there.
    mutating func finish(count: Int) {
        while sp > 0 {
            sp -= 1
            softEnd(stack[sp], at: count)
            balanced = false
        }
    }

    /// The second pass over a file the first left unbalanced (see the type's comment).
    /// Writes the matches into `into` (one entry per token).
    static func recover(kinds: UnsafeBufferPointer<TokenKind>, starts: UnsafeBufferPointer<Int32>, newlineBefore: UnsafeBufferPointer<Bool>,
                        aux: UnsafeBufferPointer<UInt8>, bytes buf: UnsafeBufferPointer<UInt8>, into: UnsafeMutablePointer<Int32>) {
        var m = BracketMatcher(capacity: kinds.count)
        defer { m.deallocate() }
        do {
            for i in 0..<kinds.count {
                m.open(i)
                if newlineBefore[i] {
                    m.lineIndent = indentation(starts, buf, i)
                    if m.sp > 0 && startsDeclarationLine(kinds, aux, i) {
                        while m.sp > 0 && m.indents[m.sp - 1] >= m.lineIndent {
                            m.sp -= 1
                            m.softEnd(m.stack[m.sp], at: i)
                        }
                    }
                }
                let kind = kinds[i]
                if kind == .poundKeyword {
                    m.directive(i, directiveWord(buf, at: Int(starts[i])))
                } else {
                    m.bracket(i, kind)
                }
            }
        }
        m.finish(count: kinds.count)
        into.update(from: m.match, count: kinds.count)
    }

    /// One `#if` … `#endif` being read.
    private struct IfFrame {
        /// Token index where the current branch starts (its directive).
        var branchStart: Int
        /// The top of the bracket stack when the `#if` was read (at most 64 entries).
        var savedFrom: Int
        var saved: [(Int32, TokenKind, Int32)]
        /// The stack the first branch left, from `firstFrom` up.
        var firstFrom = 0
        var first: [(Int32, TokenKind, Int32)] = []
        var inLaterBranch = false
        /// Past the nesting or size bounds: branches are read as plain code.
        var inert = false
    }

    /// The stack entries from `from` up (for `#if` bookkeeping).
    private func snapshot(from: Int) -> [(Int32, TokenKind, Int32)] {
        (from..<sp).map { (stack[$0], stackKinds[$0], indents[$0]) }
    }

    private mutating func restore(keeping keep: Int, _ entries: [(Int32, TokenKind, Int32)]) {
        sp = min(keep, sp)
        for e in entries { push(Int(e.0), e.1, indent: e.2) }
    }

    /// `#if`, `#elseif`, `#else`, `#endif` at token `i`: branch bookkeeping (see the type's
    /// comment).
    mutating func directive(_ i: Int, _ word: DirectiveWord) {
        switch word {
        case .if:
            if frames.count >= 256 {
                frames.append(IfFrame(branchStart: i, savedFrom: 0, saved: [], inert: true))
                return
            }
            let from = max(0, sp - 64)
            frames.append(IfFrame(branchStart: i, savedFrom: from, saved: snapshot(from: from)))
        case .else:
            guard var f = frames.popLast() else { return }
            defer { frames.append(f) }
            if f.inert { return }
            if !f.inLaterBranch {
                let from = min(f.savedFrom, sp)
                if sp - from > 4096 {
                    f.inert = true
                    return
                }
                f.firstFrom = from
                f.first = snapshot(from: from)
                f.inLaterBranch = true
            } else {
                closeBranch(f, at: i)
            }
            restore(keeping: f.savedFrom, f.saved)
            f.branchStart = i
        case .endif:
            guard let f = frames.popLast() else { return }
            if f.inert || !f.inLaterBranch { return }
            closeBranch(f, at: i)
            restore(keeping: f.firstFrom, f.first)
        case .none:
            break
        }
    }

    /// Openers the current (later) branch left open end softly at its end.
    private mutating func closeBranch(_ f: IfFrame, at i: Int) {
        while sp > 0 && Int(stack[sp - 1]) > f.branchStart {
            sp -= 1
            softEnd(stack[sp], at: i)
        }
    }

    enum DirectiveWord { case `if`, `else`, endif, none }

    /// Reads `#if` / `#elseif` / `#else` / `#endif` from the bytes at `s` (`#elseif` opens a
    /// branch like `#else`).
    static func directiveWord(_ bytes: UnsafeBufferPointer<UInt8>, at s: Int) -> DirectiveWord {
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
    static func indentation(_ starts: UnsafeBufferPointer<Int32>, _ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int32 {
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
    static func startsDeclarationLine(_ kinds: UnsafeBufferPointer<TokenKind>, _ aux: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
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
