/// Text that is not valid Swift but that swiftc lexes in a particular way to recover:
/// version-control conflicts, editor placeholders and curly-quoted strings. Doing the same
/// keeps token boundaries in line with the compiler's on files that are being edited.
extension LexerState {
    /// Whether `pos` starts a line (or follows a NUL byte, as in swiftc).
    @inline(__always)
    var atLineStart: Bool {
        pos == 0 || buf[pos - 1] == 0x0A || buf[pos - 1] == 0x0D || buf[pos - 1] == 0
    }

    /// A conflict from a `<<<<<<< ` line to the end of the `>>>>>>> ` line that closes it
    /// (or Perforce's `>>>> ` … `<<<<`) becomes one `conflictMarker` token: like swiftc, the
    /// lexer skips both sides, since neither is the file as it will compile. Without its
    /// closing line the marker is not a conflict, and lexes as operators.
    mutating func lexConflict() -> Bool {
        let start = pos
        let end: Int?
        if startsWith(pos, "<<<<<<< ") {
            guard conflictFailFrom < 0 || pos < conflictFailFrom else { return false }
            end = findConflictEnd(from: pos + 8, terminator: ">>>>>>> ")
            if end == nil { conflictFailFrom = pos }
        } else if startsWith(pos, ">>>> ") {
            guard perforceConflictFailFrom < 0 || pos < perforceConflictFailFrom else { return false }
            end = findConflictEnd(from: pos + 5, terminator: "<<<<\n")
            if end == nil { perforceConflictFailFrom = pos }
        } else {
            end = nil
        }
        guard let end else { return false }
        pos = end
        skipToLineEnd()
        emit(.conflictMarker, from: start)
        return true
    }

    func startsWith(_ i: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= n else { return false }
        return bytesEqual(i, i + count, literal)
    }

    /// The offset just past `terminator` at the start of a later line, or nil.
    func findConflictEnd(from i: Int, terminator: StaticString) -> Int? {
        let first = terminator.withUTF8Buffer { $0[0] }
        var j = i
        while j < n {
            if buf[j] == first && (buf[j - 1] == 0x0A || buf[j - 1] == 0x0D)
                && startsWith(j, terminator) {
                return j + terminator.utf8CodeUnitCount
            }
            j += 1
        }
        return nil
    }

    /// `<#name#>` on one line: the end of the placeholder, or nil.
    func editorPlaceholderEnd(from start: Int) -> Int? {
        var j = start + 2
        while j < n {
            let c = buf[j]
            if c == 0x0A { return nil }
            if c == UInt8(ascii: "<") && byte(at: j + 1) == UInt8(ascii: "#") { return nil }
            if c == UInt8(ascii: "#") && byte(at: j + 1) == UInt8(ascii: ">") { return j + 2 }
            j += 1
        }
        return nil
    }

    /// Whether a placeholder (`<#` … `#>` on this line) starts at `i`: an operator stops
    /// before it (`a+<#b#>`).
    mutating func placeholderStarts(at i: Int) -> Bool {
        byte(at: i) == UInt8(ascii: "<") && byte(at: i + 1) == UInt8(ascii: "#")
            && editorPlaceholderEnd(from: i) != nil
    }

    /// After `“`, the end of a curly-quoted string on the same line (closed by `”` or `"`),
    /// or nil when it has an interpolation, an invalid character or escape, or no end.
    /// A failure is remembered: a later `“` before that point fails the same way.
    mutating func curlyQuoteStringEnd(from start: Int) -> Int? {
        let (end, closed) = scanCurlyQuoteString(from: start)
        if !closed { curlyQuoteFailEnd = end }
        return closed ? end : nil
    }

    /// Scans a curly-quoted string body: where it closes, or where it gives up.
    func scanCurlyQuoteString(from start: Int) -> (end: Int, closed: Bool) {
        var j = start
        while j < n {
            let c = buf[j]
            switch c {
            case 0x0A, 0x0D:
                return (j, false)
            case UInt8(ascii: "\""):
                return (j + 1, true)
            case UInt8(ascii: "\\"):
                let e = byte(at: j + 1)
                switch e {
                case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
                     UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
                    j += 2
                case UInt8(ascii: "u"):
                    guard byte(at: j + 2) == UInt8(ascii: "{") else { return (j, false) }
                    var k = j + 3
                    while k < n && CharacterClasses.isHexDigit(buf[k]) { k += 1 }
                    guard byte(at: k) == UInt8(ascii: "}"), k - (j + 3) >= 1, k - (j + 3) <= 8 else { return (j, false) }
                    j = k + 1
                default:
                    return (j, false)
                }
            case 0x00...0x1F, 0x7F:
                return (j, false)
            case 0x80...0xFF:
                let (u, len) = CharacterClasses.decodeScalar(buf, j)
                if len == 0 { return (j, false) }
                j += len
                if u == 0x201D { return (j, true) }
            default:
                j += 1
            }
        }
        return (j, false)
    }
}
