/// The parser's view of a file's tokens: trivia dropped, every string literal (its
/// interpolations included) folded into one `stringBegin` item spanning the whole literal,
/// brackets matched once up front so any group can be skipped in O(1).
///
/// A group that never closes still ends somewhere (a *soft end*, see `BracketMatcher`), so
/// one missing `)` or `}` costs the parser one group, not the rest of the file.
///
/// A final class over raw memory it owns (`TokenViewBuilder.Parts`, freed in `deinit`; the
/// buffers below are views of it): the parser passes it around by reference, and reads an
/// item with one load, no bounds check and no retain. The lexer writes it directly
/// (`TokenViewBuilder`, `Lexer.view`): no array of tokens is made first.
final class TokenView {
    private let parts: TokenViewBuilder.Parts
    let kinds: UnsafeBufferPointer<TokenKind>
    let aux: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int32>
    let ends: UnsafeBufferPointer<Int32>
    /// Whether a line break (or a comment containing one) precedes the token.
    let newlineBefore: UnsafeBufferPointer<Bool>
    /// Whether any trivia precedes the token.
    let spaceBefore: UnsafeBufferPointer<Bool>
    /// For `(`, `[`, `{`: the index of the matching closer (greater than the opener's), or
    /// for a group that never closes `-(end + 2)`, where `end` is the index of the first
    /// token after the group (its soft end). Closers point back to their opener, or hold -1.
    let match: UnsafeBufferPointer<Int32>
    let comments: [Range<Int>]
    /// Whether an identifier spells one of `PresentationNames` (set by `Lexer.view`).
    let namesPresentation: Bool

    let count: Int

    /// The view of tokens lexed earlier (all of them, or with white space skipped).
    convenience init(tokens: UnsafeBufferPointer<Token>, bytes: [UInt8]) {
        let parts = bytes.withUnsafeBufferPointer { buf in
            var builder = TokenViewBuilder(bytes: buf, capacity: tokens.count)
            for t in tokens { builder.add(t) }
            return builder.finish()
        }
        self.init(parts)
    }

    init(_ b: TokenViewBuilder.Parts) {
        parts = b
        count = b.count
        kinds = UnsafeBufferPointer(start: b.kinds, count: count)
        aux = UnsafeBufferPointer(start: b.aux, count: count)
        starts = UnsafeBufferPointer(start: b.starts, count: count)
        ends = UnsafeBufferPointer(start: b.ends, count: count)
        newlineBefore = UnsafeBufferPointer(start: b.newlineBefore, count: count)
        spaceBefore = UnsafeBufferPointer(start: b.spaceBefore, count: count)
        match = UnsafeBufferPointer(start: b.match, count: count)
        comments = Array(UnsafeBufferPointer(start: b.comments, count: b.commentCount))
        namesPresentation = b.namesPresentation
    }

    /// The arrays go back to this thread's cache, for the next file lexed here.
    deinit { ParserThreadCache.current.giveBack(parts) }

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

/// Builds a `TokenView` one lexed token at a time: trivia dropped (remembered as the flags of
/// the next item), string literals folded, brackets matched in the same step. The lexer feeds
/// it as it goes (`LexerState.push`), so the file's tokens never exist all at once.
struct TokenViewBuilder {
    /// The memory `TokenView` takes over: the six per-token arrays, the bracket matcher's
    /// (its `match` is the view's), the comments, each with room for `capacity` entries
    /// (comments `commentCapacity`). A finished view gives it to its thread's
    /// `ParserThreadCache`, and the next file lexed on that thread writes into it: no
    /// allocation per file for these eleven arrays, and memory that is still in the core's
    /// caches.
    struct Parts {
        var kinds: UnsafeMutablePointer<TokenKind>
        var aux: UnsafeMutablePointer<UInt8>
        var starts: UnsafeMutablePointer<Int32>
        var ends: UnsafeMutablePointer<Int32>
        var newlineBefore: UnsafeMutablePointer<Bool>
        var spaceBefore: UnsafeMutablePointer<Bool>
        var matcher: BracketMatcher.Storage
        var comments: UnsafeMutablePointer<Range<Int>>
        var commentCount = 0
        var commentCapacity: Int
        var count = 0
        var capacity: Int
        /// See `TokenView.namesPresentation`.
        var namesPresentation = true

        var match: UnsafeMutablePointer<Int32> { matcher.match }

        /// Room for `capacity` items.
        init(capacity c: Int) {
            capacity = c
            kinds = .allocate(capacity: c)
            aux = .allocate(capacity: c)
            starts = .allocate(capacity: c)
            ends = .allocate(capacity: c)
            newlineBefore = .allocate(capacity: c)
            spaceBefore = .allocate(capacity: c)
            matcher = BracketMatcher.Storage(stack: .allocate(capacity: c), stackKinds: .allocate(capacity: c),
                                             indents: .allocate(capacity: c), match: .allocate(capacity: c))
            commentCapacity = 16
            comments = .allocate(capacity: commentCapacity)
        }

        /// Room for `capacity` items, the `count` so far kept (the matcher's arrays aside:
        /// it grows those).
        mutating func grow(to c: Int) {
            kinds = kinds.moved(toCapacity: c, count: count)
            aux = aux.moved(toCapacity: c, count: count)
            starts = starts.moved(toCapacity: c, count: count)
            ends = ends.moved(toCapacity: c, count: count)
            newlineBefore = newlineBefore.moved(toCapacity: c, count: count)
            spaceBefore = spaceBefore.moved(toCapacity: c, count: count)
            capacity = c
        }

        @inline(__always)
        mutating func appendComment(_ r: Range<Int>) {
            if commentCount == commentCapacity {
                commentCapacity *= 2
                comments = comments.moved(toCapacity: commentCapacity, count: commentCount)
            }
            (comments + commentCount).initialize(to: r)
            commentCount += 1
        }

