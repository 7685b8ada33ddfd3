import UIKit

// Scenario 70 (clean, from a real-app false positive): a small presenter object owns
// every bottom sheet of the app. It configures detents and becomes the presentation
// delegate before presenting, so its callers show sheets on purpose.

final class BottomSheetRouter: NSObject, UIAdaptivePresentationControllerDelegate {
    private var onDismiss: (() -> Void)?

    func present(_ viewController: UIViewController, from source: UIViewController, onDismiss: (() -> Void)? = nil) {
        if let sheet = viewController.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        viewController.presentationController?.delegate = self
        self.onDismiss = onDismiss
        source.present(viewController, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onDismiss?()
        onDismiss = nil
    }
}
