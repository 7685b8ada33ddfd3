import UIKit

// Scenario 51 (lazy presentation controller): presentation controllers read before the style is set.
// The first read creates the presentation controller for the style in effect
// then (`.automatic`), so the popover anchor is lost (the popover controller is
// nil at that point) and the delegate is set on a controller that will not
// manage the form sheet.

final class FontPickerViewController: UITableViewController {
    var selectedFont = UIFont.systemFont(ofSize: 17)
}

final class LinkDetailsViewController: UIViewController {
    var url: URL?
}

final class TextFormattingViewController: UIViewController {
    private var pendingLink: LinkDetailsViewController?

    @objc func fontTapped(_ sender: UIButton) {
        let picker = FontPickerViewController(style: .plain)
        picker.popoverPresentationController?.sourceView = sender // expect: presentation_controller_before_style
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 280, height: 400)
        present(picker, animated: true)
    }

    @objc func linkTapped() {
        let details = LinkDetailsViewController()
        let navigation = UINavigationController(rootViewController: details)
        navigation.presentationController?.delegate = self // expect: presentation_controller_before_style
        navigation.modalPresentationStyle = .formSheet
        pendingLink = details
        present(navigation, animated: true)
    }
}

extension TextFormattingViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        pendingLink = nil
    }
}
