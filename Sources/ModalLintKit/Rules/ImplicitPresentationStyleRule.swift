/// Finds UIKit presentations whose controller has no explicit `modalPresentationStyle`.
public struct ImplicitPresentationStyleRule: Rule {
    public static let description = RuleDescription(
        id: "implicit_presentation_style",
        name: "Implicit Presentation Style",
        summary: "A presented controller has no explicit modalPresentationStyle, so since iOS 13 it shows as a swipe-dismissable card.",
        rationale: """
        Since iOS 13 `modalPresentationStyle` defaults to `.automatic`, which a plain view controller \
        resolves to `.pageSheet` (see [the default style](presentation-model#default-style)). A page sheet is a card: the presenter stays visible behind it (see [the page sheet card](presentation-model#page-sheet-card)) \
        and the user can swipe it away (see [swipe to dismiss](presentation-model#swipe-to-dismiss)), even when the controller was designed for full screen. The \
        style that counts is the one of the controller passed to `present`: for a controller wrapped in a \
        navigation controller it is the wrapper's (see [wrapped controllers](presentation-model#wrapped-controllers)). A presented split view controller becomes a \
        full-width card that is rarely wanted (see [presented split views](presentation-model#presented-split-view)).
        """,
        fix: """
        Set the style before presenting: `vc.modalPresentationStyle = .fullScreen` for a full-screen \
        flow, or `.pageSheet`/`.formSheet` to keep the card deliberately (then handle the swipe, see \
        `swipe_skips_dismiss_work`). Alternatively set it in the class's `init`, `awakeFromNib`, or \
        override the property.
        """,
        triggering: [
            """
            class FeedViewController: UIViewController {
                func openDetail() {
                    let detail = DetailViewController()
                    ↓present(detail, animated: true)
                }
            }
            class DetailViewController: UIViewController {}
            """,
            """
            class InboxViewController: UIViewController {
                func compose() {
                    let editor = EditorViewController()
                    editor.modalPresentationStyle = .fullScreen
                    let nav = UINavigationController(rootViewController: editor)
                    self.navigationController?.↓present(nav, animated: true) {
                        print("shown")
                    }
                }
            }
            class EditorViewController: UIViewController {}
            """,
            """
            class HomeViewController: UIViewController {
                func showSettings(compact: Bool) {
                    let settings = SettingsViewController()
                    if compact {
                        settings.modalPresentationStyle = .fullScreen
                    }
                    ↓present(settings, animated: true, completion: nil)
                }
            }
            class SettingsViewController: UIViewController {}
            """,
        ],
        nonTriggering: [
            """
            class FeedViewController: UIViewController {
                func openDetail() {
                    let detail = DetailViewController()
                    detail.modalPresentationStyle = .fullScreen
                    present(detail, animated: true)
                }
            }
            class DetailViewController: UIViewController {}
            """,
            """
            class FeedViewController: UIViewController {
                func share(_ url: URL) {
                    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    present(sheet, animated: true)
                    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """,
            """
            class PlayerViewController: UIViewController {
                override init(nibName: String?, bundle: Bundle?) {
                    super.init(nibName: nibName, bundle: bundle)
                    modalPresentationStyle = .overFullScreen
                }
            }
            class ListViewController: UIViewController {
                func play() { present(PlayerViewController(), animated: true) }
            }
            """,
            """
            class Coordinator {
                func start() { present(.login) }
                func present(_ route: Route) {}
            }
            """,
            """
            class ListViewController: UIViewController {
                func show(_ controller: UIViewController) {
                    present(controller, animated: true)
                }
            }
            """,
        ],
        options: [
            ("exempt_controllers", "System controller classes whose automatic style is intended (default: alerts, activity, mail and message compose, Safari, document and image pickers, …)."),
            ("report_sheet_aware", "Also report presentations whose code configures the sheet on purpose (detents, isModalInPresentation, presentation delegate). Default false."),
            ("report_unknown", "Also report presentations of controllers from code ModalLint cannot see (Objective-C, binary frameworks), each with a note saying what could not be seen (also `--report-unknown`). Default false."),
        ]
    )

