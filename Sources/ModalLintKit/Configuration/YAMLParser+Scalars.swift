/// Scalars: plain (folded over lines), single- and double-quoted, literal and folded blocks.
extension YAMLParser {
    enum PlainStop { case end, colon, comment, flowIndicator }

    /// One line of a plain scalar: `end` is after its last non-blank byte, `stopAt` where the
    /// scan stopped (line break, `: `, ` #`, or in a flow collection a flow indicator).
    struct PlainLine {
        var end: Int
        var stopAt: Int
        var stop: PlainStop
    }

    func scanPlainLine(from start: Int, flow: Bool) -> PlainLine {
        var i = start
        var end = start
        while true {
            let c = at(i)
            if isBreakOrEnd(c) { return PlainLine(end: end, stopAt: i, stop: .end) }
            if c == Y.colon {
                let n = at(i + 1)
                if isWhiteOrEnd(n) || (flow && isFlowIndicator(n)) {
                    return PlainLine(end: end, stopAt: i, stop: .colon)
                }
            } else if c == Y.hash {
                if i > start && isBlank(at(i - 1)) { return PlainLine(end: end, stopAt: i, stop: .comment) }
            } else if flow && isFlowIndicator(c) {
                return PlainLine(end: end, stopAt: i, stop: .flowIndicator)
            }
            if !isBlank(c) { end = i + 1 }
            i += 1
        }
    }

    /// Why a plain scalar cannot start at `offset`, if it cannot.
    func plainStartError(_ offset: Int, flow: Bool) -> YAMLError? {
        let c = at(offset)
        let n = at(offset + 1)
        let quoted = String(decoding: [c], as: UTF8.self)
        switch c {
        case Y.dash, Y.question, Y.colon:
            if !isWhiteOrEnd(n) && !(flow && isFlowIndicator(n)) { return nil }
            if c == Y.question { return error(offset, "complex keys ('? ') are not supported") }
            if c == Y.colon { return error(offset, "missing key before ':'") }
            if isWhiteOrEnd(n) { return error(offset, "a block list item ('- ') cannot appear inside a flow collection") }
            return error(offset, "'-' cannot start a plain scalar here; quote the value")
        case Y.comma, Y.lbracket, Y.rbracket, Y.lbrace, Y.rbrace:
            return error(offset, flow ? "unexpected '\(quoted)'" : "'\(quoted)' cannot start a plain scalar; quote the value")
        case Y.hash:
            return error(offset, "a comment needs white space before '#'")
        case Y.ampersand, Y.star, Y.bang:
            return propertyError(offset)
        case Y.pipe, Y.greater:
            return error(offset, flow ? "block scalars ('|', '>') cannot appear inside a flow collection"
                                      : "'\(quoted)' cannot start a plain scalar; quote the value")
        case Y.percent:
            return error(offset, "'%' cannot start a plain scalar (directives are not supported); quote the value")
        case Y.atSign, Y.backtick:
            return error(offset, "'\(quoted)' is reserved and cannot start a plain scalar; quote the value")
        default:
            return nil
        }
    }

    /// A plain scalar from `start` (whose first line is `first`), continued on following lines
    /// indented more than `n`: a line break folds to a space, each empty line to a newline.
    /// Leaves `pos` after its last non-blank byte.
    mutating func parsePlain(from start: Int, first: PlainLine, parentIndent n: Int, flow: Bool) throws(YAMLError) -> (String, spanned: Bool) {
        var out = Array(b[start..<first.end])
        var end = first.end
        var spanned = false
        var line = first
        while line.stop == .end && at(line.stopAt) == Y.lf {
            var j = line.stopAt + 1
            var empty = 0
            var s = 0
            var k = j
            while true {
                s = 0
                while at(j + s) == Y.space { s += 1 }
                k = j + s
                while isBlank(at(k)) { k += 1 }
                if at(k) == Y.lf { empty += 1; j = k + 1; continue }
                break
            }
            let c = at(k)
            if c == 0 || c == Y.hash || s <= n { break }
            if s == 0 && isDocumentMarker(j) { break }
            if flow && isFlowIndicator(c) { break }
            if c == Y.colon && (isWhiteOrEnd(at(k + 1)) || (flow && isFlowIndicator(at(k + 1)))) { break }
            let next = scanPlainLine(from: k, flow: flow)
            if next.stop == .colon && !flow {
                throw error(next.stopAt, "unexpected ': ' in the continuation of a plain value (check the indentation, or a ':' missing on a line above)")
            }
            if empty == 0 {
                out.append(Y.space)
            } else {
                out.append(contentsOf: repeatElement(Y.lf, count: empty))
            }
            out.append(contentsOf: b[k..<next.end])
            end = next.end
            spanned = true
            line = next
        }
        pos = end
        return (String(decoding: out, as: UTF8.self), spanned)
    }

