/// Read-only questions about the tokens around the parser's position.
///
/// Why they are `mutating` although they change nothing: `ParserState` is a large struct, and
/// calling a non-mutating method on it from a mutating one (every `parse…` method) first
/// copies all of it, retaining each array inside; a `mutating` call passes a pointer. The
/// one-line accessors in `Parser.swift` are `@inline(__always)` for the same reason.
extension ParserState {
    /// Whether the word at `i` is a modifier word (`private`, `override`, `class` …).
    mutating func isModifierWord(_ i: Int) -> Bool {
        guard let k = kind(i), k == .keyword || k == .identifier else { return false }
        switch keyword(i) {
        case .private, .fileprivate, .internal, .public, .static, .open, .final, .override,
             .convenience, .required, .lazy, .weak, .unowned, .dynamic, .mutating, .nonmutating,
             .optional, .indirect, .nonisolated, .package, .prefix, .postfix, .infix, .consuming,
             .borrowing, .class:
            return true
        default:
            return false
        }
    }

    /// Whether the word at `i` is a declaration modifier here: a run of modifier words
    /// (iterative, at most 16) ends at a declaration keyword. `class Foo` is a declaration,
    /// `class func` a modifier.
    mutating func isModifier(_ i: Int) -> Bool {
        guard isModifierWord(i) else { return false }
        var j = i
        var steps = 0
        while isModifierWord(j) && steps < 16 {
            if keyword(j) == .class && kind(j) == .keyword && isWordNamingType(j + 1) { break }
            j += 1
            if hasModifierArgument(at: j) { j += 3 }  // private(set)
            steps += 1
        }
        return j > i && startsDeclaration(j)
    }

    /// Whether `(word)` follows a modifier at `i`: `private(set)`, `nonisolated(unsafe)`,
    /// `unowned(safe)`. Why one word only: `open()` on a line of its own is a call.
    mutating func hasModifierArgument(at i: Int) -> Bool {
        kind(i) == .leftParen && !v.spaceBefore[i] && isWord(i + 1) && kind(i + 2) == .rightParen
    }

    /// Whether the word after `class` names the class: not in `class open func`, where
    /// `open` is another modifier.
    mutating func isWordNamingType(_ i: Int) -> Bool {
        guard kind(i) == .identifier && keyword(i) != .actor else { return false }
        return !(isModifierWord(i) && (startsDeclaration(i + 1) || isModifierWord(i + 1)))
    }

    /// Whether token `i` starts a declaration (after attributes and modifiers).
    mutating func startsDeclaration(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        if k == .keyword {
            switch keyword(i) {
            case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .var, .let,
                 .subscript, .typealias, .associatedtype, .import, .operator, .precedencegroup, .case:
                return true
            default: return false
            }
        }
        if k == .identifier && (keyword(i) == .actor || keyword(i) == .macro) {
            return kind(i + 1) == .identifier
        }
        return false
    }

    mutating func startsStatementKeyword(_ i: Int) -> Bool {
        guard kind(i) == .keyword else { return false }
        switch keyword(i) {
        case .if, .guard, .while, .for, .repeat, .switch, .do, .defer, .return, .throw: return true
        default: return false
        }
    }

    /// Whether the token after a speculative `<…>` confirms generic arguments: a call, a
    /// member, or a trailing closure on the same line.
    mutating func followsGenericArguments(_ flags: ExprFlags) -> Bool {
        guard let k = cur, !v.spaceBefore[p] || k == .leftBrace else { return false }
        switch k {
        case .leftParen, .period: return true
        case .leftBrace: return !flags.noTrailingClosure && !v.newlineBefore[p]
        default: return false
        }
    }

    /// Whether `{` at `open` starts `get`/`set`/`willSet`/`didSet` accessors.
    mutating func looksLikeAccessorBlock(_ open: Int) -> Bool {
        let i = open + 1
        guard isWord(i) else { return false }
        switch keyword(i) {
        case .get, .set, .willSet, .didSet:
            return kind(i + 1) == .leftBrace || kind(i + 1) == .leftParen || kind(i + 1) == .rightBrace
                || (kind(i + 1) == .identifier && (keyword(i + 1) == .set || keyword(i + 1) == .async))
                || isWord(i + 1) && (keyword(i + 1) == .throws)
        default:
            return false
        }
    }

