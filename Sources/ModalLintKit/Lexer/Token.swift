/// One lexical item: a kind, a byte range and one byte of kind-specific detail.
///
/// Tokens and trivia together tile the file: every byte belongs to exactly one token, in
/// order, so concatenating the ranges gives the file back byte for byte.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// Kind-specific detail: the `Keyword` of a word, the `OperatorFixity` of an operator,
    /// or the `LiteralFlags` of a string, regex or comment part.
    public var aux: UInt8
    /// Only when white space makes no tokens (`Lexer.tokenize(_:skippingSpace: true)`, the
    /// parser's `Lexer.view`): the white space just before this token, `Token.spaceBefore` and
    /// `Token.newlineBefore` bits (0 otherwise). Stored in what would be padding.
    var spaceBits: UInt8 = 0
    public var offset: UInt32
    public var length: UInt32

    @inline(__always)
    public init(kind: TokenKind, aux: UInt8 = 0, offset: Int, length: Int) {
        self.kind = kind
        self.aux = aux
        self.offset = UInt32(truncatingIfNeeded: offset)
        self.length = UInt32(truncatingIfNeeded: length)
    }

    /// `spaceBits`: white space (of any kind) came before the token.
    static let spaceBefore: UInt8 = 1
    /// `spaceBits`: a line break came before the token.
    static let newlineBefore: UInt8 = 2

    @inline(__always) public var start: Int { Int(offset) }
    @inline(__always) public var end: Int { Int(offset) + Int(length) }
    @inline(__always) public var range: Range<Int> { start..<end }

    /// The keyword this word spells, or `.none` for an ordinary identifier.
    @inline(__always) public var keyword: Keyword { Keyword(rawValue: aux) ?? .none }

    /// Whether a literal or comment ran to the end of the line or file without its closing
    /// delimiter.
    @inline(__always) public var isUnterminated: Bool { aux & LiteralFlags.unterminated != 0 }
}

/// Bits of `Token.aux` on string, regex and comment tokens.
public enum LiteralFlags {
    /// The closing delimiter is missing (`"abc` at a line end, `/* …` at the end of file).
    public static let unterminated: UInt8 = 1
    /// A multi-line string (`"""`) or an extended regex spanning lines.
    public static let multiline: UInt8 = 2
    /// A raw string or regex delimited with `#`.
    public static let raw: UInt8 = 4
    /// A string in single quotes, `'a'`: not valid Swift, but swiftc lexes it as a string
    /// (and then reports it), so it is kept whole rather than split into stray tokens.
    public static let singleQuote: UInt8 = 8
}

/// How white space binds an operator: `-x` is prefix, `x!` postfix, `a + b` infix.
public enum OperatorFixity: UInt8, Sendable {
    case infix = 0
    case prefix = 1
    case postfix = 2
}

/// The kind of a token. Trivia kinds come first; `isTrivia` tells them apart.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // MARK: Trivia
    /// Spaces, tabs, vertical tabs, form feeds, NUL bytes and no-break spaces (U+00A0) on
    /// one line: `  \t`.
    case whitespace
    /// A run of white space containing at least one line break (`\n`, `\r\n` or `\r`).
    case newline
    /// `// note` up to, not including, the line break.
    case lineComment
    /// `/// Summary.` (a documentation line comment).
    case docLineComment
    /// `/* … */`, nested to any depth: `/* a /* b */ c */`.
    case blockComment
    /// `/** … */` (a documentation block comment).
    case docBlockComment
    /// `#!/usr/bin/swift` on the first line of a script.
    case shebang
    /// The UTF-8 byte order mark `EF BB BF` (at the start of the file, or stray later on).
    case byteOrderMark
    /// A whole version-control conflict, from a `<<<<<<< ` line to the end of its
    /// `>>>>>>> ` line, both sides included; swiftc skips it the same way.
    case conflictMarker

    // MARK: Words
    /// An identifier or contextual keyword: `presentedViewController`, `override`, `` `class` ``,
    /// `café`, `$name`, a lone `$`; also an editor placeholder `<#name#>`, as swiftc has it.
    case identifier
    /// A reserved keyword: `func`, `class`, `self`, `if`, `_`.
    case keyword
    /// `$0`, `$1` (a `$` and digits only; `$name` is an identifier).
    case dollarIdentifier
    /// A `#` and an ASCII name: `#if`, `#selector`, `#available`, `#file`.
    case poundKeyword
    /// An `@` and an ASCII name: `@IBAction`, `@objc`, `@MainActor`.
    case attribute

    // MARK: Literals
    /// An integer literal in any base: `42`, `0x1F`, `0b1010`, `0o17`, `1_000`.
    case integerLiteral
    /// A floating-point literal: `1.5`, `1e-3`, `0x1.8p3`.
    case floatLiteral
    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""` (or `'`).
    case stringBegin
    /// Literal text of a string, escapes included: `abc\n`.
    case stringSegment
    /// The start of an interpolation inside a string: `\(` or `\#(`.
    case interpolationBegin
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// The closing delimiter of a string: `"`, `"""#`; empty when the string is unterminated.
    case stringEnd
    /// A whole regex literal: `/ab+c/`, `#/a|b/#`; an unterminated one runs to the line end.
    case regexLiteral

    // MARK: Punctuation
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `[`
    case leftSquare
    /// `]`
    case rightSquare
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `.` in a member access or an implicit member: `a.b`, `.pageSheet`.
    case period
    /// `=` on its own: assignment and initialisers.
    case equal
    /// `->` in a function type or signature.
    case arrow
    /// `?` bound to the left: optional chaining or an optional type, `a?.b`, `Int?`.
    case postfixQuestion
    /// `!` bound to the left: forced unwrap, `a!.b`.
    case exclamation
    /// `\` starting a key path: `\.title`.
    case backslash
    /// `#` standing alone.
    case pound
    /// `@` standing alone.
    case atSign
    /// `` ` `` that opens no identifier.
    case backtick
    /// Any other operator, built-in or custom: `+`, `==`, `??`, `...`, `<`, `>>`, `•`.
    case `operator`

    // MARK: Errors
    /// Bytes that are not valid UTF-8.
    case invalidUTF8
    /// A character Swift does not allow here (a control character, a stray `”`, a `*/`
    /// outside a comment).
    case unknown

    /// Whether the parser skips this kind (white space, comments, markers).
    @inline(__always)
    public var isTrivia: Bool { rawValue <= TokenKind.conflictMarker.rawValue }

    /// Whether this kind is a comment.
    @inline(__always)
    public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment
            || self == .docBlockComment
    }

    /// The coarse group used by the token dump and the swift-syntax comparison.
    public var group: String {
        switch self {
        case .identifier, .keyword, .dollarIdentifier, .poundKeyword, .attribute: return "word"
        case .integerLiteral, .floatLiteral: return "number"
        case .regexLiteral: return "regex"
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return "comment"
        default: return "other"
        }
    }

    /// The kind's name in dumps: the case name.
    public var name: String { String(describing: self) }
}
