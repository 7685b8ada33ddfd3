/// Finds presentation delegates without `presentationControllerDidDismiss(_:)`.
public struct MissingDidDismissRule: Rule {
    public static let description = RuleDescription(
        id: "missing_did_dismiss",
        name: "Missing DidDismiss",
        summary: "A presentation controller delegate whose Done/Cancel path does work when it dismisses implements no presentationControllerDidDismiss(_:), so a swipe-down dismissal skips that work.",
        rationale: """
        `UIAdaptivePresentationControllerDelegate` is how code learns that the user swiped a sheet away \
        (see [handling the swipe](presentation-model#handling-the-swipe)). Of its callbacks only `presentationControllerDidDismiss(_:)` runs exactly once, after the \
        sheet is gone (see [the dismissal callbacks](presentation-model#dismissal-delegate-callbacks)); `presentationControllerWillDismiss(_:)` can run several times for one \
        cancelled swipe, and `presentationControllerShouldDismiss(_:)` only asks. A delegate without \
        DidDismiss leaves the state the Done/Cancel buttons would have settled unsettled after a swipe.
        """,
        fix: """
        Implement `presentationControllerDidDismiss(_:)` and do there what the Cancel (or Done) button \
        does; or, if the swipe must never complete, set `isModalInPresentation = true` and implement \
        `presentationControllerDidAttemptToDismiss(_:)` to ask the user (see [blocked swipe attempts](presentation-model#blocked-swipe-attempts)).
        """,
        triggering: [
            """
            final class InboxViewController: UITableViewController, ↓UIAdaptivePresentationControllerDelegate {
                var activeDraft: DraftViewController?
                @objc func compose() {
                    let draft = DraftViewController()
                    draft.presentationController?.delegate = self
                    activeDraft = draft
                    present(draft, animated: true)
                }
                func draftDidCancel() {
                    activeDraft = nil
                    analytics.track("draft_cancelled")
                    dismiss(animated: true)
                }
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                    activeDraft?.hasChanges == false
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

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        // Only a type whose adoption the index recorded in this file is looked at.
        guard ctx.index.adoptingFiles.contains(ctx.fileIndex) else { return [] }
        let m = ctx.model
        var result: [Diagnostic] = []
        var seen: Set<String> = []
        let protocols = UIKitFacts.adaptiveDelegateProtocols.sorted()
        for ti in m.types.indices {
            let kind = m.types[ti].kind
            guard kind == .class || kind == .extension || kind == .struct || kind == .actor else { continue }
            let t = m.types[ti]
            guard seen.insert(t.name).inserted else { continue }
            for proto in protocols {
                guard let ref = ctx.index.adoption(of: proto, by: t.name), ref.file == ctx.fileIndex, ref.type == ti || m.types[ref.type].name == t.name else { continue }
                let s = ctx.index.inheritedSummary(t.name)
                if s.methods.contains(.presentationControllerDidDismiss) { break }
                if s.alwaysModalInPresentation || s.shouldDismissAlwaysFalse { break }
                // Every controller it is the presentation delegate of blocks the swipe (the blocked-swipe flow).
                let delegated = ctx.presentations.entries.filter { $0.presenterType == t.name && $0.presented.setsPresentationDelegate }
                if !delegated.isEmpty && delegated.allSatisfy({ $0.presented.blocksSwipe }) { break }
                if s.setsModalInPresentation { break }
                // ShouldDismiss with DidAttemptToDismiss: the swipe is blocked while there is
                // something to lose and allowed when there is not (the blocked-swipe flow: docs/presentation-model.md, "Blocked swipe attempts").
                if s.methods.contains(.presentationControllerDidAttemptToDismiss) { break }
                // It must be somebody's presentation delegate, and its button path must do work
                // when it dismisses (`delegate?.didCancel(self); dismiss(…)`): that work is what a
                // swipe skips. A delegate adopted for adaptivity or detents, or one whose Cancel
                // only dismisses, loses nothing (measured: state-only variants were mostly noise).
                guard isAssignedAsPresentationDelegate(t.name, ctx), let work = dismissalWork(t.name, ctx) else { break }
                let d = m.types[ref.type]
                let at = inheritedOffset(proto, in: d, m) ?? d.nameRange.lowerBound
                result.append(ctx.diagnostic(Self.description, at: at,
                    "`\(t.name)` adopts \(proto) but implements no presentationControllerDidDismiss(_:): a swipe-down dismissal goes unnoticed",
                    notes: [ctx.note("the button path does this work when it dismisses; a swipe skips it", file: work.file, at: work.offset)]))
                break
            }
        }
        return result
    }

    /// Whether the type sets itself (`= self`) as a presentation or sheet presentation
    /// controller's delegate (directly or through a local alias of one).
    func isAssignedAsPresentationDelegate(_ typeName: String, _ ctx: RuleContext) -> Bool {
        for ref in ctx.index.typesByName[typeName] ?? [] {
            let m = ctx.index.models[ref.file]
            for a in m.assignments where a.context.type == ref.type {
                guard case .name("self", _) = a.value, let p = a.target.localPath, p.last == "delegate", p.count >= 2 else { continue }
                let owner = p[p.count - 2]
                if owner == "presentationController" || owner == "sheetPresentationController" { return true }
                if m.bindings.contains(where: { b in
                    b.name == owner && b.context.function == a.context.function
                        && (b.initializer?.localPath?.contains { $0 == "presentationController" || $0 == "sheetPresentationController" } ?? false)
                }) { return true }
            }
        }
        return false
    }

    /// A method of the type (not a delegate callback) that dismisses and does other work
    /// there: the work the Done/Cancel path does and a swipe skips (docs/presentation-model.md: "Swipe skips handlers", "Dismissal delegate callbacks").
    func dismissalWork(_ typeName: String, _ ctx: RuleContext) -> (file: Int, offset: Int)? {
        for ref in ctx.index.typesByName[typeName] ?? [] {
            let m = ctx.index.models[ref.file]
            // Button and completion handlers: plain methods that dismiss and present nothing
            // (a method that dismisses one controller to present the next is not one).
            for fi in m.types[ref.type].functions where m.functions[fi].kind == .function && !m.functions[fi].name.hasPrefix("presentationController") {
                let calls = m.calls.filter { $0.context.function == fi }
                guard !calls.contains(where: { PresentCall.isUIKitShape($0) }),
                      let d = calls.first(where: { PresentCall.isDismiss($0) }) else { continue }
                // Work in the same flow as the dismiss: before it at the same closure level,
                // or in its completion.
                let work = calls.first { c in
                    ((c.context.closure == d.context.closure && c.range.lowerBound < d.range.lowerBound) || d.range.contains(c.range.lowerBound))
                        && !PresentCall.isDismiss(c) && !SwipeSkipsDismissWorkRule.trivialCalls.contains(c.name) && !c.name.isEmpty
                        && !(c.callee.path?.first == "super") && !(d.range.contains(c.range.lowerBound) && c.name == "dismiss")
                        && !["present", "UIAlertController", "UIAlertAction", "addAction"].contains(c.name)
                }
                if let w = work { return (ref.file, w.range.lowerBound) }
            }
        }
        return nil
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
