/// Finds Save-only editors presented as sheets: a swipe discards the edits without asking.
public struct SwipeDiscardsEditsRule: Rule {
    public static let description = RuleDescription(
        id: "swipe_discards_edits",
        name: "Swipe Discards Edits",
        summary: "An editor presented as a sheet saves only from its Save / Done exit and its Cancel only dismisses: a swipe down throws the edits away without asking.",
        rationale: """
        A page sheet can be dismissed by a downward swipe (see [swipe to dismiss](presentation-model#swipe-to-dismiss)), and a swipe runs no button handler (see [the swipe skips handlers](presentation-model#swipe-skips-handlers)). \
        In an editor whose Save (or Done) exit commits the edits and whose Cancel only \
        dismisses the swipe behaves like Cancel: that is consistent, so \
        `swipe_skips_dismiss_work` does not report it, but the user who typed something loses \
        it with one gesture and no question. iOS 13's answer is to block the swipe while there \
        are unsaved changes (`isModalInPresentation = hasChanges`) and to ask in \
        `presentationControllerDidAttemptToDismiss(_:)` whether to save or discard (see [blocked swipe attempts](presentation-model#blocked-swipe-attempts)). \
        The rule looks at screens that edit something: text fields and views, controls, a \
        text delegate, an editor by name, or a list whose rows tick a selection that stays \
        open for a Done to commit (a row that picks one value and closes is a choice, not an \
        edit). The commit is the exit named or titled as a \
        Save (Save, Done, Add, Send…, also a localised title, a title chosen by a condition, a \
        SwiftUI button of the confirm role or in the toolbar's confirmation placement, or the \
        keyboard's submit), or, where none is, the action or bar button beside the \
        Cancel that does the work (Connect, Join), and beside that Cancel any way out whose \
        work saves (a Start Timer that calls `saveCustomTimer(…)`), unless it throws something away (Delete, \
        Sign Out), is a list row that picks a value, or closes the sheet to open another screen \
        (a Load whose presenter presents a file picker once the sheet is gone). A Save that \
        only starts the commit counts when the view closes itself once its model reports the \
        commit done (an `onReceive` or `onChange` that dismisses). An editor with no Cancel at \
        all, whose Save is its only way out, is reported here and by \
        `swipe_skips_dismiss_work`: the swipe both skips the Save's work and throws the edits \
        away. A picker of \
        where something goes (an "Add to…" screen) picks rather than edits. A sign-in or verification prompt (a captcha, a \
        one-time code, a passcode) is not an editor: what is typed there is a one-time answer, \
        and leaving without it abandons the attempt, as its Close button does.
        """,
        fix: """
        Set `isModalInPresentation` to whether there are unsaved changes, set the presentation \
        controller's delegate, and in `presentationControllerDidAttemptToDismiss(_:)` offer to \
        save or discard (an action sheet), dismissing from there.
        """,
        isOptIn: true,
        triggering: [
            """
            final class NoteEditorViewController: UIViewController, UITextViewDelegate {
                @IBOutlet var textView: UITextView!
                var store: NoteStore!
                @IBAction func cancel(_ sender: Any) {
                    dismiss(animated: true)
                }
                @IBAction ↓func save(_ sender: Any) {
                    store.save(textView.text)
                    dismiss(animated: true)
                }
            }
            final class NotesViewController: UIViewController {
                func compose() { present(NoteEditorViewController(), animated: true) }
            }
            """,
        ],
        nonTriggering: [
            """
            final class NoteEditorViewController: UIViewController, UITextViewDelegate, UIAdaptivePresentationControllerDelegate {
                @IBOutlet var textView: UITextView!
                var store: NoteStore!
                var hasChanges = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    isModalInPresentation = hasChanges
                }
                @IBAction func cancel(_ sender: Any) {
                    dismiss(animated: true)
                }
                @IBAction func save(_ sender: Any) {
                    store.save(textView.text)
                    dismiss(animated: true)
                }
                func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                    confirmDiscard()
                }
            }
            final class NotesViewController: UIViewController {
                func compose() { present(NoteEditorViewController(), animated: true) }
            }
            """,
            """
            final class AboutViewController: UIViewController {
                @IBAction func done(_ sender: Any) {
                    analytics.track("about_closed")
                    dismiss(animated: true)
                }
                @IBAction func close(_ sender: Any) {
                    dismiss(animated: true)
                }
            }
            final class SettingsViewController: UIViewController {
                func about() { present(AboutViewController(), animated: true) }
            }
            """,
        ],
        options: [
            ("assume_sheet_when_unseen", "As for `swipe_skips_dismiss_work`: a screen whose presentation is not in the project is assumed to be a sheet. Default true."),
        ]
    )

    public static var readsExits: Bool { true }

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        guard let model = ctx.exits else { return [] }
        var result: [Diagnostic] = []
        for (screen, exit) in model.exits(inFile: ctx.fileIndex) {
            if screen.unseen && !ctx.configuration.assumeSheetWhenUnseen { continue }
            let lost: [ExitWork.Item]
            switch model.loss(exit, of: screen) {
            case .discardsEdits(let l): lost = l
            // A Save with no Cancel beside it: its work is skipped (`swipe_skips_dismiss_work`),
            // and the edits it commits are thrown away too.
            case .skipsWork(let l) where model.alsoDiscardsEdits(exit, of: screen): lost = l
            default: continue
            }
            result.append(ctx.diagnostic(Self.description, at: exit.offset,
                "\(exit.subject) saves the edits of `\(screen.className)` (\(lost[0].quoted)), but a swipe down dismisses it like Cancel and discards them without asking",
                notes: model.notes(for: exit, of: screen, lost: lost, ctx: ctx)))
        }
        return result
    }
}
