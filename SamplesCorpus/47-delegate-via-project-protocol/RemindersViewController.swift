import UIKit

// Scenario 47, file 2: the class adopts the project protocol and assigns
// itself as the presentation's delegate. It never implements DidDismiss, so a
// swipe leaves `activeFlowName` set forever.

final class RemindersViewController: UITableViewController, ModalFlowHost { // expect: missing_did_dismiss
    var activeFlowName: String?

    func flowDidStart(_ name: String) {
        activeFlowName = name
        navigationItem.rightBarButtonItem?.isEnabled = false
    }

    @objc func addReminder() {
        guard activeFlowName == nil else { return }
        let flow = ReminderFlowViewController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: flow)
        navigation.presentationController?.delegate = self
        flowDidStart("add-reminder")
        present(navigation, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addReminder))
    }
}
