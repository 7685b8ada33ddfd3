import UIKit

// Scenario 82, file 2: the call sites.

final class OnboardingViewController: UIViewController {
    let makeWelcome: () -> UIViewController = {
        let welcome = WelcomeViewController()
        welcome.view.backgroundColor = .systemBackground
        return welcome
    }

    lazy var makePrivacy: () -> UIViewController = { PrivacyViewController() }

    func start() {
        present(makeWelcome(), animated: true) // expect: implicit_presentation_style
    }

    func showPrivacy() {
        present(makePrivacy(), animated: true)
    }

    func askPermissions() {
        let makePermissions = { PermissionsViewController() }
        present(makePermissions(), animated: true) // expect: implicit_presentation_style
    }

    func showWelcomeAgain() {
        let welcome: WelcomeViewController = Screens.make()
        present(welcome, animated: true) // expect: implicit_presentation_style
    }

    func showPrivacyAgain() {
        present(Screens.make(PrivacyViewController.self), animated: true)
    }

    func showPermissionsAgain() {
        let permissions = Screens.make(PermissionsViewController.self)
        permissions.modalPresentationStyle = .formSheet
        present(permissions, animated: true)
    }
}

final class OnboardingHostViewController: UIViewController {
    let flow = OnboardingFlow()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flow.host = self
        flow.run(.custom(makeController: { WelcomeViewController() })) // expect: implicit_presentation_style
    }

    func showPolicy() {
        flow.run(.custom(makeController: { PrivacyViewController() }))
    }

    func finish() {
        flow.run(.finished)
    }
}
