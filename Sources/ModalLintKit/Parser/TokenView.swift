/// The parser's view of a file's tokens: trivia dropped, every string literal (its
/// interpolations included) folded into one `stringBegin` item spanning the whole literal,
/// brackets matched once up front so any group can be skipped in O(1).
///
/// A group that never closes still ends somewhere (a *soft end*, see `BracketMatcher`), so
/// one missing `)` or `}` costs the parser one group, not the rest of the file.
///
/// A final class with constant arrays: the parser passes it around by reference, so no
/// method call copies (and retains) eight arrays.
final class TokenView {
    let kinds: [TokenKind]
    let aux: [UInt8]
    let starts: [Int32]
    let ends: [Int32]
    /// Whether a line break (or a comment containing one) precedes the token.
    let newlineBefore: [Bool]
    /// Whether any trivia precedes the token.
    let spaceBefore: [Bool]
    /// For `(`, `[`, `{`: the index of the matching closer (greater than the opener's), or
    /// for a group that never closes `-(end + 2)`, where `end` is the index of the first
    /// token after the group (its soft end). Closers point back to their opener, or hold -1.
    let match: [Int32]
    let comments: [Range<Int>]

    var count: Int { kinds.count }

    init(tokens: UnsafeBufferPointer<Token>, bytes: [UInt8]) {
        // One pass writing straight into the six arrays (allocated for every token, filled
        // for the significant ones: no scratch copies, and pages never written are never
        // touched), brackets matched in the same loop.
        let n = tokens.count
        var count = 0
        var comments: [Range<Int>] = []
        var matcher = BracketMatcher(capacity: n)
        defer { matcher.deallocate() }
        var aux: [UInt8] = [], starts: [Int32] = [], ends: [Int32] = [], newlineBefore: [Bool] = [], spaceBefore: [Bool] = []
        let kinds = [TokenKind](unsafeUninitializedCapacity: n) { kindsBuf, kindsCount in
            aux = [UInt8](unsafeUninitializedCapacity: n) { auxBuf, auxCount in
                starts = [Int32](unsafeUninitializedCapacity: n) { startBuf, startCount in
                    ends = [Int32](unsafeUninitializedCapacity: n) { endBuf, endCount in
                        newlineBefore = [Bool](unsafeUninitializedCapacity: n) { nlBuf, nlCount in
                            spaceBefore = [Bool](unsafeUninitializedCapacity: n) { spBuf, spCount in
                                count = TokenView.fill(tokens, bytes, &comments, &matcher,
                                                       kindsBuf, auxBuf, startBuf, endBuf, nlBuf, spBuf)
                                spCount = count
                            }
                            nlCount = count
                        }
                        endCount = count
                    }
                    startCount = count
                }
                auxCount = count
            }
            kindsCount = count
        }
        self.comments = comments
        self.kinds = kinds
        self.aux = aux
        self.starts = starts
        self.ends = ends
        self.newlineBefore = newlineBefore
        self.spaceBefore = spaceBefore
        matcher.finish(count: count)
        match = matcher.balanced ? matcher.result(count: count)
            : BracketMatcher.recover(kinds: kinds, starts: starts, newlineBefore: newlineBefore, aux: aux, bytes: bytes)
    }

    /// The loop of `init`: trivia dropped (remembered as the flags of the next token), string
    /// literals folded, brackets matched. Returns how many tokens it wrote.
    private static func fill(_ tokens: UnsafeBufferPointer<Token>, _ bytes: [UInt8], _ comments: inout [Range<Int>], _ matcher: inout BracketMatcher,
                             _ kindsBuf: UnsafeMutableBufferPointer<TokenKind>, _ auxBuf: UnsafeMutableBufferPointer<UInt8>,
                             _ startBuf: UnsafeMutableBufferPointer<Int32>, _ endBuf: UnsafeMutableBufferPointer<Int32>,
                             _ nlBuf: UnsafeMutableBufferPointer<Bool>, _ spBuf: UnsafeMutableBufferPointer<Bool>) -> Int {
        let n = tokens.count
        var count = 0
        var sawNewline = true
        var sawSpace = true
        let toks = tokens
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            while i < n {
                let t = toks[i]
                let kind = t.kind
                // White space the lexer did not emit as tokens (`Lexer.withTokens`).
                if t.spaceBits != 0 {
                    sawSpace = true
                    if t.spaceBits & Token.newlineBefore != 0 { sawNewline = true }
                }
                if kind.isTrivia {
                    if kind == .newline || kind == .conflictMarker || kind == .shebang {
                        sawNewline = true
                    } else if kind.isComment {
                        comments.append(t.range)
                        if (kind == .blockComment || kind == .docBlockComment) && !sawNewline {
                            var b = t.start
                            let e = t.end
                            while b < e && buf[b] != 0x0A { b += 1 }
                            if b < e { sawNewline = true }
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
                switch kind {
                case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare:
                    matcher.bracket(count, kind)
                case .poundKeyword:
                    matcher.directive(count, BracketMatcher.directiveWord(buf, at: t.start))
                default:
                    break
                }
                count += 1
                sawNewline = false
                sawSpace = false
                i += 1
            }
        }
        return count
    }

    @inline(__always) func start(_ i: Int) -> Int { Int(starts[i]) }
    @inline(__always) func end(_ i: Int) -> Int { Int(ends[i]) }
    /// The keyword of word token `i` (`.none` for a plain identifier). `Keyword`'s raw values
    /// run from 0 without gaps, so a value below the case count is read directly.
    @inline(__always) func keyword(_ i: Int) -> Keyword {
        let raw = aux[i]
        return raw < keywordLimit ? unsafeBitCast(raw, to: Keyword.self) : .none
    }
    private let keywordLimit = UInt8(truncatingIfNeeded: Keyword.allCases.count)
}
