import UIKit

// Scenario 43 (clean, the fix for adapt to size class): present the style wanted in regular width
// and let the delegate adapt it in compact width. The delegate is set after
// the style, returns only supported styles, and handles DidDismiss.

final class ExportOptionsViewController: UITableViewController {
    var format = "PDF"
}

final class ExportViewController: UIViewController {
    private var lastFormat = "PDF"
    private weak var optionsController: ExportOptionsViewController?

    @objc func exportTapped() {
        let options = ExportOptionsViewController(style: .insetGrouped)
        options.format = lastFormat
        optionsController = options
        let navigation = UINavigationController(rootViewController: options)
        navigation.modalPresentationStyle = .formSheet
        navigation.presentationController?.delegate = self
        present(navigation, animated: true)
    }
}

extension ExportViewController: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if let format = optionsController?.format {
            lastFormat = format
        }
    }
}
