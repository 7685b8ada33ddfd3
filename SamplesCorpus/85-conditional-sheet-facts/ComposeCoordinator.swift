import UIKit

// Scenario 85: facts that hold only where their condition can. A presentation delegate
// installed through `as? UIAdaptivePresentationControllerDelegate` counts only for a
// controller that adopts the protocol; `isModalInPresentation` written out with any value
// (computed, or false) is the author considering the card.

final class DraftViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var hasUnsavedChanges = false

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        hasUnsavedChanges = false
    }
}

final class AttachmentsViewController: UIViewController {}
final class RecipientsViewController: UIViewController {}
final class SignatureViewController: UIViewController {}

final class ComposeCoordinator {
    weak var host: UIViewController?

    func showDraft() {
        let draft = DraftViewController()
        if let delegate = draft as? UIAdaptivePresentationControllerDelegate {
            draft.presentationController?.delegate = delegate
        }
        host?.present(draft, animated: true)
    }

    func showAttachments() {
        let attachments = AttachmentsViewController()
        if let delegate = attachments as? UIAdaptivePresentationControllerDelegate {
            attachments.presentationController?.delegate = delegate
        }
        host?.present(attachments, animated: true) // expect: implicit_presentation_style
    }

    func showRecipients(hasChanges: Bool) {
        let recipients = RecipientsViewController()
        recipients.isModalInPresentation = hasChanges
        host?.present(recipients, animated: true)
    }

    func showSignature() {
        let signature = SignatureViewController()
        signature.isModalInPresentation = false
        host?.present(signature, animated: true)
    }
}
