import UIKit

// Scenario 80, file 2: roots that do (or do not) consider the card.

final class NoteEditorViewController: UIViewController {
    var hasChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // Computed: the author considered the card.
        isModalInPresentation = hasChanges
    }
}

final class ShareOptionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.sheetPresentationController?.detents = [.medium(), .large()]
    }
}

final class TagListViewController: UITableViewController {}

final class ExportViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.presentationController?.delegate = self
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        cancelExport()
    }

    private func cancelExport() {}
}
