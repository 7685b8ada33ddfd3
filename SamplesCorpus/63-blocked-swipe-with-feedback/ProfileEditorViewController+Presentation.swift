import UIKit

// Scenario 63, file 2 (clean): the delegate methods, in an extension.

extension ProfileEditorViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let choice = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        choice.addAction(UIAlertAction(title: "Save", style: .default) { [weak self] _ in
            self?.saveTapped()
        })
        choice.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            self?.discard()
        })
        choice.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        choice.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(choice, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        delegate?.profileEditorDidFinish(self)
    }
}

final class ProfileHostViewController: UIViewController, ProfileEditorDelegate {
    private var bio = ""

    @objc func editBio() {
        let editor = ProfileEditorViewController()
        editor.delegate = self
        editor.modalPresentationStyle = .formSheet
        present(editor, animated: true)
    }

    func profileEditor(_ editor: ProfileEditorViewController, didSave bio: String) {
        self.bio = bio
    }

    func profileEditorDidFinish(_ editor: ProfileEditorViewController) {
        navigationItem.prompt = nil
    }
}
