import UIKit

// Scenario 127 (a style a router takes as a parameter with a default).
//
// - `ModalRouter.present(_:style:)` wraps the controller in a navigation controller and sets
//   the style it is given, `.automatic` when the call leaves it out. Written out, the
//   automatic style is the author's choice (no implicit_presentation_style), but it is still
//   a page sheet: the rename form presented with the default has a Save that commits the
//   typed name beside a Cancel that only closes (swipe_discards_edits).
// - The same form presented with `style: .fullScreen` cannot be swiped away; the passcode
//   form, only ever presented that way, is not reported.

final class ModalRouter {
    private let root: UIViewController

    init(root: UIViewController) {
        self.root = root
    }

    func present(_ viewController: UIViewController, animated: Bool = true, style: UIModalPresentationStyle = .automatic) {
        let navigation = UINavigationController(rootViewController: viewController)
        navigation.modalPresentationStyle = style
        root.present(navigation, animated: animated)
    }
}

final class ProfileCoordinator {
    private let router: ModalRouter

    init(router: ModalRouter) {
        self.router = router
    }

    func rename() {
        router.present(RenameViewController())
    }

    func setPasscode() {
        router.present(PasscodeViewController(), style: .fullScreen)
    }
}

final class ProfileViewController: UIViewController {
    private lazy var coordinator = ProfileCoordinator(router: ModalRouter(root: self))

    func renameTapped() {
        coordinator.rename()
    }
}

final class RenameViewController: UIViewController {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }

    @objc private func save() { // expect: swipe_discards_edits
        UserDefaults.standard.set(field.text, forKey: "nickname")
        dismiss(animated: true)
    }
}

final class PasscodeViewController: UIViewController {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }

    @objc private func done() {
        UserDefaults.standard.set(field.text, forKey: "passcode")
        dismiss(animated: true)
    }
}
