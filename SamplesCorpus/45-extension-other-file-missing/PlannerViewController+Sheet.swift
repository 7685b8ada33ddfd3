import UIKit

// Scenario 45, file 2 (dismissal delegate callbacks, blocked swipe attempts): the conformance is declared in this extension.
// It guards the swipe while there are changes and offers to discard them, but
// when the sheet is swiped away with no changes, nothing clears
// `editingTrip`: there is no DidDismiss anywhere for this type.

extension PlannerViewController: UIAdaptivePresentationControllerDelegate { // expect: missing_did_dismiss
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        editingTrip?.hasUnsavedChanges == false
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let confirm = UIAlertController(title: "Discard this trip?", message: nil, preferredStyle: .alert)
        confirm.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.editingTrip = nil
            self?.dismiss(animated: true)
        })
        confirm.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        presentationController.presentedViewController.present(confirm, animated: true)
    }
}
