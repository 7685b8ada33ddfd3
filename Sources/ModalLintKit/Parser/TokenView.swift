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
        let n = tokens.count
        kinds.reserveCapacity(n / 2)
        aux.reserveCapacity(n / 2)
        starts.reserveCapacity(n / 2)
        ends.reserveCapacity(n / 2)
        newlineBefore.reserveCapacity(n / 2)
        spaceBefore.reserveCapacity(n / 2)
        var sawNewline = true
        var sawSpace = true
        var i = 0
        while i < n {
            let t = tokens[i]
            if t.kind.isTrivia {
                if t.kind == .newline || t.kind == .conflictMarker || t.kind == .shebang { sawNewline = true }
                if t.kind.isComment {
                    comments.append(t.range)
                    if (t.kind == .blockComment || t.kind == .docBlockComment) && bytes[t.range].contains(0x0A) {
                        sawNewline = true
                    }
                }
                sawSpace = true
                i += 1
                continue
            }
            var end = t.end
            if t.kind == .stringBegin {
                // Fold the literal: skip to the matching end, counting nested literals.
                var depth = 0
                var j = i
                while j < n {
                    let k = tokens[j].kind
                    if k == .stringBegin { depth += 1 }
                    else if k == .stringEnd { depth -= 1; if depth == 0 { break } }
                    else if k.isComment { comments.append(tokens[j].range) }
                    j += 1
                }
                end = j < n ? tokens[j].end : tokens[n - 1].end
                i = j
            } else if t.kind == .invalidUTF8 || t.kind == .unknown {
                sawSpace = true
                i += 1
                continue
            }
            kinds.append(t.kind)
            aux.append(t.aux)
            starts.append(Int32(truncatingIfNeeded: t.start))
            ends.append(Int32(truncatingIfNeeded: end))
            newlineBefore.append(sawNewline)
            spaceBefore.append(sawSpace)
            sawNewline = false
            sawSpace = false
            i += 1
        }
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
