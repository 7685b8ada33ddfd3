import UIKit

// Scenario 27 (swipe skips handlers): a Cancel bar button wired with target/action. Cancelling
// stops the upload and informs the delegate, then dismisses. In a form sheet a
// swipe skips both, and the upload keeps running.

protocol UploadComposerDelegate: AnyObject {
    func uploadComposerDidCancel(_ composer: UploadComposerViewController)
}

final class UploadComposerViewController: UIViewController {
    weak var delegate: UploadComposerDelegate?
    var uploadTask: URLSessionUploadTask?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Upload"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel,
            target: self,
            action: #selector(cancelTapped)
        )
    }

    @objc private func cancelTapped() { // expect: swipe_skips_dismiss_work
        uploadTask?.cancel()
        delegate?.uploadComposerDidCancel(self)
        dismiss(animated: true)
    }
}

final class UploadsViewController: UITableViewController, UploadComposerDelegate {
    private var activeUploads = 0

    @objc func newUpload() {
        let composer = UploadComposerViewController()
        composer.delegate = self
        composer.modalPresentationStyle = .formSheet
        present(composer, animated: true)
    }

    func uploadComposerDidCancel(_ composer: UploadComposerViewController) {
        activeUploads = max(0, activeUploads - 1)
        navigationItem.prompt = activeUploads > 0 ? "\(activeUploads) uploading" : nil
    }
}
