import UIKit

// Scenario 131 (a coordinator's navigation controller, presented by its owner).
//
// - The edit coordinator stores a navigation controller it is given, a new one by default,
//   and puts its editor at the root in `start()`. The profile screen makes the coordinator
//   without passing one and presents `coordinator.navigationController`: that is a new
//   navigation controller with no style, a sheet (implicit_presentation_style). The editor's
//   Save writes the profile and Cancel tells the owner, which releases the coordinator: a
//   swipe skips both (swipe_skips_dismiss_work ×2).
// - The import coordinator sets a form-sheet style on its navigation controller in its
//   initialiser: explicit (near miss, no implicit finding).
// - The export and share screens style `coordinator.navigationController` themselves before
//   presenting it, by assignment or with a helper method (near misses): that configuration
//   decides, and nothing is reported.

protocol EditCoordinatorDelegate: AnyObject {
    func editCoordinatorDidCancel(_ coordinator: EditCoordinator)
}

final class EditCoordinator {
    let navigationController: UINavigationController
    weak var delegate: EditCoordinatorDelegate?

    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
    }

    func start() {
        let editor = ProfileEditorViewController()
        editor.coordinator = self
        navigationController.viewControllers = [editor]
    }

    func cancel() {
        delegate?.editCoordinatorDidCancel(self)
    }
}

final class ProfileEditorViewController: UIViewController {
    weak var coordinator: EditCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
    }

    @objc func cancelTapped() { // expect: swipe_skips_dismiss_work
        coordinator?.cancel()
    }

    @objc func saveTapped() { // expect: swipe_skips_dismiss_work
        UserDefaults.standard.set(title, forKey: "profileName")
        dismiss(animated: true)
    }
}

final class ImportCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        self.navigationController.modalPresentationStyle = .formSheet
    }
}

final class ProfileViewController: UIViewController, EditCoordinatorDelegate {
    private var children: [AnyObject] = []

    func editProfile() {
        let coordinator = EditCoordinator()
        coordinator.delegate = self
        coordinator.start()
        present(coordinator.navigationController, animated: true) // expect: implicit_presentation_style
        children.append(coordinator)
    }

    func editCoordinatorDidCancel(_ coordinator: EditCoordinator) {
        coordinator.navigationController.dismiss(animated: true)
        children.removeAll { $0 === coordinator }
    }

    func importContacts() {
        let coordinator = ImportCoordinator()
        present(coordinator.navigationController, animated: true)
    }

    func exportContacts() {
        let coordinator = EditCoordinator()
        coordinator.navigationController.modalPresentationStyle = .fullScreen
        present(coordinator.navigationController, animated: true)
    }
}

extension UINavigationController {
    func useFullScreen() {
        modalPresentationStyle = .fullScreen
    }
}

extension ProfileViewController {
    func shareContacts() {
        let coordinator = EditCoordinator()
        coordinator.navigationController.useFullScreen()
        present(coordinator.navigationController, animated: true)
    }
}
