/// Inline suppression comments, turned into line ranges once per file:
/// `// modallint:disable rule_a rule_b` (to the matching enable or the end of file),
/// `// modallint:disable:next …`, `:this`, `:previous`, `// modallint:enable …`;
/// `all` stands for every rule.
public struct Suppressions {
    struct Region { let rule: String; let lines: ClosedRange<Int> }
    private var regions: [Region] = []
    private static let marker = Array("modallint:".utf8)

    public init(model: FileModel) {
        self.init(file: model.file, comments: model.comments)
    }

    public init(file: SourceFile, comments: [Range<Int>]) {
        let lines = file.lines
        var open: [String: Int] = [:]
        for r in comments {
            // The marker is found in the bytes; text is made only for what follows it.
            guard let at = file.bytes[r].firstOffset(of: Self.marker) else { continue }
            let line = lines.location(of: r.lowerBound).line
            let rest = file.text((at + Self.marker.count)..<r.upperBound)
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" })
                .map(String.init).filter { !$0.hasPrefix("*/") && $0 != "*/" }
            guard let command = words.first else { continue }
            let rules = words.dropFirst().prefix { $0.first?.isLetter == true && $0.allSatisfy { $0.isLetter || $0 == "_" } }
            let ids = rules.isEmpty ? ["all"] : Array(rules)
            switch command {
            case "disable":
                for id in ids where open[id] == nil { open[id] = line }
            case "enable":
                for id in ids {
                    if let start = open.removeValue(forKey: id) { regions.append(Region(rule: id, lines: start...line)) }
                }
            case "disable:next":
                for id in ids { regions.append(Region(rule: id, lines: (line + 1)...(line + 1))) }
            case "disable:this":
                for id in ids { regions.append(Region(rule: id, lines: line...line)) }
            case "disable:previous":
                for id in ids { regions.append(Region(rule: id, lines: max(1, line - 1)...max(1, line - 1))) }
            default:
                continue
            }
        }
        for (id, start) in open { regions.append(Region(rule: id, lines: start...Int.max)) }
    }

    public func isSuppressed(_ d: Diagnostic) -> Bool {
        regions.contains { ($0.rule == d.ruleID || $0.rule == "all") && $0.lines.contains(d.location.line) }
    }
}