    /// Whether token `i` starts a case label: `case`, or `default` followed by `:`; not a
    /// member (`FileManager.default`, `.default` as an enum case) and not a pattern in a
    /// condition (`if case`, `guard let a = b, case .x = c`, `for case let`).
    mutating func isCaseLabel(_ i: Int) -> Bool {
        guard i < limit, v.kinds[i] == .keyword, i == 0 || v.kinds[i - 1] != .period else { return false }
        switch keyword(i) {
        case .case:
            guard i > 0 else { return true }
            if v.kinds[i - 1] == .comma { return false }
            switch keyword(i - 1) {
            case .if, .guard, .while, .for: return false
            default: return true
            }
        case .default: return kind(i + 1) == .colon
        default: return false
        }
    }

    /// The name token `i` spells, backticks removed (`` `default` `` is `default`); keywords
    /// the parser names often come from literals. Others come from the thread's `NameCache`
    /// when seen before (long ones are then shared, not allocated again).
    mutating func name(_ i: Int) -> String {
        var a = v.start(i)
        var b = v.end(i)
        if v.kinds[i] == .keyword {
            switch v.keyword(i) {
            case .self: return "self"
            case .Self: return "Self"
            case .super: return "super"
            case .`init`: return "init"
            case .Any: return "Any"
            case .wildcard: return "_"
            default: break
            }
        }
        if b - a >= 2 && bytes[a] == 0x60 && bytes[b - 1] == 0x60 {
            a += 1
            b -= 1
        }
        return cachedText(a, b)
    }

    /// The string of `bytes[a..<b]` (repaired like `String(decoding:)` where not UTF-8), from
    /// the thread's `NameCache` when seen before.
    @inline(__always)
    func cachedText(_ a: Int, _ b: Int) -> String {
        let source = UnsafeBufferPointer(rebasing: bytes[a..<b])
        // Short names (most) are written straight into the string (validated, and repaired
        // like `String(decoding:)` would): a measured 1% fewer instructions for the whole
        // lint.
        if source.count <= 15 {
            let make = {
                String(unsafeUninitializedCapacity: source.count) { out in
                    _ = out.initialize(from: source)
                    return source.count
                }
            }
            // Most names were seen before (in this file or an earlier one on this thread).
            return a + 16 <= bytes.count ? names.shortName(bytes, a, source.count, make: make) : make()
        }
        return names.longName(bytes, a, b)
    }

    /// The spelling of operator token `i`; common operators come from literals.
    mutating func operatorText(_ i: Int) -> String {
        let a = v.start(i)
        let n = v.end(i) - a
        let c0 = bytes[a]
        if n == 1 {
            switch c0 {
            case UInt8(ascii: "+"): return "+"
            case UInt8(ascii: "-"): return "-"
            case UInt8(ascii: "*"): return "*"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "<"): return "<"
            case UInt8(ascii: ">"): return ">"
            case UInt8(ascii: "!"): return "!"
            case UInt8(ascii: "&"): return "&"
            case UInt8(ascii: "|"): return "|"
            case UInt8(ascii: "%"): return "%"
            default: break
            }
        } else if n == 2 {
            let c1 = bytes[a + 1]
            switch (c0, c1) {
            case (UInt8(ascii: "="), UInt8(ascii: "=")): return "=="
            case (UInt8(ascii: "!"), UInt8(ascii: "=")): return "!="
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): return "&&"
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): return "||"
            case (UInt8(ascii: "?"), UInt8(ascii: "?")): return "??"
            case (UInt8(ascii: "<"), UInt8(ascii: "=")): return "<="
            case (UInt8(ascii: ">"), UInt8(ascii: "=")): return ">="
            case (UInt8(ascii: "+"), UInt8(ascii: "=")): return "+="
            case (UInt8(ascii: "-"), UInt8(ascii: "=")): return "-="
            default: break
            }
        }
        return text(i)
    }

    /// Whether operator token `i` assigns: `+=`, `|=`, `<<=` …, but not `==`, `!=`, `<=`,
    /// `>=`, `~=`, `===`, `!==`.
    mutating func isAssignmentOperator(_ i: Int) -> Bool {
        let a = v.start(i)
        let n = v.end(i) - a
        guard n >= 2, bytes[a + n - 1] == UInt8(ascii: "=") else { return false }
        let c0 = bytes[a]
        if n == 2 {
            return !(c0 == UInt8(ascii: "=") || c0 == UInt8(ascii: "!") || c0 == UInt8(ascii: "<")
                     || c0 == UInt8(ascii: ">") || c0 == UInt8(ascii: "~"))
        }
        if n == 3 && bytes[a + 1] == UInt8(ascii: "=") && (c0 == UInt8(ascii: "=") || c0 == UInt8(ascii: "!")) { return false }
        return true
    }
}
