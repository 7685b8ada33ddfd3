import UIKit

// Scenario 96, a prompt: the one-time code screen has a text field, Verify sends the code to
// the sign-in flow and Close only dismisses. What is typed is a one-time answer, not edits to
// keep, so a swipe (like Close) abandons the attempt and loses nothing: not
// swipe_discards_edits, and not swipe_skips_dismiss_work (the swipe equals Close).

protocol VerificationCodeDelegate: AnyObject {
    func verificationCodeEntered(_ code: String)
}

final class VerificationCodeViewController: UIViewController, UITextFieldDelegate {
    weak var delegate: VerificationCodeDelegate?
    private let codeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        codeField.delegate = self
        view.addSubview(codeField)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Verify", style: .done, target: self, action: #selector(verify))
    }

    @objc func close() {
        dismiss(animated: true)
    }

    @objc func verify() {
        delegate?.verificationCodeEntered(codeField.text ?? "")
        dismiss(animated: true)
    }
}

final class SignInViewController: UIViewController, VerificationCodeDelegate {
    private var code: String?

    func askForCode() {
        let prompt = VerificationCodeViewController()
        prompt.delegate = self
        let navigation = UINavigationController(rootViewController: prompt)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func verificationCodeEntered(_ code: String) {
        self.code = code
    }
}
