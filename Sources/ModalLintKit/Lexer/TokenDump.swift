/// The `dump-tokens` format: one JSON object per token, for people and for the
/// swift-syntax comparison (`../shared/tools/token-oracle`).
///
/// A string literal is listed once as a whole (`"kind":"stringLiteral"`,
/// `"group":"string"`, delimiters included) at its opening delimiter; the tokens inside its
/// interpolations follow in order. Its own parts (delimiters, segments, `\(` and `)`) are
/// left out unless `stringParts` is set: the reference dump has no such items, and a segment
/// such as `#FF9800` would read as the word `FF9800` to the comparison.
public enum TokenDump {
    /// For each `stringBegin` index, the index of its `stringEnd`.
    public static func matchStrings(_ tokens: [Token]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        var open: [Int] = []
        for (i, t) in tokens.enumerated() {
            if t.kind == .stringBegin {
                open.append(i)
            } else if t.kind == .stringEnd, let b = open.popLast() {
                result[b] = i
            }
        }
        return result
    }

    /// Whether a token kind is a part of a string literal's own syntax.
    @inline(__always)
    static func isStringPart(_ kind: TokenKind) -> Bool {
        switch kind {
        case .stringBegin, .stringSegment, .interpolationBegin, .interpolationEnd, .stringEnd: return true
        default: return false
        }
    }

    /// Appends the dump of one file to `out`.
    /// Kind names, computed once (reflection per token would dominate the dump).
    static let kindNames: [String] = TokenKind.allCases.map { String(describing: $0) }

    /// Appends the dump of one file to `out`; `flush` is called whenever `out` passes 1 MB, so
    /// a huge file streams instead of piling up in memory.
    public static func dump(file: SourceFile, tokens: [Token], into out: inout String, stringParts: Bool = false,
                            flush: (inout String) -> Void = { _ in }) {
        out += "{\"file\":\(JSON.quote(file.path))}\n"
        let ends = matchStrings(tokens)
        for (i, t) in tokens.enumerated() {
            if t.kind == .stringBegin, let e = ends[i] {
                let end = tokens[e].end
                let flags = tokens[e].isUnterminated ? ",\"unterminated\":true" : ""
                out += "{\"kind\":\"stringLiteral\",\"group\":\"string\",\"offset\":\(t.start),\"length\":\(end - t.start)\(flags)}\n"
            }
            if !stringParts && isStringPart(t.kind) { continue }
            if out.utf8.count > 1 << 20 { flush(&out) }
            out += "{\"kind\":\"\(kindNames[Int(t.kind.rawValue)])\",\"group\":\"\(t.kind.group)\",\"offset\":\(t.offset),\"length\":\(t.length)"
            if t.kind.isTrivia && !t.kind.isComment { out += ",\"trivia\":true" }
            if (t.kind.isComment || t.kind == .regexLiteral || t.kind == .stringEnd) && t.isUnterminated {
                out += ",\"unterminated\":true"
            }
            if t.kind == .keyword || (t.kind == .identifier && t.aux != 0) {
                out += ",\"keyword\":\"\(t.keyword.spelling)\""
            } else if t.kind == .operator {
                out += ",\"fixity\":\"\(OperatorFixity(rawValue: t.aux).map { String(describing: $0) } ?? "infix")\""
            }
            out += "}\n"
        }
    }
}
