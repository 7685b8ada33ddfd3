import UIKit

// Scenario 04 (wrapped controllers): the author asked for full screen, but on the root
// controller. The navigation controller is what gets presented, and it has no
// style, so the user still gets a page sheet. Two findings: the presentation is
// implicit, and the style sits on the wrapped controller where it does nothing.

final class EditProfileViewController: UITableViewController {
    var displayName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Profile"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}

final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private var displayName = "Guest"

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = displayName
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: self, action: #selector(editTapped))
    }

    @objc private func editTapped() {
        let editor = EditProfileViewController(style: .insetGrouped)
        editor.displayName = displayName
        editor.modalPresentationStyle = .fullScreen // expect: style_on_wrapped_controller
        let navigation = UINavigationController(rootViewController: editor)
        navigation.navigationBar.prefersLargeTitles = false
        present(navigation, animated: true) // expect: implicit_presentation_style
    }
}
