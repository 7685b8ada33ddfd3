import UIKit

// Scenario 60 (dismissal delegate callbacks): the draft is saved in WillDismiss. WillDismiss also runs
// when the user starts a swipe and then changes their mind, so the draft is
// saved while the sheet is still open (and possibly several times). The save
// belongs in DidDismiss, which here only refreshes the list.

final class DraftArchive {
    private(set) var saved: [String] = []

    func save(_ draft: String) {
        saved.append(draft)
    }
}

final class NoteSheetViewController: UIViewController {
    let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }
}

final class RecipeNotesViewController: UITableViewController {
    private let archive = DraftArchive()

    @objc func addNote() {
        let sheet = NoteSheetViewController()
        sheet.modalPresentationStyle = .pageSheet
        sheet.presentationController?.delegate = self
        present(sheet, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        archive.saved.count
    }
}

extension RecipeNotesViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard let sheet = presentationController.presentedViewController as? NoteSheetViewController else { return }
        archive.save(sheet.textView.text) // expect: will_dismiss_finalises
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        tableView.reloadData()
    }
}
