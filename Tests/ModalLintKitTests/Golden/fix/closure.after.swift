import UIKit

final class LoginViewController: UIViewController {
    func didLogIn() {
        let welcome = WelcomeViewController()
        DispatchQueue.main.async { [weak self] in
            welcome.modalPresentationStyle = .fullScreen
            self?.present(welcome, animated: true)
        }
    }
}

final class WelcomeViewController: UIViewController {}
