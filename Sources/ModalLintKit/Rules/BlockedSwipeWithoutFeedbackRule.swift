/// Finds swipes blocked with `isModalInPresentation` and no feedback to the user.
public struct BlockedSwipeWithoutFeedbackRule: Rule {
    public static let description = RuleDescription(
        id: "blocked_swipe_without_feedback",
        name: "Blocked Swipe Without Feedback",
        summary: "isModalInPresentation = true blocks the swipe, but no presentationControllerDidAttemptToDismiss(_:) tells the user why.",
        rationale: """
        With `isModalInPresentation` true, a swipe down rubber-bands and the sheet stays (see [handling the swipe](presentation-model#handling-the-swipe)). UIKit then \
        calls `presentationControllerDidAttemptToDismiss(_:)` on the presentation's delegate (see [blocked swipe attempts](presentation-model#blocked-swipe-attempts)); the \
        recommended answer is to ask the user whether to save or discard, and dismiss from there. Without \
        it the sheet silently refuses to close.
        """,
        fix: "Set a presentation delegate and implement `presentationControllerDidAttemptToDismiss(_:)` to offer save / discard.",
        // Opt-in: on real apps most blocked swipes guard flows with nothing to save or discard
        // (settings, purchase, sign-in), where no feedback is a design choice (precision 0.48).
        isOptIn: true,
        triggering: [
            """
            final class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓isModalInPresentation = true
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class EditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    isModalInPresentation = true
                }
                func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                    confirmDiscard()
                }
            }
            """,
        ]
    )

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        var result: [Diagnostic] = []
        // Every finding is an `isModalInPresentation` assignment, which a shallow model's file
        // does not name (`PresentationNames`).
        guard !m.isShallow else { return result }
        for a in m.assignments {
            guard let p = a.target.localPath, p.last == "isModalInPresentation", case .literal(.boolTrue, _) = a.value else { continue }
            guard let ti = a.context.type else { continue }
            let typeName = m.types[ti].name
            // A full-screen (or other non-swipe) presentation has no swipe to block.
            let owner = Array(p.dropLast()).filter { $0 != "self" }
            let styledNoSwipe = m.assignments.contains { s in
                guard let sp = s.target.localPath, sp.last == "modalPresentationStyle",
                      Array(sp.dropLast()).filter({ $0 != "self" }) == owner,
                      let style = StyleValue.name(of: s.value) else { return false }
                let sameFlow = owner.isEmpty ? s.context.type == ti : s.context.function == a.context.function
                return sameFlow && UIKitFacts.nonSwipeStyles.contains(style)
            }
            if styledNoSwipe { continue }
            if owner.isEmpty, let style = ctx.index.inheritedSummary(typeName).styleInInit, UIKitFacts.nonSwipeStyles.contains(style) { continue }
            // Who could answer: the type itself, the types presenting it, any project type
            // implementing the callback for a presentation it delegates.
            if ctx.index.inheritedSummary(typeName).methods.contains(.presentationControllerDidAttemptToDismiss) { continue }
            let presenters = (ctx.presentations.byClass[typeName] ?? []).compactMap { ctx.presentations.entries[$0].presenterType }
            if presenters.contains(where: { ctx.index.inheritedSummary($0).methods.contains(.presentationControllerDidAttemptToDismiss) }) { continue }
            // When the presented controller is not this type (`navigationController?.…`,
            // another variable), its delegate is out of sight: stay silent.
            if p.count > 1 && p != ["self", "isModalInPresentation"] {
                if !(ctx.index.functionsByName["presentationControllerDidAttemptToDismiss"] ?? []).isEmpty { continue }
            }
            result.append(ctx.diagnostic(Self.description, at: a.range.lowerBound,
                "isModalInPresentation = true blocks the swipe, but no presentationControllerDidAttemptToDismiss(_:) answers the attempt: the sheet silently refuses to close"))
        }
        return result
    }
}
