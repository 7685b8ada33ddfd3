/// A baseline: today's findings, recorded so that adopting ModalLint on an existing codebase
/// reports only new ones. Entries are fingerprints that survive unrelated edits: the rule, the
/// path relative to the project root, the enclosing declaration, the finding's line text with
/// white space normalised, and its occurrence among identical fingerprints (no line numbers).
public struct Baseline {
    public struct Entry: Hashable {
        public var rule: String
        public var path: String
        public var declaration: String
        public var lineText: String
        public var occurrence: Int
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Fingerprints for diagnostics, in order (occurrences counted per identical key).
    public static func fingerprints(_ diagnostics: [Diagnostic], models: [FileModel], storyboards: [StoryboardModel], root: String) -> [Entry] {
        var byPath: [String: FileModel] = [:]
        for m in models { byPath[m.file.path] = m }
        var boards: [String: SourceFile] = [:]
        for b in storyboards { boards[b.file.path] = b.file }
        var seen: [Entry: Int] = [:]
        return diagnostics.map { d in
            let file = byPath[d.path]?.file ?? boards[d.path]
            let text = file.map { f in normalise(f.text(f.lines.lineRange(d.location.line, in: f.bytes))) } ?? ""
            let decl = byPath[d.path].map { declaration(at: d.offset, in: $0) } ?? ""
            var e = Entry(rule: d.ruleID, path: relative(d.path, to: root), declaration: decl, lineText: text, occurrence: 0)
            let n = seen[e, default: 0]
            seen[e] = n + 1
            e.occurrence = n
            return e
        }
    }

    /// `Type.function(labels:)` around an offset (innermost function, its type), or the type.
    static func declaration(at offset: Int, in m: FileModel) -> String {
        let f = m.functions.indices.filter { m.functions[$0].range.contains(offset) && m.functions[$0].kind != .accessor }
            .min { m.functions[$0].range.count < m.functions[$1].range.count }
        let t = m.types.indices.filter { m.types[$0].range.contains(offset) }.min { m.types[$0].range.count < m.types[$1].range.count }
        let typeName = t.map { m.types[$0].qualifiedName } ?? ""
        guard let fi = f else { return typeName }
        let fn = m.functions[fi].fullName
        return typeName.isEmpty ? fn : typeName + "." + fn
    }

    static func normalise(_ s: String) -> String {
        s.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
    }

    public static func relative(_ path: String, to root: String) -> String {
        let r = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(r) ? String(path.dropFirst(r.count)) : path
    }

    /// Hides baselined findings; returns the rest and how many entries matched nothing.
    public func filter(_ diagnostics: [Diagnostic], fingerprints: [Entry]) -> (kept: [Diagnostic], stale: Int) {
        var remaining: [Entry: Int] = [:]
        for e in entries { remaining[e, default: 0] += 1 }
        var kept: [Diagnostic] = []
        for (d, f) in zip(diagnostics, fingerprints) {
            if let n = remaining[f], n > 0 { remaining[f] = n - 1 } else { kept.append(d) }
        }
        return (kept, remaining.values.reduce(0, +))
    }

    /// The baseline file: JSON with sorted keys, one entry per line.
    public func serialised() -> String {
        let lines = entries.map { e in
            "  {\"declaration\":\(JSON.quote(e.declaration)),\"line_text\":\(JSON.quote(e.lineText)),\"occurrence\":\(e.occurrence),\"path\":\(JSON.quote(e.path)),\"rule\":\(JSON.quote(e.rule))}"
        }
        return "{\"entries\":[\n" + lines.joined(separator: ",\n") + "\n],\"version\":1}\n"
    }

    /// Reads a baseline file (JSON, parsed with the YAML subset reader).
    public static func parse(_ text: String, path: String) -> Result<Baseline, ConfigurationLoader.Failure> {
        func fail(_ p: YAMLPosition, _ m: String) -> Result<Baseline, ConfigurationLoader.Failure> {
            .failure(ConfigurationLoader.Failure(path: path, line: p.line, column: p.column, message: m))
        }
        switch YAML.parse(text) {
        case .failure(let e): return fail(e.position, e.message)
        case .success(nil): return .success(Baseline(entries: []))
        case .success(let root?):
            guard let list = root["entries"]?.list else { return fail(root.position, "a baseline needs an 'entries' list") }
            var out: [Entry] = []
            for item in list {
                guard let rule = item["rule"]?.string, let p = item["path"]?.string,
                      let decl = item["declaration"]?.string, let text = item["line_text"]?.string,
                      let occ = item["occurrence"]?.string.flatMap({ Int($0) }) else {
                    return fail(item.position, "a baseline entry needs rule, path, declaration, line_text and occurrence")
                }
                out.append(Entry(rule: rule, path: p, declaration: decl, lineText: text, occurrence: occ))
            }
            return .success(Baseline(entries: out))
        }
    }
}
