import UIKit

// Scenario 73 (clean, from a real-app false positive): the presenter becomes the sheet's
// delegate and decides every swipe in presentationControllerShouldDismiss, so the Done
// handler's work cannot be skipped by a swipe it did not allow.

final class ShelfActionsViewController: UITableViewController {
    weak var shelf: ShelfViewController?

    @objc func doneTapped() {
        shelf?.applyChanges()
        dismiss(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }
}

final class ShelfViewController: UIViewController, UISheetPresentationControllerDelegate {
    private var pendingChanges = 0

    func applyChanges() {
        pendingChanges = 0
    }

    @objc func showActions() {
        let actions = ShelfActionsViewController(style: .plain)
        actions.shelf = self
        if let sheet = actions.sheetPresentationController {
            sheet.detents = [.medium()]
            sheet.delegate = self
        }
        present(actions, animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        pendingChanges == 0
    }
}
