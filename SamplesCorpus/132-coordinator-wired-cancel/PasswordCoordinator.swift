import UIKit

// Scenario 132 (a Cancel button a coordinator wires to itself).
//
// - The password coordinator makes the password form and puts a Cancel bar button on it
//   whose target is the coordinator: its `cancel()` tells the backup screen, which closes the
//   sheet and releases the coordinator. The form's own Done reports the password. Both ways
//   out do work a swipe skips (swipe_skips_dismiss_work ×2).
// - The coordinator's Help button (near miss) pushes a help page: it does not close the
//   sheet and is no way out.

protocol PasswordCoordinatorDelegate: AnyObject {
    func passwordCoordinatorDidCancel(_ coordinator: PasswordCoordinator)
    func passwordCoordinator(_ coordinator: PasswordCoordinator, didEnter password: String)
}

final class PasswordCoordinator: PasswordFormDelegate {
    weak var delegate: PasswordCoordinatorDelegate?
    let navigationController = UINavigationController()

    private lazy var form: PasswordFormViewController = {
        let controller = PasswordFormViewController()
        controller.delegate = self
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(showHelp))
        return controller
    }()

    func start() {
        navigationController.viewControllers = [form]
    }

    @objc func cancel() { // expect: swipe_skips_dismiss_work
        delegate?.passwordCoordinatorDidCancel(self)
    }

    @objc func showHelp() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }

    func passwordForm(_ form: PasswordFormViewController, didEnter password: String) {
        delegate?.passwordCoordinator(self, didEnter: password)
    }
}

protocol PasswordFormDelegate: AnyObject {
    func passwordForm(_ form: PasswordFormViewController, didEnter password: String)
}

final class PasswordFormViewController: UIViewController {
    weak var delegate: PasswordFormDelegate?
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIButton(type: .system)
        done.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        view.addSubview(field)
        view.addSubview(done)
    }

    @objc func doneTapped() { // expect: swipe_skips_dismiss_work
        delegate?.passwordForm(self, didEnter: field.text ?? "")
    }
}

final class BackupViewController: UIViewController, PasswordCoordinatorDelegate {
    private var coordinators: [PasswordCoordinator] = []

    func exportBackup() {
        let coordinator = PasswordCoordinator()
        coordinator.delegate = self
        coordinator.start()
        present(coordinator.navigationController, animated: true) // expect: implicit_presentation_style
        coordinators.append(coordinator)
    }

    func passwordCoordinatorDidCancel(_ coordinator: PasswordCoordinator) {
        coordinator.navigationController.dismiss(animated: true)
        coordinators.removeAll { $0 === coordinator }
    }

    func passwordCoordinator(_ coordinator: PasswordCoordinator, didEnter password: String) {
        coordinator.navigationController.dismiss(animated: true) {
            UserDefaults.standard.set(password, forKey: "backupPassword")
        }
        coordinators.removeAll { $0 === coordinator }
    }
}
