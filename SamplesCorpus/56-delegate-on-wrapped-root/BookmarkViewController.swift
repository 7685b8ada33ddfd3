import UIKit

// Scenario 56, file 2 (wrapped controllers): the delegate is set on the root controller's
// presentation controller, created right there for the root alone, before the
// root is wrapped. The navigation controller is what gets presented, so this
// delegate is never called and the tag edits are lost on a swipe. The wrapper
// itself has an explicit style.

final class BookmarkViewController: UIViewController {
    private var tags = ["swift", "uikit"]
    private weak var tagEditor: TagEditorViewController?

    @objc func editTagsTapped() {
        let editor = TagEditorViewController(style: .plain)
        editor.tags = tags
        editor.presentationController?.delegate = self // expect: style_on_wrapped_controller
        tagEditor = editor
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}

extension BookmarkViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if let edited = tagEditor?.tags {
            tags = edited
        }
    }
}
