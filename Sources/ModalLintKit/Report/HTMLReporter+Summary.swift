/// The top of the report: totals, the chart per rule, the folders and files with the most
/// findings, and the filter controls.
extension HTMLReporter {
    static func summary(_ report: Model, _ out: inout String) {
        out += "<section class=\"summary\" aria-label=\"Summary\">\n<div class=\"stats\">\n"
        stat("\(report.diagnostics.count)", report.diagnostics.count == 1 ? "finding" : "findings", "", &out)
        stat("\(report.errors)", report.errors == 1 ? "error" : "errors", report.errors == 0 ? " e z" : " e", &out)
        stat("\(report.warnings)", report.warnings == 1 ? "warning" : "warnings", report.warnings == 0 ? " w z" : " w", &out)
        stat("\(report.files.count)", report.files.count == 1 ? "file" : "files", "", &out)
        stat("\(report.groups.count)", report.groups.count == 1 ? "rule" : "rules", "", &out)
        out += "</div>\n"
        chart(report, &out)
        out += "<div class=\"cols\">\n"
        places("Folders with the most findings", report.folders, total: report.folders.count, noun: "folder", &out)
        places("Files with the most findings", report.files, total: report.files.count, noun: "file", &out)
        out += "</div>\n</section>\n"
    }

    private static func stat(_ value: String, _ label: String, _ kind: String, _ out: inout String) {
        out += "<div class=\"stat\(kind)\"><span class=\"v\">\(value)</span><span class=\"k\">\(label)</span></div>\n"
    }

    /// A horizontal bar per rule, errors then warnings, scaled to the largest rule. Widths
    /// are percentages of the SVG's own width and the SVG has no `viewBox`, so the bars
    /// stretch with the page while the labels keep their size at phone widths (a scaled
    /// viewBox would shrink the text to nothing). Each row links to its rule's section.
    static func chart(_ report: Model, _ out: inout String) {
        let rowHeight = 42
        let height = report.groups.count * rowHeight
        let largest = report.groups.map { $0.findings.count }.max() ?? 1
        out += "<div class=\"card chart\">\n<div class=\"ch\"><h2 id=\"chart-title\">Findings by rule</h2>"
        out += "<p class=\"legend\"><span class=\"key e\"></span>error <span class=\"key w\"></span>warning</p></div>\n"
        out += "<svg class=\"bars\" width=\"100%\" height=\"\(height)\" role=\"img\" aria-labelledby=\"chart-title\">\n"
        for (row, g) in report.groups.enumerated() {
            let y = row * rowHeight
            let total = g.findings.count
            out += "<a href=\"#\(g.anchor)\"><title>\(plain(g.name)): \(count(g.errors, "error")), \(count(g.warnings, "warning"))</title>"
            out += "<text x=\"0\" y=\"\(y + 15)\" class=\"bl\">\(text(g.name))</text>"
            out += "<text x=\"100%\" y=\"\(y + 15)\" text-anchor=\"end\" class=\"bv\">\(total)</text>"
            out += "<rect x=\"0\" y=\"\(y + 22)\" width=\"100%\" height=\"10\" rx=\"5\" class=\"track\"/>"
            if g.errors > 0 {
                out += "<rect x=\"0\" y=\"\(y + 22)\" width=\"\(percent(g.errors, of: largest))\" height=\"10\" rx=\"5\" class=\"be\"/>"
            }
            if g.warnings > 0 {
                out += "<rect x=\"\(percent(g.errors, of: largest))\" y=\"\(y + 22)\" width=\"\(percent(g.warnings, of: largest))\" height=\"10\" rx=\"5\" class=\"bw\"/>"
            }
            out += "</a>\n"
        }
        out += "</svg>\n</div>\n"
    }

    /// An ordered list of the places with the most findings, each with a small bar and a
    /// link to its first finding.
    static func places(_ title: String, _ places: [Model.Place], total: Int, noun: String, _ out: inout String) {
        let largest = places.first?.count ?? 1
        out += "<div class=\"card\">\n<h2>\(title)</h2>\n<ol class=\"top\">\n"
        for p in places.prefix(topCount) {
            out += "<li><a href=\"#f\(p.first)\"><span class=\"pn\">"
            pathLabel(p.name, &out)
            out += "</span><span class=\"pc\">\(p.count)</span></a>"
            out += "<svg class=\"mini\" width=\"100%\" height=\"4\" aria-hidden=\"true\"><rect width=\"\(percent(p.count, of: largest))\" height=\"4\" rx=\"2\"/></svg></li>\n"
        }
        out += "</ol>\n"
        if total > topCount {
            out += "<p class=\"more\">and \(count(total - topCount, "more " + noun))</p>\n"
        }
        out += "</div>\n"
    }

