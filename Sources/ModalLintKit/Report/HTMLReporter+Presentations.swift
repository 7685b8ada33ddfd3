/// The report's presentation map: how many presentations the project makes and in which
/// styles, and a table of every one (where, what, the style it resolves to, what handles
/// the swipe, and how it was resolved), as `modallint presentations` prints them.
extension HTMLReporter {
    /// The report with its presentation map section (the map of the same run).
    public static func generate(_ diagnostics: [Diagnostic], root: String, presentations: PresentationMap) -> String {
        generate(diagnostics, root: root, sources: SourceLines.fromDisk(root: root), presentations: presentations)
    }

    static func presentationSection(_ map: PresentationMap, root: String, _ out: inout String) {
        guard !map.rows.isEmpty else { return }
        out += "<section class=\"card pmap\" id=\"presentations\" aria-label=\"Presentations\">\n<h2>Presentations</h2>\n<div class=\"stats\">\n"
        for (label, count) in map.totals {
            out += "<div class=\"stat\"><span class=\"v\">\(count)</span><span class=\"k\">\(text(label))</span></div>\n"
        }
        out += "</div>\n<div class=\"ptable\"><table>\n<thead><tr><th>Location</th><th>Presenter</th><th>Presented</th><th>Style</th><th>Swipe</th><th>Resolution</th></tr></thead>\n<tbody>\n"
        for r in map.sorted {
            let presented = (r.presentedType ?? "?") + (r.rootType.map { " (root \($0))" } ?? "")
            out += "<tr class=\"s-\(styleClass(r.style))\"><td class=\"loc\">\(pathText(ReportPath.display(r.file, root: root))):\(r.line)</td>"
            out += "<td>\(text(r.presenterType ?? "-"))</td><td>\(text(presented))</td><td>\(text(r.style))</td><td>\(text(r.swipe))</td><td>"
            out += r.resolution.isEmpty ? "-" : r.resolution.map { text($0.described(root: root)) }.joined(separator: "<br>")
            out += "</td></tr>\n"
        }
        out += "</tbody>\n</table></div>\n</section>\n"
    }

    /// A CSS class word for a style (what the table colours).
    static func styleClass(_ style: String) -> String {
        switch style {
        case "implicit", "partial": return "card"
        case "unknown": return "unknown"
        case "system": return "system"
        case "sheet-aware", "pageSheet", "formSheet", "automatic", "popover": return "sheet"
        default: return "full"
        }
    }

    static let presentationStyles = """
    .pmap{margin-bottom:24px}.pmap .stats{margin-bottom:14px}
    .ptable{overflow-x:auto}.ptable table{border-collapse:collapse;width:100%;font-size:13px}
    .ptable th,.ptable td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line)}
    .ptable th{color:var(--muted);font-weight:600}.ptable .loc{font-family:var(--mono);white-space:nowrap}
    .ptable tr.s-card td:nth-child(4){color:var(--w);font-weight:600}.ptable tr.s-unknown td:nth-child(4){color:var(--muted)}

    """
}
