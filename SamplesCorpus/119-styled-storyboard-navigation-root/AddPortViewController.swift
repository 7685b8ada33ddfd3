import UIKit

// Scenario 119 (a storyboard navigation controller with a style of its own, around a form).
//
// `addCustomPort` in Ports.storyboard is a navigation controller whose scene sets
// modalPresentationStyle="formSheet" and whose root is the port form. The style decides the
// presentation (a form sheet, swipeable), and the root still comes through: the form is the
// screen that sheet shows. Its Add stores the typed port, its Cancel only dismisses, so a swipe
// discards the port without asking (swipe_discards_edits on Add, and no
// implicit_presentation_style: the style is explicit).

final class PortsViewController: UITableViewController {
    func addCustomPort() {
        let storyboard = UIStoryboard(name: "Ports", bundle: nil)
        let nav = storyboard.instantiateViewController(withIdentifier: "addCustomPort")
        present(nav, animated: true)
    }
}

final class AddPortViewController: UITableViewController {
    @IBOutlet var portField: UITextField!

    @IBAction func addPort() { // expect: swipe_discards_edits
        PortStore.shared.add(Int(portField.text ?? "") ?? 0)
        navigationController?.dismiss(animated: true)
    }

    @IBAction func cancel(_ sender: Any) {
        navigationController?.dismiss(animated: true)
    }
}

final class PortStore {
    static let shared = PortStore()
    func add(_ port: Int) {}
}
