/// Finds exits of a presented sheet whose work a swipe-down dismissal skips.
public struct SwipeSkipsDismissWorkRule: Rule {
    public static let description = RuleDescription(
        id: "swipe_skips_dismiss_work",
        name: "Swipe Skips Dismiss Work",
        summary: "An exit of a screen presented as a sheet (Done, Cancel, Save, Close: an action, a selector target, a closure, an unwind segue) does work that a swipe-down dismissal skips.",
        rationale: """
        A page sheet can be dismissed by a downward swipe (see [swipe to dismiss](presentation-model#swipe-to-dismiss)), and a swipe runs no button handler (see [the swipe skips handlers](presentation-model#swipe-skips-handlers)): \
        the swipe is one more way out of the screen, and it does nothing. Saving, a callback or \
        delegate call the presenter waits for, a notification, a state reset or a confirmation \
        placed in a Done, Cancel or Close exit simply does not happen. The rule reports an exit \
        when the swipe loses work that no explicit exit without work also loses: when every \
        exit of the screen does work, or when the exit is the Cancel / Close path itself. A \
        Save-only editor whose Cancel only dismisses is not reported: there the swipe equals \
        Cancel (`swipe_discards_edits` covers the edits it loses). A screen pushed on a \
        presented navigation stack also has the exits of the screens below it: going back and \
        tapping their Cancel is a way out without the work. An app extension's controller \
        (one that ends its request with `extensionContext?.completeRequest` or `cancelRequest`) \
        is shown by the host in a sheet too, and a swipe ends neither. A way out that is one \
        choice among several is not work the swipe owes, since the swipe declines the choice: \
        the buttons of a chooser (alternatives, none a Cancel, Close or Save, whatever \
        switches beside them apply at once), a row picked from a SwiftUI list, a way out that only goes somewhere \
        else (pushes a screen or a route, opens a URL), and a command that only removes \
        something. A timer's or an observer's selector is run by time, not by a tap, and is no \
        way out. Nothing is reported when the swipe is blocked (`isModalInPresentation` on the \
        presented stack, or a delegate installed on the presentation, by the presenter or by \
        the screen itself, whose `presentationControllerShouldDismiss(_:)` always answers \
        false), observed \
        (`presentationControllerDidDismiss(_:)` of the delegate installed on this presentation, \
        or the screen's `viewWillDisappear`, `viewDidDisappear` or `deinit` doing the same work; \
        an unrelated override covers nothing), or impossible (a non-swipe style wherever the \
        screen is presented; code compiled only for tvOS, macOS or watchOS: an `#if os(tvOS)` \
        branch, or a file in a folder of the project named for one of them). UIKit offers both answers (see [handling the swipe](presentation-model#handling-the-swipe)); \
        `presentationControllerDidDismiss(_:)` runs once, after an interactive dismissal (see [the dismissal callbacks](presentation-model#dismissal-delegate-callbacks)).
        """,
        fix: """
        Do the work (or a call to the same method) in `presentationControllerDidDismiss(_:)` of the \
        presentation's delegate, set with `presentationController?.delegate = …`; or set \
        `isModalInPresentation = true` while there is something to lose; or present the \
        screen `.fullScreen` when a swipe must not close it.
        """,
        triggering: [
            """
            class NoteEditorViewController: UIViewController {
                var store: NoteStore!
                @IBAction ↓func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() {
                    let editor = NoteEditorViewController()
                    present(editor, animated: true)
                }
            }
            """,
            """
            protocol CheckoutDelegate: AnyObject {
                func checkoutDidCancel()
            }
            final class CheckoutViewController: UIViewController {
                weak var delegate: CheckoutDelegate?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }
                @objc ↓func cancel() {
                    delegate?.checkoutDidCancel()
                }
                @IBAction func pay(_ sender: Any) {
                    dismiss(animated: true)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    view.endEditing(true)
                }
            }
            final class CartViewController: UIViewController, CheckoutDelegate {
                var cart = Cart()
                func checkout() {
                    let checkout = CheckoutViewController()
                    checkout.delegate = self
                    present(checkout, animated: true)
                }
                func checkoutDidCancel() {
                    cart.releaseReservation()
                    dismiss(animated: true)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            class NoteEditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    isModalInPresentation = true
                }
                @IBAction func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() { present(NoteEditorViewController(), animated: true) }
            }
            """,
            """
            class NoteEditorViewController: UIViewController {
                @IBAction func cancel(_ sender: Any) {
                    dismiss(animated: true)
                }
                @IBAction func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() { present(NoteEditorViewController(), animated: true) }
            }
            """,
            """
            class NoteEditorViewController: UIViewController {
                @IBAction func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() {
                    let editor = NoteEditorViewController()
                    editor.modalPresentationStyle = .fullScreen
                    present(editor, animated: true)
                }
            }
            """,
            """
            class FiltersViewController: UIViewController {
                var onApply: (() -> Void)?
                @IBAction func done(_ sender: Any) {
                    applyFilters()
                    dismiss(animated: true)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    applyFilters()
                }
                func applyFilters() { onApply?() }
            }
            class ListViewController: UIViewController {
                func filter() { present(FiltersViewController(), animated: true) }
            }
            """,
        ],
        options: [
            ("assume_sheet_when_unseen", "When a screen dismisses itself but no presentation of it is in the project, assume the default style (a sheet) and report it, with a note saying so. Default true; false stays silent there. A controller that only Swift code can make (initialisers of its own, none `@objc`, an `init(coder:)` that only traps) and that no code of the project makes is dead code, never assumed to be shown."),
        ]
    )

    public static var readsExits: Bool { true }

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        guard let model = ctx.exits else { return [] }
        var result: [Diagnostic] = []
        for (screen, exit) in model.exits(inFile: ctx.fileIndex) {
            if screen.unseen && !ctx.configuration.assumeSheetWhenUnseen { continue }
            guard case .skipsWork(let lost) = model.loss(exit, of: screen) else { continue }
            let what = lost.prefix(2).map(\.quoted).joined(separator: " and ")
            result.append(ctx.diagnostic(Self.description, at: exit.offset,
                "\(exit.subject) closes `\(screen.className)` after \(what), but a swipe down dismisses it without running that",
                notes: model.notes(for: exit, of: screen, lost: lost, ctx: ctx)))
        }
        return result
    }
}
