import UIKit

// Scenario 53, file 2 (clean): every presentation controller read comes after
// the style (and, for `.custom`, after the transitioning delegate).

final class BookViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    private let footnoteTransition = FootnoteTransitioningDelegate()

    @objc func settingsTapped(_ sender: UIBarButtonItem) {
        let settings = ReaderSettingsViewController()
        settings.popoverPresentationController?.barButtonItem = sender
        settings.popoverPresentationController?.delegate = self
        present(settings, animated: true)
    }

    func showFootnote(_ text: String, from view: UIView) {
        let footnote = FootnoteViewController()
        footnote.footnote = text
        footnote.modalPresentationStyle = .custom
        footnote.transitioningDelegate = footnoteTransition
        footnote.presentationController?.delegate = self
        present(footnote, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        view.window?.tintAdjustmentMode = .automatic
    }
}

final class FootnoteTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
