import ModalLintKit

/// `modallint fix`: writes the explicit style where `implicit_presentation_style` reports
/// (the analysis and its options are those of `lint`), or prints the change as a diff.
struct FixCommand {
    static let usage = """
    USAGE: modallint fix [PATH...] --style STYLE [--dry-run] [lint options]

    Writes an explicit modalPresentationStyle at every implicit_presentation_style finding that
    can be fixed safely, and lists the others with the reason:
      a local or stored property     `vc.modalPresentationStyle = .STYLE` on the line before
      a controller made in the call  a local introduced on the line before, styled, presented
      a storyboard segue             the segue's modalPresentationStyle attribute
    Sites behind #if, calls that share their line with other code, and values a style set on
    them might not reach (computed properties, parameters, other expressions) are left alone.
    Running fix again changes nothing.

    OPTIONS:
      --style STYLE   fullScreen (the iOS 12 look), overFullScreen, pageSheet, formSheet or
                      automatic (today's card, made deliberate). The configuration may give a
                      default and styles per folder:
                        fix: { style: fullScreen, styles: { "Sources/Onboarding/": pageSheet } }
                      (--style replaces fix.style; a matching folder prefix wins over both).
      --dry-run       Print the change as a unified diff (paths relative to the project root,
                      `patch -p1` applies it) and change nothing.
      PATH, --config, --project-root, --only-rule, excluded/included of the configuration:
                      as for lint. Suppressed findings are not findings, so they are not touched.

    Files are written atomically, keeping their line endings and indentation.

    """

    let style: PresentationFix.Style
    let styles: [(prefix: String, style: PresentationFix.Style)]
    /// Paths in the diff and the configuration's prefixes are relative to this folder.
    let root: String
    let dryRun: Bool
    let quiet: Bool

    /// The style for a file: the longest matching folder prefix, else the default.
    func style(for path: String) -> PresentationFix.Style {
        let relative = Baseline.relative(path, to: root)
        let match = styles.filter { relative.hasPrefix($0.prefix) }.max { $0.prefix.count < $1.prefix.count }
        return match?.style ?? style
    }

    func plan(_ result: Analyzer.Result) -> PresentationFix.Plan {
        PresentationFix.plan(result, style: style(for:))
    }

    /// Writes (or prints) the plan and says what was done and what was not.
    func finish(_ plan: PresentationFix.Plan, fileErrors: [Diagnostic]) -> Int32 {
        let files = plan.files.sorted { $0.path.precedesBytewise($1.path) }
        var failed = false
        if dryRun {
            for f in files {
                Output.write(UnifiedDiff.make(path: Baseline.relative(f.path, to: root), original: f.original, edits: f.edits))
            }
        } else {
            for f in files {
                if let e = FileSystem.writeAtomically(f.path, f.fixed) {
                    Output.error("error: \(e)\n")
                    failed = true
                }
            }
        }
        var summary = ""
        let verb = dryRun ? "Would fix" : "Fixed"
        summary += "\(verb) \(plan.fixedSites) site\(plan.fixedSites == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s").\n"
        let skipped = plan.skipped.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        if !skipped.isEmpty {
            summary += "Not fixed: \(skipped.count) site\(skipped.count == 1 ? "" : "s"):\n"
            for s in skipped { summary += "  \(Baseline.relative(s.path, to: root)):\(s.line): \(s.reason)\n" }
        }
        for d in fileErrors { summary += "error: \(d.path): \(d.message)\n" }
        if !quiet || !skipped.isEmpty {
            // The diff owns standard output in a dry run.
            if dryRun { Output.error(summary) } else { Output.write(summary) }
        }
        return failed ? 2 : (fileErrors.isEmpty ? 0 : 1)
    }
}
