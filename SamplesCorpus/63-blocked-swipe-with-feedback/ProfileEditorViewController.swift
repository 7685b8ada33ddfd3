import UIKit

// Scenario 63, file 1 (clean): the recommended pattern. The editor blocks the
// swipe only while there are unsaved changes, asks Save / Discard when the
// user tries, and reports a completed swipe (no changes) in DidDismiss.

protocol ProfileEditorDelegate: AnyObject {
    func profileEditor(_ editor: ProfileEditorViewController, didSave bio: String)
    func profileEditorDidFinish(_ editor: ProfileEditorViewController)
}

final class ProfileEditorViewController: UIViewController, UITextViewDelegate {
    weak var delegate: ProfileEditorDelegate?
    private let bioView = UITextView()
    private var originalBio = ""

    private var hasChanges = false {
        didSet { isModalInPresentation = hasChanges }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bioView.delegate = self
        bioView.frame = view.bounds
        view.addSubview(bioView)
        presentationController?.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
    }

    func textViewDidChange(_ textView: UITextView) {
        hasChanges = textView.text != originalBio
    }

    @objc func saveTapped() {
        delegate?.profileEditor(self, didSave: bioView.text)
        dismiss(animated: true)
    }

    func discard() {
        delegate?.profileEditorDidFinish(self)
        dismiss(animated: true)
    }
}
