/// Finds `presentationController` / `popoverPresentationController` read before the style is set.
public struct PresentationControllerBeforeStyleRule: Rule {
    public static let description = RuleDescription(
        id: "presentation_controller_before_style",
        name: "Presentation Controller Before Style",
        summary: "presentationController or popoverPresentationController is read before modalPresentationStyle (or, for .custom, transitioningDelegate) is set in the same flow.",
        rationale: """
        UIKit creates a controller's `presentationController` and `popoverPresentationController` lazily, \
        the first time they are read, for the style in effect at that moment (see [the lazy presentation controller](presentation-model#lazy-presentation-controller)). Read before the style \
        is set, they belong to the wrong presentation: a popover's `sourceView` goes to a controller that \
        is never used (or to nil), and a delegate set there is lost when the style changes.
        """,
        fix: "Set `modalPresentationStyle` (and `transitioningDelegate` for `.custom`) first, then configure the presentation controller.",
        triggering: [
            """
            final class ToolbarViewController: UIViewController {
                func showColors(_ sender: UIView) {
                    let picker = ColorPickerViewController()
                    ↓picker.popoverPresentationController?.sourceView = sender
                    picker.modalPresentationStyle = .popover
                    present(picker, animated: true)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class ToolbarViewController: UIViewController {
                func showColors(_ sender: UIView) {
                    let picker = ColorPickerViewController()
                    picker.modalPresentationStyle = .popover
                    picker.popoverPresentationController?.sourceView = sender
                    present(picker, animated: true)
                }
            }
            """,
        ]
    )

    public init() {}

    static let lazyControllers: Set<String> = ["presentationController", "popoverPresentationController", "sheetPresentationController"]

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        // Every finding needs a `modalPresentationStyle` or `transitioningDelegate` assignment.
        // A file that spells none of the presentation names has no `modalPresentationStyle`
        // one: its assignments are looked at for the other (cheaper than a search of its bytes).
        let m = ctx.model
        guard ctx.mentionsPresentationNames
                || m.mayMention("transitioningDelegate") && m.assignments.contains(where: { $0.target.lastName?.isNamed("transitioningDelegate") == true }) else { return [] }
        var result: [Diagnostic] = []
        let decisive = m.assignments.compactMap { a -> (owner: [String], offset: Int, function: Int?, block: Int?, what: String, style: String?)? in
            guard let name = a.target.lastName, name == "modalPresentationStyle" || name == "transitioningDelegate",
                  let p = a.target.localPath, let last = p.last else { return nil }
            return (Array(p.dropLast()), a.range.lowerBound, a.context.function, a.context.block, last,
                    last == "modalPresentationStyle" ? StyleValue.name(of: a.value) : nil)
        }
        guard !decisive.isEmpty else { return [] }
        var reported: Set<Int> = []
        for t in FlowFacts.touches(in: m, holdingAnyOf: Self.lazyControllers) {
            guard let i = t.path.firstIndex(where: { Self.lazyControllers.contains($0) }) else { continue }
            let owner = Array(t.path[..<i])
            // A later setting on the same path (not in a sibling branch of an if/else).
            // `popoverPresentationController` only exists for `.popover`: reading it early
            // matters only when the style set later is a popover (otherwise it is nil anyway).
            let readsPopover = t.path[i] == "popoverPresentationController"
            guard let later = decisive.first(where: {
                $0.owner == owner && $0.function == t.context.function && $0.offset > t.offset
                    && (m.block($0.block, isInside: t.context.block) || m.block(t.context.block, isInside: $0.block))
                    && (!readsPopover || $0.style == "popover")
            }) else { continue }
            let line = m.file.lines.location(of: t.offset).line
            guard reported.insert(line).inserted else { continue }
            let name = (owner.isEmpty ? "" : owner.joined(separator: ".") + ".") + t.path[i]
            result.append(ctx.diagnostic(Self.description, at: t.offset,
                "`\(name)` is read before `\(later.what)` is set: UIKit creates it for the style in effect now, so this configuration is lost",
                notes: [ctx.note("\(later.what) is set here", file: ctx.fileIndex, at: later.offset)]))
        }
        return result
    }
}
