/// Flow collections: `[a, b]` and `{a: 1}`, nested, spanning lines, JSON included.
extension YAMLParser {
    /// White space, line breaks and comments inside a flow collection that sits in a block
    /// indented `n` (-1 at the root): its continuation lines must be indented more than `n`.
    mutating func skipFlowSpace(blockIndent n: Int) throws(YAMLError) {
        while true {
            let c = cur
            if isBlank(c) {
                pos += 1
            } else if c == Y.lf {
                pos += 1
                if isDocumentMarker(pos) {
                    throw error(pos, "a document marker ('---' or '...') cannot appear inside a flow collection (missing ']' or '}'?)")
                }
                var s = 0
                while at(pos + s) == Y.space { s += 1 }
                var k = pos + s
                while isBlank(at(k)) { k += 1 }
                let d = at(k)
                if d != Y.lf && d != 0 && d != Y.hash && s <= n {
                    throw error(pos + s, "inconsistent indentation: a flow collection continued on another line must be indented by more than \(n) spaces (or a ']' or '}' is missing)")
                }
                pos = k
            } else if c == Y.hash && (isWhiteOrEnd(at(pos - 1)) || pos == 0) {
                while !isBreakOrEnd(cur) { pos += 1 }
            } else {
                return
            }
        }
    }

    func unterminated(_ open: Int, list: Bool) -> YAMLError {
        error(open, list ? "unterminated flow list (no ']' closes this '[')" : "unterminated flow map (no '}' closes this '{')")
    }

    /// `[…]` or `{…}` at `pos`; leaves `pos` after the closing bracket.
    mutating func parseFlowCollection(blockIndent n: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let open = pos
        if depth > maxDepth { throw depthError(open) }
        let isList = cur == Y.lbracket
        pos += 1
        try skipFlowSpace(blockIndent: n)
        if isList {
            var items: [YAMLValue] = []
            while true {
                let c = cur
                if c == Y.rbracket { pos += 1; break }
                if c == 0 { throw unterminated(open, list: true) }
                if c == Y.comma { throw error(pos, "empty entry in a flow list (a ',' with no value before it)") }
                items.append(try parseFlowNode(blockIndent: n, depth: depth))
                try skipFlowSpace(blockIndent: n)
                let d = cur
                if d == Y.comma {
                    pos += 1
                    try skipFlowSpace(blockIndent: n)
                } else if d == 0 {
                    throw unterminated(open, list: true)
                } else if d == Y.colon {
                    throw error(pos, "'key: value' pairs inside a flow list are not supported; write [{key: value}]")
                } else if d != Y.rbracket {
                    throw error(pos, "expected ',' or ']' in a flow list")
                }
            }
            return .list(items, position(open))
        }

        var entries: [(key: String, keyPosition: YAMLPosition, value: YAMLValue)] = []
        var seen: [String: YAMLPosition] = [:]
        while true {
            let c = cur
            if c == Y.rbrace { pos += 1; break }
            if c == 0 { throw unterminated(open, list: false) }
            if c == Y.comma { throw error(pos, "empty entry in a flow map (a ',' with no entry before it)") }
            let keyStart = pos
            let (key, spanned) = try parseFlowKey(blockIndent: n)
            let keyEnd = pos
            skipBlanks()
            if cur != Y.colon {
                try skipFlowSpace(blockIndent: n)
                if cur == Y.colon { throw error(pos, "':' must be on the same line as its key") }
                throw error(keyStart, "missing ':' after the key '\(preview(keyStart..<keyEnd))'")
            }
            if spanned { throw error(keyStart, "a key must fit on one line") }
            let keyPosition = position(keyStart)
            if let first = seen[key] {
                throw error(keyStart, "duplicate key '\(preview(key))' (first at \(first))")
            }
            seen[key] = keyPosition
            let colon = pos
            pos += 1
            try skipFlowSpace(blockIndent: n)
            let value: YAMLValue
            if cur == Y.comma || cur == Y.rbrace {
                value = emptyValue(colon + 1)
            } else if cur == 0 {
                throw unterminated(open, list: false)
            } else {
                value = try parseFlowNode(blockIndent: n, depth: depth)
            }
            entries.append((key, keyPosition, value))
            try skipFlowSpace(blockIndent: n)
            let d = cur
            if d == Y.comma {
                pos += 1
                try skipFlowSpace(blockIndent: n)
            } else if d == 0 {
                throw unterminated(open, list: false)
            } else if d != Y.rbrace {
                throw error(pos, "expected ',' or '}' in a flow map")
            }
        }
        return .map(entries, position(open))
    }

    /// A flow map's key: a quoted or plain scalar.
    mutating func parseFlowKey(blockIndent n: Int) throws(YAMLError) -> (String, spanned: Bool) {
        let start = pos
        let c = cur
        if c == Y.lbracket || c == Y.lbrace {
            throw error(start, "a flow collection cannot be a key (complex keys are not supported)")
        }
        if c == Y.dquote || c == Y.squote { return try parseQuoted(minIndent: n + 1) }
        if let e = propertyError(start) ?? plainStartError(start, flow: true) { throw e }
        let first = scanPlainLine(from: start, flow: true)
        let (key, spanned) = try parsePlain(from: start, first: first, parentIndent: n, flow: true)
        if key == "<<" { throw error(start, "merge keys ('<<') are not supported") }
        return (key, spanned)
    }

    /// A value inside a flow collection.
    mutating func parseFlowNode(blockIndent n: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let start = pos
        let c = cur
        if c == Y.lbracket || c == Y.lbrace {
            return try parseFlowCollection(blockIndent: n, depth: depth + 1)
        }
        if c == Y.dquote || c == Y.squote {
            let (s, _) = try parseQuoted(minIndent: n + 1)
            return .string(s, position(start), quoted: true)
        }
        if let e = propertyError(start) ?? plainStartError(start, flow: true) { throw e }
        let first = scanPlainLine(from: start, flow: true)
        let (s, _) = try parsePlain(from: start, first: first, parentIndent: n, flow: true)
        return .string(s, position(start), quoted: false)
    }
}
