/// The Swift lexer: bytes in, tokens out, trivia included.
///
/// It never fails and never traps: unterminated literals and comments, invalid UTF-8 and
/// stray characters all become tokens that say so. Every step consumes at least one byte
/// or ends a string at a line break it then consumes, so lexing always terminates.
/// String interpolation is handled with an explicit stack of lexer states (no recursion),
/// so nesting depth costs heap, not call stack.
public enum Lexer {
    /// Lexes `bytes` into tokens that tile them exactly.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buf in
            var state = LexerState(buf)
            state.run()
            return state.tokens
        }
    }

    /// Lexes a source file.
    public static func tokenize(_ file: SourceFile) -> [Token] { tokenize(file.bytes) }
}

/// One pending interpolation: the string to resume when its `)` arrives.
struct InterpolationFrame {
    /// Open parentheses inside the interpolation not yet closed.
    var depth: Int
    var hashes: Int
    var multiline: Bool
}

/// The lexer's mutable state over one buffer.
struct LexerState {
    let buf: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var tokens: [Token] = []
    var stack: [InterpolationFrame] = []
    /// The last non-trivia token's kind and detail (for regex and fixity decisions).
    var lastKind: TokenKind? = nil
    var lastAux: UInt8 = 0

    init(_ buf: UnsafeBufferPointer<UInt8>) {
        self.buf = buf
        self.n = buf.count
        tokens.reserveCapacity(buf.count / 3 + 16)
    }

    @inline(__always)
    func peek(_ k: Int) -> UInt8 { pos + k < n ? buf[pos + k] : 0xFF }

