import UIKit

// Scenario 95, near miss: a text dialog whose presentation is not in the project either, but
// whose initialiser makes it `.overCurrentContext` wherever it is shown. No swipe can close
// it, so neither its OK (which hands the text back) nor anything else is reported.

final class NoteDialogViewController: UIViewController, UITextViewDelegate {
    var completion: ((String) -> Void)?
    private let textView = UITextView()

    init(text: String) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overCurrentContext
        textView.text = text
        textView.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }

    @IBAction func ok(_ sender: Any) {
        completion?(textView.text)
        dismiss(animated: true)
    }
}
