/// Finds presenters that refresh in appearance callbacks that a sheet no longer triggers.
public struct PresenterLifecycleAfterSheetRule: Rule {
    public static let description = RuleDescription(
        id: "presenter_lifecycle_after_sheet",
        name: "Presenter Lifecycle After Sheet",
        summary: "A presenter refreshes in viewWillAppear/viewDidAppear (or pauses in viewWillDisappear) around sheets it presents, and handles no dismissal callback.",
        rationale: """
        A page sheet leaves its presenter in the view hierarchy (see [the page sheet card](presentation-model#page-sheet-card)), so the presenter's \
        `viewWillAppear`/`viewDidAppear` do not run when the sheet is dismissed, and its \
        `viewWillDisappear`/`viewDidDisappear` do not run when the sheet is presented (see [presenter appearance](presentation-model#presenter-appearance)). A refresh or \
        pause placed there for the modal's sake silently stops happening.
        """,
        fix: "Refresh in `presentationControllerDidDismiss(_:)` (and in the Done/Cancel path), or in the completion of the presented flow; pause explicitly when presenting.",
        isOptIn: true,
        triggering: [
            """
            final class AccountsViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    ↓reloadBalances()
                }
                @objc func addAccount() {
                    present(UINavigationController(rootViewController: AddAccountViewController()), animated: true)
                }
            }
            final class AddAccountViewController: UIViewController {}
            """,
        ],
        nonTriggering: [
            """
            final class AccountsViewController: UITableViewController, UIAdaptivePresentationControllerDelegate {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    reloadBalances()
                }
                @objc func addAccount() {
                    let navigation = UINavigationController(rootViewController: AddAccountViewController())
                    navigation.presentationController?.delegate = self
                    present(navigation, animated: true)
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    reloadBalances()
                }
            }
            final class AddAccountViewController: UIViewController {}
            """,
        ]
    )

    public init() {}

    static let refreshWords = ["reload", "refresh", "fetch", "update", "load"]
    static let pauseWords = ["pause", "stop", "suspend", "invalidate"]

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        var result: [Diagnostic] = []
        for fi in m.functions.indices where m.functions[fi].isOverride {
            let f = m.functions[fi]
            let appearing = f.name == "viewWillAppear" || f.name == "viewDidAppear"
            let disappearing = f.name == "viewWillDisappear" || f.name == "viewDidDisappear"
            guard appearing || disappearing, let ti = f.context.type else { continue }
            let typeName = m.types[ti].name
            let summary = ctx.index.inheritedSummary(typeName)
            if summary.methods.contains(.presentationControllerDidDismiss) { continue }
            // It presents at least one swipeable sheet, with no delegate set on it.
            let sheets = ctx.presentations.entries.filter { e in
                guard e.file >= 0, e.presenterType == typeName, !e.presented.setsPresentationDelegate else { return false }
                switch e.presented.verdict {
                case .unstyled, .partial, .sheetAware: return true
                case .styled(let s): return s == "pageSheet" || s == "formSheet" || s == "automatic"
                default: return false
                }
            }
            // (The first in source order: the graph lists a file's presentations in the order
            // of its calls.)
            func at(_ e: PresentationGraph.Entry) -> (Int, Int) { (e.file, ctx.index.models[e.file].calls[e.call].range.lowerBound) }
            guard let sheet = sheets.min(by: { at($0) < at($1) }) else { continue }
            let words = appearing ? Self.refreshWords : Self.pauseWords
            guard let c = m.calls.first(where: { c in
                c.context.function == fi && c.context.closure == nil && !(c.callee.path?.first == "super")
                    && words.contains { c.name.lowercased().hasPrefix($0) }
            }) else { continue }
            let what = appearing ? "refreshes" : "pauses"
            result.append(ctx.diagnostic(Self.description, at: c.range.lowerBound,
                "`\(typeName)` \(what) in \(f.name), which does not run around the page sheets it presents: handle presentationControllerDidDismiss",
                notes: [ctx.note("a sheet presented here", file: sheet.file, at: ctx.index.models[sheet.file].calls[sheet.call].nameRange.lowerBound)]))
        }
        return result
    }
}
