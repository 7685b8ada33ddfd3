import UIKit

// Scenario 113 (work on a path that does not close the screen).
//
// The login details screen's Cancel leaves edit mode when it is editing and only closes the
// screen otherwise: leaving edit mode is not done on the way out, so Cancel closes without
// work and the swipe equals it. Its Save, which stores the login, is then not reported.
//
// The password-reset screen's Send shows an alert and stays open when the form is invalid;
// when it closes, it has asked the account service to send the mail. Its Close tells the
// presenter the reset was abandoned: every way out does work, and both are reported.

final class AccountsViewController: UIViewController, PasswordResetDelegate {
    func addLogin() {
        present(UINavigationController(rootViewController: LoginDetailsViewController()), animated: true) // expect: implicit_presentation_style
    }

    func resetPassword() {
        let reset = PasswordResetViewController()
        reset.delegate = self
        present(reset, animated: true) // expect: implicit_presentation_style
    }

    func passwordResetDidCancel() {
        AccountService.shared.clearPendingReset()
    }
}

final class LoginDetailsViewController: UITableViewController {
    var isEditingLogin = false

    @objc func cancel() {
        if isEditingLogin {
            toggleEditMode()
        } else {
            dismiss(animated: true)
        }
    }

    @objc func save() {
        AccountService.shared.saveLogin()
        dismiss(animated: true)
    }

    func toggleEditMode() {
        isEditingLogin.toggle()
        AccountService.shared.discardDraft()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }
}

protocol PasswordResetDelegate: AnyObject {
    func passwordResetDidCancel()
}

final class PasswordResetViewController: UIViewController {
    weak var delegate: PasswordResetDelegate?
    private let emailField = UITextField()

    @IBAction func send(_ sender: Any) { // expect: swipe_skips_dismiss_work
        guard let email = emailField.text, !email.isEmpty else { return }
        if !email.contains("@") {
            let alert = UIAlertController(title: "Invalid address", message: nil, preferredStyle: .alert)
            present(alert, animated: true)
            return
        }
        AccountService.shared.sendReset(to: email)
        dismiss(animated: true)
    }

    @IBAction func close(_ sender: Any) { // expect: swipe_skips_dismiss_work
        delegate?.passwordResetDidCancel()
        dismiss(animated: true)
    }
}

final class AccountService {
    static let shared = AccountService()
    func saveLogin() {}
    func discardDraft() {}
    func clearPendingReset() {}
    func sendReset(to email: String) {}
}
