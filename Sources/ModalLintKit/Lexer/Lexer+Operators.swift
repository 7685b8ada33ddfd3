extension LexerState {
    /// Whether the byte at `i` is an operator character (ASCII or Unicode); its length.
    @inline(__always)
    func operatorCharLength(at i: Int, allowDot: Bool) -> Int {
        guard i < n else { return 0 }
        let b = buf[i]
        if b < 0x80 {
            if b == UInt8(ascii: ".") { return allowDot ? 1 : 0 }
            if !CharacterClasses.isASCIIOperator(b) { return 0 }
            // A comment start ends the operator: `a+/*x*/b`.
            if b == UInt8(ascii: "/") && (byte(at: i + 1) == UInt8(ascii: "/") || byte(at: i + 1) == UInt8(ascii: "*")) {
                return 0
            }
            return 1
        }
        let (u, len) = CharacterClasses.decodeScalar(buf, i)
        if len > 0 && (CharacterClasses.isUnicodeOperator(u) || (u >= 0x300 && u <= 0x36F)) {
            return len
        }
        return 0
    }

    /// Whether the operator starting at `pos` has its left side bound to an expression:
    /// no white space, comment or opening bracket before it.
    var isLeftBound: Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case _ where last.kind.isTrivia: return false
        case .leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon, .interpolationBegin:
            return false
        default:
            return true
        }
    }

    /// Whether what follows `end` binds the operator on its right.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < n else { return false }
        switch buf[end] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            let next = byte(at: end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case UInt8(ascii: "."):
            // `a!.b`: an operator bound on the left and followed by a dot is postfix.
            return !leftBound
        default:
            return true
        }
    }

    /// An operator by maximal munch (dots only in operators that start with one), with
    /// its fixity from the surrounding white space. `=`, `->`, a left-bound `?` and a
    /// left-bound lone `!` get kinds of their own.
    mutating func lexOperator() {
        let start = pos
        let leftBound = isLeftBound
        if buf[pos] == UInt8(ascii: "?") && leftBound {
            pos += 1
            emit(.postfixQuestion, from: start)
            return
        }
        let allowDot = buf[pos] == UInt8(ascii: ".")
        var len = operatorCharLength(at: pos, allowDot: allowDot)
        if len == 0 { len = 1 }  // a `/` that starts a comment-like pair is still one char
        pos += len
        while true {
            let l = operatorCharLength(at: pos, allowDot: allowDot)
            if l == 0 { break }
            pos += l
        }
        let rightBound = isRightBound(pos, leftBound: leftBound)
        let length = pos - start
        if length == 1 && buf[start] == UInt8(ascii: "=") {
            emit(.equal, from: start)
        } else if length == 2 && buf[start] == UInt8(ascii: "-") && buf[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, from: start)
        } else if length == 1 && buf[start] == UInt8(ascii: "!") && leftBound {
            emit(.exclamation, from: start)
        } else {
            let fixity: OperatorFixity = leftBound == rightBound ? .infix : (leftBound ? .postfix : .prefix)
            emit(.operator, from: start, aux: fixity.rawValue)
        }
    }

    // MARK: Regex literals

    /// Whether a `/` here may open a regex: where an expression can start (after an
    /// operator, an opening bracket, a comma, `=`, `return` …), never right after an
    /// expression (`a / b`), and never before white space (`/ 2`).
    func regexMayStartHere() -> Bool {
        let next = peek(1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0xFF { return false }
        guard let last = lastKind else { return true }
        switch last {
        case .keyword:
            return (Keyword(rawValue: lastAux) ?? .none).startsExpressionContext
        case .identifier:
            return Keyword(rawValue: lastAux) == .await
        case .operator:
            return lastAux != OperatorFixity.postfix.rawValue
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow,
             .interpolationBegin:
            return true
        default:
            return false
        }
    }

    /// Scans `/…/` on one line from `start`; returns the end offset, or nil when this is
    /// not a regex (no closing slash on the line, or an unbalanced `)` as in `f(a, /)`).
    func scanBareRegex(from start: Int) -> Int? {
        var j = start + 1
        var parens = 0
        var inClass = 0
        while j < n {
            let c = buf[j]
            switch c {
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                let e = byte(at: j + 1)
                if e == 0x0A || e == 0x0D { return nil }
                j += 2
                continue
            case UInt8(ascii: "["):
                inClass += 1
            case UInt8(ascii: "]"):
                if inClass > 0 { inClass -= 1 }
            case UInt8(ascii: "("):
                if inClass == 0 { parens += 1 }
            case UInt8(ascii: ")"):
                if inClass == 0 {
                    if parens == 0 { return nil }
                    parens -= 1
                }
            case UInt8(ascii: "/"):
                if inClass == 0 {
                    // A regex cannot end in white space: `x / y /` is not one.
                    let before = buf[j - 1]
                    if before == 0x20 || before == 0x09 { return nil }
                    return j + 1
                }
            default:
                break
            }
            j += 1
        }
        return nil
    }

    /// Scans `#/…/#` (any number of `#`) from `start`; multi-line when the opening
    /// delimiter ends its line. Returns the end offset, or nil when it never closes.
    func scanExtendedRegex(from start: Int, hashes: Int) -> Int? {
        var j = start + hashes + 1
        var multiline = false
        var k = j
        while k < n && (buf[k] == 0x20 || buf[k] == 0x09) { k += 1 }
        if k < n && (buf[k] == 0x0A || buf[k] == 0x0D) { multiline = true; j = k }
        while j < n {
            let c = buf[j]
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if (c == 0x0A || c == 0x0D) && !multiline { return nil }
            if c == UInt8(ascii: "/") && countHashes(at: j + 1, upTo: hashes) == hashes {
                return j + 1 + hashes
            }
            j += 1
        }
        return nil
    }
}
