/// Finds presentation delegates without `presentationControllerDidDismiss(_:)`.
public struct MissingDidDismissRule: Rule {
    public static let description = RuleDescription(
        id: "missing_did_dismiss",
        name: "Missing DidDismiss",
        summary: "A presentation controller delegate implements no presentationControllerDidDismiss(_:), so a swipe-down dismissal goes unnoticed.",
        rationale: """
        `UIAdaptivePresentationControllerDelegate` is how code learns that the user swiped a sheet away \
        (F5). Of its callbacks only `presentationControllerDidDismiss(_:)` runs exactly once, after the \
        sheet is gone (F6); `presentationControllerWillDismiss(_:)` can run several times for one \
        cancelled swipe, and `presentationControllerShouldDismiss(_:)` only asks. A delegate without \
        DidDismiss leaves the state the Done/Cancel buttons would have settled unsettled after a swipe.
        """,
        fix: """
        Implement `presentationControllerDidDismiss(_:)` and do there what the Cancel (or Done) button \
        does; or, if the swipe must never complete, set `isModalInPresentation = true` and implement \
        `presentationControllerDidAttemptToDismiss(_:)` to ask the user (F7).
        """,
        triggering: [
            """
            final class ComposeViewController: UIViewController, ↓UIAdaptivePresentationControllerDelegate {
                var hasChanges = false
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                    !hasChanges
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
                func presentationControllerDidDismiss(_ controller: UIPresentationController) {
                    delegate?.composeDidCancel(self)
                }
            }
            """,
            """
            final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                    return false
                }
            }
            """,
            """
            final class MenuViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    .none
                }
            }
            """,
        ]
    )

    public init() {}

    static let dismissalCallbacks: Set<String> = [
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidAttemptToDismiss",
    ]
    static let adaptivityCallbacks: Set<String> = ["adaptivePresentationStyle", "presentationController"]

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        var result: [Diagnostic] = []
        var seen: Set<String> = []
        for (ti, t) in m.types.enumerated() where t.kind == .class || t.kind == .extension || t.kind == .struct || t.kind == .actor {
            guard seen.insert(t.name).inserted else { continue }
            for proto in UIKitFacts.adaptiveDelegateProtocols.sorted() {
                guard let ref = ctx.index.adoption(of: proto, by: t.name), ref.file == ctx.fileIndex, ref.type == ti || m.types[ref.type].name == t.name else { continue }
                let s = ctx.index.inheritedSummary(t.name)
                if s.methods.contains("presentationControllerDidDismiss") { break }
                if s.alwaysModalInPresentation || s.shouldDismissAlwaysFalse { break }
                // Every controller it is the presentation delegate of blocks the swipe (F7 flow).
                let delegated = ctx.presentations.entries.filter { $0.presenterType == t.name && $0.presented.setsPresentationDelegate }
                if !delegated.isEmpty && delegated.allSatisfy({ $0.presented.blocksSwipe }) { break }
                // Adopted for adaptivity only (choosing styles), not to follow dismissals.
                if s.methods.isDisjoint(with: Self.dismissalCallbacks) && !s.methods.isDisjoint(with: Self.adaptivityCallbacks) && proto != "UISheetPresentationControllerDelegate" { break }
                let d = m.types[ref.type]
                let at = inheritedOffset(proto, in: d, m) ?? d.nameRange.lowerBound
                result.append(ctx.diagnostic(Self.description, at: at,
                    "`\(t.name)` adopts \(proto) but implements no presentationControllerDidDismiss(_:): a swipe-down dismissal goes unnoticed"))
                break
            }
        }
        return result
    }

    /// The offset of the protocol's name in the declaration's inheritance list.
    func inheritedOffset(_ proto: String, in d: TypeDecl, _ m: FileModel) -> Int? {
        let needle = Array(proto.utf8)
        let bytes = m.file.bytes
        var i = d.nameRange.upperBound
        let end = min(bytes.count - needle.count, d.range.upperBound)
        while i <= end {
            if bytes[i] == UInt8(ascii: "{") { return nil }
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