    @inline(__always)
    func byte(at i: Int) -> UInt8 { i < n && i >= 0 ? buf[i] : 0xFF }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, aux: UInt8 = 0) {
        tokens.append(Token(kind: kind, aux: aux, offset: start, length: pos - start))
        if !kind.isTrivia {
            lastKind = kind
            lastAux = aux
        }
    }

    mutating func run() {
        lexFileStart()
        while pos < n {
            lexOne()
        }
        // Strings still open at the end of the file: close each with an empty, unterminated end.
        while !stack.isEmpty {
            stack.removeLast()
            emit(.stringEnd, from: pos, aux: LiteralFlags.unterminated)
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
        while pos < n && buf[pos] != 0x0A && buf[pos] != 0x0D { pos += 1 }
    }

    @inline(__always)
    var atLineStart: Bool { pos == 0 || buf[pos - 1] == 0x0A || buf[pos - 1] == 0x0D }

    /// Lexes exactly one token (or, in a string, one run of string parts) at `pos`.
    mutating func lexOne() {
        let start = pos
        let c = buf[pos]
        switch c {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00, 0x0A, 0x0D:
            lexWhitespace()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringStart(hashes: 0)
        case UInt8(ascii: "("):
            pos += 1
            if !stack.isEmpty { stack[stack.count - 1].depth += 1 }
            emit(.leftParen, from: start)
        case UInt8(ascii: ")"):
            pos += 1
            if let top = stack.last {
                if top.depth == 0 {
                    stack.removeLast()
                    emit(.interpolationEnd, from: start)
                    lexStringBody(hashes: top.hashes, multiline: top.multiline)
                    return
                }
                stack[stack.count - 1].depth -= 1
            }
            emit(.rightParen, from: start)
        case UInt8(ascii: "{"): pos += 1; emit(.leftBrace, from: start)
        case UInt8(ascii: "}"): pos += 1; emit(.rightBrace, from: start)
        case UInt8(ascii: "["): pos += 1; emit(.leftSquare, from: start)
        case UInt8(ascii: "]"): pos += 1; emit(.rightSquare, from: start)
        case UInt8(ascii: ","): pos += 1; emit(.comma, from: start)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, from: start)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, from: start)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, from: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            pos += 1
            if pos < n && (CharacterClasses.isASCIIIdentifierHead(buf[pos]) || buf[pos] >= 0x80) {
                _ = scanIdentifierBody()
                emit(.attribute, from: start)
            } else {
                emit(.atSign, from: start)
            }
        case UInt8(ascii: "$"):
            pos += 1
            _ = scanIdentifierBody()
            emit(pos - start > 1 ? .dollarIdentifier : .identifier, from: start)
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                lexOperator()
            } else {
                pos += 1
                emit(.period, from: start)
            }
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if peek(1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else if regexMayStartHere(), let end = scanBareRegex(from: pos) {
                pos = end
                emit(.regexLiteral, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|"):
            if atLineStart && lexConflictMarker() { return }
            lexOperator()
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCII()
        default:
            // Control characters, `'` and other bytes Swift has no token for.
            pos += 1
            emit(.unknown, from: start)
        }
    }

    mutating func lexWhitespace() {
        var start = pos
        var sawNewline = false
        while pos < n {
            let b = buf[pos]
            if b == 0x0A || b == 0x0D {
                // A line break ends every single-line string whose interpolation is still
                // open; their (empty) ends go before the break.
                if let top = stack.last, !top.multiline {
                    if pos > start { emit(sawNewline ? .newline : .whitespace, from: start) }
                    while let top = stack.last, !top.multiline {
                        stack.removeLast()
                        emit(.stringEnd, from: pos, aux: LiteralFlags.unterminated)
                    }
                    start = pos
                }
                sawNewline = true
            } else if !CharacterClasses.isHorizontalSpace(b) {
                break
            }
            pos += 1
        }
        emit(sawNewline ? .newline : .whitespace, from: start)
    }

    /// Consumes identifier characters (ASCII and non-operator Unicode) from `pos`.
    @inline(__always)
    mutating func scanIdentifierBody() -> Int {
        let start = pos
        while pos < n {
            let b = buf[pos]
            if b < 0x80 {
                if CharacterClasses.isASCIIIdentifierBody(b) { pos += 1 } else { break }
            } else {
                let (u, len) = CharacterClasses.decodeScalar(buf, pos)
                if len == 0 || CharacterClasses.isUnicodeOperator(u) || CharacterClasses.isUnicodeDisallowed(u) { break }
                pos += len
            }
        }
        return pos - start
    }

    mutating func lexIdentifier() {
        let start = pos
        _ = scanIdentifierBody()
        let keyword = Keyword.lookup(buf, start, pos - start)
        emit(keyword.isReserved ? .keyword : .identifier, from: start, aux: keyword.rawValue)
    }

    mutating func lexBacktick() {
        let start = pos
        var j = pos + 1
        // Swift 6 allows any characters but backticks and line breaks between backticks.
        while j < n && buf[j] != UInt8(ascii: "`") && buf[j] != 0x0A && buf[j] != 0x0D { j += 1 }
        if j < n && buf[j] == UInt8(ascii: "`") && j > pos + 1 {
            pos = j + 1
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
            emit(.invalidUTF8, from: start)
        } else if CharacterClasses.isUnicodeOperator(u) {
            lexOperator()
        } else if CharacterClasses.isUnicodeDisallowed(u) {
            pos += len
            emit(.unknown, from: start)
        } else {
            lexIdentifier()
        }
    }

    mutating func lexPound() {
        let start = pos
        var j = pos
        while j < n && buf[j] == UInt8(ascii: "#") { j += 1 }
        let hashes = j - pos
        if j < n && buf[j] == UInt8(ascii: "\"") {
            pos = j
            lexStringStart(hashes: hashes, from: start)
            return
        }
        if j < n && buf[j] == UInt8(ascii: "/"), let end = scanExtendedRegex(from: start, hashes: hashes) {
            pos = end
            emit(.regexLiteral, from: start, aux: LiteralFlags.raw)
            return
        }
        pos += 1
        if pos < n && (CharacterClasses.isASCIIIdentifierHead(buf[pos]) || buf[pos] >= 0x80) && scanIdentifierBody() > 0 {
            emit(.poundKeyword, from: start)
        } else {
            emit(.pound, from: start)
        }
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

    /// `<<<<<<< `, `||||||| `, `=======` and `>>>>>>> ` at a line start: the line is trivia.
    mutating func lexConflictMarker() -> Bool {
        let c = buf[pos]
        var k = 0
        while k < 7 && peek(k) == c { k += 1 }
        guard k == 7 else { return false }
        let next = peek(7)
        let ok = c == UInt8(ascii: "=")
            ? (next == 0x0A || next == 0x0D || next == 0xFF)
            : (next == 0x20 || next == 0x0A || next == 0x0D || next == 0xFF)
        guard ok else { return false }
        let start = pos
        skipToLineEnd()
        emit(.conflictMarker, from: start)
        return true
    }
}
