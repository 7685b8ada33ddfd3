import UIKit

// Scenario 29 (swipe skips handlers): a Save button built with `UIAction`. The closure saves the
// contact and dismisses. The presenter configures detents, so the card is
// deliberate and the presentation is not reported, but a swipe still skips the
// save, and throws the typed contact away.

struct Contact {
    var name: String
    var phone: String
}

final class ContactBook {
    private(set) var contacts: [Contact] = []

    func add(_ contact: Contact) {
        contacts.append(contact)
    }
}

final class ContactEditorViewController: UIViewController {
    private let nameField = UITextField()
    private let phoneField = UITextField()
    var book: ContactBook?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Name"
        phoneField.placeholder = "Phone"
        phoneField.keyboardType = .phonePad
        let stack = UIStackView(arrangedSubviews: [nameField, phoneField])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 20, dy: 80)
        view.addSubview(stack)

        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in // expect: swipe_skips_dismiss_work, swipe_discards_edits
            guard let self else { return }
            let contact = Contact(name: self.nameField.text ?? "", phone: self.phoneField.text ?? "")
            self.book?.add(contact)
            self.dismiss(animated: true)
        })
    }
}

final class ContactsViewController: UITableViewController {
    private let book = ContactBook()

    @objc func addContact() {
        let editor = ContactEditorViewController()
        editor.book = book
        let navigation = UINavigationController(rootViewController: editor)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
        present(navigation, animated: true)
    }
}
