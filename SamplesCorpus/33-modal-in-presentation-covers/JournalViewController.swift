import UIKit

// Scenario 33, file 2 (clean): the presenter is the presentation's delegate
// and answers a blocked swipe by offering Save or Discard (blocked swipe attempts). The swipe can
// never complete, so no DidDismiss is needed.

final class JournalViewController: UITableViewController, JournalEntryDelegate {
    private var entries: [String] = []

    @objc func newEntry() {
        let editor = JournalEntryViewController()
        editor.delegate = self
        let navigation = UINavigationController(rootViewController: editor)
        navigation.presentationController?.delegate = self
        present(navigation, animated: true)
    }

    func journalEntry(_ controller: JournalEntryViewController, didSave text: String) {
        entries.insert(text, at: 0)
        tableView.reloadData()
    }

    func journalEntryDidCancel(_ controller: JournalEntryViewController) {
        tableView.indexPathsForSelectedRows?.forEach { tableView.deselectRow(at: $0, animated: true) }
    }
}

extension JournalViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        guard let navigation = presentationController.presentedViewController as? UINavigationController,
              let editor = navigation.viewControllers.first as? JournalEntryViewController else { return }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save", style: .default) { _ in editor.saveTapped() })
        sheet.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in editor.cancelTapped() })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = editor.navigationItem.rightBarButtonItem
        navigation.present(sheet, animated: true)
    }
}
