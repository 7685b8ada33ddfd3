/// The Swift lexer: bytes in, tokens out, trivia included.
///
/// It never fails and never traps: unterminated literals and comments, invalid UTF-8 and
/// stray characters all become tokens that say so. Every step consumes at least one byte
/// or ends a string at a line break it then consumes, so lexing always terminates.
/// String interpolation is handled with an explicit stack of lexer states (no recursion),
/// so nesting depth costs heap, not call stack.
///
/// Where Swift's lexical grammar leaves a choice (a regex or a division, a prefix or an
/// infix operator, where a malformed number ends), the lexer decides as swiftc and
/// swift-syntax (`SwiftParser/Lexer/Cursor.swift`) do, so that token boundaries agree with
/// the compiler's.
public enum Lexer {
    /// Lexes `bytes` into tokens that tile them exactly (unless `skippingSpace`).
    ///
    /// `skippingSpace`: white space and line breaks make no tokens; the token after them
    /// carries them instead (what `Parser.parse` lexes, and what `Parser.parse(_:tokens:)`
    /// reads). The tokens then no longer tile the file.
    public static func tokenize(_ bytes: [UInt8], skippingSpace: Bool = false) -> [Token] {
        bytes.withUnsafeBufferPointer { buf in
            var state = LexerState(buf, skippingSpace: skippingSpace)
            state.run()
            return state.finishTokens()
        }
    }

    /// Lexes a source file.
    public static func tokenize(_ file: SourceFile) -> [Token] { tokenize(file.bytes) }

    /// Lexes `bytes` straight into the parser's view of them (what `Parser.parse` reads): white
    /// space skipped, each token handed to a `TokenViewBuilder` as it is made, so no token
    /// array exists. The same view as `TokenView(tokens:bytes:)` over `tokenize(bytes)`.
    static func view(_ bytes: [UInt8]) -> TokenView {
        bytes.withUnsafeBufferPointer { buf in
            var state = LexerState(buf, skippingSpace: true, building: true)
            state.run()
            let b = state.builder.unsafelyUnwrapped
            defer { b.deinitialize(count: 1); b.deallocate() }
            var parts = b.pointee.finish()
            parts.namesPresentation = state.namesPresentation
            return TokenView(parts)
        }
    }
}

/// One pending interpolation: the string to resume when its `)` arrives.
struct InterpolationFrame {
    /// Open parentheses inside the interpolation not yet closed.
    var depth: Int
    var hashes: Int
    var multiline: Bool
    var singleQuote: Bool
}

/// Bits of `Token.aux` on a `poundKeyword`.
public enum PoundKeywordFlags {
    /// `#if`, `#elseif`, `#else`, `#endif`: a conditional-compilation directive.
    public static let directive: UInt8 = 1
}

/// Where an emptied `LexerState` points (see `freeTokens`).
private let noTokens = UnsafeMutablePointer<Token>.allocate(capacity: 1)

/// The lexer's mutable state over one buffer. It owns raw token storage: made once per
/// lexing by `Lexer`, never copied, and ended by `finishTokens` or `lendTokens`, which free it.
struct LexerState {
    let buf: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    /// The tokens so far: `tokenCount` of `tokenCapacity` slots, grown by doubling. Raw
    /// memory rather than an array: `emit` runs for every token, and an array append checks
    /// uniqueness and capacity through calls each time.
    private var tokenStorage: UnsafeMutablePointer<Token>
    private var tokenCount = 0
    private var tokenCapacity: Int
    let keywords = KeywordTable.shared
    /// `PresentationNames.shared`, and whether an identifier spelled one of them.
    let presentationNames = PresentationNames.shared
    var namesPresentation = false
    /// `CharacterClasses.identifierBodyTable`, read once per lexing.
    let identifierBody = CharacterClasses.identifierBodyTable
    /// `CharacterClasses.plainSpaceTable`, read once per lexing.
    let plainSpace = CharacterClasses.plainSpaceTable
    var stack: [InterpolationFrame] = []
    /// The last significant token's kind and detail (for regex, number and fixity
    /// decisions); trivia and stray characters leave it alone, as they are trivia to swiftc.
    var lastKind: TokenKind? = nil
    var lastAux: UInt8 = 0
    /// Set after `try?` / `try!`: `try` cannot be the left side of an infix operator, so a
    /// following `/` opens a regex even when spaced like a division (`try? / x/.match(s)`).
    var preferRegex = false
    /// After `@available`, `#available` and kin, before their `(`.
    var availabilityPending = false
    /// Parenthesis depth inside an availability argument list (0 outside one). Inside it,
    /// `13.0` is a version, `13` `.` `0`, as the Swift parser splits it.
    var availabilityDepth = 0

