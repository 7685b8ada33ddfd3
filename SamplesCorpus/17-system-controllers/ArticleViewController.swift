import UIKit
import MessageUI
import SafariServices
import UniformTypeIdentifiers

// Scenario 17 (clean): system controllers whose `.automatic` resolution is the
// intended one. None of these presentations is reported. The activity sheet's
// popover anchor is also fine: its style is never set in this flow.

final class ArticleViewController: UIViewController, MFMailComposeViewControllerDelegate {
    private let articleURL = URL(string: "https://example.com/articles/42")!

    @objc func shareTapped(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [articleURL], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = sender
        present(activity, animated: true)
    }

    @objc func openInBrowser() {
        let safari = SFSafariViewController(url: articleURL)
        safari.preferredControlTintColor = .systemOrange
        present(safari, animated: true)
    }

    @objc func reportProblem() {
        guard MFMailComposeViewController.canSendMail() else {
            let alert = UIAlertController(title: "Mail unavailable",
                                          message: "Set up a mail account to report problems.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = self
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Problem with article 42")
        present(mail, animated: true)
    }

    @objc func attachFile() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
        picker.allowsMultipleSelection = false
        present(picker, animated: true)
    }

    func mailComposeController(_ controller: MFMailComposeViewController,
                               didFinishWith result: MFMailComposeResult,
                               error: Error?) {
        controller.dismiss(animated: true)
    }
}
