/// The findings part of the report: one section per rule with its explanation, then each
/// finding with its source context.
extension HTMLReporter {
    static func ruleSection(_ g: Model.Group, _ report: Model, _ highlighter: Highlighter, _ out: inout String) {
        let severities = (g.errors > 0 ? " he" : "") + (g.warnings > 0 ? " hw" : "")
        out += "<section class=\"rule r\(g.index)\(severities)\" id=\"\(g.anchor)\" aria-labelledby=\"\(g.anchor)-h\">\n"
        out += "<header class=\"rh\"><h2 id=\"\(g.anchor)-h\">\(text(g.name))</h2>"
        out += "<code class=\"rid\">\(text(g.id))</code>"
        if let d = g.description {
            out += "<span class=\"badge \(d.severity == .error ? "e" : "w")\" title=\"default severity\">\(d.severity.rawValue)</span>"
            if d.isOptIn { out += "<span class=\"badge o\">opt-in</span>" }
        }
        out += "<span class=\"rc\">\(count(g.findings.count, "finding")) in \(count(g.files, "file"))</span></header>\n"

        out += "<div class=\"explain\">\n"
        if let d = g.description {
            out += "<p class=\"lead\">\(prose(d.summary))</p>\n<div class=\"ex\">"
            out += "<div><h3>Why it matters</h3><p>\(prose(RuleDocs.plain(d.rationale)))</p></div>"
            out += "<div><h3>How to fix</h3><p>\(prose(RuleDocs.plain(d.fix)))</p></div></div>\n"
        } else {
            out += "<p class=\"lead\">A rule this version of ModalLint does not describe.</p>\n"
        }
        out += "</div>\n"

        for i in g.findings {
            finding(report.diagnostics[i], number: report.numbers[i], root: report.root, highlighter, &out)
        }
        out += "</section>\n"
    }

    static func finding(_ d: Diagnostic, number: Int, root: String, _ highlighter: Highlighter, _ out: inout String) {
        let sev = d.severity == .error ? "e" : "w"
        out += "<article class=\"f \(sev)\" id=\"f\(number)\">\n<div class=\"fh\">"
        out += "<span class=\"badge \(sev)\">\(d.severity.rawValue)</span>"
        out += "<a class=\"loc\" href=\"#f\(number)\">"
        pathLabel(ReportPath.display(d.path, root: root), suffix: ":\(d.location.line):\(d.location.column)", &out)
        out += "</a></div>\n"
        out += "<p class=\"msg\">\(prose(d.message.isEmpty ? d.ruleID : d.message))</p>\n"
        if !d.notes.isEmpty {
            out += "<ul class=\"notes\">"
            for n in d.notes {
                out += "<li><span class=\"nk\">note</span> <span class=\"nl\">\(pathText(ReportPath.display(n.path, root: root))):\(n.location.line):\(n.location.column)</span> \(prose(n.message))</li>"
            }
            out += "</ul>\n"
        }
        highlighter.context(d, &out)
        out += "</article>\n"
    }

    /// Source lines around findings, coloured by token kind. Each file is read and lexed
    /// once, on its first finding; files that are not Swift (storyboards) are shown plain.
    final class Highlighter {
        private let sources: SourceFileProvider
        private var tokens: [String: [Token]] = [:]
        /// Lines longer than this many bytes are cut (generated or minified code), unless
        /// the finding's column is further right.
        static let maxLineBytes = 320

        init(sources: @escaping SourceFileProvider) { self.sources = sources }

        func context(_ d: Diagnostic, _ out: inout String) {
            guard let file = sources(d.path) else {
                out += "<p class=\"nosrc\">Source not available.</p>\n"
                return
            }
            var lastLine = file.lines.lineCount
            // A final line break opens an empty last line that is not part of the text.
            if lastLine > 1 && file.lines.starts[lastLine - 1] == file.bytes.count { lastLine -= 1 }
            let line = d.location.line
            let first = max(1, min(line, lastLine) - HTMLReporter.contextLines)
            let last = min(lastLine, max(line, 1) + HTMLReporter.contextLines)
            guard first <= last else {
                out += "<p class=\"nosrc\">Source not available.</p>\n"
                return
            }
            let isSwift = d.path.hasSuffix(".swift")
            let toks: [Token]
            if isSwift {
                if let cached = tokens[d.path] { toks = cached } else {
                    toks = Lexer.tokenize(file.bytes)
                    tokens[d.path] = toks
                }
            } else {
                toks = []
            }
            let ranges = (first...last).map { file.lines.lineRange($0, in: file.bytes) }
            let indent = Self.commonIndent(ranges, file.bytes)
            out += "<pre class=\"src\"><code>"
            for n in first...last {
                let full = ranges[n - first]
                let range = min(full.lowerBound + indent, full.upperBound)..<full.upperBound
                let mark = n == line ? full.lowerBound + max(0, d.location.column - 1) : nil
                out += n == line ? "<span class=\"l hl\" data-n=\"\(n)\">" : "<span class=\"l\" data-n=\"\(n)\">"
                render(file.bytes, range, tokens: toks, mark: mark, &out)
                out += "</span>"
            }
            out += "</code></pre>\n"
        }

