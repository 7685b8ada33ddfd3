import UIKit

// Scenario 79, file 2: the coordinator. `present(scene:from:transition:)` is the router
// every screen uses.

final class SceneCoordinator {
    weak var navigationController: UINavigationController?

    func present(scene: Scene, from source: UIViewController, transition: Transition) {
        let target = controller(for: scene)
        switch transition {
        case .modal(let animated):
            source.present(target, animated: animated)
        case .fullScreen:
            target.modalPresentationStyle = .fullScreen
            source.present(target, animated: true)
        case .push:
            navigationController?.pushViewController(target, animated: true)
        }
    }
}

final class SettingsViewController: UITableViewController {}

final class ProfileViewController: UIViewController {
    var accountID = ""
}

final class AboutViewController: UIViewController {}

final class LegalViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
