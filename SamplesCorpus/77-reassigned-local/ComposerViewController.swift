import UIKit

// Scenario 77: one local holds several controllers in turn. What counts is the controller the
// local holds at the `present`: the latest `vc = …` on every path, configured after it. A
// style set after a reassignment belongs to the new controller, not to the one already
// presented (no style_set_too_late), and a reassignment on some paths only leaves every
// value possible.

final class DraftViewController: UIViewController {}
final class AttachmentViewController: UIViewController {}

final class ComposerViewController: UIViewController {
    func showDraftThenAttachment() {
        var sheet: UIViewController = DraftViewController()
        sheet.modalPresentationStyle = .fullScreen
        present(sheet, animated: true)
        sheet = AttachmentViewController()
        present(sheet, animated: true) // expect: implicit_presentation_style
    }

    func showTwoCovers() {
        var cover = UIViewController()
        cover = DraftViewController()
        cover.modalPresentationStyle = .fullScreen
        present(cover, animated: true)
        cover = AttachmentViewController()
        cover.modalPresentationStyle = .overFullScreen
        present(cover, animated: true)
    }

    func showEitherDraft(fromTemplate: Bool) {
        let editor: UIViewController
        if fromTemplate {
            editor = DraftViewController()
        } else {
            editor = AttachmentViewController()
        }
        present(editor, animated: true) // expect: implicit_presentation_style
    }

    func showMaybeStyled(compact: Bool) {
        var picker: UIViewController = DraftViewController()
        if compact {
            picker = AttachmentViewController()
            picker.modalPresentationStyle = .fullScreen
        }
        present(picker, animated: true) // expect: implicit_presentation_style
    }
}
