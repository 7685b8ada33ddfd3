import UIKit

// Scenario 24, file 2 (clean): presenting what the delegate callback and the
// injected closure hand over. Their origin is outside this project.

final class PluginHostViewController: HostViewController, ModalRouterDelegate {
    let router = ModalRouter()
    var pluginScreenProvider: (() -> UIViewController?)?

    override func viewDidLoad() {
        super.viewDidLoad()
        router.delegate = self
    }

    func router(_ router: ModalRouter, wantsToPresent viewController: UIViewController) {
        present(viewController, animated: true)
    }

    @objc func openPlugin() {
        guard let screen = pluginScreenProvider?() else { return }
        present(screen, animated: true)
    }

    func deepLink(_ identifier: String) {
        router.route(to: identifier)
    }
}
