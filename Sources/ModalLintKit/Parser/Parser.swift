import ModalLintPlatform

/// The tolerant light parser: tokens in, `FileModel` out.
///
/// It is a recursive-descent parser whose recursion is bounded (`maxDepth` levels and a stack
/// budget): past that a bracketed group is skipped whole via the precomputed bracket match,
/// so 100,000 nested brackets cost neither stack nor quadratic time. Chains (`a + b + …`,
/// `a.b.c…`, `else if`, prefix operators) are read in loops. Every group ends somewhere, even
/// unclosed (see `BracketMatcher`), so a missing `}` costs one member, not the file. It
/// accepts a superset of Swift, reads every `#if` branch, and guarantees progress: every loop
/// consumes a token or stops. What it does not understand is skipped and recorded.
public enum Parser {
    /// Parses one file.
    public static func parse(_ file: SourceFile, tokens: [Token]) -> FileModel {
        parse(file, view: tokens.withUnsafeBufferPointer { TokenView(tokens: $0, bytes: file.bytes) })
    }

    /// Lexes and parses one file. The lexer writes the parser's view directly (no token
    /// array is made).
    public static func parse(_ file: SourceFile) -> FileModel {
        parse(file, view: Lexer.view(file.bytes))
    }

    /// Parses a file lexed earlier by `Lexer.parserInput` (what `parse(_:)` does in one step;
    /// apart for a benchmark that times the two).
    public static func parse(_ file: SourceFile, input: ParserInput, shallow: Bool = false) -> FileModel {
        parse(file, view: input.view, bodies: Bodies(shallow: shallow, view: input.view))
    }

    /// Lexes and parses one file; `shallow`: if no identifier of the file spells one of
    /// `PresentationNames`, the function bodies that declare nothing are left unread
    /// (`FileModel.isShallow`), their facts parsed when first asked for.
    public static func parse(_ file: SourceFile, shallow: Bool) -> FileModel {
        let view = Lexer.view(file.bytes)
        return parse(file, view: view, bodies: Bodies(shallow: shallow, view: view))
    }

    /// Which function bodies a parse reads, in which order (see `ParserState.parseDeferredBodies`).
    enum Bodies {
        /// All: those that declare something, then the others (each group in source order),
        /// so that a full parse lists its facts in the order the full parse of a shallow
        /// model does, and code taking the first or last of them finds the same one.
        case all
        /// The same order, for the full parse that a shallow model takes its statements from
        /// (`FileModel.readInFull`): only those are kept.
        case declaringFirst
        /// Only those that declare something (a shallow parse).
        case declaringOnly

        /// A shallow parse if asked for and no identifier of the file spells one of
        /// `PresentationNames`; else all bodies.
        init(shallow: Bool, view: TokenView) {
            self = shallow && !view.namesPresentation ? .declaringOnly : .all
        }
    }

    static func parse(_ file: SourceFile, view: TokenView, bodies: Bodies = .all) -> FileModel {
        let all = file.bytes
        return all.withUnsafeBufferPointer { bytes in
            var state = ParserState(file: file, view: view, bytes: bytes)
            state.bodies = bodies
            state.parseFile()
            // Nothing was left unread: the model is a full one.
            state.model.shallow = state.leftBodiesUnread
            // (A shallow model's full parse keeps only its statements: not needed there.)
            if bodies != .declaringFirst {
                // Every model has its filter, shallow or not: the passes that skip files by
                // their names (`FileModel.mayMention`) then skip the same files whichever
                // way a file was parsed, so findings never depend on it.
                state.model.identifiers = IdentifierFilter(view, bytes)
                state.model.spells = SpelledWords(all[...])
                state.model.bracketNames = BracketNames(bytes)
            }
            state.argumentScratch.free()
            state.argumentStore.trim()
            let model = FileModel(&state.model)
            state.threadCache.giveBack(state.model.buffers)
            state.threadCache.giveBack(state.declarationWords())
            return model
        }
    }
}

/// A file's tokens as the parser reads them (`Lexer.parserInput`): opaque.
public struct ParserInput {
    let view: TokenView
    /// How many items the parser will read (string literals folded, trivia dropped).
    public var count: Int { view.count }
}

extension Lexer {
    /// Lexes `bytes` into what `Parser.parse(_:input:)` reads, as `Parser.parse(_:)` does.
    public static func parserInput(_ bytes: [UInt8]) -> ParserInput { ParserInput(view: view(bytes)) }
}

