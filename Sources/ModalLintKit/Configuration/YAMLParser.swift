/// The recursive-descent parser behind `YAML.parse`: document and block structure here,
/// scalars in `YAMLParser+Scalars.swift`, flow collections in `YAMLParser+Flow.swift`.
///
/// The text is normalised first (BOM dropped, CRLF and CR turned into LF, C0 control
/// characters rejected) into bytes with a table of line starts, so positions are byte columns of the
/// original lines. Every block-level function returns with `pos` at the start of a line (or
/// at the end); `at(_:)` answers 0 past the end, and the text holds no NUL, so 0 is the end.
struct YAMLParser {
    var b: [UInt8] = []
    var lineStarts: [Int] = [0]
    var pos = 0
    let maxDepth: Int
    /// Characters JSON allows in strings but YAML only inside quotes (DEL, C1 controls other
    /// than NEL, U+FFFE/U+FFFF, a BOM past the start): their offsets, checked against
    /// `quotedRanges` once the document is parsed.
    var quotedOnly: [Int] = []
    var quotedRanges: [Range<Int>] = []

    init(text: String, maxDepth: Int) throws(YAMLError) {
        self.maxDepth = maxDepth
        let src: [UInt8] = Array(text.utf8)
        var i = 0
        if src.count >= 3, src[0] == 0xEF, src[1] == 0xBB, src[2] == 0xBF { i = 3 }
        var out: [UInt8] = []
        out.reserveCapacity(src.count)
        while i < src.count {
            let c = src[i]
            switch c {
            case Y.cr:
                out.append(Y.lf)
                lineStarts.append(out.count)
                i += i + 1 < src.count && src[i + 1] == Y.lf ? 2 : 1
                continue
            case Y.lf:
                out.append(c)
                lineStarts.append(out.count)
            case Y.tab:
                out.append(c)
            case 0..<0x20:
                throw badCharacter(UInt32(c), at: out.count, outsideQuotes: false)
            case 0x7F:
                quotedOnly.append(out.count)
                out.append(c)
            case 0xC2 where i + 1 < src.count && (0x80...0x9F).contains(src[i + 1]) && src[i + 1] != 0x85:
                quotedOnly.append(out.count)
                out.append(c)
            case 0xEF where i + 2 < src.count && ((src[i + 1] == 0xBF && src[i + 2] >= 0xBE) || (src[i + 1] == 0xBB && src[i + 2] == 0xBF)):
                quotedOnly.append(out.count)
                out.append(c)
            default:
                out.append(c)
            }
            i += 1
        }
        b = out
    }