        /// Empty again, for the next file.
        mutating func reset() {
            count = 0
            commentCount = 0
        }

        func deallocate() {
            kinds.deallocate()
            aux.deallocate()
            starts.deallocate()
            ends.deallocate()
            newlineBefore.deallocate()
            spaceBefore.deallocate()
            matcher.deallocate()
            comments.deallocate()
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var parts: Parts
    private var capacity: Int
    private var matcher: BracketMatcher
    private var sawNewline = true
    private var sawSpace = true
    /// Inside a string literal being folded: how many literals are open (interpolations nest
    /// them), and the item that stands for the outermost.
    private var foldDepth = 0
    private var foldItem = 0
    /// The end of the last token seen (an unclosed literal ends there).
    private var lastEnd = 0

    /// `capacity`: a guess at the number of items (more is made room for as needed).
    /// The arrays come from the thread's `ParserThreadCache` when it holds some with room for
    /// `capacity`.
    init(bytes: UnsafeBufferPointer<UInt8>, capacity: Int) {
        self.bytes = bytes
        let parts = ParserThreadCache.current.takeTokenParts(capacity: max(capacity, 16))
        self.parts = parts
        self.capacity = parts.capacity
        matcher = BracketMatcher(storage: parts.matcher, capacity: parts.capacity)
    }

    @inline(never)
    private mutating func grow() {
        let c = capacity * 2
        parts.grow(to: c)
        matcher.grow(to: c, count: parts.count)
        parts.matcher = matcher.storage
        capacity = c
    }

    /// The next token of the file.
    @inline(__always)
    mutating func add(_ t: Token) {
        let kind = t.kind
        lastEnd = t.end
        if foldDepth > 0 {
            // Inside a literal: only its nesting and the comments of its interpolations count.
            if kind == .stringBegin {
                foldDepth += 1
            } else if kind == .stringEnd {
                foldDepth -= 1
                if foldDepth == 0 { parts.ends[foldItem] = Int32(truncatingIfNeeded: t.end) }
            } else if kind.isComment {
                parts.appendComment(t.range)
            }
            return
        }
        // White space the lexer did not emit as tokens (`Lexer.view`).
        if t.spaceBits != 0 {
            sawSpace = true
            if t.spaceBits & Token.newlineBefore != 0 { sawNewline = true }
        }
        if kind.isTrivia {
            if kind == .newline || kind == .conflictMarker || kind == .shebang {
                sawNewline = true
            } else if kind.isComment {
                parts.appendComment(t.range)
                if (kind == .blockComment || kind == .docBlockComment) && !sawNewline {
                    var b = t.start
                    let e = t.end
                    while b < e && bytes[b] != 0x0A { b += 1 }
                    if b < e { sawNewline = true }
                }
            }
            sawSpace = true
            return
        }
        if kind == .invalidUTF8 || kind == .unknown {
            sawSpace = true
            return
        }
        if parts.count == capacity { grow() }
        let i = parts.count
        if kind == .stringBegin {
            // Folded: the item ends where the literal's matching `stringEnd` does.
            foldDepth = 1
            foldItem = i
        }
        parts.kinds[i] = kind
        parts.aux[i] = t.aux
        parts.starts[i] = Int32(truncatingIfNeeded: t.start)
        parts.ends[i] = Int32(truncatingIfNeeded: t.end)
        parts.newlineBefore[i] = sawNewline
        parts.spaceBefore[i] = sawSpace
        matcher.open(i)
        switch kind {
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare:
            matcher.bracket(i, kind)
        case .poundKeyword:
            matcher.directive(i, BracketMatcher.directiveWord(bytes, at: t.start))
        default:
            break
        }
        parts.count = i + 1
        sawNewline = false
        sawSpace = false
    }

    /// `add` for a significant token that is neither a string literal, a `#` keyword nor a
    /// stray character: inlined with a constant kind, only its own steps remain.
    @inline(__always)
    mutating func addSignificant(_ t: Token) {
        lastEnd = t.end
        if foldDepth > 0 { return }
        if t.spaceBits != 0 {
            sawSpace = true
            if t.spaceBits & Token.newlineBefore != 0 { sawNewline = true }
        }
        if parts.count == capacity { grow() }
        let i = parts.count
        let kind = t.kind
        parts.kinds[i] = kind
        parts.aux[i] = t.aux
        parts.starts[i] = Int32(truncatingIfNeeded: t.start)
        parts.ends[i] = Int32(truncatingIfNeeded: t.end)
        parts.newlineBefore[i] = sawNewline
        parts.spaceBefore[i] = sawSpace
        matcher.open(i)
        switch kind {
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare:
            matcher.bracket(i, kind)
        default:
            break
        }
        parts.count = i + 1
        sawNewline = false
        sawSpace = false
    }

    /// The finished view's memory (call once: the builder's memory passes to the view).
    mutating func finish() -> Parts {
        // A literal left open runs to the last token.
        if foldDepth > 0 { parts.ends[foldItem] = Int32(truncatingIfNeeded: lastEnd) }
        let n = parts.count
        matcher.finish(count: n)
        parts.matcher = matcher.storage
        if !matcher.balanced {
            BracketMatcher.recover(kinds: UnsafeBufferPointer(start: parts.kinds, count: n), starts: UnsafeBufferPointer(start: parts.starts, count: n),
                                   newlineBefore: UnsafeBufferPointer(start: parts.newlineBefore, count: n),
                                   aux: UnsafeBufferPointer(start: parts.aux, count: n), bytes: bytes, into: parts.match)
        }
        return parts
    }
}