    /// A single- or double-quoted scalar at `pos`; leaves `pos` after the closing quote.
    /// Continuation lines need `minIndent` spaces (the parent's indentation plus one).
    mutating func parseQuoted(minIndent: Int) throws(YAMLError) -> (String, spanned: Bool) {
        let start = pos
        let q = cur
        let double = q == Y.dquote
        pos += 1
        var out: [UInt8] = []
        var blankStart = -1
        var spanned = false
        while true {
            let c = cur
            if c == 0 {
                throw error(start, double ? "unterminated double-quoted string (no closing '\"')"
                                          : "unterminated single-quoted string (no closing \"'\")")
            }
            if c == Y.space || c == Y.tab {
                if blankStart < 0 { blankStart = pos }
                pos += 1
                continue
            }
            if c == Y.lf {
                blankStart = -1
                pos += 1
                spanned = true
                try foldQuotedLines(escaped: false, minIndent: minIndent, into: &out)
                continue
            }
            if blankStart >= 0 {
                out.append(contentsOf: b[blankStart..<pos])
                blankStart = -1
            }
            if c == q {
                if !double && at(pos + 1) == Y.squote {
                    out.append(Y.squote)
                    pos += 2
                    continue
                }
                pos += 1
                quotedRanges.append(start..<pos)
                return (String(decoding: out, as: UTF8.self), spanned)
            }
            if double && c == Y.backslash {
                if at(pos + 1) == Y.lf {
                    pos += 2
                    spanned = true
                    try foldQuotedLines(escaped: true, minIndent: minIndent, into: &out)
                } else {
                    try decodeEscape(into: &out)
                }
                continue
            }
            out.append(c)
            pos += 1
        }
    }

    /// After a line break inside quotes: skips the next lines' leading white space; one break
    /// folds to a space (nothing after an escaped break), each empty line to a newline.
    mutating func foldQuotedLines(escaped: Bool, minIndent: Int, into out: inout [UInt8]) throws(YAMLError) {
        var empty = 0
        while true {
            if isDocumentMarker(pos) {
                throw error(pos, "a document marker ('---' or '...') cannot appear inside a quoted string (missing closing quote?)")
            }
            var s = 0
            while at(pos + s) == Y.space { s += 1 }
            var k = pos + s
            while isBlank(at(k)) { k += 1 }
            if at(k) == Y.lf { empty += 1; pos = k + 1; continue }
            if at(k) != 0 && s < minIndent {
                throw error(pos + s, "inconsistent indentation: a quoted string continued on another line must be indented by at least \(minIndent) spaces")
            }
            pos = k
            break
        }
        if empty == 0 && !escaped {
            out.append(Y.space)
        } else {
            out.append(contentsOf: repeatElement(Y.lf, count: empty))
        }
    }

    /// A `\` escape at `pos` in a double-quoted string.
    mutating func decodeEscape(into out: inout [UInt8]) throws(YAMLError) {
        let backslash = pos
        let e = at(pos + 1)
        var scalar: UInt32
        switch e {
        case UInt8(ascii: "0"): scalar = 0
        case UInt8(ascii: "a"): scalar = 7
        case UInt8(ascii: "b"): scalar = 8
        case UInt8(ascii: "t"), Y.tab: scalar = 9
        case UInt8(ascii: "n"): scalar = 10
        case UInt8(ascii: "v"): scalar = 11
        case UInt8(ascii: "f"): scalar = 12
        case UInt8(ascii: "r"): scalar = 13
        case UInt8(ascii: "e"): scalar = 27
        case Y.space: scalar = 32
        case Y.dquote: scalar = 34
        case UInt8(ascii: "/"): scalar = 47
        case Y.backslash: scalar = 92
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"):
            scalar = try hexEscape(at: backslash, digits: 2)
        case UInt8(ascii: "u"):
            scalar = try hexEscape(at: backslash, digits: 4)
            if (0xD800...0xDBFF).contains(scalar) {
                let low = pos
                guard at(low) == Y.backslash && at(low + 1) == UInt8(ascii: "u") else {
                    throw error(backslash, "unpaired UTF-16 surrogate in '\(text(backslash..<low))'")
                }
                let second = try hexEscape(at: low, digits: 4)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error(backslash, "unpaired UTF-16 surrogate in '\(text(backslash..<low))'")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (second - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error(backslash, "unpaired UTF-16 surrogate in '\(text(backslash..<pos))'")
            }
        case UInt8(ascii: "U"):
            scalar = try hexEscape(at: backslash, digits: 8)
            if scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                throw error(backslash, "'\(text(backslash..<pos))' is not a Unicode scalar value")
            }
        case 0:
            throw error(backslash, "unterminated double-quoted string (the text ends after '\\')")
        default:
            throw error(backslash, "invalid escape '\\\(characterText(at: pos + 1))' (write '\\\\' for a backslash, or use single quotes)")
        }
        if e != UInt8(ascii: "x") && e != UInt8(ascii: "u") && e != UInt8(ascii: "U") { pos += 2 }
        guard let u = Unicode.Scalar(scalar) else {
            throw error(backslash, "'\(text(backslash..<pos))' is not a Unicode scalar value")
        }
        UTF8.encode(u) { out.append($0) }
    }

