import UIKit

// Scenario 134 (a presentation in a class nothing makes).
//
// - `LegacyLockCoordinator` is a Swift class of the project that no code makes, subclasses or
//   names: the sheet it presents never appears, so the passcode screen's unlock is no exit a
//   swipe could skip (the style finding on the call itself stays).
// - `LockCoordinator` is the same shape, made by the settings screen (near miss): its sheet
//   is shown, and a swipe skips the unlock's reset (swipe_skips_dismiss_work).

protocol Coordinating: AnyObject {
    func start()
}

final class LegacyLockCoordinator: Coordinating {
    private let host: UIViewController
    private lazy var passcode = PasscodeViewController()

    init(host: UIViewController) {
        self.host = host
    }

    func start() {
        host.present(passcode, animated: true) // expect: implicit_presentation_style
    }
}

final class PasscodeViewController: UIViewController {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.addTarget(self, action: #selector(passcodeChanged(_:)), for: .editingChanged)
        view.addSubview(field)
    }

    @objc func passcodeChanged(_ field: UITextField) {
        guard field.text == "1234" else { return }
        UserDefaults.standard.set(0, forKey: "failedAttempts")
        dismiss(animated: true)
    }
}

final class LockCoordinator: Coordinating {
    private let host: UIViewController
    private lazy var pin = PINEntryViewController()

    init(host: UIViewController) {
        self.host = host
    }

    func start() {
        host.present(pin, animated: true) // expect: implicit_presentation_style
    }
}

final class PINEntryViewController: UIViewController {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.addTarget(self, action: #selector(pinChanged(_:)), for: .editingChanged)
        view.addSubview(field)
    }

    @objc func pinChanged(_ field: UITextField) { // expect: swipe_skips_dismiss_work
        guard field.text == "1234" else { return }
        UserDefaults.standard.set(0, forKey: "failedPINAttempts")
        dismiss(animated: true)
    }
}

final class LockSettingsViewController: UIViewController {
    private var lock: LockCoordinator?

    func lockNow() {
        let coordinator = LockCoordinator(host: self)
        coordinator.start()
        lock = coordinator
    }
}