/// Options that travel down an expression.
struct ExprFlags {
    /// In `if`/`guard`/`while`/`switch` heads a `{` opens the body, not a trailing closure.
    var noTrailingClosure = false
    /// Whether `=` here is an assignment to record.
    var allowAssignment = true
}

/// The parser's position, limits and the model being built for one file.
struct ParserState {
    let file: SourceFile
    let v: TokenView
    /// The file's bytes, valid while the parse runs (`Parser.parse` holds them): read without
    /// retaining the array at every look.
    let bytes: UnsafeBufferPointer<UInt8>
    var p = 0
    /// Tokens at and after `limit` are out of reach for the current sub-parse.
    var limit: Int
    /// Nesting of statement lists and expressions; past `maxDepth` a group is skipped whole.
    var depth = 0
    static let maxDepth = 160
    /// Links of one operator or postfix chain kept in the expression tree (see `parseExpression`).
    static let maxChain = 64
    /// The lowest stack address the descent may reach (`StackGuard.budget` below the start).
    let stackFloor: Int
    var model: FileModelParts
    var ctx = Context()
    /// Set by `parseList`: an element had a `key: value` colon (`["k": 1]` is a dictionary).
    var listHadKeyColon = false
    /// Function and accessor bodies met outside any function body, parsed at the end
    /// (`parseBody`, `parseDeferredBodies`); `deferring` until then.
    var deferredBodies: [DeferredBody] = []
    var deferring = true
    /// Which deferred bodies to read, in which order.
    var bodies = Parser.Bodies.all
    /// Whether a shallow parse left a body unread.
    var leftBodiesUnread = false
    /// `parseList`'s working stack of elements.
    var argumentScratch = ArgumentStack(capacity: 32)
    /// The arguments of the file's calls (see `Arguments`).
    let argumentStore: ArgumentStore
    /// What this thread keeps between files (names, fact buffers).
    let threadCache: ParserThreadCache
    /// Names seen on this thread, in this file or earlier ones (`NameCache`).
    let names: NameCache
    /// Each attribute or modifier list, made once per file.
    var wordLists = WordListTable.empty
    /// `parseAttributesAndModifiers`'s reused buffers.
    var attributeWords: [Range<Int>] = []
    var modifierWords: [Range<Int>] = []
    /// Names collected before it is known how many there are (a type's inherited types, a
    /// closure's parameters), copied out at their count: no array grown one name at a time,
    /// none made for a closure whose first word turns out not to be a parameter.
    var nameScratch: [String] = []

    /// The attribute and modifier lists and buffers, for the thread's next file (taken from
    /// the state: they are given back once, at the end of the parse).
    mutating func declarationWords() -> DeclarationWords {
        let words = (wordLists, attributeWords, modifierWords)
        wordLists = WordListTable.empty
        attributeWords = []
        modifierWords = []
        return words
    }

    init(file: SourceFile, view: TokenView, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.v = view
        self.bytes = bytes
        self.limit = view.count
        let cache = ParserThreadCache.current
        self.threadCache = cache
        self.names = cache.names
        self.model = FileModelParts(file: file, buffers: cache.takeBuffers(tokens: view.count))
        self.model.comments = view.comments
        (self.wordLists, self.attributeWords, self.modifierWords) = cache.takeDeclarationWords()
        self.argumentStore = ArgumentStore(capacity: view.count / 16 + 4)
        self.stackFloor = StackGuard.address() - StackGuard.budget
    }

    /// Whether to stop descending: past `maxDepth` levels, or past the stack budget. Why both:
    /// `maxDepth` makes the model the same on every thread and build, while the byte budget
    /// keeps unoptimised builds (whose frames are many times larger) from overflowing.
    @inline(__always) var isTooDeep: Bool {
        depth > ParserState.maxDepth || StackGuard.address() < stackFloor
    }

    // MARK: Token access

    @inline(__always) var atEnd: Bool { p >= limit }
    @inline(__always) func kind(_ i: Int) -> TokenKind? { i < limit && i >= 0 ? v.kinds[i] : nil }
    @inline(__always) var cur: TokenKind? { kind(p) }
    @inline(__always) func keyword(_ i: Int) -> Keyword { i < limit ? v.keyword(i) : .none }
    @inline(__always) func isKeyword(_ i: Int, _ k: Keyword) -> Bool {
        i < limit && (v.kinds[i] == .keyword || v.kinds[i] == .identifier) && v.keyword(i) == k
    }
    @inline(__always) func range(_ i: Int) -> Range<Int> { v.start(i)..<v.end(i) }
    @inline(__always) func text(_ i: Int) -> String { SourceFile.text(range(i), of: bytes) }

