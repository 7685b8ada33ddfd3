import UIKit

final class LoginViewController: UIViewController {
    func didLogIn() {
        let welcome = WelcomeViewController()
        DispatchQueue.main.async { [weak self] in
            self?.present(welcome, animated: true)
        }
    }
}

final class WelcomeViewController: UIViewController {}