    /// The hexadecimal digits of `\x`, `\u` or `\U` at `backslash`; leaves `pos` after them.
    mutating func hexEscape(at backslash: Int, digits: Int) throws(YAMLError) -> UInt32 {
        var value: UInt32 = 0
        for i in 0..<digits {
            let c = at(backslash + 2 + i)
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default:
                let letter = String(decoding: [at(backslash + 1)], as: UTF8.self)
                throw error(backslash, "invalid escape: '\\\(letter)' needs \(digits) hexadecimal digits")
            }
            value = value << 4 | UInt32(d)
        }
        pos = backslash + 2 + digits
        return value
    }

    /// The whole character starting at `offset`, for messages.
    func characterText(at offset: Int) -> String {
        let c = at(offset)
        let length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
        return text(offset..<min(offset + length, b.count))
    }

    enum Chomping { case clip, strip, keep }

    /// A `|` or `>` block scalar at `pos`, inside a collection indented `n` (-1 at the root).
    /// Leaves `pos` at the start of the first line after it.
    mutating func parseBlockScalar(parentIndent n: Int) throws(YAMLError) -> YAMLValue {
        let start = pos
        let literal = cur == Y.pipe
        pos += 1
        var chomping = Chomping.clip
        var chompingSeen = false
        var explicit: Int?
        for _ in 0..<2 {
            let c = cur
            if (c == Y.dash || c == Y.plus) && !chompingSeen {
                chomping = c == Y.dash ? .strip : .keep
                chompingSeen = true
                pos += 1
            } else if c >= UInt8(ascii: "1") && c <= UInt8(ascii: "9") && explicit == nil {
                explicit = Int(c - UInt8(ascii: "0"))
                pos += 1
            } else if c == UInt8(ascii: "0") && explicit == nil {
                throw error(pos, "a block scalar's indentation indicator must be 1 to 9")
            } else {
                break
            }
        }
        let headerEnd = pos
        skipBlanks()
        if cur == Y.hash {
            guard pos > headerEnd else { throw error(pos, "a comment needs white space before '#'") }
            while !isBreakOrEnd(cur) { pos += 1 }
        }
        guard isBreakOrEnd(cur) else {
            throw error(pos, "unexpected text after the block scalar header; its content starts on the next line")
        }
        if cur == Y.lf { pos += 1 }

        // The content's indentation: explicit, or that of the first non-empty line.
        // Content is indented at least one space, also at the root (as libyaml does).
        let m: Int
        if let explicit {
            m = max(n, 0) + explicit
        } else {
            var i = pos
            var maxLeading = 0
            var maxLeadingAt = -1
            var detected = -1
            while i < b.count {
                var s = 0
                while at(i + s) == Y.space { s += 1 }
                if isBreakOrEnd(at(i + s)) {
                    if s > maxLeading { maxLeading = s; maxLeadingAt = i }
                    if at(i + s) == 0 { break }
                    i += s + 1
                    continue
                }
                detected = s
                break
            }
            if detected > max(n, 0) {
                if maxLeading > detected {
                    throw error(maxLeadingAt, "a leading empty line of the block scalar has more spaces than its first line")
                }
                m = detected
            } else {
                m = max(maxLeading, n + 1, 1)
            }
        }

        var out: [UInt8] = []
        var leadingBreak = false
        var leadingBlank = false
        var trailingBreaks = 0
        while true {
            var i = pos
            while true {
                i = pos
                while i - pos < m && at(i) == Y.space { i += 1 }
                if at(i) == Y.lf {
                    trailingBreaks += 1
                    pos = i + 1
                    continue
                }
                break
            }
            if at(i) == 0 || i - pos < m { break }
            let trailingBlank = isBlank(at(i))
            if !literal && leadingBreak && !leadingBlank && !trailingBlank {
                if trailingBreaks == 0 { out.append(Y.space) }
            } else if leadingBreak {
                out.append(Y.lf)
            }
            leadingBreak = false
            out.append(contentsOf: repeatElement(Y.lf, count: trailingBreaks))
            trailingBreaks = 0
            leadingBlank = trailingBlank
            var j = i
            while !isBreakOrEnd(at(j)) { j += 1 }
            out.append(contentsOf: b[i..<j])
            if at(j) == 0 { pos = j; break }
            leadingBreak = true
            pos = j + 1
        }
        if chomping != .strip && leadingBreak { out.append(Y.lf) }
        if chomping == .keep { out.append(contentsOf: repeatElement(Y.lf, count: trailingBreaks)) }
        return .string(String(decoding: out, as: UTF8.self), position(start), quoted: true)
    }
}