    /// Whether token `i` starts with byte `b` (no String made).
    @inline(__always) func firstByteIs(_ i: Int, _ b: UInt8) -> Bool {
        i < limit && bytes[v.start(i)] == b
    }
    @inline(__always) func isWord(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        return k == .identifier || k == .keyword || k == .dollarIdentifier
    }
    @inline(__always) func textIs(_ i: Int, _ s: StaticString) -> Bool {
        i < limit && bytes.spell(s, from: v.start(i), to: v.end(i))
    }
    /// The index just past the group opened at `i` (past its closer, or its soft end when it
    /// never closes), at most `limit`.
    @inline(__always) func afterGroup(_ i: Int) -> Int {
        let m = Int(v.match[i])
        return min(m > i ? m + 1 : (m <= -2 ? -m - 2 : limit), limit)
    }
    /// Where the contents of the group opened at `i` end: its closer's index, or its soft end
    /// when it never closes; at most `limit`.
    @inline(__always) func closer(_ i: Int) -> Int {
        let m = Int(v.match[i])
        return min(m > i ? m : (m <= -2 ? -m - 2 : limit), limit)
    }
    /// Whether the group opened at `i` has a real closer.
    @inline(__always) func isClosed(_ i: Int) -> Bool { Int(v.match[i]) > i }
    /// The byte offset where token `i` (or the end) is.
    @inline(__always) func offset(_ i: Int) -> Int { i < v.count ? v.start(i) : bytes.count }
    @inline(__always) func endOffset(before i: Int) -> Int { i > 0 ? v.end(min(i, v.count) - 1) : 0 }
    /// The bytes from token `a` to the end of the token before `b` (before `p` when omitted);
    /// empty, never inverted, when nothing was read.
    @inline(__always) func span(from a: Int, to b: Int) -> Range<Int> {
        let lo = offset(a)
        return lo..<max(lo, endOffset(before: b))
    }
    @inline(__always) func span(from a: Int) -> Range<Int> { span(from: a, to: p) }

    // MARK: Blocks and context

    mutating func openBlock(_ kind: Block.Kind, from a: Int, to b: Int) -> Int {
        let r = offset(a)..<max(offset(a), endOffset(before: b))
        model.blocks.append(Block(kind: kind, range: r, parent: ctx.block))
        return model.blocks.count - 1
    }

    /// Parses the statements of the braced group at `open` as a block of `kind`.
    @discardableResult
    mutating func parseBracedBlock(_ kind: Block.Kind, open: Int, typeLevel: Bool = false) -> Int? {
        guard self.kind(open) == .leftBrace else { return nil }
        let close = closer(open)
        let after = afterGroup(open)
        let block = openBlock(kind, from: open, to: after)
        let saved = ctx
        ctx.block = block
        p = open + 1
        parseStatements(until: close, typeLevel: typeLevel)
        ctx = saved
        p = after
        return block
    }

    mutating func parseFile() {
        model.blocks.append(Block(kind: .file, range: 0..<bytes.count, parent: nil))
        ctx.block = 0
        parseStatements(until: v.count, typeLevel: true)
        parseDeferredBodies()
        linkMembers()
    }

    // MARK: Function bodies, after the declarations

    /// The body of a function or accessor at `open`, as a block of `kind`: parsed now inside
    /// another function's body, else opened now (its block numbered here) and parsed by
    /// `parseDeferredBodies` once the rest of the file is read.
    ///
    /// Why: everything a file declares outside function bodies (types, members, property
    /// initialisers, the bodies' own blocks) is then numbered the same whether the bodies are
    /// read or not (`shallow`), and the bodies' facts come after it.
    mutating func parseBody(_ kind: Block.Kind, open: Int) -> Int? {
        guard deferring else { return parseBracedBlock(kind, open: open) }
        guard self.kind(open) == .leftBrace else { return nil }
        let after = afterGroup(open)
        let block = openBlock(kind, from: open, to: after)
        var inside = ctx
        inside.block = block
        deferredBodies.append(DeferredBody(open: open, close: closer(open), limit: limit, depth: depth, ctx: inside))
        p = after
        return block
    }

