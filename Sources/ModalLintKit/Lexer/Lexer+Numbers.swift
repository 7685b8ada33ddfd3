extension LexerState {
    /// Integer and floating-point literals: `42`, `1_000`, `0xFF`, `0b1010`, `0o17`,
    /// `3.14`, `1e-9`, `0x1.8p3`.
    ///
    /// Malformed literals end where swiftc ends them: a decimal or binary literal keeps
    /// trailing identifier characters (`0b102`, `12abc` are one bad literal), while `1.5abc`
    /// and `0xff.description` stop before the member. After a `.` (tuple access `t.0.1`)
    /// and in a platform version (`iOS 13.0`) a `.` never continues the number.
    mutating func lexNumber() {
        let start = pos
        let zeroPrefix = buf[pos] == UInt8(ascii: "0") ? peek(1) : 0
        if zeroPrefix == UInt8(ascii: "x") {
            lexHexNumber()
            return
        }
        if zeroPrefix == UInt8(ascii: "o") || zeroPrefix == UInt8(ascii: "b") {
            pos += 2
            let maxDigit = zeroPrefix == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
            skip { ($0 >= UInt8(ascii: "0") && $0 <= maxDigit) || $0 == UInt8(ascii: "_") }
            skipIdentifierContinuation()
            emit(.integerLiteral, from: start)
            return
        }
        skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
        let c = peek(0)
        if c == UInt8(ascii: ".") {
            let plainDigits = !buf[start..<pos].contains(UInt8(ascii: "_"))
            if !CharacterClasses.isDigit(peek(1)) || lastKind == .period
                || (availabilityDepth > 0 && plainDigits) {
                emit(.integerLiteral, from: start)
                return
            }
        } else if c != UInt8(ascii: "e") && c != UInt8(ascii: "E") {
            skipIdentifierContinuation()
            emit(.integerLiteral, from: start)
            return
        }
        if peek(0) == UInt8(ascii: ".") {
            pos += 1
            skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
        }
        let e = peek(0)
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            pos += 1
            if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { pos += 1 }
            skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
            skipIdentifierContinuation()
        }
        emit(.floatLiteral, from: start)
    }

    /// `0x1F`, `0x1.8p3`; `0xff.description` is an integer and a member access.
    mutating func lexHexNumber() {
        let start = pos
        pos += 2
        guard pos < n, CharacterClasses.isHexDigit(buf[pos]) else {
            skipIdentifierContinuation()
            emit(.integerLiteral, from: start)
            return
        }
        skip { CharacterClasses.isHexDigit($0) || $0 == UInt8(ascii: "_") }
        var c = peek(0)
        if c != UInt8(ascii: "."), c != UInt8(ascii: "p"), c != UInt8(ascii: "P") {
            skipIdentifierContinuation()
            emit(.integerLiteral, from: start)
            return
        }
        var dot: Int? = nil
        if c == UInt8(ascii: ".") {
            dot = pos
            pos += 1
            if pos < n && !CharacterClasses.isHexDigit(buf[pos]) {
                pos -= 1
                emit(.integerLiteral, from: start)
                return
            }
            skip { CharacterClasses.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            c = peek(0)
            if c != UInt8(ascii: "p") && c != UInt8(ascii: "P") {
                // No binary exponent: usually `0xff.ff` is a member access on an integer.
                if pos + 1 < n && !CharacterClasses.isDigit(buf[pos + 1]) { pos = dot! }
                emit(.integerLiteral, from: start)
                return
            }
        }
        if pos < n { pos += 1 }  // the `p`
        var signed = false
        if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") {
            pos += 1
            signed = true
        }
        if pos < n && !CharacterClasses.isDigit(buf[pos]) {
            if let dot, !CharacterClasses.isDigit(byte(at: dot + 1)) && !signed {
                // `0xff.fpValue`: a member access after all.
                pos = dot
                emit(.integerLiteral, from: start)
                return
            }
            skipIdentifierContinuation()
            emit(.floatLiteral, from: start)
            return
        }
        skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
        skipIdentifierContinuation()
        emit(.floatLiteral, from: start)
    }

    /// Swallows identifier characters that follow a literal (making it one bad literal).
    @inline(__always)
    mutating func skipIdentifierContinuation() {
        while pos < n {
            let b = buf[pos]
            if b < 0x80 {
                guard CharacterClasses.isASCIIIdentifierBody(b) else { return }
                pos += 1
            } else {
                let (u, len) = CharacterClasses.decodeScalar(buf, pos)
                guard len > 0 && CharacterClasses.isUnicodeIdentifierContinuation(u) else { return }
                pos += len
            }
        }
    }

    @inline(__always)
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while pos < n && predicate(buf[pos]) { pos += 1 }
    }
}