    /// A path as a dimmed folder part and a bold last component.
    /// A `suffix` (`:12:5`) stays on the line of the last component.
    static func pathLabel(_ path: String, suffix: String = "", _ out: inout String) {
        var name = Substring(path)
        if name.hasSuffix("/") && name.count > 1 { name = name.dropLast() }
        var base = path
        if let slash = name.lastIndex(of: "/") {
            out += "<span class=\"dir\">" + pathText(String(path[...slash])) + "</span>"
            base = String(path[path.index(after: slash)...])
        }
        if suffix.isEmpty {
            out += "<span class=\"base\">" + text(base) + "</span>"
        } else {
            out += "<span class=\"nw\"><span class=\"base\">" + text(base) + "</span><span class=\"lc\">" + text(suffix) + "</span></span>"
        }
    }

    // MARK: - Filters

    /// The radio buttons the filters work with: first in `<body>`, so that every later
    /// part of the page is a sibling's descendant that CSS can select on `:checked`.
    static func filterInputs(_ report: Model, _ out: inout String) {
        guard !report.diagnostics.isEmpty else { return }
        out += "<input class=\"fi\" type=\"radio\" name=\"rule\" id=\"fr-all\" checked aria-label=\"All rules\">\n"
        for g in report.groups {
            out += "<input class=\"fi\" type=\"radio\" name=\"rule\" id=\"fr-\(g.index)\" aria-label=\"Rule \(plain(g.id))\">\n"
        }
        out += "<input class=\"fi\" type=\"radio\" name=\"sev\" id=\"fs-all\" checked aria-label=\"All severities\">\n"
        out += "<input class=\"fi\" type=\"radio\" name=\"sev\" id=\"fs-e\" aria-label=\"Errors only\">\n"
        out += "<input class=\"fi\" type=\"radio\" name=\"sev\" id=\"fs-w\" aria-label=\"Warnings only\">\n"
    }

    /// The labels of the radio buttons, shown as chips with counts.
    static func filterBar(_ report: Model, _ out: inout String) {
        out += "<nav class=\"filters\" id=\"filters\" aria-label=\"Filter findings\">\n"
        out += "<div class=\"fg\"><span class=\"fl\">Severity</span><div class=\"chips\">"
        out += "<label for=\"fs-all\">All <b>\(report.diagnostics.count)</b></label>"
        out += "<label for=\"fs-e\"><span class=\"dot e\"></span>Errors <b>\(report.errors)</b></label>"
        out += "<label for=\"fs-w\"><span class=\"dot w\"></span>Warnings <b>\(report.warnings)</b></label></div></div>\n"
        out += "<div class=\"fg\"><span class=\"fl\">Rule</span><div class=\"chips\">"
        out += "<label for=\"fr-all\">All rules <b>\(report.groups.count)</b></label>"
        for g in report.groups {
            out += "<label for=\"fr-\(g.index)\">\(text(g.name)) <b>\(g.findings.count)</b></label>"
        }
        out += "</div></div>\n</nav>\n"
    }

    /// The CSS that makes the filters work, one selector per rule: the chosen chip looks
    /// pressed, other rules' sections and the other severity's findings are hidden, and
    /// "No findings match" shows for a rule and severity with nothing in common.
    static func filterStyles(_ report: Model) -> String {
        guard !report.diagnostics.isEmpty else { return "" }
        let ids = ["fr-all", "fs-all", "fs-e", "fs-w"] + report.groups.map { "fr-\($0.index)" }
        var css = "/* Filters: radio buttons and sibling selectors, no script. */\n"
        css += ids.map { "#\($0):checked~.page label[for=\($0)]" }.joined(separator: ",\n") + "{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}\n"
        css += ids.map { "#\($0):focus-visible~.page label[for=\($0)]" }.joined(separator: ",\n") + "{outline:2px solid var(--accent);outline-offset:2px}\n"
        for g in report.groups {
            css += "#fr-\(g.index):checked~.page .rule:not(.r\(g.index)){display:none}\n"
        }
        var empties: [String] = []
        for g in report.groups {
            if g.errors == 0 { empties.append("#fr-\(g.index):checked~#fs-e:checked~.page .none") }
            if g.warnings == 0 { empties.append("#fr-\(g.index):checked~#fs-w:checked~.page .none") }
        }
        if report.errors == 0 { empties.append("#fr-all:checked~#fs-e:checked~.page .none") }
        if report.warnings == 0 { empties.append("#fr-all:checked~#fs-w:checked~.page .none") }
        if !empties.isEmpty {
            css += empties.joined(separator: ",\n") + "{display:block}\n"
        }
        return css
    }
}
