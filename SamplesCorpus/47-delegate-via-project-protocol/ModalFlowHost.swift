import UIKit

// Scenario 47, file 1: a project protocol refining
// UIAdaptivePresentationControllerDelegate. Types adopt the system protocol
// through it without ever naming it. No default implementation is provided.

protocol ModalFlowHost: UIAdaptivePresentationControllerDelegate {
    var activeFlowName: String? { get set }
    func flowDidStart(_ name: String)
}

final class ReminderFlowViewController: UITableViewController {
    var listName = "Inbox"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Reminder"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
