import UIKit

// Scenario 54 (adaptive styles allowed): adaptive delegates returning styles UIKit does not support
// for adaptation. Only full screen, over full screen, form sheet and `.none`
// are allowed; `.popover`, `.overCurrentContext` and `.custom` are not.

final class SwatchesViewController: UICollectionViewController {}

final class ColorToolViewController: UIViewController {
    @objc func swatchesTapped(_ sender: UIBarButtonItem) {
        let swatches = SwatchesViewController(collectionViewLayout: UICollectionViewFlowLayout())
        swatches.modalPresentationStyle = .popover
        swatches.popoverPresentationController?.barButtonItem = sender
        swatches.popoverPresentationController?.delegate = self
        present(swatches, animated: true)
    }
}

extension ColorToolViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if traitCollection.verticalSizeClass == .compact {
            return .overCurrentContext // expect: unsupported_adaptive_style
        }
        return .popover // expect: unsupported_adaptive_style
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        navigationItem.rightBarButtonItem?.isEnabled = true
    }
}

final class BrushSizeHostViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var usesCompactBrushes = false

    @objc func brushTapped() {
        let brushes = UIViewController()
        brushes.modalPresentationStyle = .formSheet
        brushes.presentationController?.delegate = self
        present(brushes, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        switch controller.traitCollection.horizontalSizeClass {
        case .compact:
            return .custom // expect: unsupported_adaptive_style
        default:
            return .none
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        usesCompactBrushes = false
    }
}
