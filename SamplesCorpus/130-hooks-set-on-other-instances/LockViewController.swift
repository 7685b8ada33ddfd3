import UIKit

// Scenario 130 (closure hooks set only on instances that are not sheets).
//
// - The lock screen closes through one helper that runs the hook it is given, then calls
//   `dismissCompletion` once it has closed. Cancel passes `onCancel`, which no code sets, and
//   `dismissCompletion` is set only on the instance the lock window shows as its root, never
//   on the one Settings presents as a sheet. On the sheet, Cancel only closes: the swipe equals
//   Cancel, and Unlock (whose work needs the passcode) is not reported.
// - The PIN screen has the same shape, but its presenter sets `closedHandler` on the
//   instance it presents as a sheet (near miss): every exit reports back, and a swipe skips
//   that report (swipe_skips_dismiss_work ×2).

final class LockViewController: UIViewController {
    var dismissCompletion: (() -> Void)?
    var onSuccess: (() -> Void)?
    var onCancel: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let cancel = UIButton(type: .system)
        cancel.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
        view.addSubview(cancel)
        let field = UITextField()
        field.addTarget(self, action: #selector(passcodeChanged(_:)), for: .editingChanged)
        view.addSubview(field)
    }

    private func close(then handler: (() -> Void)?) {
        handler?()
        dismiss(animated: true) { [weak self] in
            self?.dismissCompletion?()
        }
    }

    @objc func cancelTapped() {
        close(then: onCancel)
    }

    @objc func passcodeChanged(_ field: UITextField) {
        if field.text == UserDefaults.standard.string(forKey: "passcode") {
            close(then: onSuccess)
        }
    }
}

final class LockWindowPresenter {
    private var window: UIWindow?

    func show(over frame: CGRect) {
        let lock = LockViewController()
        lock.dismissCompletion = { [weak self] in
            self?.window?.isHidden = true
        }
        window = UIWindow(frame: frame)
        window?.rootViewController = lock
        window?.isHidden = false
    }
}

final class PasscodeSettingsViewController: UIViewController {
    func removePasscode() {
        let lock = LockViewController()
        lock.onSuccess = {
            UserDefaults.standard.removeObject(forKey: "passcode")
        }
        present(lock, animated: true) // expect: implicit_presentation_style
    }

    func changePIN() {
        let pin = PINViewController()
        pin.closedHandler = { [weak self] in
            self?.reloadPINState()
        }
        present(pin, animated: true) // expect: implicit_presentation_style
    }

    func reloadPINState() {
        NotificationCenter.default.post(name: Notification.Name("PINChanged"), object: nil)
    }
}

final class PINViewController: UIViewController {
    var closedHandler: (() -> Void)?
    var onCancel: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let cancel = UIButton(type: .system)
        cancel.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
        view.addSubview(cancel)
        let field = UITextField()
        field.addTarget(self, action: #selector(pinChanged(_:)), for: .editingChanged)
        view.addSubview(field)
    }

    private func close(then handler: (() -> Void)?) {
        handler?()
        dismiss(animated: true) { [weak self] in
            self?.closedHandler?()
        }
    }

    @objc func cancelTapped() { // expect: swipe_skips_dismiss_work
        close(then: onCancel)
    }

    @objc func pinChanged(_ field: UITextField) { // expect: swipe_skips_dismiss_work
        guard let pin = field.text, pin.count == 4 else { return }
        close(then: nil)
    }
}
