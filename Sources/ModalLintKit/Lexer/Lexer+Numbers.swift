extension LexerState {
    /// Integer and floating-point literals: `42`, `1_000`, `0xFF`, `0b1010`, `0o17`,
    /// `3.14`, `1e-9`, `0x1.8p3`. After a `.` (tuple access `t.0.1`) only digits are taken.
    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let afterPeriod = lastKind == .period && start > 0 && buf[start - 1] == UInt8(ascii: ".")
        if buf[pos] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X")) {
            pos += 2
            skip { CharacterClasses.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            if !afterPeriod && peek(0) == UInt8(ascii: ".") && CharacterClasses.isHexDigit(peek(1)) {
                pos += 1
                isFloat = true
                skip { CharacterClasses.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            }
            if !afterPeriod && (peek(0) | 0x20) == UInt8(ascii: "p") && exponentFollows(at: pos + 1) {
                isFloat = true
                pos += 1
                if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { pos += 1 }
                skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
            }
        } else if buf[pos] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o")) {
            pos += 2
            skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
        } else {
            skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
            if !afterPeriod && peek(0) == UInt8(ascii: ".") && CharacterClasses.isDigit(peek(1)) {
                isFloat = true
                pos += 1
                skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
            }
            if !afterPeriod && (peek(0) | 0x20) == UInt8(ascii: "e") && exponentFollows(at: pos + 1) {
                isFloat = true
                pos += 1
                if peek(0) == UInt8(ascii: "+") || peek(0) == UInt8(ascii: "-") { pos += 1 }
                skip { CharacterClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
            }
        }
        // Like swiftc, keep trailing identifier characters in the (then invalid) literal.
        skip { CharacterClasses.isASCIIIdentifierBody($0) && $0 != UInt8(ascii: "$") }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    @inline(__always)
    func exponentFollows(at i: Int) -> Bool {
        let b = byte(at: i)
        if CharacterClasses.isDigit(b) { return true }
        return (b == UInt8(ascii: "+") || b == UInt8(ascii: "-")) && CharacterClasses.isDigit(byte(at: i + 1))
    }

    @inline(__always)
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while pos < n && predicate(buf[pos]) { pos += 1 }
    }
}
