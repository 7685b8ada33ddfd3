import UIKit

// Scenario 86, file 1: a base controller overrides `present` so that every screen its
// subclasses show covers the screen, unless it is a system sheet.

class BaseViewController: UIViewController {
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if !(viewControllerToPresent is UIAlertController) {
            viewControllerToPresent.modalPresentationStyle = .fullScreen
        }
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}