    // Memos of look-aheads that failed, so that hostile input (a megabyte of `#`, of `“`, of
    // `<<<<<<< ` lines, of `#/` lines) stays linear: each records where a failed scan ended,
    // and a later scan that starts before that point would fail the same way.
    /// The end of a run of `#` that opens neither a raw string nor a regex.
    var plainPoundRunEnd = -1
    /// Where a curly-quoted string scan gave up; starts before it give up too.
    var curlyQuoteFailEnd = -1
    /// Conflict openers (`<<<<<<< `, `>>>> `) after these offsets have no closing line.
    var conflictFailFrom = -1
    var perforceConflictFailFrom = -1
    /// A multi-line `#/` regex starting after this offset, with at least
    /// `unclosedRegexPounds` `#`, never closes.
    var unclosedRegexFrom = Int.max
    var unclosedRegexPounds = Int.max

    /// Whether white space goes into `pendingSpace` instead of tokens (`tokenize(_:skippingSpace:)`, `Lexer.view`).
    let skippingSpace: Bool
    /// `Token.spaceBits` for the next token pushed.
    var pendingSpace: UInt8 = 0

    /// Where tokens go when `building` (`Lexer.view`) instead of the token storage. Held
    /// by pointer: inline, it made the state so large that every call of a non-mutating
    /// helper copied it.
    let builder: UnsafeMutablePointer<TokenViewBuilder>?
    let building: Bool

    init(_ buf: UnsafeBufferPointer<UInt8>, skippingSpace: Bool = false, building: Bool = false) {
        self.buf = buf
        self.n = buf.count
        self.skippingSpace = skippingSpace
        self.building = building
        // Real code has about one token (trivia included) per 4-5 bytes, and one the parser
        // reads per 5-6; reserving that much, capped, saves most regrowth without reserving
        // gigabytes for a huge or hostile file (the storage doubles when the guess is short).
        if building {
            let b = UnsafeMutablePointer<TokenViewBuilder>.allocate(capacity: 1)
            b.initialize(to: TokenViewBuilder(bytes: buf, capacity: min(buf.count / 4, 1 << 22) + 16))
            builder = b
            tokenCapacity = 0
            tokenStorage = noTokens
        } else {
            builder = nil
            tokenCapacity = min(buf.count / 4, 1 << 22) + 16
            tokenStorage = .allocate(capacity: tokenCapacity)
        }
    }

    @inline(__always)
    mutating func push(_ t: Token) {
        let t = takingPendingSpace(t)
        if building {
            builder.unsafelyUnwrapped.pointee.add(t)
        } else {
            store(t)
        }
    }

    /// `t` with the white space skipped before it (`spaceBits`), which is then cleared.
    @inline(__always)
    mutating func takingPendingSpace(_ t: Token) -> Token {
        guard pendingSpace != 0 else { return t }
        var t = t
        t.spaceBits = pendingSpace
        pendingSpace = 0
        return t
    }

    @inline(__always)
    mutating func store(_ t: Token) {
        if tokenCount == tokenCapacity { growTokens() }
        (tokenStorage + tokenCount).initialize(to: t)
        tokenCount += 1
    }

    /// White space from `start` to `pos`, containing a line break or not: a token, or the
    /// next token's `spaceBits` when skipping space.
    @inline(__always)
    mutating func emitSpace(newline: Bool, from start: Int) {
        if skippingSpace {
            pendingSpace |= newline ? Token.spaceBefore | Token.newlineBefore : Token.spaceBefore
        } else {
            emit(newline ? .newline : .whitespace, from: start)
        }
    }

    @inline(never)
    mutating func growTokens() {
        let capacity = Swift.max(16, tokenCapacity * 2)
        let bigger = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
        bigger.moveInitialize(from: tokenStorage, count: tokenCount)
        if tokenCapacity > 0 { tokenStorage.deallocate() }
        tokenStorage = bigger
        tokenCapacity = capacity
    }

