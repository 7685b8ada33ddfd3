/// Regex literals: `/…/` and `#/…/#`.
///
/// Whether a `/` opens a regex or is a division cannot be decided by the lexer alone;
/// swiftc decides it tentatively from the previous token and the white space around the
/// slash, then scans the literal and falls back to an operator when the scan fails. This
/// follows swift-syntax's `RegexLiteralLexer.swift` rule for rule:
///
/// - `a / 2 / b` and `x = a/b/c` are divisions: the `/` is left-bound, or spaced on both
///   sides after an expression.
/// - `let r = /ab+c/`, `f(/x/)`, `!/x/` are regexes: the `/` is not left-bound and either
///   right-bound or in expression position.
/// - A bare regex cannot start with a space (`/ 2 /`), end with one, contain an unbalanced
///   `)` (`reduce(1, /)`) or a line break; `#/…/#` can be anything, and spans lines when
///   its opening delimiter ends one.
extension LexerState {
    /// Whether the previous token lets an expression start here (swift-syntax's
    /// `isInRegexLiteralPosition`).
    var inRegexLiteralPosition: Bool {
        guard let last = lastKind else { return true }
        switch last {
        case .leftParen, .leftSquare, .leftBrace, .interpolationBegin,
             .equal, .semicolon, .comma, .colon, .unknown:
            return true
        case .operator:
            return lastAux != OperatorFixity.postfix.rawValue
        case .keyword:
            return (Keyword(rawValue: lastAux) ?? .none).startsExpressionContext
        case .poundKeyword:
            return lastAux & PoundKeywordFlags.directive != 0
        default:
            return false
        }
    }

    /// For an operator `start..<end` whose first `/` is at `slash`: the end of the regex
    /// literal that starts at the slash, or nil when the slash is an operator character.
    mutating func regexFromOperator(slash: Int, start: Int, end: Int, leftBound: Bool) -> RegexScan? {
        // Left-bound: a postfix or infix `/` (`a/b`).
        guard !leftBound else { return nil }
        // `func /(…)`, `prefix operator /^/`: an operator is being declared.
        if lastKind == .keyword && (lastAux == Keyword.func.rawValue || lastAux == Keyword.operator.rawValue) {
            return nil
        }
        var mustBeRegex = false
        if !isRightBound(end, leftBound: false) {
            // Spaced like an infix operator: only a regex where an expression must start.
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !inRegexLiteralPosition { return nil }
            // In an argument list an unapplied operator is legal (`reduce(0, /)`); anywhere
            // else an infix operator cannot be, so the regex is certain.
            switch lastKind {
            case .leftParen?, .leftSquare?, .comma?, .colon?, .interpolationBegin?:
                break
            default:
                mustBeRegex = true
            }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal whose `#`s or `/` start at `start`. Returns its end, or nil
    /// when it is not a regex. When `mustBeRegex`, a literal that does not close ends at
    /// its line break (or, multi-line, at its first line break) instead of failing.
    mutating func scanRegex(from start: Int, mustBeRegex: Bool) -> RegexScan? {
        @inline(__always) func unterminated(_ end: Int) -> RegexScan? {
            mustBeRegex ? RegexScan(end: end, flags: LiteralFlags.unterminated) : nil
        }
        var j = start
        var pounds = 0
        while j < n && buf[j] == UInt8(ascii: "#") { j += 1; pounds += 1 }
        guard j < n && buf[j] == UInt8(ascii: "/") else { return nil }
        j += 1
        if pounds == 0 {
            let next = byte(at: j)
            if next == 0x20 || next == 0x09 {
                if !mustBeRegex { return nil }
            } else if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                return nil  // a comment
            }
            if start > 0 && buf[start - 1] == UInt8(ascii: "*") { return nil }  // `*/` of a comment
        }
        var firstNewline = -1
        if pounds > 0 {
            var k = j
            while k < n && (buf[k] == 0x20 || buf[k] == 0x09) { k += 1 }
            if k < n && (buf[k] == 0x0A || buf[k] == 0x0D) {
                firstNewline = k
                j = k
            }
        }
        let multiline = firstNewline >= 0
        if multiline && start > unclosedRegexFrom && pounds >= unclosedRegexPounds {
            // An earlier multi-line regex scanned on to the end of the file from before here
            // and found no `/` with this many `#`: neither will this one.
            return unterminated(firstNewline)
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            // The closing delimiter: `/` and at least as many `#` as opened (all taken).
            if j < n && buf[j] == UInt8(ascii: "/") {
                var k = j + 1
                var closing = 0
                if pounds > 0 {
                    while k < n && buf[k] == UInt8(ascii: "#") { k += 1; closing += 1 }
                }
                if closing >= pounds {
                    if pounds == 0 {
                        let after = byte(at: k)
                        if after == UInt8(ascii: "*") || after == UInt8(ascii: "/") {
                            // `/x//`: prefer the comment; the regex is unterminated.
                            return unterminated(j)
                        }
                        if lastSpace == j - 1 && !mustBeRegex { return nil }
                    }
                    return RegexScan(end: k, flags: multiline ? LiteralFlags.multiline : 0)
                }
            }
            guard j < n else {
                if multiline { rememberUnclosedRegex(from: firstNewline, pounds: pounds) }
                return unterminated(multiline ? firstNewline : j)
            }
            var c = buf[j]
            var escaped = false
            if c == UInt8(ascii: "\\") {
                j += 1
                escaped = true
                guard j < n else {
                    if multiline { rememberUnclosedRegex(from: firstNewline, pounds: pounds) }
                    return unterminated(multiline ? firstNewline : j)
                }
                c = buf[j]
            }
            switch c {
            case 0x0A, 0x0D:
                if !multiline { return unterminated(j) }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                if !escaped { lastSpace = j }
            default:
                break
            }
            j += c < 0x80 ? 1 : utf8Step(at: j)
        }
    }

    /// Records that a multi-line regex scanned from `from` (a line break no escape can
    /// reach) to the end of the file without a closing `/` and `pounds` `#`. A later scan
    /// from a line break reads the same characters the same way, and with at least as many
    /// `#` to match it cannot close either.
    mutating func rememberUnclosedRegex(from: Int, pounds: Int) {
        if pounds < unclosedRegexPounds || (pounds == unclosedRegexPounds && from < unclosedRegexFrom) {
            unclosedRegexFrom = from
            unclosedRegexPounds = pounds
        }
    }

    /// How far swiftc's UTF-8 reader moves at `i`: one scalar, or past a bad sequence.
    @inline(__always)
    func utf8Step(at i: Int) -> Int {
        let len = CharacterClasses.decodeScalar(buf, i).length
        if len > 0 { return len }
        var j = i + 1
        // Skip continuation bytes up to the next possible start of a character.
        while j < n && buf[j] >= 0x80 && buf[j] < 0xC2 { j += 1 }
        return j - i
    }
}

/// The result of scanning a regex literal: where it ends, and whether it is unterminated
/// or multi-line (`LiteralFlags`).
struct RegexScan {
    var end: Int
    var flags: UInt8
}
