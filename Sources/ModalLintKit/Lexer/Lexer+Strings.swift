extension LexerState {
    /// Lexes an opening delimiter (`"`, `"""` or `'`, after `hashes` leading `#` that begin
    /// at `start`) and the string body after it.
    mutating func lexStringStart(hashes: Int, from start: Int? = nil) {
        let begin = start ?? pos
        if buf[pos] == UInt8(ascii: "'") {
            // Not Swift, but swiftc lexes `'a'` as a string (and then reports it).
            pos += 1
            emit(.stringBegin, from: begin, aux: LiteralFlags.singleQuote)
            lexStringBody(hashes: 0, multiline: false, singleQuote: true)
            return
        }
        var multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        if multiline && hashes > 0 && closesOnSameLine(from: pos + 3, hashes: hashes) {
            // `#"""#` or `#""" a "#`: a single-line raw string that begins with quotes.
            multiline = false
        }
        pos += multiline ? 3 : 1
        var flags: UInt8 = multiline ? LiteralFlags.multiline : 0
        if hashes > 0 { flags |= LiteralFlags.raw }
        emit(.stringBegin, from: begin, aux: flags)
        lexStringBody(hashes: hashes, multiline: multiline, singleQuote: false)
    }

    /// Whether a `"` followed by `hashes` `#` comes before the end of the line at `i`.
    func closesOnSameLine(from i: Int, hashes: Int) -> Bool {
        if countHashes(at: i, upTo: hashes) == hashes { return true }
        var j = i
        while j < n && buf[j] != 0x0A && buf[j] != 0x0D {
            if buf[j] == UInt8(ascii: "\"") {
                j += 1
                if countHashes(at: j, upTo: hashes) == hashes { return true }
                continue
            }
            j += 1
        }
        return false
    }

    @inline(__always)
    func countHashes(at i: Int, upTo limit: Int) -> Int {
        var k = 0
        while k < limit && i + k < n && buf[i + k] == UInt8(ascii: "#") { k += 1 }
        return k
    }

    @inline(__always)
    static func stringFlags(_ frame: InterpolationFrame) -> UInt8 {
        (frame.multiline ? LiteralFlags.multiline : 0) | (frame.hashes > 0 ? LiteralFlags.raw : 0)
            | (frame.singleQuote ? LiteralFlags.singleQuote : 0)
    }

    @inline(__always)
    mutating func flushSegment(from start: Int) {
        if pos > start { emit(.stringSegment, from: start) }
    }

    /// Lexes string content from `pos` until the closing delimiter (emitting `stringEnd`), an
    /// interpolation (emitting `interpolationBegin` and pushing a frame to resume at its `)`),
    /// a line break in a single-line string, or the end of the file (both unterminated).
    mutating func lexStringBody(hashes: Int, multiline: Bool, singleQuote: Bool) {
        let segStart = pos
        let flags: UInt8 = (multiline ? LiteralFlags.multiline : 0) | (hashes > 0 ? LiteralFlags.raw : 0)
            | (singleQuote ? LiteralFlags.singleQuote : 0)
        let quote = singleQuote ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        while pos < n {
            let c = buf[pos]
            if c == UInt8(ascii: "\\") {
                // The escape delimiter: at least `hashes` `#` (swiftc takes one more if
                // present, so `\##(` also interpolates in a `#"…"#` string).
                let h = hashes == 0 ? 0 : countHashes(at: pos + 1, upTo: hashes + 1)
                guard h >= hashes else { pos += 1; continue }  // a plain backslash in a raw string
                let j = pos + 1 + h
                if j < n && buf[j] == UInt8(ascii: "(") {
                    flushSegment(from: segStart)
                    let start = pos
                    pos = j + 1
                    emit(.interpolationBegin, from: start)
                    stack.append(InterpolationFrame(depth: 0, hashes: hashes, multiline: multiline, singleQuote: singleQuote))
                    return
                }
                guard j < n else { pos = j; continue }
                let e = buf[j]
                if e == 0x0A || e == 0x0D || e == 0x20 || e == 0x09 {
                    // A line continuation (`\`, optional blanks, a line break) in a
                    // multi-line string; in a single-line one the break ends the
                    // (unterminated) string on the next iteration.
                    pos = j
                    if multiline, let end = escapedNewlineEnd(from: j) { pos = end }
                } else if e == UInt8(ascii: "u") && byte(at: j + 1) == UInt8(ascii: "{") {
                    pos = j + 2
                    while pos < n && CharacterClasses.isHexDigit(buf[pos]) { pos += 1 }
                    if pos < n && buf[pos] == UInt8(ascii: "}") { pos += 1 }
                } else if e < 0x80 {
                    pos = j + 1
                } else {
                    pos = j + max(1, CharacterClasses.decodeScalar(buf, j).length)
                }
                continue
            }
            if c == quote {
                if multiline {
                    if peek(1) == quote && peek(2) == quote && countHashes(at: pos + 3, upTo: hashes) == hashes {
                        closeString(segStart: segStart, delimiterLength: 3, hashes: hashes, flags: flags)
                        return
                    }
                } else if countHashes(at: pos + 1, upTo: hashes) == hashes {
                    closeString(segStart: segStart, delimiterLength: 1, hashes: hashes, flags: flags)
                    return
                }
                pos += 1
                continue
            }
            if (c == 0x0A || c == 0x0D) && !multiline {
                flushSegment(from: segStart)
                emit(.stringEnd, from: pos, aux: flags | LiteralFlags.unterminated)
                return
            }
            pos += 1
        }
        flushSegment(from: segStart)
        emit(.stringEnd, from: pos, aux: flags | LiteralFlags.unterminated)
    }

    /// Emits the segment before `pos` and the closing delimiter at `pos`. A raw string's
    /// closing delimiter takes every `#` that follows, as swiftc's does (`"###` closes `#"`,
    /// with an error).
    @inline(__always)
    mutating func closeString(segStart: Int, delimiterLength: Int, hashes: Int, flags: UInt8) {
        flushSegment(from: segStart)
        let start = pos
        pos += delimiterLength
        if hashes > 0 {
            while pos < n && buf[pos] == UInt8(ascii: "#") { pos += 1 }
        }
        emit(.stringEnd, from: start, aux: flags)
    }

    /// After the `\` (and `#`s) of an escape at `i`: the end of `[ \t]*` and a line break,
    /// or nil when the blanks are followed by something else.
    func escapedNewlineEnd(from i: Int) -> Int? {
        var j = i
        while j < n && (buf[j] == 0x20 || buf[j] == 0x09) { j += 1 }
        guard j < n else { return nil }
        if buf[j] == 0x0D { return byte(at: j + 1) == 0x0A ? j + 2 : j + 1 }
        if buf[j] == 0x0A { return j + 1 }
        return nil
    }
}
