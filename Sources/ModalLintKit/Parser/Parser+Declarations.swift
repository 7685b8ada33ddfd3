extension ParserState {

    /// Reads attributes (`@objc`, `@available(iOS 13, *)`) and modifiers at `p`.
    mutating func parseAttributesAndModifiers() -> (attributes: [String], modifiers: [String]) {
        // Most statements have neither.
        guard p < limit, v.kinds[p] == .attribute || isModifier(p) else { return ([], []) }
        // The words are located first (in reused buffers); each list then comes from the
        // file's table of lists, made only the first time.
        attributeWords.removeAll(keepingCapacity: true)
        modifierWords.removeAll(keepingCapacity: true)
        while p < limit {
            if v.kinds[p] == .attribute {
                attributeWords.append((v.start(p) + 1)..<v.end(p))
                p += 1
                if kind(p) == .leftParen && !v.spaceBefore[p] { p = afterGroup(p) }
            } else if isModifier(p) {
                modifierWords.append(range(p))
                p += 1
                if hasModifierArgument(at: p) { p += 3 }
            } else {
                break
            }
        }
        return (sharedList(attributeWords), sharedList(modifierWords))
    }

    /// The words at `words` (byte ranges) as strings, from the thread's table of lists.
    private mutating func sharedList(_ words: [Range<Int>]) -> [String] {
        if words.isEmpty { return [] }
        let h = WordListTable.hash(bytes, words)
        if let known = wordLists.find(bytes, words, hash: h) { return known }
        let list = words.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        wordLists.add(list, for: words, in: bytes, hash: h)
        return list
    }

    // MARK: Statements

    mutating func parseStatement(typeLevel: Bool) {
        guard let k = cur else { return }
        switch k {
        case .semicolon, .rightBrace, .rightParen, .rightSquare, .comma, .colon:
            p += 1
            return
        case .poundKeyword:
            if parsePoundDirective() { return }
        default:
            break
        }
        let start = p
        let (attributes, modifiers) = parseAttributesAndModifiers()
        guard let k2 = cur else { return }
        if k2 == .keyword || k2 == .identifier {
            switch keyword(p) {
            case .class, .struct, .enum, .protocol, .extension:
                if k2 == .keyword && (kind(p + 1) == .identifier || kind(p + 1) == .keyword) {
                    parseTypeDecl(start: start, attributes: attributes, modifiers: modifiers)
                    return
                }
            case .actor:
                if kind(p + 1) == .identifier {
                    parseTypeDecl(start: start, attributes: attributes, modifiers: modifiers)
                    return
                }
            case .func, .`init`, .deinit, .subscript:
                if k2 == .keyword {
                    parseFunction(start: start, attributes: attributes, modifiers: modifiers)
                    return
                }
            case .var, .let:
                if k2 == .keyword {
                    parseVariable(start: start, attributes: attributes, modifiers: modifiers, typeLevel: typeLevel)
                    return
                }
            case .typealias, .associatedtype, .import, .operator, .precedencegroup:
                if k2 == .keyword {
                    p += 1
                    skipToStatementEnd()
                    return
                }
            case .case where typeLevel:
                p += 1
                skipToStatementEnd()
                return
            default:
                break
            }
        }
        if !attributes.isEmpty || !modifiers.isEmpty, p > start, !startsStatementKeyword(p) {
            // Attributes before something we do not model (e.g. `@unknown default`).
            if cur == nil { return }
        }
        parseExecutableStatement()
    }

    /// `#if`, `#elseif`, `#else`, `#endif`, `#warning(…)`, `#error(…)`, `#sourceLocation(…)`.
    /// All branches of an `#if` are read, so only the directive lines are consumed.
    mutating func parsePoundDirective() -> Bool {
        if textIs(p, "#if") || textIs(p, "#elseif") {
            p += 1
            while p < limit && !v.newlineBefore[p] {
                if kind(p) == .leftParen { p = afterGroup(p) } else { p += 1 }
            }
            return true
        }
        if textIs(p, "#else") || textIs(p, "#endif") {
            p += 1
            return true
        }
        if textIs(p, "#warning") || textIs(p, "#error") || textIs(p, "#sourceLocation") {
            p += 1
            if kind(p) == .leftParen { p = afterGroup(p) }
            return true
        }
        return false
    }

    // MARK: Types

    mutating func parseTypeDecl(start: Int, attributes: consuming [String], modifiers: consuming [String]) {
        let declKind: TypeDecl.Kind
        switch keyword(p) {
        case .struct: declKind = .struct
        case .enum: declKind = .enum
        case .protocol: declKind = .protocol
        case .extension: declKind = .extension
        case .actor: declKind = .actor
        default: declKind = .class
        }
        p += 1
        // The name: `Foo`, or for extensions `Outer.Inner`.
        let nameStart = p
        var name = ""
        var parts = 0
        while isWord(p) {
            name = self.name(p)
            parts += 1
            p += 1
            if kind(p) == .period && isWord(p + 1) { p += 1 } else { break }
        }
        let nameRange = span(from: nameStart, to: max(p, nameStart + 1))
        if let k = cur, k == .operator, firstByteIs(p, UInt8(ascii: "<")) { skipGenericClause() }
        var inherited: [String] = []
        if cur == .colon {
            p += 1
            nameScratch.removeAll(keepingCapacity: true)
            while p < limit {
                let (t, _) = parseType()
                if !t.isEmpty { nameScratch.append(t) }
                if cur == .comma { p += 1 } else { break }
            }
            if !nameScratch.isEmpty { inherited = Array(nameScratch) }
        }
        // A `where` clause or anything else up to the body.
        while p < limit && v.kinds[p] != .leftBrace && !(v.newlineBefore[p] && startsDeclaration(p)) {
            if v.kinds[p] == .leftParen || v.kinds[p] == .leftSquare { p = afterGroup(p) } else { p += 1 }
        }
        let parentQualified = ctx.type.map { model.types[$0].qualifiedName }
        var qualified: String
        if declKind == .extension {
            // `extension Outer.Inner`: the names are every other token from `nameStart`.
            qualified = parts > 1 ? (0..<parts).map { self.name(nameStart + 2 * $0) }.joined(separator: ".") : name
        } else {
            qualified = parentQualified.map { "\($0).\(name)" } ?? name
        }
        var parent = ctx.type
        if cur == .leftBrace, !isClosed(p), kind(closer(p)) == .poundKeyword, let outer = ctx.type,
           model.types[outer].name == name, model.types[outer].kind == declKind {
            // `#if A⏎class X {⏎#else⏎class X: Y {⏎#endif`: this header is another spelling of
            // the enclosing declaration (its body ends at the branch's end), not a nested type.
            qualified = model.types[outer].qualifiedName
            parent = model.types[outer].parent
        }
        let index = model.types.count
        model.types.append(TypeDecl(kind: declKind, name: name, qualifiedName: qualified,
                                    inherited: inherited, attributes: attributes, modifiers: modifiers,
                                    range: offset(start)..<offset(start), nameRange: nameRange,
                                    bodyBlock: nil, parent: parent))
        if cur == .leftBrace {
            let saved = ctx
            ctx.type = index
            ctx.function = nil
            ctx.closure = nil
            let body = parseBracedBlock(.typeBody, open: p, typeLevel: true)
            ctx = saved
            model.types[index].bodyBlock = body
        }
        model.types[index].range = span(from: start)
    }

    /// Skips `<…>` generic parameters or arguments starting at `p`; `>>` closes two levels.
    /// Returns false (and leaves `p`) when this is not a balanced clause within 256 tokens.
    @discardableResult
    mutating func skipGenericClause() -> Bool {
        var j = p
        var level = 0
        let bound = min(limit, p + 256)
        while j < bound {
            let k = v.kinds[j]
            if k == .operator || k == .postfixQuestion || k == .exclamation {
                for b in bytes[range(j)] {
                    if b == UInt8(ascii: "<") { level += 1 } else if b == UInt8(ascii: ">") { level -= 1 }
                }
                if level <= 0 {
                    p = j + 1
                    return level == 0
                }
                // Why: nobody nests generics 32 deep; bailing out keeps `a<b<c<…` linear.
                if level > 32 { return false }
            } else if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .equal {
                return false
            } else if k == .leftParen || k == .leftSquare {
                j = afterGroup(j)
                continue
            }
            j += 1
        }
        return false
    }

    /// Reads a type at `p` and returns its text with white space removed.
    mutating func parseType() -> (String, Range<Int>) {
        let start = p
        while isKeyword(p, .some) || isKeyword(p, .any) || isKeyword(p, .inout) || kind(p) == .attribute
            || isKeyword(p, .consuming) || isKeyword(p, .borrowing) {
            p += 1
        }
        var progressed = true
        while p < limit && progressed {
            progressed = false
            guard let k = cur else { break }
            switch k {
            // One primary type per round; only `.`, `&` and `->` below start another, so
            // `x as! Foo` followed by `present(…)` on the next line stops after `Foo`.
            case .identifier, .keyword:
                if k == .keyword && !(keyword(p) == .Self || keyword(p) == .Any || keyword(p) == .wildcard) { break }
                p += 1
                if let k2 = cur, k2 == .operator, firstByteIs(p, UInt8(ascii: "<")), !v.spaceBefore[p] { skipGenericClause() }
            case .leftSquare, .leftParen:
                p = afterGroup(p)
            default:
                break
            }
            // Postfix parts: `?`, `!`, `.Inner`, `.Type`, `& Other`, `-> Result`, `throws`.
            while p < limit {
                if cur == .postfixQuestion || cur == .exclamation { p += 1; continue }
                if cur == .operator && (textIs(p, "?") || textIs(p, "!")) && !v.spaceBefore[p] { p += 1; continue }
                if cur == .period && isWord(p + 1) { p += 1; progressed = true; break }
                if cur == .operator && textIs(p, "&") { p += 1; progressed = true; break }
                if (isKeyword(p, .throws) || isKeyword(p, .async) || isKeyword(p, .rethrows)) && !v.newlineBefore[p] {
                    p += 1
                    if cur == .leftParen && !v.spaceBefore[p] { p = afterGroup(p) }
                    continue
                }
                if cur == .arrow { p += 1; progressed = true; break }
                break
            }
        }
        guard p > start else { return ("", offset(start)..<offset(start)) }
        let r = span(from: start)
        // One word (`String`, `UIViewController`; most types): its bytes are the text, and the
        // thread's name cache has the string already (a backquoted word keeps its quotes).
        if p == start + 1 && bytes[v.start(start)] != 0x60 { return (name(start), r) }
        // Without white space inside (`UIViewController?`, `[String]`) the text is the bytes
        // themselves, and the thread's name cache has seen most of them.
        var i = r.lowerBound
        while i < r.upperBound {
            let b = bytes[i]
            if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D { return (squeezedText(r), r) }
            i += 1
        }
        return (cachedText(r.lowerBound, r.upperBound), r)
    }

    /// The text of a byte range with white space and line breaks removed (`[String : Int]`
    /// becomes `[String:Int]`), built from bytes without per-character work.
    @inline(__always) func squeezedText(_ r: Range<Int>) -> String {
        ParserState.squeezedText(bytes, r)
    }

    static func squeezedText(_ buf: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: r.count) { out in
            var n = 0
            for i in r where buf[i] != 0x20 && buf[i] != 0x0A && buf[i] != 0x09 && buf[i] != 0x0D {
                out[n] = buf[i]
                n += 1
            }
            return n
        }
    }
}
