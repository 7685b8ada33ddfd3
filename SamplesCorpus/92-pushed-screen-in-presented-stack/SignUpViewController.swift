import UIKit

// Scenario 92: a sign-up flow is presented as a page sheet in a navigation controller; its
// second step is pushed on that stack. The pushed step's Finish creates the account and tells
// the presenter, and the flow has no other way out: a swipe on the pushed step closes the whole
// sheet and skips it. The first step's isModalInPresentation is not set, so nothing blocks it.

protocol SignUpDelegate: AnyObject {
    func signUpDidFinish(account: String)
}

final class SignUpViewController: UIViewController {
    weak var delegate: SignUpDelegate?

    @objc func next() {
        let step = SignUpPasswordViewController()
        step.delegate = delegate
        navigationController?.pushViewController(step, animated: true)
    }
}

final class SignUpPasswordViewController: UIViewController {
    weak var delegate: SignUpDelegate?
    var password = ""

    @IBAction func finish(_ sender: Any) { // expect: swipe_skips_dismiss_work
        delegate?.signUpDidFinish(account: password)
        navigationController?.dismiss(animated: true)
    }
}

final class WelcomeViewController: UIViewController, SignUpDelegate {
    private var accounts: [String] = []

    @IBAction func signUp(_ sender: Any) {
        let first = SignUpViewController()
        first.delegate = self
        let nav = UINavigationController(rootViewController: first)
        nav.modalPresentationStyle = .pageSheet
        present(nav, animated: true)
    }

    func signUpDidFinish(account: String) {
        accounts.append(account)
    }
}
