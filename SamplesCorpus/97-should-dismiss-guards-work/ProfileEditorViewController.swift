import UIKit

// Scenario 97: the presenter's delegate lets the swipe through only when nothing changed
// (`presentationControllerShouldDismiss` reads hasChanges) and asks the user otherwise
// (`presentationControllerDidAttemptToDismiss`). The Cancel path's work is resetting
// hasChanges, which the condition guards: the swipe completes only when there is nothing to
// reset, so nothing is reported.

final class ProfileEditorViewController: UIViewController {
    var hasChanges = false
    var name = ""

    @IBAction func cancel(_ sender: Any) {
        hasChanges = false
        dismiss(animated: true)
    }

    @IBAction func save(_ sender: Any) {
        ProfileStore.shared.name = name
        hasChanges = false
        dismiss(animated: true)
    }
}

final class ProfileStore {
    static let shared = ProfileStore()
    var name = ""
}

final class ProfileViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private weak var editor: ProfileEditorViewController?

    @IBAction func edit(_ sender: Any) {
        let editor = ProfileEditorViewController()
        editor.modalPresentationStyle = .formSheet
        editor.presentationController?.delegate = self
        self.editor = editor
        present(editor, animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !(editor?.hasChanges ?? false)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
            self.editor?.dismiss(animated: true)
        })
        present(alert, animated: true)
    }
}
