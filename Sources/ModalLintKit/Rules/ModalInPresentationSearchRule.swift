/// Finds `isModalInPresentation` that an active search controller overrides.
public struct ModalInPresentationSearchRule: Rule {
    public static let description = RuleDescription(
        id: "modal_in_presentation_search",
        name: "Modal In Presentation With Search",
        summary: "isModalInPresentation is set on a controller with a search controller, but neither on the presented navigation controller nor on the search controller.",
        rationale: """
        While a search bar is active, the search controller is the topmost presented controller, and its \
        own `isModalInPresentation` decides whether a swipe can dismiss the sheet (see [search controllers](presentation-model#search-controller-and-modal-in-presentation)). A flag set only \
        on the containing controller stops protecting unsaved input as soon as the user searches.
        """,
        fix: "Also set `isModalInPresentation` on the presented navigation controller (`navigationController?.isModalInPresentation = true`) or on the search controller.",
        triggering: [
            """
            final class RecipientsViewController: UITableViewController {
                let searchController = UISearchController(searchResultsController: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.searchController = searchController
                    ↓isModalInPresentation = true
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class RecipientsViewController: UITableViewController {
                let searchController = UISearchController(searchResultsController: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.searchController = searchController
                    isModalInPresentation = true
                    searchController.isModalInPresentation = true
                }
            }
            """,
        ]
    )

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        // Every finding is an `isModalInPresentation` assignment in this file.
        guard ctx.mentionsPresentationNames else { return [] }
        let m = ctx.model
        var result: [Diagnostic] = []
        for a in m.assignments {
            guard a.target.localPath == ["isModalInPresentation"], let ti = a.context.type else { continue }
            if case .literal(.boolFalse, _) = a.value { continue }
            let typeName = m.types[ti].name
            var hasSearch = false
            var covered = false
            for ref in ctx.index.typesByName[typeName] ?? [] {
                let tm = ctx.index.models[ref.file]
                for b in tm.assignments where b.context.type == ref.type {
                    guard let p = b.target.localPath else { continue }
                    if p.last == "searchController" && p.dropLast().last == "navigationItem" { hasSearch = true }
                    if p.last == "isModalInPresentation" && p.count >= 2 { covered = true }
                }
            }
            // Or where it is presented, wrapped: `navigation.isModalInPresentation = true`.
            for e in (ctx.presentations.byClass[typeName] ?? []).map({ ctx.presentations.entries[$0] }) where e.presented.className != typeName && e.file >= 0 {
                let pm = ctx.index.models[e.file]
                let f = pm.calls[e.call].context.function
                if pm.assignments.contains(where: { $0.context.function == f && $0.target.localPath?.last == "isModalInPresentation" && ($0.target.localPath?.count ?? 0) == 2 }) {
                    covered = true
                }
            }
            guard hasSearch && !covered else { continue }
            result.append(ctx.diagnostic(Self.description, at: a.range.lowerBound,
                "isModalInPresentation is set on `\(typeName)` only: while its search bar is active the search controller decides, and a swipe can dismiss the sheet"))
        }
        return result
    }
}