    /// Frees the tokens; the state is empty afterwards (it points at `noTokens`, which is
    /// never freed, with no capacity: a later `push` allocates afresh).
    private mutating func freeTokens() {
        if tokenCapacity > 0 { tokenStorage.deallocate() }
        tokenStorage = noTokens
        tokenCount = 0
        tokenCapacity = 0
    }

    /// Lends the tokens to `body`, then frees them (call once, at the end).
    mutating func lendTokens<R>(_ body: (UnsafeBufferPointer<Token>) -> R) -> R {
        defer { freeTokens() }
        return body(UnsafeBufferPointer(start: tokenStorage, count: tokenCount))
    }

    /// The tokens as an array; the raw storage is freed (call once, at the end).
    mutating func finishTokens() -> [Token] { lendTokens { Array($0) } }

    @inline(__always)
    func peek(_ k: Int) -> UInt8 { pos + k < n ? buf[pos + k] : 0xFF }

    @inline(__always)
    func byte(at i: Int) -> UInt8 { i < n && i >= 0 ? buf[i] : 0xFF }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, aux: UInt8 = 0) {
        push(Token(kind: kind, aux: aux, offset: start, length: pos - start))
        if !kind.isTrivia {
            preferRegex = (kind == .postfixQuestion || kind == .exclamation)
                && lastKind == .keyword && lastAux == Keyword.try.rawValue
            noteSignificant(kind, aux: aux)
        }
    }

    /// What a significant token leaves for the decisions after it: the availability
    /// argument state and the last kind and detail.
    @inline(__always)
    mutating func noteSignificant(_ kind: TokenKind, aux: UInt8) {
        if availabilityPending {
            availabilityPending = false
            if kind == .leftParen { availabilityDepth = 1 }
        } else if availabilityDepth > 0 && Self.endsAvailabilityArguments(kind) {
            // An argument list left open: stop splitting versions at the next
            // declaration or block rather than for the rest of the file.
            availabilityDepth = 0
        }
        lastKind = kind
        lastAux = aux
    }

    /// `emit` for the common significant kinds (words, punctuation, brackets, operators): not
    /// trivia, literals, stray characters, `#` keywords, `?` or `!`. Inlined with a constant
    /// kind, what `emit` and the view builder would check for other kinds falls away.
    @inline(__always)
    mutating func emitFast(_ kind: TokenKind, from start: Int, aux: UInt8 = 0) {
        let t = takingPendingSpace(Token(kind: kind, aux: aux, offset: start, length: pos - start))
        if building {
            builder.unsafelyUnwrapped.pointee.addSignificant(t)
        } else {
            store(t)
        }
        preferRegex = false
        noteSignificant(kind, aux: aux)
    }

    /// Tokens that never occur in availability arguments (`iOS 13.0, *`, `message: "…"`).
    @inline(__always)
    static func endsAvailabilityArguments(_ kind: TokenKind) -> Bool {
        switch kind {
        case .keyword, .leftBrace, .rightBrace, .semicolon, .attribute, .poundKeyword: return true
        default: return false
        }
    }

    /// Emits a character swiftc skips as (erroneous) trivia: it does not count as the
    /// previous token for later decisions.
    @inline(__always)
    mutating func emitStray(_ kind: TokenKind, from start: Int) {
        push(Token(kind: kind, offset: start, length: pos - start))
    }

    mutating func run() {
        lexFileStart()
        while pos < n {
            if skippingSpace && stack.isEmpty { skipPlainSpace() }
            guard pos < n else { break }
            // Words and one-byte punctuation, the most common tokens, here: `lexOne`'s
            // dispatch (a large function, costly to enter) takes the rest.
            let c = buf[pos]
            if CharacterClasses.isASCIIIdentifierHead(c) {
                lexIdentifier()
            } else if let kind = Self.punctuation(c) {
                pos += 1
                emitFast(kind, from: pos - 1)
            } else {
                lexOne()
            }
        }
        // Strings still open at the end of the file: close each with an empty, unterminated end.
        while let top = stack.popLast() {
            emit(.stringEnd, from: pos, aux: Self.stringFlags(top) | LiteralFlags.unterminated)
        }
    }

    /// A byte order mark and a shebang line are only recognised at the very start.
    mutating func lexFileStart() {
        if n >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF {
            pos = 3
            emit(.byteOrderMark, from: 0)
        }
        if peek(0) == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            let start = pos
            skipToLineEnd()
            emit(.shebang, from: start)
        }
    }

    @inline(__always)
    mutating func skipToLineEnd() {
        var p = pos
        let base = buf.baseAddress.unsafelyUnwrapped
        // Eight bytes at a time while none of them is a line break (a byte of `w ^ 0x0A…` is
        // zero exactly where `w` has a `\n`; the usual zero-byte test finds it).
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while p + 8 <= n {
            let w = UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)
            let lf = w ^ (ones &* 0x0A), cr = w ^ (ones &* 0x0D)
            if ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs != 0 { break }
            p += 8
        }
        while p < n && base[p] != 0x0A && base[p] != 0x0D { p += 1 }
        pos = p
    }

    /// Lexes exactly one token (or, in a string, one run of string parts) at `pos`: any but
    /// a word or one-byte punctuation, which `run` settles before calling this.
    mutating func lexOne() {
        let start = pos
        let c = buf[pos]
        assert(!CharacterClasses.isASCIIIdentifierHead(c) && Self.punctuation(c) == nil, "run() lexes words and punctuation")
        switch c {
        case 0x20:
            // A single space between two tokens (the most common white space) is settled
            // here; anything longer goes to `lexWhitespace`.
            let next = peek(1)
            if next > 0x20 && next != 0xC2 && next != 0xFF || pos + 1 == n {
                pos += 1
                emitSpace(newline: false, from: start)
            } else {
                lexWhitespace()
            }
        case 0x09, 0x0B, 0x0C, 0x00, 0x0A, 0x0D:
            lexWhitespace()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexStringStart(hashes: 0)
        case UInt8(ascii: "("):
            pos += 1
            if !stack.isEmpty { stack[stack.count - 1].depth += 1 }
            if availabilityDepth > 0 { availabilityDepth += 1 }
            emitFast(.leftParen, from: start)
        case UInt8(ascii: ")"):
            pos += 1
            if let top = stack.last {
                if top.depth == 0 {
                    stack.removeLast()
                    emit(.interpolationEnd, from: start)
                    lexStringBody(hashes: top.hashes, multiline: top.multiline, singleQuote: top.singleQuote)
                    return
                }
                stack[stack.count - 1].depth -= 1
            }
            if availabilityDepth > 0 { availabilityDepth -= 1 }
            emitFast(.rightParen, from: start)
        case UInt8(ascii: "\\"): pos += 1; emitFast(.backslash, from: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            lexAt()
        case UInt8(ascii: "$"):
            lexDollar()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if peek(1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case UInt8(ascii: "<"):
            if atLineStart && lexConflict() { return }
            if peek(1) == UInt8(ascii: "#"), let end = editorPlaceholderEnd(from: pos) {
                pos = end
                emit(.identifier, from: start)
                return
            }
            lexOperator()
        case UInt8(ascii: ">"):
            if atLineStart && lexConflict() { return }
            lexOperator()
        case UInt8(ascii: "."):
            // `.name`: a lone period (what `lexOperator` would decide, without its scans).
            if CharacterClasses.isASCIIIdentifierHead(peek(1)) {
                pos += 1
                emitFast(.period, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "="):
            // ` = ` and `=` before a word: a lone `=` (as `lexOperator` would decide).
            let next = peek(1)
            if next == 0x20 || CharacterClasses.isASCIIIdentifierHead(next) {
                pos += 1
                emitFast(.equal, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "|"), UInt8(ascii: "-"),
             UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCII()
        default:
            // Control characters and DEL: swiftc skips them as erroneous trivia.
            pos += 1
            emitStray(.unknown, from: start)
        }
    }

    /// The token of a byte that always stands alone as one: `{ } [ ] , : ;`.
    @inline(__always)
    static func punctuation(_ c: UInt8) -> TokenKind? {
        switch c {
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        default: return nil
        }
    }

    /// Spaces, tabs and line breaks before the next token, when they only set the next token's
    /// `spaceBits` (skipping space, no string open whose line a break would end). Other white
    /// space is left to `lexWhitespace`: the bits of the two add up the same.
    @inline(__always)
    mutating func skipPlainSpace() {
        var p = pos
        var bits: UInt8 = 0
        let base = buf.baseAddress.unsafelyUnwrapped
        let space = plainSpace
        while p < n {
            // The `spaceBits` a byte adds (0: not plain white space).
            let c = space[Int(base[p])]
            if c == 0 { break }
            bits |= c
            p += 1
            // Indentation: eight spaces at a time.
            while p + 8 <= n && UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { p += 8 }
        }
        pos = p
        pendingSpace |= bits
    }

    /// A run of white space; no-break spaces (U+00A0) count, as swiftc skips them too.
    mutating func lexWhitespace() {
        var start = pos
        var sawNewline = false
        while pos < n {
            let b = buf[pos]
            // Spaces and tabs first: most whitespace is indentation, skipped eight bytes at a
            // time, in a local (the loop does not write `pos` back on every byte).
            if b == 0x20 || b == 0x09 {
                var p = pos + 1
                let base = buf.baseAddress!
                while p + 8 <= n && UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { p += 8 }
                while p < n && (base[p] == 0x20 || base[p] == 0x09) { p += 1 }
                pos = p
                continue
            }
            if b == 0x0A || b == 0x0D {
                // A line break ends every single-line string whose interpolation is still
                // open; their (empty) ends go before the break.
                if let top = stack.last, !top.multiline {
                    if pos > start { emitSpace(newline: sawNewline, from: start) }
                    while let top = stack.last, !top.multiline {
                        stack.removeLast()
                        emit(.stringEnd, from: pos, aux: Self.stringFlags(top) | LiteralFlags.unterminated)
                    }
                    start = pos
                }
                sawNewline = true
            } else if b == 0xC2 && byte(at: pos + 1) == 0xA0 {
                pos += 1
            } else if !CharacterClasses.isHorizontalSpace(b) {
                break
            }
            pos += 1
        }
        emitSpace(newline: sawNewline, from: start)
    }

    /// Consumes identifier characters (ASCII `[A-Za-z0-9_$]` and Unicode identifier
    /// continuations) from `pos`; returns how many bytes.
    @inline(__always)
    mutating func scanIdentifierBody() -> Int {
        let start = pos
        var p = pos
        let body = identifierBody
        let base = buf.baseAddress.unsafelyUnwrapped
        // ASCII eight bytes at a time: `CharacterClasses.identifierBodyBytes` marks the bytes of
        // a word that continue the name; the first that does not ends the run here (a name is
        // mostly ended by an ASCII byte; a non-ASCII one is decoded below).
        while p + 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            let stop = ~CharacterClasses.identifierBodyBytes(w) & 0x8080_8080_8080_8080
            if stop != 0 {
                p += stop.trailingZeroBitCount >> 3
                break
            }
            p += 8
        }
        while p < n {
            let b = base[p]
            if body[Int(b)] != 0 {
                p += 1
            } else if b < 0x80 {
                break
            } else {
                let (u, len) = CharacterClasses.decodeScalar(buf, p)
                if len == 0 || !CharacterClasses.isUnicodeIdentifierContinuation(u) { break }
                p += len
            }
        }
        pos = p
        return p - start
    }

    /// Whether an identifier character (ASCII or Unicode continuation) starts at `i`.
    @inline(__always)
    func isIdentifierContinuation(at i: Int) -> Bool {
        guard i < n else { return false }
        let b = buf[i]
        if b < 0x80 { return CharacterClasses.isASCIIIdentifierBody(b) }
        let (u, len) = CharacterClasses.decodeScalar(buf, i)
        return len > 0 && CharacterClasses.isUnicodeIdentifierContinuation(u)
    }

    mutating func lexIdentifier() {
        let start = pos
        _ = scanIdentifierBody()
        if presentationNames.mayBe(buf, start, pos - start) && presentationNames.contains(buf, start, pos - start) { namesPresentation = true }
        let keyword = keywords.lookup(buf, start, pos - start)
        if keyword.isReserved {
            emitFast(.keyword, from: start, aux: keyword.rawValue)
        } else {
            emitFast(.identifier, from: start, aux: keyword.rawValue)
        }
    }

    /// `$0` is a `dollarIdentifier`; `$name` and a lone `$` are identifiers.
    mutating func lexDollar() {
        let start = pos
        pos += 1
        var allDigits = true
        while pos < n {
            if CharacterClasses.isDigit(buf[pos]) {
                pos += 1
            } else if isIdentifierContinuation(at: pos) {
                allDigits = false
                pos += buf[pos] < 0x80 ? 1 : CharacterClasses.decodeScalar(buf, pos).length
            } else {
                break
            }
        }
        emit(allDigits && pos - start > 1 ? .dollarIdentifier : .identifier, from: start)
    }

    /// `` `name` ``: anything but a backtick or a line break between backticks (Swift 6 raw
    /// identifiers; `` `` `` too, which swiftc reports but still takes as one identifier).
    mutating func lexBacktick() {
        let start = pos
        var j = pos + 1
        while j < n && buf[j] != UInt8(ascii: "`") && buf[j] != 0x0A && buf[j] != 0x0D { j += 1 }
        if j < n && buf[j] == UInt8(ascii: "`") {
            pos = j + 1
            if presentationNames.contains(buf, start + 1, j - start - 1) { namesPresentation = true }
            emit(.identifier, from: start)
        } else {
            pos += 1
            emit(.backtick, from: start)
        }
    }

    mutating func lexNonASCII() {
        let start = pos
        let (u, len) = CharacterClasses.decodeScalar(buf, pos)
        if len == 0 {
            // A maximal run of bytes that start no valid scalar.
            pos += 1
            while pos < n && buf[pos] >= 0x80 && CharacterClasses.decodeScalar(buf, pos).length == 0 { pos += 1 }
            emitStray(.invalidUTF8, from: start)
        } else if u == 0xA0 {
            lexWhitespace()
        } else if u == 0xFEFF {
            pos += len
            emit(.byteOrderMark, from: start)
        } else if CharacterClasses.isUnicodeIdentifierStart(u) {
            lexIdentifier()
        } else if CharacterClasses.isUnicodeOperatorStart(u) {
            lexOperator()
        } else if CharacterClasses.isUnicodeIdentifierContinuation(u) {
            // A combining mark where an identifier should start: swiftc recovers by taking
            // the run as an identifier.
            lexIdentifier()
        } else if u == 0x201C {
            // `“text”`: swiftc takes a curly-quoted string as one identifier, for recovery.
            if start < curlyQuoteFailEnd {
                pos = start + len
            } else {
                pos = curlyQuoteStringEnd(from: start + len) ?? start + len
            }
            emit(.identifier, from: start)
        } else if u == 0x201D {
            pos += len
            emit(.unknown, from: start)
        } else {
            pos += len
            emitStray(.unknown, from: start)
        }
    }

    /// `#"…"#` strings, `#/…/#` regexes, `#if`, `#selector`, or a lone `#`.
    mutating func lexPound() {
        let start = pos
        var j = pos
        if pos < plainPoundRunEnd {
            j = plainPoundRunEnd
        } else {
            while j < n && buf[j] == UInt8(ascii: "#") { j += 1 }
        }
        if j < n && buf[j] == UInt8(ascii: "\"") {
            pos = j
            lexStringStart(hashes: j - start, from: start)
            return
        }
        if j < n && buf[j] == UInt8(ascii: "/") {
            // After `#`, a slash always opens a regex (terminated or not), as in swiftc.
            let regex = scanRegex(from: start, mustBeRegex: true) ?? RegexScan(end: j + 1, flags: LiteralFlags.unterminated)
            pos = regex.end
            emit(.regexLiteral, from: start, aux: regex.flags | LiteralFlags.raw)
            return
        }
        plainPoundRunEnd = j
        pos += 1
        if let end = asciiNameEnd(from: pos) {
            let directive = isDirective(start + 1, end)
            let available = bytesEqual(start + 1, end, "available") || bytesEqual(start + 1, end, "unavailable")
            pos = end
            emit(.poundKeyword, from: start, aux: directive ? PoundKeywordFlags.directive : 0)
            if available { availabilityPending = true }
        } else {
            emit(.pound, from: start)
        }
    }

    /// `@name` with an ASCII name is one `attribute` token; otherwise `@` stands alone.
    mutating func lexAt() {
        let start = pos
        pos += 1
        if let end = asciiNameEnd(from: pos) {
            pos = end
            emit(.attribute, from: start)
            if isAvailabilityAttribute(start + 1, end) { availabilityPending = true }
        } else {
            emit(.atSign, from: start)
        }
    }

    /// The end of an ASCII identifier at `i`, or nil when there is none or it runs on into
    /// non-ASCII identifier characters (then `#` / `@` stands alone and the name is lexed
    /// as an identifier of its own, as swift-syntax does).
    func asciiNameEnd(from i: Int) -> Int? {
        guard i < n && CharacterClasses.isASCIIIdentifierHead(buf[i]) else { return nil }
        var j = i + 1
        while j < n && CharacterClasses.isASCIIIdentifierBody(buf[j]) { j += 1 }
        if j < n && buf[j] >= 0x80 && isIdentifierContinuation(at: j) { return nil }
        return j
    }

    func bytesEqual(_ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
        buf.spell(literal, from: start, to: end)
    }

    func isDirective(_ start: Int, _ end: Int) -> Bool {
        bytesEqual(start, end, "if") || bytesEqual(start, end, "elseif") || bytesEqual(start, end, "else")
            || bytesEqual(start, end, "endif")
    }

    /// Attributes whose arguments are platform versions (`iOS 13.0`).
    func isAvailabilityAttribute(_ start: Int, _ end: Int) -> Bool {
        bytesEqual(start, end, "available") || bytesEqual(start, end, "_spi_available")
            || bytesEqual(start, end, "backDeployed") || bytesEqual(start, end, "_backDeploy")
            || bytesEqual(start, end, "_originallyDefinedIn")
    }

    mutating func lexLineComment() {
        let start = pos
        let doc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        skipToLineEnd()
        emit(doc ? .docLineComment : .lineComment, from: start)
    }

    mutating func lexBlockComment() {
        let start = pos
        let doc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        pos += 2
        var depth = 1
        while pos < n {
            let b = buf[pos]
            if b == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        emit(doc ? .docBlockComment : .blockComment, from: start, aux: depth == 0 ? 0 : LiteralFlags.unterminated)
    }
}

/// The identifiers whose absence lets a file be parsed shallowly (`Parser.parse(_:shallow:)`):
/// `present`, `modalPresentationStyle`, `UIModalPresentationStyle`, `isModalInPresentation`,
/// `userInterfaceIdiom`. The code that looks at every file passes over a shallow model where
/// what it looks for names one of them (`FileModel.isShallow`). The lexer notes them as it
/// makes identifiers: one load turns away almost every other word (the first-byte and length
/// test `KeywordTable` makes, here for names up to 63 bytes; they are not keywords, and most
/// are longer than the keyword table's 15).
struct PresentationNames: @unchecked Sendable {
    static let names = [
        "present", "modalPresentationStyle", "UIModalPresentationStyle", "isModalInPresentation", "userInterfaceIdiom",
        // Not needed for that, but a file naming one is read in full anyway.
        "presentationController", "sheetPresentationController", "popoverPresentationController",
        "presentationControllerDidDismiss", "presentationControllerWillDismiss", "presentationControllerShouldDismiss",
        "UIAdaptivePresentationControllerDelegate", "adaptivePresentationStyle",
    ]

    /// Per first byte: bit `k` set when a name of length `k` starts with that byte.
    private let lengthsByFirstByte: UnsafePointer<UInt64>
    private let spellings: [[UInt8]]

    static let shared = PresentationNames()

    private init() {
        let byFirst = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        byFirst.initialize(repeating: 0, count: 256)
        spellings = PresentationNames.names.map { Array($0.utf8) }
        for s in spellings {
            precondition(s.count < 64, "PresentationNames spellings must fit the 64-bit length mask")
            byFirst[Int(s[0])] |= 1 << UInt64(s.count)
        }
        lengthsByFirstByte = UnsafePointer(byFirst)
    }

    /// Whether `count` bytes at `start` may spell a name (cheap; `contains` decides).
    @inline(__always)
    func mayBe(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        count < 64 && (lengthsByFirstByte[Int(buf[start])] >> UInt64(count)) & 1 != 0
    }

    /// Whether the `count` bytes at `start` spell one of the names.
    @inline(never)
    func contains(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        guard count > 0 else { return false }
        for s in spellings where s.count == count {
            var i = 0
            while i < count && s[i] == buf[start + i] { i += 1 }
            if i == count { return true }
        }
        return false
    }
}
