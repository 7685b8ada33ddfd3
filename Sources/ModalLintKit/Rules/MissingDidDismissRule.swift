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

    public static var readsExits: Bool { true }

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        // Only a type whose adoption the index recorded in this file is looked at.
        guard ctx.index.adoptingFiles.contains(ctx.fileIndex), let model = ctx.exits else { return [] }
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
                // The swipe never completes, or is answered by the blocked-swipe flow (docs/presentation-model.md, "Blocked swipe attempts").
                if s.alwaysModalInPresentation || s.shouldDismissAlwaysFalse || s.methods.contains(.presentationControllerDidAttemptToDismiss) { break }
                guard let (screen, exit, lost, entry) = lostWork(delegate: t.name, model: model, ctx: ctx) else { break }
                let d = m.types[ref.type]
                let at = inheritedOffset(proto, in: d, m) ?? d.nameRange.lowerBound
                var notes = [ctx.note("\(exit.subject) does this work when it closes `\(screen)`; a completed swipe skips it", file: exit.file, at: exit.offset)]
                if let w = lost.first, case .swift(let f, let o) = w.location { notes.append(ctx.note("the work: \(w.text)", file: f, at: o)) }
                if let e = entry, e.file >= 0 { notes.append(ctx.note("the delegate is installed on this presentation", file: e.file, at: ctx.index.models[e.file].calls[e.call].nameRange.lowerBound)) }
                result.append(ctx.diagnostic(Self.description, at: at,
                    "`\(t.name)` adopts \(proto) but implements no presentationControllerDidDismiss(_:): a swipe-down dismissal goes unnoticed",
                    notes: notes))
                break
            }
        }
        return result
    }

    /// A presentation this type is the installed delegate of, which a swipe can complete,
    /// and work its Done / Cancel path does that a completed swipe loses: an exit of the
    /// presented screen (every exit does work, or it is the Cancel / Close path), or a method
    /// of the delegate itself that dismisses and does work (`draftDidCancel()` in the
    /// presenter). A delegate that decides the swipe in `presentationControllerShouldDismiss`
    /// still needs DidDismiss for the swipes it lets complete.
    func lostWork(delegate name: String, model: ExitModel, ctx: RuleContext) -> (String, ExitModel.Exit, [ExitWork.Item], PresentationGraph.Entry?)? {
        var shown: [(String, PresentationGraph.Entry?)] = []
        for e in ctx.presentations.entries {
            let p = e.presented
            guard p.setsPresentationDelegate, (p.delegateType ?? e.presenterType) == name, p.isSwipeable || p.verdict == .unknown, !p.blocksSwipe else { continue }
            if let c = p.className { shown.append((c, e)) }
            if let r = p.rootClassName { shown.append((r, e)) }
        }
        // A controller that makes itself its own presentation's delegate.
        if ctx.index.inheritedSummary(name).delegatesOwnPresentation { shown.append((name, nil)) }
        // Installed on a presentation the graph cannot tell (`presentable.presentationController?.delegate = self`
        // on a controller from elsewhere): its own dismissing methods below are what it knows.
        guard !shown.isEmpty || installsItself(name, ctx) else { return nil }
        for (cls, entry) in shown {
            guard let screen = model.screens[cls] else { continue }
            let lost = screen.exits.map { screen.workLostOnCompletion($0) }
            let everyExitWorks = lost.allSatisfy { !$0.isEmpty }
            for (k, exit) in screen.exits.enumerated() where !lost[k].isEmpty && (everyExitWorks || exit.isCancel) {
                return (cls, exit, lost[k], entry)
            }
        }
        // The delegate's own methods that dismiss what it presented and do work there.
        let entry = shown.first?.1
        var reader = model.work
        reader.anyDismiss = true
        for ref in ctx.index.typesByName[name] ?? [] {
            let m = ctx.index.models[ref.file]
            // A lifecycle override (`viewDidLoad` starting an observation that closes later),
            // and the helpers it calls, are no Done / Cancel path: what they do is set-up.
            var setUp: Set<String> = []
            for f in m.types[ref.type].functions where m.functions[f].modifiers.contains("override") {
                for k in m.calls(inFunction: f) where m.calls[Int(k)].receiver == nil || m.calls[Int(k)].receiver?.path == ["self"] { setUp.insert(m.calls[Int(k)].name) }
            }
            for f in m.types[ref.type].functions {
                let fn = m.functions[f]
                guard fn.kind == .function, !fn.modifiers.contains("override"), !setUp.contains(fn.name), !fn.name.hasPrefix("presentationController"),
                      !fn.name.hasPrefix("adaptivePresentationStyle") else { continue }
                // A row picked from its list (`tableView(_:didSelectRowAt:)`) is a choice the
                // swipe declines, no Done / Cancel path.
                if (fn.name == "tableView" || fn.name == "collectionView"),
                   fn.parameters.contains(where: { $0.label == "didSelectRowAt" || $0.label == "didSelectItemAt" }) { continue }
                guard !m.calls(inFunction: f).contains(where: { PresentCall.isUIKitShape(m.calls[Int($0)]) }) else { continue }
                var seen: Set<Int64> = []
                let body = reader.readFunction(f, file: ref.file, seen: &seen)
                guard body.dismissal != nil, !body.work.isEmpty else { continue }
                let exit = ExitModel.Exit(kind: .action, name: fn.fullName, file: ref.file, offset: fn.nameRange.lowerBound, work: body.work,
                                          dismissal: body.dismissal, isCancel: ExitModel.isCancelName(fn.name), isSave: ExitModel.isSaveName(fn.name))
                return (shown.first?.0 ?? name, exit, body.work, entry)
            }
        }
        return nil
    }

    /// The offset of the protocol's name in the declaration's inheritance list.
    /// Whether the type assigns itself as the delegate of some presentation controller
    /// (`x.presentationController?.delegate = self`, also through a local).
    func installsItself(_ typeName: String, _ ctx: RuleContext) -> Bool {
        for ref in ctx.index.typesByName[typeName] ?? [] {
            let m = ctx.index.models[ref.file]
            for f in m.types[ref.type].functions {
                for k in m.assignments(inFunction: f) {
                    let a = m.assignments[Int(k)]
                    guard case .name("self", _) = a.value, let p = a.target.localPath, p.last == "delegate", p.count >= 2 else { continue }
                    let owner = p[p.count - 2]
                    if owner == "presentationController" || owner == "sheetPresentationController" { return true }
                }
            }
        }
        return false
    }

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
