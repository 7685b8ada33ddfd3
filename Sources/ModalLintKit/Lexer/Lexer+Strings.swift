extension LexerState {
    /// Lexes an opening delimiter (`"`, `"""`, with `hashes` leading `#`) at `pos` and the
    /// string body after it.
    mutating func lexStringStart(hashes: Int, from start: Int? = nil) {
        let begin = start ?? pos
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        pos += multiline ? 3 : 1
        var flags: UInt8 = multiline ? LiteralFlags.multiline : 0
        if hashes > 0 { flags |= LiteralFlags.raw }
        emit(.stringBegin, from: begin, aux: flags)
        lexStringBody(hashes: hashes, multiline: multiline)
    }

    @inline(__always)
    func countHashes(at i: Int, upTo limit: Int) -> Int {
        var k = 0
        while k < limit && i + k < n && buf[i + k] == UInt8(ascii: "#") { k += 1 }
        return k
    }

    @inline(__always)
    mutating func flushSegment(from start: Int) {
        if pos > start { emit(.stringSegment, from: start) }
    }

    /// Lexes string content from `pos` until the closing delimiter (emitting `stringEnd`), an
    /// interpolation (emitting `interpolationBegin` and pushing a frame to resume at its `)`),
    /// a line break in a single-line string, or the end of the file (both unterminated).
    mutating func lexStringBody(hashes: Int, multiline: Bool) {
        var segStart = pos
        let flags: UInt8 = (multiline ? LiteralFlags.multiline : 0) | (hashes > 0 ? LiteralFlags.raw : 0)
        while pos < n {
            let c = buf[pos]
            if c == UInt8(ascii: "\\") {
                let h = countHashes(at: pos + 1, upTo: hashes)
                guard h == hashes else { pos += 1; continue }  // a plain backslash in a raw string
                let j = pos + 1 + h
                if j < n && buf[j] == UInt8(ascii: "(") {
                    flushSegment(from: segStart)
                    let start = pos
                    pos = j + 1
                    emit(.interpolationBegin, from: start)
                    stack.append(InterpolationFrame(depth: 0, hashes: hashes, multiline: multiline))
                    return
                }
                guard j < n else { pos = j; continue }
                let e = buf[j]
                if e == 0x0A || e == 0x0D {
                    // Line continuation in a multi-line string; in a single-line one the
                    // break ends the (unterminated) string on the next iteration.
                    pos = j
                    if multiline {
                        pos += (e == 0x0D && byte(at: j + 1) == 0x0A) ? 2 : 1
                    }
                } else if e == UInt8(ascii: "u") && byte(at: j + 1) == UInt8(ascii: "{") {
                    pos = j + 2
                    var digits = 0
                    while pos < n && CharacterClasses.isHexDigit(buf[pos]) && digits < 8 { pos += 1; digits += 1 }
                    if pos < n && buf[pos] == UInt8(ascii: "}") { pos += 1 }
                } else if e < 0x80 {
                    pos = j + 1
                } else {
                    pos = j + max(1, CharacterClasses.decodeScalar(buf, j).length)
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                if multiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                        && countHashes(at: pos + 3, upTo: hashes) == hashes {
                        flushSegment(from: segStart)
                        let start = pos
                        pos += 3 + hashes
                        emit(.stringEnd, from: start, aux: flags)
                        return
                    }
                } else if countHashes(at: pos + 1, upTo: hashes) == hashes {
                    flushSegment(from: segStart)
                    let start = pos
                    pos += 1 + hashes
                    emit(.stringEnd, from: start, aux: flags)
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
        segStart = pos
        emit(.stringEnd, from: pos, aux: flags | LiteralFlags.unterminated)
    }
}
