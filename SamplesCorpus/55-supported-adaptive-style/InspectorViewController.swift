import UIKit

// Scenario 55 (clean): adaptive delegates that return only supported styles:
// `.none` to keep a popover on iPhone, `.fullScreen`, `.overFullScreen` and
// `.formSheet` depending on the size classes.

final class LayerListViewController: UITableViewController {}

final class InspectorViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    @objc func layersTapped(_ sender: UIButton) {
        let layers = LayerListViewController(style: .plain)
        layers.modalPresentationStyle = .popover
        if let popover = layers.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
            popover.delegate = self
        }
        present(layers, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        switch (traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass) {
        case (.regular, _):
            return .none
        case (.compact, .compact):
            return .overFullScreen
        default:
            return .fullScreen
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        view.setNeedsLayout()
    }
}

final class PreferencesHostViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    @objc func preferencesTapped() {
        let preferences = UINavigationController(rootViewController: UIViewController())
        preferences.modalPresentationStyle = .pageSheet
        preferences.presentationController?.delegate = self
        present(preferences, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return traitCollection.horizontalSizeClass == .compact ? .formSheet : .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        setNeedsStatusBarAppearanceUpdate()
    }
}