    private func badCharacter(_ scalar: UInt32, at offset: Int, outsideQuotes: Bool) -> YAMLError {
        var hex = String(scalar, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        let what = scalar == 0xFEFF ? "byte order mark" : scalar >= 0xFFFE ? "non-character" : "control character"
        let place = outsideQuotes ? " outside quotes" : ""
        return error(offset, "\(what) U+\(hex) is not allowed\(place); write it as an escape in a double-quoted string")
    }

    /// The whole document, then the characters only quotes may hold.
    mutating func parse() throws(YAMLError) -> YAMLValue? {
        let root = try parseDocument()
        guard !quotedOnly.isEmpty else { return root }
        quotedRanges.sort { $0.lowerBound < $1.lowerBound }
        var r = 0
        for offset in quotedOnly {
            while r < quotedRanges.count && quotedRanges[r].upperBound <= offset { r += 1 }
            if r < quotedRanges.count && quotedRanges[r].contains(offset) { continue }
            let scalar = String(decoding: b[offset..<min(offset + 3, b.count)], as: UTF8.self).unicodeScalars.first
            throw badCharacter(scalar?.value ?? 0, at: offset, outsideQuotes: true)
        }
        return root
    }

    // MARK: Bytes and positions

    @inline(__always) func at(_ i: Int) -> UInt8 { i >= 0 && i < b.count ? b[i] : 0 }
    @inline(__always) var cur: UInt8 { at(pos) }

    func lineIndex(_ offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func position(_ offset: Int) -> YAMLPosition {
        let i = lineIndex(offset)
        return YAMLPosition(line: i + 1, column: offset - lineStarts[i] + 1)
    }

    /// 0-based column: the indentation a collection starting here has.
    func column0(_ offset: Int) -> Int { offset - lineStarts[lineIndex(offset)] }

    func error(_ offset: Int, _ message: String) -> YAMLError {
        let p = position(offset)
        return YAMLError(line: p.line, column: p.column, message: message)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: b[range], as: UTF8.self) }

    /// A short quotation of a scalar for messages.
    func preview(_ range: Range<Int>) -> String {
        let s = text(range)
        return s.count > 40 ? String(s.prefix(40)) + "…" : s
    }

    func emptyValue(_ offset: Int) -> YAMLValue { .string("", position(offset), quoted: false) }

    mutating func skipBlanks() {
        while isBlank(cur) { pos += 1 }
    }

    /// `---` or `...` at a line start, followed by white space or the end.
    func isDocumentMarker(_ lineStart: Int) -> Bool {
        let c = at(lineStart)
        guard c == Y.dash || c == Y.dot else { return false }
        return at(lineStart + 1) == c && at(lineStart + 2) == c && isWhiteOrEnd(at(lineStart + 3))
    }

    func isListIndicator(_ i: Int) -> Bool { at(i) == Y.dash && isWhiteOrEnd(at(i + 1)) }

    /// After a node on a line: blanks, an optional comment, then the line break (consumed).
    mutating func finishLine(after what: String) throws(YAMLError) {
        skipBlanks()
        if cur == Y.hash {
            guard isBlank(at(pos - 1)) || column0(pos) == 0 else {
                throw error(pos, "a comment needs white space before '#'")
            }
            while !isBreakOrEnd(cur) { pos += 1 }
        }
        if cur == Y.lf { pos += 1; return }
        if cur == 0 { return }
        throw error(pos, "unexpected text after \(what)")
    }

    struct Line {
        let start: Int
        let indent: Int
        var content: Int { start + indent }
    }

    /// From a line start, skips blank and comment-only lines; nil at the end. A content line
    /// whose indentation holds a tab is an error.
    mutating func nextContentLine() throws(YAMLError) -> Line? {
        while pos < b.count {
            var i = pos
            while at(i) == Y.space { i += 1 }
            var j = i
            while isBlank(at(j)) { j += 1 }
            let c = at(j)
            if c == Y.lf { pos = j + 1; continue }
            if c == 0 { pos = b.count; return nil }
            if c == Y.hash {
                while !isBreakOrEnd(at(j)) { j += 1 }
                pos = min(j + 1, b.count)
                continue
            }
            if j != i { throw error(i, "tab character in indentation (YAML indents with spaces only)") }
            return Line(start: pos, indent: i - pos)
        }
        return nil
    }

    func depthError(_ offset: Int) -> YAMLError {
        error(offset, "nesting deeper than \(maxDepth) levels")
    }

    // MARK: Document

    mutating func parseDocument() throws(YAMLError) -> YAMLValue? {
        guard let first = try nextContentLine() else { return nil }
        if first.indent == 0 && at(first.start) == Y.percent {
            throw error(first.start, "directives ('%YAML', '%TAG') are not supported")
        }
        let root: YAMLValue?
        let rootIndent: Int
        if first.indent == 0 && at(first.start) == Y.dash && isDocumentMarker(first.start) {
            pos = first.start + 3
            skipBlanks()
            if cur == Y.hash || isBreakOrEnd(cur) {
                try finishLine(after: "'---'")
                let line = try nextContentLine()
                rootIndent = line?.indent ?? 0
                root = try parseIndentedValue(parentIndent: -1, sameIndentList: false, depth: 0)
            } else {
                rootIndent = 0
                root = try parseInlineNode(parentIndent: -1, compact: false, tab: nil, depth: 0, owner: "'---'")
            }
        } else {
            rootIndent = first.indent
            root = try parseIndentedValue(parentIndent: -1, sameIndentList: false, depth: 0)
        }

        guard let line = try nextContentLine() else { return root }
        if line.indent == 0 && isDocumentMarker(line.start) {
            if at(line.start) == Y.dash {
                throw error(line.start, "several documents are not supported (a second '---')")
            }
            pos = line.start + 3
            try finishLine(after: "'...'")
            if let extra = try nextContentLine() {
                throw error(extra.content, "content after the document end '...' (several documents are not supported)")
            }
            return root
        }
        if line.indent < rootIndent {
            throw error(line.content, "inconsistent indentation: less indented than the document's first line")
        }
        throw error(line.content, "unexpected content after the document's root value")
    }

    // MARK: Block structure

    /// A value that starts on a following line: more indented than its parent, or a list at
    /// its key's indentation. Nil when there is none (an empty value).
    mutating func parseIndentedValue(parentIndent n: Int, sameIndentList: Bool, depth: Int) throws(YAMLError) -> YAMLValue? {
        guard let line = try nextContentLine() else { return nil }
        if line.indent == 0 && isDocumentMarker(line.start) {
            pos = line.start
            return nil
        }
        if line.indent > n {
            pos = line.content
            return try parseInlineNode(parentIndent: n, compact: true, tab: nil, depth: depth)
        }
        if line.indent == n && sameIndentList && isListIndicator(line.content) {
            pos = line.content
            return try parseBlockList(indent: n, sameIndentAsKey: true, depth: depth + 1)
        }
        pos = line.start
        return nil
    }

    /// A node starting at `pos` on the current line. `compact`: a block list or map may start
    /// here (at this column); otherwise `owner` names what it would share its line with.
    /// `tab`: where a tab separated it from its `-`, which makes a compact collection's
    /// indentation ambiguous.
    mutating func parseInlineNode(parentIndent n: Int, compact: Bool, tab: Int?, depth: Int,
                                  owner: String = "its key") throws(YAMLError) -> YAMLValue {
        let start = pos
        let c = cur
        let next = at(pos + 1)
        if isBreakOrEnd(c) || c == Y.hash {
            try finishLine(after: "the value")
            return emptyValue(start)
        }
        if c == Y.dash && isWhiteOrEnd(next) {
            guard compact else {
                throw error(start, "a block list cannot start on the same line as \(owner); start it on the next line")
            }
            if let tab { throw error(tab, "tab character in indentation (YAML indents with spaces only)") }
            return try parseBlockList(indent: column0(start), sameIndentAsKey: false, depth: depth + 1)
        }
        if let e = propertyError(start) { throw e }
        switch c {
        case Y.pipe, Y.greater:
            return try parseBlockScalar(parentIndent: n)
        case Y.lbracket, Y.lbrace:
            let value = try parseFlowCollection(blockIndent: n, depth: depth + 1)
            skipBlanks()
            if cur == Y.colon && isWhiteOrEnd(at(pos + 1)) {
                throw error(start, "a flow collection cannot be a key (complex keys are not supported)")
            }
            try finishLine(after: "the flow collection")
            return value
        case Y.dquote, Y.squote:
            let (s, spanned) = try parseQuoted(minIndent: n + 1)
            let end = pos
            skipBlanks()
            if cur == Y.colon && isWhiteOrEnd(at(pos + 1)) {
                if spanned { throw error(start, "a key must fit on one line") }
                guard compact else { throw nestedMapError(start, owner: owner) }
                if let tab { throw error(tab, "tab character in indentation (YAML indents with spaces only)") }
                pos = start
                return try parseBlockMap(indent: column0(start), depth: depth + 1)
            }
            pos = end
            try finishLine(after: "the quoted string")
            return .string(s, position(start), quoted: true)
        default:
            if let e = plainStartError(start, flow: false) { throw e }
            let first = scanPlainLine(from: start, flow: false)
            if first.stop == .colon {
                guard compact else { throw nestedMapError(start, owner: owner) }
                if let tab { throw error(tab, "tab character in indentation (YAML indents with spaces only)") }
                return try parseBlockMap(indent: column0(start), depth: depth + 1)
            }
            let (s, _) = try parsePlain(from: start, first: first, parentIndent: n, flow: false)
            try finishLine(after: "the value")
            return .string(s, position(start), quoted: false)
        }
    }

    func nestedMapError(_ offset: Int, owner: String) -> YAMLError {
        error(offset, "a nested map cannot start on the same line as \(owner); start it on the next line (or quote a value containing ': ')")
    }

    /// Anchors, aliases and tags, wherever a node may start.
    func propertyError(_ offset: Int) -> YAMLError? {
        switch at(offset) {
        case Y.ampersand: return error(offset, "anchors ('&name') are not supported")
        case Y.star: return error(offset, "aliases ('*name') are not supported")
        case Y.bang: return error(offset, "tags ('!tag', '!!type') are not supported")
        default: return nil
        }
    }

    mutating func parseBlockList(indent c: Int, sameIndentAsKey: Bool, depth: Int) throws(YAMLError) -> YAMLValue {
        let start = pos
        if depth > maxDepth { throw depthError(start) }
        var items: [YAMLValue] = []
        while true {
            let dash = pos
            pos += 1
            var tab: Int?
            while isBlank(cur) {
                if cur == Y.tab && tab == nil { tab = pos }
                pos += 1
            }
            if cur == Y.hash || isBreakOrEnd(cur) {
                try finishLine(after: "'-'")
                items.append(try parseIndentedValue(parentIndent: c, sameIndentList: false, depth: depth) ?? emptyValue(dash + 1))
            } else {
                items.append(try parseInlineNode(parentIndent: c, compact: true, tab: tab, depth: depth))
            }
            guard let line = try nextContentLine() else { break }
            if line.indent == 0 && isDocumentMarker(line.start) { pos = line.start; break }
            if line.indent == c && isListIndicator(line.content) { pos = line.content; continue }
            if line.indent > c {
                throw error(line.content, "inconsistent indentation: expected a list item ('- ') at column \(c + 1)")
            }
            if line.indent == c && !sameIndentAsKey {
                throw error(line.content, "expected a list item ('- ') at this indentation")
            }
            pos = line.start
            break
        }
        return .list(items, position(start))
    }

    mutating func parseBlockMap(indent c: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let start = pos
        if depth > maxDepth { throw depthError(start) }
        var entries: [(key: String, keyPosition: YAMLPosition, value: YAMLValue)] = []
        var seen: [String: YAMLPosition] = [:]
        while true {
            let keyStart = pos
            let key = try parseBlockKey(indent: c)
            let keyPosition = position(keyStart)
            if let first = seen[key] {
                throw error(keyStart, "duplicate key '\(preview(key))' (first at \(first))")
            }
            seen[key] = keyPosition
            let colon = pos - 1
            skipBlanks()
            let value: YAMLValue
            if cur == Y.hash || isBreakOrEnd(cur) {
                try finishLine(after: "':'")
                value = try parseIndentedValue(parentIndent: c, sameIndentList: true, depth: depth) ?? emptyValue(colon + 1)
            } else {
                value = try parseInlineNode(parentIndent: c, compact: false, tab: nil, depth: depth)
            }
            entries.append((key, keyPosition, value))
            guard let line = try nextContentLine() else { break }
            if line.indent == 0 && isDocumentMarker(line.start) { pos = line.start; break }
            if line.indent == c {
                if isListIndicator(line.content) {
                    throw error(line.content, "expected a key at this indentation, found a list item ('- ')")
                }
                pos = line.content
                continue
            }
            if line.indent > c {
                throw error(line.content, "inconsistent indentation: expected a key at column \(c + 1)")
            }
            pos = line.start
            break
        }
        return .map(entries, position(start))
    }

    func preview(_ s: String) -> String { s.count > 40 ? String(s.prefix(40)) + "…" : s }

    /// A block map's key and its `:`; leaves `pos` after the `:`.
    mutating func parseBlockKey(indent c: Int) throws(YAMLError) -> String {
        let start = pos
        let ch = cur
        let next = at(pos + 1)
        switch ch {
        case Y.dquote, Y.squote:
            let (key, spanned) = try parseQuoted(minIndent: c + 1)
            skipBlanks()
            guard cur == Y.colon && isWhiteOrEnd(at(pos + 1)) else {
                throw error(start, "missing ':' after the key \(preview(text(start..<pos)))")
            }
            if spanned { throw error(start, "a key must fit on one line") }
            pos += 1
            return key
        case Y.lbracket, Y.lbrace:
            throw error(start, "a flow collection cannot be a key (complex keys are not supported)")
        case Y.question where isWhiteOrEnd(next):
            throw error(start, "complex keys ('? ') are not supported")
        case Y.colon where isWhiteOrEnd(next):
            throw error(start, "missing key before ':'")
        case Y.dash where isWhiteOrEnd(next):
            throw error(start, "expected a key, found a list item ('- ')")
        default:
            if let e = propertyError(start) ?? plainStartError(start, flow: false) { throw e }
            let line = scanPlainLine(from: start, flow: false)
            guard line.stop == .colon else {
                throw error(start, "missing ':' after the key '\(preview(start..<line.end))'")
            }
            let key = text(start..<line.end)
            if key == "<<" { throw error(start, "merge keys ('<<') are not supported") }
            pos = line.stopAt + 1
            return key
        }
    }
}

// MARK: - Characters

extension YAMLParser {
    /// The bytes the grammar names.
    enum Y {
        static let tab: UInt8 = 0x09
        static let lf: UInt8 = 0x0A
        static let cr: UInt8 = 0x0D
        static let space: UInt8 = 0x20
        static let bang = UInt8(ascii: "!")
        static let dquote = UInt8(ascii: "\"")
        static let hash = UInt8(ascii: "#")
        static let percent = UInt8(ascii: "%")
        static let ampersand = UInt8(ascii: "&")
        static let squote = UInt8(ascii: "'")
        static let star = UInt8(ascii: "*")
        static let plus = UInt8(ascii: "+")
        static let comma = UInt8(ascii: ",")
        static let dash = UInt8(ascii: "-")
        static let dot = UInt8(ascii: ".")
        static let colon = UInt8(ascii: ":")
        static let greater = UInt8(ascii: ">")
        static let question = UInt8(ascii: "?")
        static let atSign = UInt8(ascii: "@")
        static let lbracket = UInt8(ascii: "[")
        static let backslash = UInt8(ascii: "\\")
        static let rbracket = UInt8(ascii: "]")
        static let backtick = UInt8(ascii: "`")
        static let lbrace = UInt8(ascii: "{")
        static let pipe = UInt8(ascii: "|")
        static let rbrace = UInt8(ascii: "}")
    }

    @inline(__always) func isBlank(_ c: UInt8) -> Bool { c == Y.space || c == Y.tab }
    @inline(__always) func isBreakOrEnd(_ c: UInt8) -> Bool { c == Y.lf || c == 0 }
    @inline(__always) func isWhiteOrEnd(_ c: UInt8) -> Bool { isBlank(c) || isBreakOrEnd(c) }
    @inline(__always) func isFlowIndicator(_ c: UInt8) -> Bool {
        c == Y.comma || c == Y.lbracket || c == Y.rbracket || c == Y.lbrace || c == Y.rbrace
    }
}
