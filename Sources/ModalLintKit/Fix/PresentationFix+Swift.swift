extension PresentationFix {
    /// The presentations of one Swift file, and the edits that style them.
    struct SwiftSites {
        let model: FileModel
        let index: ProjectIndex
        /// The file's presentations, as the graph resolved them.
        let entries: ArraySlice<PresentationGraph.Entry>
        /// The file's tokens, trivia included (lexed on first use).
        private var tokenCache: [Token]? = nil
        /// Names made for introduced locals in this file, so two are never the same.
        private var madeNames: Set<String> = []

        init(model: FileModel, index: ProjectIndex, entries: ArraySlice<PresentationGraph.Entry>) {
            self.model = model
            self.index = index
            self.entries = entries
        }

        var bytes: [UInt8] { model.file.bytes }

        mutating func tokens() -> [Token] {
            if let t = tokenCache { return t }
            let t = Lexer.tokenize(bytes)
            tokenCache = t
            return t
        }

        /// The edits that style the presentation whose call name starts at `offset`.
        mutating func edits(forCallAt offset: Int, style: Style) -> Result<[Edit], NotFixed> {
            guard let ci = model.calls.firstIndex(where: { $0.nameRange.lowerBound == offset }) else {
                return .failure(NotFixed("the presenting call could not be found"))
            }
            let c = model.calls[ci]
            // The argument the graph took as what is presented (a wrapper's decides it).
            guard let entry = entries.first(where: { $0.call == ci }),
                  let argument = c.arguments.first(where: { $0.value.range.lowerBound == entry.presentedOffset }) else {
                return .failure(NotFixed("the presented controller could not be told apart from the call's other arguments"))
            }
            if case .implicitMember = argument.value {
                return .failure(NotFixed("the call passes a value from which the controller is made elsewhere: style it where it is made"))
            }
            let start = c.callee.range.lowerBound
            let tokens = tokens()
            guard let first = tokens.firstIndex(where: { $0.start == start }) else {
                return .failure(NotFixed("the call could not be found among the file's tokens"))
            }
            if SwiftSites.insideConditionalCompilation(tokens, before: first, bytes: bytes) {
                return .failure(NotFixed("the call is inside #if: a line added there would hold for one build configuration only"))
            }
            if let reason = SwiftSites.notAStatementOfItsOwn(tokens, first: first, end: c.range.upperBound, bytes: bytes) {
                return .failure(NotFixed(reason))
            }
            let lineStart = SwiftSites.lineStart(bytes, before: start)
            let indent = String(decoding: bytes[lineStart..<start], as: UTF8.self)
            let eol = SwiftSites.lineEnding(bytes, from: start)
            let value = argument.value
            let text = String(decoding: bytes[value.range], as: UTF8.self)
            let assignment = ".modalPresentationStyle = .\(style.rawValue)"
            switch value {
            case .name(let n, _) where n != "self":
                guard isLocal(n, before: c.range.lowerBound, context: c.context) || isStoredProperty(n, context: c.context) else {
                    return .failure(NotFixed("`\(n)` is neither a local nor a stored property: a style set on it might not reach what is presented"))
                }
                return .success([Edit(range: lineStart..<lineStart, text: indent + text + assignment + eol)])
            case .member(.name("self", _), let n, _):
                guard isStoredProperty(n, context: c.context) else {
                    return .failure(NotFixed("`self.\(n)` is not a stored property: a style set on it might not reach what is presented"))
                }
                return .success([Edit(range: lineStart..<lineStart, text: indent + text + assignment + eol)])
            case .call(let k, _):
                // An initialiser or a factory: made once either way, now on the line before.
                let name = freshName(for: model.calls[k].name)
                return .success([
                    Edit(range: lineStart..<lineStart, text: indent + "let \(name) = " + text + eol + indent + name + assignment + eol),
                    Edit(range: value.range, text: name),
                ])
            default:
                return .failure(NotFixed("the presented controller is neither a local, a stored property nor the result of a call: style it where it is made"))
            }
        }

        /// Whether `name` is a local bound before `offset` in the function (or closure) around it.
        func isLocal(_ name: String, before offset: Int, context: Context) -> Bool {
            guard let f = context.function else { return false }
            return model.bindings(inFunction: f, to: offset).contains { b in
                let binding = model.bindings[Int(b)]
                return binding.name == name && binding.kind != .closureParameter && binding.kind != .loop
            }
        }

        /// Whether `name` is a stored property (`lazy` included) of the type around the call, in
        /// any of its declarations in the project, not a computed one that may make a new
        /// controller on every read.
        func isStoredProperty(_ name: String, context: Context) -> Bool {
            guard let t = context.type else { return false }
            let declarations = index.typesByName[model.types[t].name] ?? []
            return declarations.contains { ref in
                let m = index.models[ref.file]
                return m.types[ref.type].properties.contains { p in
                    let property = m.properties[p]
                    return property.name == name && property.getter == nil && !property.isStatic
                }
            }
        }

        /// A name for an introduced local, used nowhere in the file, from the called name:
        /// `presentedNavigationController` for `UINavigationController(…)`,
        /// `presentedNavController` for `navController(for:)`.
        mutating func freshName(for called: String) -> String {
            let word = called.hasPrefix("UI") && called.count > 2 ? called.dropFirst(2) : Substring(called)
            let base = "presented" + word.prefix(1).uppercased() + word.dropFirst()
            let bytes = self.bytes
            let used = Set(tokens().filter { $0.kind == .identifier }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) })
            var name = base
            var k = 2
            while used.contains(name) || madeNames.contains(name) {
                name = base + String(k)
                k += 1
            }
            madeNames.insert(name)
            return name
        }

        /// Whether token `index` is inside an `#if` block.
        static func insideConditionalCompilation(_ tokens: [Token], before index: Int, bytes: [UInt8]) -> Bool {
            var depth = 0
            for t in tokens[..<index] where t.kind == .poundKeyword {
                let word = bytes[t.start..<t.end]
                if word.elementsEqual("#if".utf8) { depth += 1 }
                else if word.elementsEqual("#endif".utf8) { depth = max(0, depth - 1) }
            }
            return depth > 0
        }

        /// Why the call starting at token `first` and ending at `end` is not a statement that
        /// starts its own line, or nil when it is.
        static func notAStatementOfItsOwn(_ tokens: [Token], first: Int, end: Int, bytes: [UInt8]) -> String? {
            let ownLine = "the call is not a statement starting its own line"
            guard tokens[first].kind == .identifier || tokens[first].kind == .keyword else { return ownLine }
            // What comes before: a line break, and then something that ends a statement or
            // opens a block (not an operator, `=`, `,`, `(`, `return`…, which would continue
            // an expression into this line).
            var sawLineBreak = false
            var k = first - 1
            while k >= 0 && tokens[k].kind.isTrivia {
                if tokens[k].kind == .newline { sawLineBreak = true }
                k -= 1
            }
            if k >= 0 {
                guard sawLineBreak else { return ownLine }
                let previous = tokens[k]
                let word = String(decoding: bytes[previous.start..<previous.end], as: UTF8.self)
                switch previous.kind {
                case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightSquare, .identifier,
                     .integerLiteral, .floatLiteral, .stringEnd, .exclamation, .postfixQuestion:
                    break
                case .keyword where ["in", "else", "self", "super", "true", "false", "nil", "break", "continue"].contains(word):
                    break
                case .colon where lineStarts(bytes, before: previous.start, with: ["case ", "default"]):
                    break
                default:
                    return ownLine
                }
            }
            // What comes after: a line break, `;` or `}` (not `.x`, an operator, `else`…).
            var j = first
            while j < tokens.count && tokens[j].start < end { j += 1 }
            var breakAfter = false
            while j < tokens.count && tokens[j].kind.isTrivia {
                if tokens[j].kind == .newline { breakAfter = true }
                j += 1
            }
            if j < tokens.count && !breakAfter && tokens[j].kind != .semicolon && tokens[j].kind != .rightBrace {
                return "the call is part of a longer expression on its line"
            }
            if j < tokens.count && breakAfter && tokens[j].kind == .period {
                return "the call's result is used on the next line"
            }
            return nil
        }

        static func lineStart(_ bytes: [UInt8], before offset: Int) -> Int {
            var i = offset
            while i > 0 && bytes[i - 1] != UInt8(ascii: "\n") && bytes[i - 1] != UInt8(ascii: "\r") { i -= 1 }
            return i
        }

        /// Whether the line holding `offset` starts (after white space) with one of `words`.
        static func lineStarts(_ bytes: [UInt8], before offset: Int, with words: [String]) -> Bool {
            var i = lineStart(bytes, before: offset)
            while i < offset && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
            return words.contains { bytes[i...].starts(with: $0.utf8) }
        }

        /// The line ending of the line holding `offset` (`\r\n` or `\n`; `\n` at the end of a
        /// file without one).
        static func lineEnding(_ bytes: [UInt8], from offset: Int) -> String {
            guard let nl = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
            return nl > 0 && bytes[nl - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        }
    }
}
