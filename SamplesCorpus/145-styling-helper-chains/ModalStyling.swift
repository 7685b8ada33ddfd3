import UIKit

// Scenario 145 (helpers that style their parameter through another helper).
//
// - `configureAsModal()` styles the controller it is called on: over full screen, a card the
//   app draws itself. The import flow hands each screen to its own `configure(_:)`, which calls
//   it: the screens it presents are styled, and no swipe can skip the summary's Import.
// - `prepareForImport(_:)` hands its parameter on to `configure(_:)`: styled too, a helper
//   further.
// - Near miss: `decorate(_:)` only sets the background: the screen it presents is a page sheet
//   by default (implicit_presentation_style), and its Import, the summary's only way out, is
//   lost on a swipe (swipe_skips_dismiss_work).
// - Near miss: the app's full-screen navigation controller styles itself when something is
//   pushed on it, but `pushViewController` on a plain `UINavigationController` is UIKit's: the
//   history it presents is a page sheet (implicit_presentation_style).

extension UIViewController {
    func configureAsModal() {
        modalPresentationStyle = .overFullScreen
    }
}

final class FullScreenNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        modalPresentationStyle = .fullScreen
        super.pushViewController(viewController, animated: animated)
    }
}
