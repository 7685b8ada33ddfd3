import UIKit

// Scenario 138 (a timer that closes the sheet is no way out).
//
// - The delete-account screen counts down once the user confirms, and a repeating timer's
//   `tick()` deletes the account and closes the sheet when the count reaches zero. No tap runs
//   `tick()`: the swipe cannot skip it, and it is not reported.
// - Cancel stops the timer before closing: a swipe during the countdown leaves the timer
//   running, and the account is deleted anyway (swipe_skips_dismiss_work).
// - A keyboard observer's `selector:` (near miss) is no way out either; the screen's
//   presentation has no style (implicit_presentation_style).

final class AccountService {
    func deleteAccount() {}
    func keepSession() {}
}

final class DeleteAccountViewController: UIViewController {
    private var timer: Timer?
    private var remaining = 5
    private let service = AccountService()
    private let cancelButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
        view.addSubview(cancelButton)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func startCountdown() {
        timer = Timer.scheduledTimer(
            timeInterval: 1.0,
            target: self,
            selector: #selector(DeleteAccountViewController.tick),
            userInfo: nil,
            repeats: true
        )
    }

    @objc private func tick() {
        remaining -= 1
        guard remaining <= 0 else { return }
        timer?.invalidate()
        service.deleteAccount()
        dismiss(animated: true)
    }

    @objc private func keyboardWillHide() {
        service.keepSession()
        dismiss(animated: true)
    }

    @objc private func cancelTapped() { // expect: swipe_skips_dismiss_work
        timer?.invalidate()
        dismiss(animated: true)
    }
}

final class AccountSettingsViewController: UIViewController {
    func deleteAccountTapped() {
        let controller = DeleteAccountViewController()
        present(controller, animated: true) // expect: implicit_presentation_style
        controller.startCountdown()
    }
}
