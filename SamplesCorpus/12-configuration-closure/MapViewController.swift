import UIKit

// Scenario 12 (clean): controllers built by immediately-called configuration
// closures and a lazy property. The style is set inside the closure, so the
// presented value is styled.

final class RouteDetailsViewController: UIViewController {
    var routeName = ""
}

final class NavigationModeViewController: UIViewController {
    var destination = ""
}

final class MapViewController: UIViewController {
    private var selectedRoute = "Coastal path"

    private lazy var navigationMode: NavigationModeViewController = {
        let mode = NavigationModeViewController()
        mode.modalPresentationStyle = .fullScreen
        mode.modalTransitionStyle = .crossDissolve
        return mode
    }()

    @objc func showRouteDetails() {
        let details: RouteDetailsViewController = {
            let v = RouteDetailsViewController()
            v.routeName = selectedRoute
            v.modalPresentationStyle = .overFullScreen
            return v
        }()
        present(details, animated: true)
    }

    @objc func startNavigation() {
        navigationMode.destination = selectedRoute
        present(navigationMode, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "location.fill"),
            style: .plain,
            target: self,
            action: #selector(startNavigation)
        )
    }
}
