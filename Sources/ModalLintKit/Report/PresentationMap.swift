/// The migration map of `modallint presentations`: one row per presentation (UIKit `present`
/// calls, wrapper call sites, modal segues) with where it is, what it shows, the style it
/// resolves to, how that was found, and what handles the swipe. Printed as a text table, as
/// JSON, or as a section of the HTML report.
public struct PresentationMap: Sendable {
    public struct Row: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        /// `present`, `wrapper` or `segue`.
        public var kind: String
        public var presenterType: String?
        public var presentedType: String?
        /// For a container: its root controller's class.
        public var rootType: String?
        /// Where paths show different classes: all of them.
        public var possibleTypes: [String] = []
        /// An explicit style's name, `implicit`, `partial`, `sheet-aware`, `system` or `unknown`.
        public var style: String
        /// The resolution chain, outermost first, each step with its place.
        public var resolution: [Step]
        /// What handles the swipe: `no swipe`, `blocked`, `observed`, `nothing`, `unknown`.
        public var swipe: String
    }

    /// One step of how a presentation was resolved, and where.
    public struct Step: Sendable {
        public var text: String
        public var file: String
        public var line: Int

        /// `text (path:line)`, the path relative to `root`.
        public func described(root: String) -> String { "\(text) (\(ReportPath.display(file, root: root)):\(line))" }
    }

    public var rows: [Row] = []

    public init() {}

    /// The rows of one project's presentations, for the files reported on (all when nil).
    public init(_ graph: PresentationGraph, index: ProjectIndex, reportOn: Set<Int>? = nil, reportOnStoryboards: Set<Int>? = nil) {
        for e in graph.entries {
            var row: Row
            if let (si, k) = e.segue {
                guard reportOnStoryboards?.contains(si) ?? true else { continue }
                let sb = index.storyboards[si]
                let at = sb.file.lines.location(of: sb.segues[k].offset)
                row = Row(file: sb.file.path, line: at.line, column: at.column, kind: "segue", presenterType: e.presenterType,
                          presentedType: nil, rootType: nil, style: "", resolution: [], swipe: "")
            } else {
                guard reportOn?.contains(e.file) ?? true else { continue }
                let m = index.models[e.file]
                let c = m.calls[e.call]
                let at = m.file.lines.location(of: c.nameRange.lowerBound)
                row = Row(file: m.file.path, line: at.line, column: at.column, kind: e.viaWrapper ? "wrapper" : "present",
                          presenterType: e.presenterType, presentedType: nil, rootType: nil, style: "", resolution: [], swipe: "")
            }
            let p = e.presented
            row.presentedType = p.className
            row.rootType = p.rootClassName == p.className ? nil : p.rootClassName
            row.possibleTypes = p.className == nil ? p.possibleClasses : []
            row.style = PresentationMap.style(p)
            row.resolution = ImplicitPresentationStyleRule.chainNotes(p, index: index).map { Step(text: $0.message, file: $0.path, line: $0.location.line) }
            row.swipe = e.swipe(index).rawValue
            rows.append(row)
        }
    }

    /// The style column's word for a verdict.
    public static func style(_ p: Presented) -> String {
        switch p.verdict {
        case .styled(let s): return s == "?" ? "computed" : s
        case .partial: return "partial"
        case .unstyled: return "implicit"
        case .sheetAware: return "sheet-aware"
        case .exempt: return "system"
        case .unknown: return "unknown"
        }
    }

    public mutating func merge(_ other: PresentationMap) { rows += other.rows }

    /// Rows in one order: by path bytes, line, column.
    public var sorted: [Row] {
        rows.sorted { a, b in
            if a.file != b.file { return a.file.precedesBytewise(b.file) }
            return (a.line, a.column) < (b.line, b.column)
        }
    }

    /// The totals the audit shows: how many presentations, and how many of each kind of style.
    public var totals: [(label: String, count: Int)] {
        var fullScreen = 0, deliberate = 0, implicit = 0, partial = 0, system = 0, unknown = 0
        for r in rows {
            switch r.style {
            case "implicit": implicit += 1
            case "partial": partial += 1
            case "sheet-aware", "pageSheet", "formSheet", "automatic", "popover": deliberate += 1
            case "system": system += 1
            case "unknown": unknown += 1
            default: fullScreen += 1
            }
        }
        return [("presentations", rows.count), ("full screen or custom", fullScreen), ("sheets on purpose", deliberate),
                ("implicit cards", implicit), ("cards on some paths", partial), ("system controllers", system), ("unknown", unknown)]
    }

    /// A text table, paths relative to `root`.
    public func text(root: String) -> String {
        let header = ["LOCATION", "PRESENTER", "PRESENTED", "STYLE", "SWIPE", "RESOLUTION"]
        var lines: [[String]] = [header]
        for r in sorted {
            let presented = (r.presentedType ?? (r.possibleTypes.isEmpty ? "?" : r.possibleTypes.joined(separator: " | "))) + (r.rootType.map { " (root \($0))" } ?? "")
            let resolution = r.resolution.isEmpty ? "-" : r.resolution.map { $0.described(root: root) }.joined(separator: "; ")
            lines.append(["\(ReportPath.display(r.file, root: root)):\(r.line)", r.presenterType ?? "-", presented, r.style, r.swipe, resolution])
        }
        var widths = [Int](repeating: 0, count: header.count - 1)
        for l in lines { for k in widths.indices { widths[k] = max(widths[k], l[k].count) } }
        var out = ""
        for l in lines {
            for k in widths.indices { out += l[k] + String(repeating: " ", count: widths[k] - l[k].count + 2) }
            out += XcodeReporter.safe(l[header.count - 1]) + "\n"
        }
        let t = totals
        out += "\n" + t.map { "\($0.count) \($0.label)" }.joined(separator: ", ") + "\n"
        return out
    }

    /// A JSON array of objects (keys sorted), paths relative to `root`.
    public func json(root: String) -> String {
        let items = sorted.map { r -> String in
            var fields: [(String, String)] = [
                ("column", "\(r.column)"), ("file", JSON.quote(ReportPath.display(r.file, root: root))), ("kind", JSON.quote(r.kind)),
                ("line", "\(r.line)"), ("possible_types", "[" + r.possibleTypes.map(JSON.quote).joined(separator: ",") + "]"),
                ("presented_type", r.presentedType.map(JSON.quote) ?? "null"),
                ("presenter_type", r.presenterType.map(JSON.quote) ?? "null"),
                ("resolution", "[" + r.resolution.map { JSON.quote($0.described(root: root)) }.joined(separator: ",") + "]"),
                ("root_type", r.rootType.map(JSON.quote) ?? "null"), ("style", JSON.quote(r.style)), ("swipe", JSON.quote(r.swipe)),
            ]
            fields.sort { $0.0 < $1.0 }
            return "  {" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