        /// One line's text as coloured spans; the token containing `mark` is underlined.
        private func render(_ bytes: [UInt8], _ line: Range<Int>, tokens: [Token], mark: Int?, _ out: inout String) {
            var end = line.upperBound
            var cut = false
            let limit = max(Self.maxLineBytes, (mark ?? 0) - line.lowerBound + 80)
            if line.count > limit {
                end = line.lowerBound + limit
                // Cut at a character boundary, not inside a UTF-8 sequence.
                while end > line.lowerBound && bytes[end] & 0xC0 == 0x80 { end -= 1 }
                cut = true
            }
            // Adjacent pieces of the same colour are merged into one span to keep the file small.
            var pendingClass = ""
            var pendingMarked = false
            var pending: ArraySlice<UInt8> = []
            func flush() {
                guard !pending.isEmpty else { return }
                let s = String(decoding: pending, as: UTF8.self)
                let cls = pendingMarked ? (pendingClass.isEmpty ? "at" : pendingClass + " at") : pendingClass
                if cls.isEmpty { HTMLReporter.appendText(s, to: &out) } else {
                    out += "<span class=\"\(cls)\">"
                    HTMLReporter.appendText(s, to: &out)
                    out += "</span>"
                }
                pending = []
            }
            func emit(_ a: Int, _ b: Int, _ cls: String, marked: Bool = false) {
                guard a < b else { return }
                if marked || pendingMarked || cls != pendingClass || pending.isEmpty {
                    flush()
                    pendingClass = cls
                    pendingMarked = marked
                    pending = bytes[a..<b]
                } else {
                    pending = bytes[pending.startIndex..<b]
                }
            }
            var pos = line.lowerBound
            if tokens.isEmpty {
                if let m = mark, m >= pos, m < end {
                    emit(pos, m, "")
                    let next = min(end, m + 1 + Self.continuationBytes(bytes, after: m))
                    emit(m, next, "", marked: true)
                    emit(next, end, "")
                } else {
                    emit(pos, end, "")
                }
            } else {
                var i = Self.firstToken(endingAfter: pos, in: tokens)
                while pos < end && i < tokens.count {
                    let t = tokens[i]
                    let segmentEnd = min(t.end, end)
                    if segmentEnd > pos {
                        let marked = mark.map { t.range.contains($0) } == true && t.kind != .whitespace && t.kind != .newline
                        emit(pos, segmentEnd, Self.cssClass(t, bytes), marked: marked)
                        pos = segmentEnd
                    }
                    i += 1
                }
                if pos < end { emit(pos, end, "") }
            }
            flush()
            if cut { out += "<span class=\"cut\">…</span>" }
        }

        /// The indentation (spaces and tabs) all non-blank lines share, in bytes. It is
        /// left out, so that code deep in a type does not start half a screen to the right
        /// (on a phone, off it); the line numbers keep the place in the file.
        static func commonIndent(_ ranges: [Range<Int>], _ bytes: [UInt8]) -> Int {
            var common: ArraySlice<UInt8>? = nil
            for r in ranges {
                var i = r.lowerBound
                while i < r.upperBound && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
                if i == r.upperBound { continue }
                let lead = bytes[r.lowerBound..<i]
                guard let c = common else {
                    common = lead
                    continue
                }
                let shared = zip(c, lead).prefix { $0 == $1 }.count
                common = c.prefix(shared)
            }
            return common?.count ?? 0
        }

        private static func continuationBytes(_ bytes: [UInt8], after i: Int) -> Int {
            var n = 0
            while i + 1 + n < bytes.count && bytes[i + 1 + n] & 0xC0 == 0x80 { n += 1 }
            return n
        }

        /// The index of the first token whose end is after `offset` (binary search).
        static func firstToken(endingAfter offset: Int, in tokens: [Token]) -> Int {
            var lo = 0, hi = tokens.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tokens[mid].end <= offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }

        /// The colour class of a token: `c` comment, `s` string or regex, `k` keyword,
        /// `a` attribute, `n` number, `t` a capitalised identifier, `x` a conflict marker
        /// or a character Swift rejects; plain otherwise.
        static func cssClass(_ t: Token, _ bytes: [UInt8]) -> String {
            switch t.kind {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return "c"
            case .stringBegin, .stringSegment, .stringEnd, .regexLiteral: return "s"
            case .keyword, .poundKeyword: return "k"
            case .attribute: return "a"
            case .integerLiteral, .floatLiteral: return "n"
            case .conflictMarker, .invalidUTF8, .unknown: return "x"
            case .identifier:
                // Why: contextual keywords that are almost never names elsewhere read as
                // keywords; `open`, `get`, `set`, `optional` and the like are often method
                // or variable names, so they stay plain rather than be miscoloured.
                switch t.keyword {
                case .final, .override, .convenience, .required, .mutating, .nonmutating, .lazy, .weak, .unowned,
                     .dynamic, .indirect, .async, .await, .actor, .some, .nonisolated, .didSet, .willSet:
                    return "k"
                default: break
                }
                // Why: Swift types are capitalised by convention, and the lexer does not
                // know types from values; colouring capitalised names reads like Xcode.
                let b = bytes[t.start]
                return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? "t" : ""
            default: return ""
            }
        }
    }
}
