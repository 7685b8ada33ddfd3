import UIKit

// Scenario 71 (clean, from a real-app false positive): the presented root makes itself
// the delegate of its navigation controller's presentation in viewDidLoad and guards
// the swipe there, so the card is deliberate.

final class OrderEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var hasChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.presentationController?.delegate = self
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !hasChanges
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        hasChanges = false
    }
}

final class OrderDetailsViewController: UIViewController {
    @objc func editOrder() {
        let editor = OrderEditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        present(navigation, animated: true)
    }
}
