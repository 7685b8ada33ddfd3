import UIKit

// Scenario 16, file 2 (clean): the presented classes inherit their style from
// the base class in the other file, one directly and one through an
// intermediate subclass.

class IdentityFlowViewController: FullScreenFlowViewController {
    var requiresPasscode = true
}

final class SignUpViewController: IdentityFlowViewController {
    var email = ""
}

final class PasswordResetViewController: FullScreenFlowViewController {
    var token: String?
}

final class WelcomeViewController: UIViewController {
    @IBAction func signUpTapped(_ sender: UIButton) {
        let signUp = SignUpViewController()
        signUp.requiresPasscode = false
        present(signUp, animated: true)
    }

    func handleResetLink(token: String) {
        let reset = PasswordResetViewController()
        reset.token = token
        present(reset, animated: true, completion: nil)
    }
}
