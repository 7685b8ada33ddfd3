/// The parser's view of a file's tokens: trivia dropped, every string literal (its
/// interpolations included) folded into one `stringBegin` item spanning the whole literal,
/// brackets matched once up front so any group can be skipped in O(1).
struct TokenView {
    var kinds: [TokenKind] = []
    var aux: [UInt8] = []
    var starts: [Int32] = []
    var ends: [Int32] = []
    /// Whether a line break (or a comment containing one) precedes the token.
    var newlineBefore: [Bool] = []
    /// Whether any trivia precedes the token.
    var spaceBefore: [Bool] = []
    /// For `(`, `[`, `{`: the index of the matching closer, or -1; closers point back.
    var match: [Int32] = []
    var comments: [Range<Int>] = []

    var count: Int { kinds.count }

    init(tokens: [Token], bytes: [UInt8]) {
        // One pass writing into preallocated scratch buffers (no per-token array growth),
        // then one copy into each array.
        let n = tokens.count
        let kindsBuf = UnsafeMutablePointer<TokenKind>.allocate(capacity: max(n, 1))
        let auxBuf = UnsafeMutablePointer<UInt8>.allocate(capacity: max(n, 1))
        let startBuf = UnsafeMutablePointer<Int32>.allocate(capacity: max(n, 1))
        let endBuf = UnsafeMutablePointer<Int32>.allocate(capacity: max(n, 1))
        let nlBuf = UnsafeMutablePointer<Bool>.allocate(capacity: max(n, 1))
        let spBuf = UnsafeMutablePointer<Bool>.allocate(capacity: max(n, 1))
        defer {
            kindsBuf.deallocate(); auxBuf.deallocate(); startBuf.deallocate()
            endBuf.deallocate(); nlBuf.deallocate(); spBuf.deallocate()
        }
        var count = 0
        var sawNewline = true
        var sawSpace = true
        tokens.withUnsafeBufferPointer { toks in
            var i = 0
            while i < n {
                let t = toks[i]
                let kind = t.kind
                if kind.isTrivia {
                    if kind == .newline || kind == .conflictMarker || kind == .shebang {
                        sawNewline = true
                    } else if kind.isComment {
                        comments.append(t.range)
                        if (kind == .blockComment || kind == .docBlockComment) && bytes[t.range].contains(0x0A) {
                            sawNewline = true
                        }
                    }
                    sawSpace = true
                    i += 1
                    continue
                }
                var end = t.end
                if kind == .stringBegin {
                    // Fold the literal: skip to the matching end, counting nested literals.
                    var depth = 0
                    var j = i
                    while j < n {
                        let k = toks[j].kind
                        if k == .stringBegin { depth += 1 }
                        else if k == .stringEnd { depth -= 1; if depth == 0 { break } }
                        else if k.isComment { comments.append(toks[j].range) }
                        j += 1
                    }
                    end = j < n ? toks[j].end : toks[n - 1].end
                    i = j
                } else if kind == .invalidUTF8 || kind == .unknown {
                    sawSpace = true
                    i += 1
                    continue
                }
                kindsBuf[count] = kind
                auxBuf[count] = t.aux
                startBuf[count] = Int32(truncatingIfNeeded: t.start)
                endBuf[count] = Int32(truncatingIfNeeded: end)
                nlBuf[count] = sawNewline
                spBuf[count] = sawSpace
                count += 1
                sawNewline = false
                sawSpace = false
                i += 1
            }
        }
        kinds = Array(UnsafeBufferPointer(start: kindsBuf, count: count))
        aux = Array(UnsafeBufferPointer(start: auxBuf, count: count))
        starts = Array(UnsafeBufferPointer(start: startBuf, count: count))
        ends = Array(UnsafeBufferPointer(start: endBuf, count: count))
        newlineBefore = Array(UnsafeBufferPointer(start: nlBuf, count: count))
        spaceBefore = Array(UnsafeBufferPointer(start: spBuf, count: count))
        matchBrackets()
    }

    /// Matches brackets with a stack. A closer looks at most 64 openers down (so hostile
    /// input stays linear); it never closes across a `{` unless it is a `}`, which keeps the
    /// brace structure right when parentheses are left open inside a block.
    private mutating func matchBrackets() {
        match = [Int32](repeating: -1, count: kinds.count)
        var stack: [Int32] = []
        for i in 0..<kinds.count {
            let kind = kinds[i]
            switch kind {
            case .leftParen, .leftSquare, .leftBrace:
                stack.append(Int32(i))
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
                    let o = stack[found]
                    stack.removeSubrange(found...)
                    match[Int(o)] = Int32(i)
                    match[i] = o
                }
            default:
                break
            }
        }
    }

    @inline(__always) func start(_ i: Int) -> Int { Int(starts[i]) }
    @inline(__always) func end(_ i: Int) -> Int { Int(ends[i]) }
    @inline(__always) func keyword(_ i: Int) -> Keyword { Keyword(rawValue: aux[i]) ?? .none }
}
