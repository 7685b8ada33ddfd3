import UIKit

// Scenario 24, file 1 (clean): the presented controller arrives from code the
// analyzer cannot see: a public wrapper with no callers in this project, a
// delegate callback's parameter, a factory closure injected from outside. The
// rule stays silent rather than guess.

protocol ModalRouterDelegate: AnyObject {
    func router(_ router: ModalRouter, wantsToPresent viewController: UIViewController)
}

public final class ModalRouter {
    weak var delegate: ModalRouterDelegate?
    var makeDetail: ((String) -> UIViewController)?

    func route(to identifier: String) {
        guard let detail = makeDetail?(identifier) else { return }
        delegate?.router(self, wantsToPresent: detail)
    }
}

open class HostViewController: UIViewController {
    /// Part of the module's public API; apps linking the framework call it.
    public func showModal(_ viewController: UIViewController) {
        present(viewController, animated: true)
    }
}
