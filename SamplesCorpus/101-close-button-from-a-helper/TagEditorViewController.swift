import UIKit

// Scenario 101 (near miss for swipe_skips_dismiss_work): the Cancel button is added by a
// helper of an extension of UIViewController, whose default action, `dismissClose`, only
// dismisses. The tag editor's Save stores the tag; its Cancel does nothing, so a swipe equals
// Cancel: the editor is Save-only, and a swipe drops the typed tag (swipe_discards_edits).
//
// The account screen calls the same helper with an action of its own: that action, which
// signs out, is its Cancel, and its Done saves too. Every way out does work: both are
// swipe_skips_dismiss_work.

extension UIViewController {
    func addCloseBarButton(title: String = "Cancel", action: Selector = #selector(dismissClose)) {
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: title, style: .plain, target: self, action: action)
    }
}

private extension UIViewController {
    @objc func dismissClose() {
        dismiss(animated: true)
    }
}

final class TagStore {
    private(set) var tags: [String] = []
    func add(_ tag: String) { tags.append(tag) }
    func signOut() { tags.removeAll() }
}

final class TagEditorViewController: UIViewController {
    private let field = UITextField()
    var store: TagStore?

    override func viewDidLoad() {
        super.viewDidLoad()
        addCloseBarButton()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc private func save() { // expect: swipe_discards_edits
        store?.add(field.text ?? "")
        dismiss(animated: true)
    }
}

final class AccountViewController: UIViewController {
    var store: TagStore?

    override func viewDidLoad() {
        super.viewDidLoad()
        addCloseBarButton(title: "Sign Out", action: #selector(signOut))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func signOut() { // expect: swipe_skips_dismiss_work
        store?.signOut()
        dismiss(animated: true)
    }

    @objc private func done() { // expect: swipe_skips_dismiss_work
        store?.add("visited")
        dismiss(animated: true)
    }
}

final class TagsViewController: UITableViewController {
    private let store = TagStore()

    func addTag() {
        let editor = TagEditorViewController()
        editor.store = store
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func showAccount() {
        let account = AccountViewController()
        account.store = store
        let navigation = UINavigationController(rootViewController: account)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
