import UIKit

// Scenario 49 (clean): the presented navigation controller is always modal,
// and the delegate refuses every interactive dismissal and gives feedback
// instead. A swipe can never complete, so there is nothing for DidDismiss to
// do and none is required. The Cancel button's work is safe.

final class CardEntryViewController: UITableViewController {
    var onFinish: ((Bool) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card Details"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
    }

    @objc func cancelTapped() {
        onFinish?(false)
        dismiss(animated: true)
    }
}

final class PaymentViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var paymentPending = false

    @objc func payTapped() {
        let entry = CardEntryViewController(style: .insetGrouped)
        entry.onFinish = { [weak self] paid in self?.paymentPending = !paid }
        let navigation = UINavigationController(rootViewController: entry)
        navigation.modalPresentationStyle = .formSheet
        navigation.isModalInPresentation = true
        navigation.presentationController?.delegate = self
        paymentPending = true
        present(navigation, animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        return false
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let hint = UIAlertController(title: "Payment in progress",
                                     message: "Use Cancel to stop paying.",
                                     preferredStyle: .alert)
        hint.addAction(UIAlertAction(title: "OK", style: .default))
        presentationController.presentedViewController.present(hint, animated: true)
    }
}
