extension LexerState {
    /// The length of the operator character at `i` (ASCII or Unicode), or 0. A `.` counts
    /// only when `allowDot` (in operators that start with one: `...`, `..<`).
    @inline(__always)
    mutating func operatorCharLength(at i: Int, allowDot: Bool) -> Int {
        guard i < n else { return 0 }
        let b = buf[i]
        if b < 0x80 {
            if b == UInt8(ascii: ".") { return allowDot ? 1 : 0 }
            return CharacterClasses.isASCIIOperator(b) ? 1 : 0
        }
        let (u, len) = CharacterClasses.decodeScalar(buf, i)
        return len > 0 && CharacterClasses.isUnicodeOperatorContinuation(u) ? len : 0
    }

    /// Whether an operator starting at `start` is bound to what precedes it: swiftc looks at
    /// the byte before, and white space, an opening bracket, `,` `;` `:`, the end of a
    /// block comment or a no-break space unbind it.
    mutating func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch buf[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return byte(at: start - 2) != UInt8(ascii: "*")
        case 0xA0:
            return byte(at: start - 2) != 0xC2
        default:
            return true
        }
    }

    /// Whether what follows `end` binds an operator on its right.
    mutating func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < n else { return false }
        switch buf[end] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `a!.b`: an operator bound on the left and followed by a dot is postfix.
            return !leftBound
        case UInt8(ascii: "/"):
            // A comment after the operator counts as white space.
            let next = byte(at: end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(at: end + 1) != 0xA0
        default:
            return true
        }
    }

    /// An operator by maximal munch, with its fixity from the surrounding white space, or
    /// a regex literal that starts at one of its `/`.
    ///
    /// `=`, `->`, a lone `.` and a left-bound `?` or `!` get kinds of their own. A
    /// left-bound `!` or `?` is always a single character (`a!=b` is `a! = b`, as in Swift).
    mutating func lexOperator() {
        let start = pos
        let leftBound = isLeftBound(start)
        let first = buf[pos]
        if leftBound && (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) {
            pos += 1
            emit(first == UInt8(ascii: "?") ? .postfixQuestion : .exclamation, from: start)
            return
        }
        let allowDot = first == UInt8(ascii: ".")
        pos += max(1, operatorCharLength(at: pos, allowDot: allowDot))
        while pos < n {
            if buf[pos] == UInt8(ascii: "<") && placeholderStarts(at: pos) { break }
            let l = operatorCharLength(at: pos, allowDot: allowDot)
            if l == 0 { break }
            pos += l
        }
        var end = pos

        // A `/` inside the operator may open a regex: `x = /a+/`, `!/a/.matches(s)`.
        var slash = start
        while slash < end && buf[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end, let regex = regexFromOperator(slash: slash, start: start, end: end, leftBound: leftBound) {
            if slash > start {
                pos = slash
                emitOperator(start: start, end: slash, leftBound: leftBound)
            }
            pos = regex.end
            emit(.regexLiteral, from: slash, aux: regex.flags)
            return
        }

        // A `//` or `/*` inside the operator starts a comment: `a+/*x*/b`.
        if end - start > 2 {
            var k = start + 1
            while k < end {
                if buf[k] == UInt8(ascii: "/") && (byte(at: k + 1) == UInt8(ascii: "/") || byte(at: k + 1) == UInt8(ascii: "*")) {
                    end = k
                    break
                }
                k += 1
            }
        }
        pos = end
        emitOperator(start: start, end: end, leftBound: leftBound)
    }

    /// Classifies and emits the operator `start..<end` (with `pos` at `end`).
    mutating func emitOperator(start: Int, end: Int, leftBound: Bool) {
        let length = end - start
        let rightBound = isRightBound(end, leftBound: leftBound)
        let first = buf[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="):
                emitFast(.equal, from: start)
                return
            case UInt8(ascii: "."):
                emitFast(.period, from: start)
                return
            case UInt8(ascii: "?"):
                // Not left-bound (that is `postfixQuestion`): the `?` of a ternary.
                emitFast(.operator, from: start, aux: OperatorFixity.infix.rawValue)
                return
            default:
                break
            }
        } else if length == 2 && first == UInt8(ascii: "-") && buf[start + 1] == UInt8(ascii: ">") {
            emitFast(.arrow, from: start)
            return
        }
        if containsBlockCommentEnd(start, end) {
            // `*/` outside a comment: swiftc rejects the whole operator.
            emit(.unknown, from: start)
            return
        }
        let fixity: OperatorFixity = leftBound == rightBound ? .infix : (leftBound ? .postfix : .prefix)
        emitFast(.operator, from: start, aux: fixity.rawValue)
    }

    @inline(__always)
    func containsBlockCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var k = start
        while k + 1 < end {
            if buf[k] == UInt8(ascii: "*") && buf[k + 1] == UInt8(ascii: "/") { return true }
            k += 1
        }
        return false
    }
}
