import UIKit

// Scenario 163 (a helper's bar button whose action a subclass overrides).
//
// - An extension of `UIViewController` adds a close button whose action is `didPressClose`,
//   and gives that method a default that only closes. The profile editor overrides it: its
//   close publishes the typed bio to the presenter's store before closing. The button runs the
//   override, as the editor's class dispatches it, so the editor's Close does work that a
//   swipe skips (swipe_skips_dismiss_work).
// - Near miss: the about screen uses the same button without overriding the method. Its
//   Close only closes, and a swipe loses nothing.

extension UIViewController {
    func addCloseBarButton() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(didPressClose))
    }

    @objc func didPressClose() {
        dismiss(animated: true)
    }
}

final class ProfileStore {
    static let shared = ProfileStore()
    private(set) var bio = ""
    func publish(bio: String) { self.bio = bio }
}

final class ProfileEditorViewController: UIViewController {
    private let bioField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bioField)
        addCloseBarButton()
    }

    @objc override func didPressClose() { // expect: swipe_skips_dismiss_work
        ProfileStore.shared.publish(bio: bioField.text ?? "")
        dismiss(animated: true)
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addCloseBarButton()
    }
}

final class AccountViewController: UIViewController {
    func editProfile() {
        let nav = UINavigationController(rootViewController: ProfileEditorViewController())
        present(nav, animated: true) // expect: implicit_presentation_style
    }

    func showAbout() {
        let nav = UINavigationController(rootViewController: AboutViewController())
        present(nav, animated: true) // expect: implicit_presentation_style
    }
}
