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
        var comments: [Range<Int>] = []
        // Brackets are matched in the same loop (first pass; see `BracketMatcher`).
        var matcher = BracketMatcher(capacity: n)
        defer { matcher.deallocate() }
        tokens.withUnsafeBufferPointer { toks in
            bytes.withUnsafeBufferPointer { buf in
                var i = 0
                while i < n {
                    let t = toks[i]
                    let kind = t.kind
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
        }
        self.comments = comments
        kinds = Array(UnsafeBufferPointer(start: kindsBuf, count: count))
        aux = Array(UnsafeBufferPointer(start: auxBuf, count: count))
        starts = Array(UnsafeBufferPointer(start: startBuf, count: count))
        ends = Array(UnsafeBufferPointer(start: endBuf, count: count))
        newlineBefore = Array(UnsafeBufferPointer(start: nlBuf, count: count))
        spaceBefore = Array(UnsafeBufferPointer(start: spBuf, count: count))
        matcher.finish(count: count)
        match = matcher.balanced ? matcher.result(count: count)
            : BracketMatcher.recover(kinds: kinds, starts: starts, newlineBefore: newlineBefore, aux: aux, bytes: bytes)
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