    /// Parses the deferred bodies (`bodies`): first those that declare something (a function,
    /// a type, an accessor: `declaresSomething`), then, unless only those are read, the
    /// others, each group in source order. A shallow parse (`.declaringOnly`) thus has every
    /// declaration of the full one made in the same order, numbered alike, down to the blocks
    /// and contexts they name, and every full parse lists its facts in one order.
    mutating func parseDeferredBodies() {
        deferring = false
        let deferred = deferredBodies
        deferredBodies = []
        guard !deferred.isEmpty else { return }
        var declaring = [Bool](repeating: false, count: deferred.count)
        for (i, b) in deferred.enumerated() {
            // (Groups end at the body's own limit, not at the one the body before left.)
            limit = b.limit
            guard declaresSomething(from: b.open + 1, to: b.close) else { continue }
            declaring[i] = true
            parseDeferred(b)
        }
        if bodies == .declaringOnly {
            leftBodiesUnread = declaring.contains(false)
            return
        }
        for (i, b) in deferred.enumerated() where !declaring[i] { parseDeferred(b) }
    }

    private mutating func parseDeferred(_ b: DeferredBody) {
        limit = b.limit
        depth = b.depth
        ctx = b.ctx
        p = b.open + 1
        parseStatements(until: b.close, typeLevel: false)
    }

    /// Whether tokens `a..<b` (a body) may declare a type, function or accessor: they hold a
    /// declaration keyword (`func`, `class`, `struct`, `enum`, `protocol`, `extension`, `init`,
    /// `deinit`, `subscript`, `actor`), a `{` opening with `get`/`set`/`willSet`/`didSet`, or a
    /// `var`/`let` binding whose pattern or type runs into a `{` (a computed local). Errs
    /// towards yes: a body said to declare nothing must declare nothing when parsed.
    func declaresSomething(from a: Int, to b: Int) -> Bool {
        let kinds = v.kinds
        var i = a
        while i < b {
            let k = kinds[i]
            if k == .keyword || k == .identifier {
                switch v.keyword(i) {
                case .func, .class, .struct, .enum, .protocol, .extension, .deinit, .subscript, .actor:
                    return true
                case .`init`:
                    // Not `.init(…)`, `Self.init`: a member, not a declaration.
                    if i == a || kinds[i - 1] != .period { return true }
                case .var, .let:
                    if k == .keyword && startsBinding(i) && bindingRunsIntoBrace(from: i + 1, to: b) { return true }
                default:
                    break
                }
            } else if k == .leftBrace && i + 1 < b && (kinds[i + 1] == .identifier || kinds[i + 1] == .keyword) {
                switch v.keyword(i + 1) {
                case .get, .set, .willSet, .didSet: return true
                default: break
                }
            }
            i += 1
        }
        return false
    }

    /// Whether `var`/`let` at `i` may start a declaration statement: not a pattern of a
    /// condition or a case (`if let x {`, `case let .a(v)`, `, let y`, `(let z, …)`).
    private func startsBinding(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        switch v.kinds[i - 1] {
        case .leftParen: return false
        case .comma:
            // `if a, let b {`: a pattern of the condition list, when an `if`, `guard` or
            // `while` opens it; elsewhere (broken code, `x, let y {`) the parser reads a
            // declaration, so the test errs towards one.
            var j = i - 2
            while j >= 0 && i - j <= 64 {
                switch v.kinds[j] {
                case .leftBrace, .rightBrace, .semicolon: return true
                case .keyword:
                    switch v.keyword(j) {
                    case .if, .guard, .while: return false
                    default: break
                    }
                default: break
                }
                j -= 1
            }
            return true
        case .keyword:
            switch v.keyword(i - 1) {
            case .if, .guard, .while, .case, .for, .catch: return false
            default: return true
            }
        default: return true
        }
    }

    /// After `var`/`let` at `a - 1`: whether a pattern of the binding list (`x`, `x: T`, the
    /// names after a top-level comma) is followed by `{` before any `=` (what makes
    /// `parseVariable` read an accessor block without an initialiser). An initialiser is
    /// skipped to the next top-level comma, or ends the scan at a new line, `;` or `}`. The
    /// next `var` or `let` ends it too (it starts a binding of its own), so the scans of a
    /// body's bindings never overlap: linear in the body, however many bindings it has.
    private func bindingRunsIntoBrace(from a: Int, to b: Int) -> Bool {
        let kinds = v.kinds
        var i = a
        var inInitializer = false
        while i < b {
            let k = kinds[i]
            switch k {
            case .leftBrace:
                if !inInitializer { return true }
                // (Always forward: a group that never closes may end at the limit.)
                i = max(i + 1, min(afterGroup(i), b))
                continue
            case .leftParen, .leftSquare:
                i = max(i + 1, min(afterGroup(i), b))
                continue
            case .equal:
                inInitializer = true
            case .comma:
                inInitializer = false
            case .semicolon, .rightBrace:
                return false
            case .keyword where v.keyword(i) == .var || v.keyword(i) == .let:
                return false
            default:
                if inInitializer && v.newlineBefore[i] && !continuesExpression(i) { return false }
            }
            i += 1
        }
        return false
    }

