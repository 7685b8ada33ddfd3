/// Finds final work done in `presentationControllerWillDismiss(_:)`.
public struct WillDismissFinalisesRule: Rule {
    public static let description = RuleDescription(
        id: "will_dismiss_finalises",
        name: "WillDismiss Finalises",
        summary: "presentationControllerWillDismiss(_:) does final work (saving, a delegate callback, a state reset) that belongs in presentationControllerDidDismiss(_:).",
        rationale: """
        `presentationControllerWillDismiss(_:)` runs when a swipe starts, and can run several times: the \
        user may start a swipe and change their mind, and the sheet stays (see [the dismissal callbacks](presentation-model#dismissal-delegate-callbacks)). Saving, telling a delegate \
        that the flow ended, or resetting state there happens for dismissals that never complete, and can \
        happen twice. `presentationControllerDidDismiss(_:)` runs exactly once, after the sheet is gone.
        """,
        fix: "Move final work to `presentationControllerDidDismiss(_:)`; keep only visual, reversible changes (alongside the transition coordinator) in WillDismiss.",
        triggering: [
            """
            extension NotesViewController: UIAdaptivePresentationControllerDelegate {
                func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
                    ↓store.save(draft)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            extension NotesViewController: UIAdaptivePresentationControllerDelegate {
                func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
                    presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                        self.dimmingView.alpha = 0
                    })
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    store.save(draft)
                }
            }
            """,
        ]
    )

    public init() {}

    /// Words in a called name that mark final work.
    static let finalWords = ["save", "commit", "persist", "store", "write", "delete", "remove", "finish", "complete",
                             "done", "cancel", "close", "submit", "send", "upload", "reset", "clear", "didDismiss", "didCancel", "didFinish"]

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        var result: [Diagnostic] = []
        for fi in m.functions.indices where m.functions[fi].name.isNamed("presentationControllerWillDismiss") {
            // Calls made directly in the method (not in animation closures).
            for c in m.calls where c.context.function == fi && c.context.closure == nil {
                let lower = c.name.lowercased()
                // A notification counts when its name says the flow ended (`…DidFinish`).
                let posted = c.name == "post" ? c.arguments.map { m.text($0.range).lowercased() }.joined() : ""
                let isFinal = Self.finalWords.contains { lower.contains($0.lowercased()) || (!posted.isEmpty && posted.contains($0.lowercased())) }
                    || (c.receiver?.localPath?.last == "delegate")
                    || ["completion", "onDismiss", "onFinish", "onComplete", "onClose"].contains(c.name)
                guard isFinal else { continue }
                result.append(ctx.diagnostic(Self.description, at: c.range.lowerBound,
                    "`\(ModelDump.describe(c.callee, m))` in presentationControllerWillDismiss runs even when the swipe is cancelled, and may run twice: do it in presentationControllerDidDismiss"))
                break
            }
        }
        return result
    }
}
