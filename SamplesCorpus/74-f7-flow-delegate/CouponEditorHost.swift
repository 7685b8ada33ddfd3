import UIKit

// Scenario 74 (clean, from real-app false positives): the blocked-swipe flow. The delegate blocks
// the swipe while there are unsaved changes and asks the user in DidAttemptToDismiss;
// when a swipe is allowed there is nothing to lose, and Cancel only dismisses.

final class CouponEditorViewController: UIViewController {
    var hasUnsavedChanges = false

    @objc func cancelTapped() {
        dismiss(animated: true)
    }
}

final class CouponsViewController: UITableViewController, UIAdaptivePresentationControllerDelegate {
    private weak var editor: CouponEditorViewController?

    @objc func addCoupon() {
        let editor = CouponEditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.presentationController?.delegate = self
        self.editor = editor
        present(navigation, animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !(editor?.hasUnsavedChanges ?? false)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        presentationController.presentedViewController.present(alert, animated: true)
    }
}