    /// Whether token `i`, first on its line, can continue the expression of the line before
    /// (`.member`, a binary operator, `,`).
    private func continuesExpression(_ i: Int) -> Bool {
        switch v.kinds[i] {
        case .period, .operator, .comma, .equal, .arrow, .postfixQuestion, .exclamation: return true
        case .keyword: return v.keyword(i) == .as || v.keyword(i) == .is
        default: return false
        }
    }

    /// Each type's own functions and properties, in source order. Counted first, so each
    /// list is allocated once at its size (appending while parsing regrew every list a
    /// doubling at a time).
    mutating func linkMembers() {
        let typeCount = model.types.count
        guard typeCount > 0 else { return }
        var functionCounts = [Int](filled: 0, count: typeCount)
        var propertyCounts = [Int](filled: 0, count: typeCount)
        for i in model.functions.indices {
            if let t = memberOwner(function: i) { functionCounts[t] += 1 }
        }
        for i in model.properties.indices {
            if let t = model.properties[i].context.type { propertyCounts[t] += 1 }
        }
        for t in 0..<typeCount {
            if functionCounts[t] > 0 { model.types[t].functions.reserveCapacity(functionCounts[t]) }
            if propertyCounts[t] > 0 { model.types[t].properties.reserveCapacity(propertyCounts[t]) }
        }
        for i in model.functions.indices {
            if let t = memberOwner(function: i) { model.types[t].functions.append(i) }
        }
        for i in model.properties.indices {
            if let t = model.properties[i].context.type { model.types[t].properties.append(i) }
        }
    }

    /// The type whose member function `i` is: declared directly in it, not in a function or
    /// closure; accessors belong to their properties.
    @inline(__always)
    func memberOwner(function i: Int) -> Int? {
        let c = model.functions[i].context
        guard let t = c.type, c.function == nil, c.closure == nil, model.functions[i].kind != .accessor else { return nil }
        return t
    }

    /// Statements up to (not including) token `end`.
    mutating func parseStatements(until end: Int, typeLevel: Bool) {
        let savedLimit = limit
        limit = min(end, limit)
        depth += 1
        defer { depth -= 1; limit = savedLimit }
        if isTooDeep {
            if p < limit { model.skipped.append(span(from: p, to: limit)) }
            p = limit
            return
        }
        while p < limit {
            let before = p
            parseStatement(typeLevel: typeLevel)
            if p == before { p += 1 }
        }
    }

    /// Skips to the next statement start: a token on a new line, a `;` or a `}`.
    mutating func skipToStatementEnd() {
        let start = p
        while p < limit {
            let k = v.kinds[p]
            if p > start && v.newlineBefore[p] { break }
            if k == .semicolon || k == .rightBrace { break }
            if k == .leftParen || k == .leftSquare || k == .leftBrace { p = afterGroup(p); continue }
            p += 1
        }
    }
}

/// A function or accessor body left for `ParserState.parseDeferredBodies`: its braces, and the
/// parser's limit, depth and context (the body's block included) where it was met.
struct DeferredBody {
    var open: Int
    var close: Int
    var limit: Int
    var depth: Int
    var ctx: Context
}

/// How much stack the recursive descent may use.
enum StackGuard {
    /// An address in the current frame (the stack grows down on every supported platform);
    /// inlined, so it costs a few instructions at each depth check.
    @inline(__always) static func address() -> Int {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    }

    /// A quarter of the stack size limit, between 256 KB and 2 MB. Why: threads get the
    /// `RLIMIT_STACK` size on Linux (2 MB when unlimited), and the parser's caller needs room
    /// too. An optimised build reaches `maxDepth` in well under 1 MB.
    static let budget: Int = {
        guard let limit = Platform.stackLimit else { return 512 << 10 }
        return min(max(limit / 4, 256 << 10), 2 << 20)
    }()
}

