import UIKit

// Scenario 89: the handlers share a `close()` helper that does the dismissing, and the
// Cancel path tells the delegate through another helper. The exits are the actions; their
// dismissal is found through the helpers, and so is the callback the presenter waits for.

protocol ReminderEditorDelegate: AnyObject {
    func reminderEditorDidCancel(_ editor: ReminderEditorViewController)
    func reminderEditor(_ editor: ReminderEditorViewController, didSchedule date: Date)
}

final class ReminderEditorViewController: UIViewController {
    weak var delegate: ReminderEditorDelegate?
    var date = Date()

    @IBAction func cancelTapped(_ sender: Any) { // expect: swipe_skips_dismiss_work
        notifyCancel()
        close()
    }

    @IBAction func scheduleTapped(_ sender: Any) { // expect: swipe_skips_dismiss_work
        delegate?.reminderEditor(self, didSchedule: date)
        close()
    }

    private func notifyCancel() {
        delegate?.reminderEditorDidCancel(self)
    }

    private func close() {
        view.endEditing(true)
        dismiss(animated: true)
    }
}

final class RemindersViewController: UITableViewController, ReminderEditorDelegate {
    private var pendingEditors = 0

    func addReminder() {
        let editor = ReminderEditorViewController()
        editor.delegate = self
        pendingEditors += 1
        present(editor, animated: true) // expect: implicit_presentation_style
    }

    func reminderEditorDidCancel(_ editor: ReminderEditorViewController) {
        pendingEditors -= 1
    }

    func reminderEditor(_ editor: ReminderEditorViewController, didSchedule date: Date) {
        pendingEditors -= 1
        tableView.reloadData()
    }
}