    public init() {}

    /// Modal segues in storyboards with no style on the segue or its destination scene,
    /// reported at the segue's line in the storyboard.
    public static func storyboardDiagnostics(_ graph: PresentationGraph, index: ProjectIndex, configuration: Configuration, reportOn: Set<Int>?) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for e in graph.entries {
            guard let (si, k) = e.segue, reportOn?.contains(si) ?? true else { continue }
            let sb = index.storyboards[si]
            let segue = sb.segues[k]
            let what = e.presented.className.map { "`\($0)`" } ?? "its destination"
            let name = segue.identifier.map { " `\($0)`" } ?? ""
            let message: String
            switch e.presented.verdict {
            case .unstyled:
                message = "The modal segue\(name) presents \(what) with no presentation style on the segue or the scene: since iOS 13 it is a page sheet the user can swipe away"
            case .partial:
                message = "The modal segue\(name) presents \(what) with a style set on some paths only"
            case .unknown where configuration.reportUnknown:
                message = "The modal segue\(name) presents a controller ModalLint cannot see, so its style cannot be checked"
            default:
                continue
            }
            result.append(Diagnostic(ruleID: description.id, severity: configuration.severity(for: description), message: message,
                                     path: sb.file.path, location: sb.file.lines.location(of: segue.offset), offset: segue.offset,
                                     notes: chainNotes(e.presented, index: index)))
        }
        return result
    }

    /// The notes that show how a presentation was resolved: each step with where it is, and
    /// what could not be seen.
    public static func chainNotes(_ p: Presented, index: ProjectIndex) -> [Note] {
        var notes = p.steps.compactMap { note($0, index: index) }
        if let u = p.unseen, let n = note(ResolutionStep(.unseen, "not seen: " + u.text, at: u.location), index: index) { notes.append(n) }
        return notes
    }

    static func note(_ step: ResolutionStep, index: ProjectIndex) -> Note? {
        switch step.location {
        case .swift(let file, let offset)?:
            let m = index.models[file]
            return Note(message: step.text, path: m.file.path, location: m.file.lines.location(of: offset))
        case .storyboard(let si, let offset)?:
            let sb = index.storyboards[si]
            return Note(message: step.text, path: sb.file.path, location: sb.file.lines.location(of: offset))
        case nil:
            return nil
        }
    }

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let m = ctx.model
        for entry in ctx.presentations.entries(inFile: ctx.fileIndex) {
            let c = m.calls[entry.call]
            let p = entry.presented
            var what = p.className.map { "`\($0)`" } ?? "the controller"
            if let root = p.rootClassName, root != p.className { what += " (root `\(root)`)" }
            let at = c.nameRange.lowerBound
            let notes = Self.chainNotes(p, index: ctx.index)
            let call = entry.viaWrapper ? "`\(c.name)` presents" : "`present` shows"
            switch p.verdict {
            case .unstyled:
                if p.isSplitView {
                    result.append(ctx.diagnostic(Self.description, at: at, "\(call) the split view controller \(what) with no explicit modalPresentationStyle: since iOS 13 it becomes a full-width card; set .fullScreen", notes: notes))
                } else {
                    result.append(ctx.diagnostic(Self.description, at: at, "\(call) \(what) with no explicit modalPresentationStyle: since iOS 13 it is a page sheet the user can swipe away", notes: notes))
                }
            case .partial:
                result.append(ctx.diagnostic(Self.description, at: at, "\(call) \(what) with a modalPresentationStyle set on some paths only: on the others it is a page sheet the user can swipe away", notes: notes))
            case .sheetAware where ctx.configuration.reportSheetAware:
                result.append(ctx.diagnostic(Self.description, at: at, "\(call) \(what) as a sheet configured in code but with no explicit modalPresentationStyle", notes: notes))
            case .unknown where ctx.configuration.reportUnknown:
                result.append(ctx.diagnostic(Self.description, at: at, "\(call) a controller ModalLint cannot see, so its style cannot be checked", notes: notes))
            default:
                break
            }
        }
        return result
    }
}
