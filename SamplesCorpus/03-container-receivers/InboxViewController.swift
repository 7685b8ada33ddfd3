import UIKit

// Scenario 03: the presentation is sent to a container instead of `self`
// (navigation controller, tab bar controller, the window's root). The receiver
// does not change the default: each presented controller is still unstyled.

final class ComposeMessageViewController: UIViewController {
    var recipient: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = recipient.map { "To \($0)" } ?? "New Message"
    }
}

final class ContactCardViewController: UIViewController {
    let contactName: String

    init(contactName: String) {
        self.contactName = contactName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class InboxViewController: UITableViewController {
    private var senders: [String] = ["Ana", "Bilal", "Chen"]

    @objc func composeTapped() {
        let compose = ComposeMessageViewController()
        self.navigationController?.present(compose, animated: true, completion: nil) // expect: implicit_presentation_style
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let card = ContactCardViewController(contactName: senders[indexPath.row])
        tabBarController?.present(card, animated: true) // expect: implicit_presentation_style
    }

    func replyFromNotification(to sender: String) {
        let reply = ComposeMessageViewController()
        reply.recipient = sender
        view.window?.rootViewController?.present(reply, animated: false) // expect: implicit_presentation_style
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        senders.count
    }
}
