import UIKit

// Scenario 78, file 1: presentations routed through objects that are not controllers.
// `AppRouter.route(to:)` hands the controller to `ModalPresenter.presentModally(_:)`,
// which hands it to the private `present(_:_:)` overload, which finally calls UIKit's
// `present` on the context's top controller. The call sites are what is judged.

final class PresentationContext {
    weak var topViewController: UIViewController?

    init(top: UIViewController) {
        topViewController = top
    }
}

final class ModalPresenter {
    private let context: PresentationContext

    init(context: PresentationContext) {
        self.context = context
    }

    func presentModally(_ controller: UIViewController) {
        controller.view.accessibilityViewIsModal = true
        present(controller, true)
    }

    /// Wraps every screen in a navigation controller first.
    func presentInNavigation(_ root: UIViewController) {
        let navigation = UINavigationController(rootViewController: root)
        present(navigation, true)
    }

    /// Always full screen: nothing passed here becomes a card.
    func presentCovering(_ controller: UIViewController) {
        controller.modalPresentationStyle = .fullScreen
        present(controller, false)
    }

    /// Full screen only when asked: on the other path the default card remains.
    func presentMaybeCovering(_ controller: UIViewController, cover: Bool) {
        if cover {
            controller.modalPresentationStyle = .overFullScreen
        }
        present(controller, true)
    }

    private func present(_ controller: UIViewController, _ animated: Bool) {
        context.topViewController?.present(controller, animated: animated)
    }
}

final class AppRouter {
    private let presenter: ModalPresenter

    init(presenter: ModalPresenter) {
        self.presenter = presenter
    }

    func route(to controller: UIViewController) {
        presenter.presentModally(controller)
    }
}
