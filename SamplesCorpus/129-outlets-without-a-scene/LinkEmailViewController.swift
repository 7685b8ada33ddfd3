import UIKit

// Scenario 129 (a controller whose interface file is not in the project).
//
// - The e-mail link form declares outlets, so a storyboard or XIB must make it, but neither
//   the project's storyboard nor any code names it: its scene was deleted, and nothing here
//   can show it. It is not assumed to be a sheet: no finding for its Save.
// - The phone link form is built in code and closes itself, but no code of the project makes
//   it either: it is assumed to be presented with the default style, a sheet, and its Save
//   loses the typed number to a swipe (swipe_discards_edits).

final class LinkEmailViewController: UIViewController {
    @IBOutlet private var emailField: UITextField!

    @IBAction private func cancelAction(_ sender: Any) {
        dismiss(animated: true)
    }

    @IBAction private func saveAction(_ sender: Any) {
        UserDefaults.standard.set(emailField.text, forKey: "linkedEmail")
        dismiss(animated: true)
    }
}

final class LinkPhoneViewController: UIViewController {
    private let phoneField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(phoneField)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }

    @objc private func save() { // expect: swipe_discards_edits
        UserDefaults.standard.set(phoneField.text, forKey: "linkedPhone")
        dismiss(animated: true)
    }
}
