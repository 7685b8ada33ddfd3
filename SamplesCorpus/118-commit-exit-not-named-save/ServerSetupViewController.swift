import UIKit

// Scenario 118 (the exit that commits an editor is not always called Save).
//
// The server setup form takes an address, a user name and a password. Its Cancel only
// dismisses; its other way out is Connect, which stores the account and then closes the sheet.
// No exit is named like a Save, yet Connect is the form's commit: a swipe, like Cancel,
// throws the typed credentials away without asking (swipe_discards_edits), and is no
// swipe_skips_dismiss_work finding (the swipe equals Cancel).
//
// Near misses: the bookmark editor beside it has a Cancel that only dismisses and a Delete
// that removes the bookmark. Delete throws the bookmark away rather than committing the
// edits, so nothing is reported there.

final class AccountsViewController: UITableViewController {
    func addServer() {
        let nav = UINavigationController(rootViewController: ServerSetupViewController())
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    func editBookmark(_ bookmark: Bookmark) {
        let nav = UINavigationController(rootViewController: BookmarkEditorViewController(bookmark: bookmark))
        present(nav, animated: true) // expect: implicit_presentation_style
    }
}

final class ServerSetupViewController: UIViewController {
    private let addressField = UITextField()
    private let userField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Connect", style: .done, target: self, action: #selector(connectTapped))
    }

    @objc private func cancelTapped() {
        dismiss(animated: true)
    }

    @objc private func connectTapped() { // expect: swipe_discards_edits
        AccountStore.shared.add(server: addressField.text ?? "", user: userField.text ?? "", password: passwordField.text ?? "")
        dismiss(animated: true)
    }
}

final class BookmarkEditorViewController: UIViewController {
    private let bookmark: Bookmark
    private let titleField = UITextField()

    init(bookmark: Bookmark) {
        self.bookmark = bookmark
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteTapped))
    }

    @objc private func cancelTapped() {
        dismiss(animated: true)
    }

    @objc private func deleteTapped() {
        BookmarkStore.shared.remove(bookmark)
        dismiss(animated: true)
    }
}

struct Bookmark {
    var title: String
}

final class AccountStore {
    static let shared = AccountStore()
    func add(server: String, user: String, password: String) {}
}

final class BookmarkStore {
    static let shared = BookmarkStore()
    func remove(_ bookmark: Bookmark) {}
}
