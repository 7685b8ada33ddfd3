import UIKit

// Scenario 22, file 1: a coordinator with its own `present(_ route:)` and an
// error presenter with `present(error:)`. Neither has the UIKit shape
// `present(_:animated:completion:)`. The one real UIKit call inside the
// coordinator presents a styled controller.

enum Route {
    case settings
    case product(id: String)
    case login
}

protocol Coordinating: AnyObject {
    func present(_ route: Route)
}

final class ErrorPresenter {
    private weak var host: UIViewController?

    init(host: UIViewController) {
        self.host = host
    }

    func present(error: Error) {
        let alert = UIAlertController(title: "Something went wrong",
                                      message: error.localizedDescription,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        host?.present(alert, animated: true)
    }
}

final class AppCoordinator: Coordinating {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func present(_ route: Route) {
        let screen: UIViewController
        switch route {
        case .settings:
            screen = UIViewController()
            screen.title = "Settings"
        case .product(let id):
            screen = UIViewController()
            screen.title = "Product \(id)"
        case .login:
            screen = UIViewController()
            screen.title = "Log In"
        }
        screen.modalPresentationStyle = .fullScreen
        navigationController.present(screen, animated: true)
    }
}
