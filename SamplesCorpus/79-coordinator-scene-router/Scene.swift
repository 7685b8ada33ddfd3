import UIKit

// Scenario 79, file 1: a coordinator builds the controller from a scene value and
// presents it according to a transition value. What a call site passes decides both.

struct Account {
    let id: String
}

enum Scene {
    case settings
    case profile(Account)
    case about
    case legal(url: URL)
}

enum Transition {
    case modal(animated: Bool)
    case fullScreen
    case push
}

extension SceneCoordinator {
    func controller(for scene: Scene) -> UIViewController {
        switch scene {
        case .settings:
            return SettingsViewController()
        case .profile(let account):
            let profile = ProfileViewController()
            profile.accountID = account.id
            return profile
        case .about:
            let about = AboutViewController()
            about.modalPresentationStyle = .formSheet
            return about
        case .legal:
            return LegalViewController()
        }
    }
}
