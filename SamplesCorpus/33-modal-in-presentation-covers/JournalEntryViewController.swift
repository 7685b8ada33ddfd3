import UIKit

// Scenario 33, file 1 (clean): the editor blocks the swipe itself, so Save and
// Cancel are the only ways out and their work always runs.

protocol JournalEntryDelegate: AnyObject {
    func journalEntry(_ controller: JournalEntryViewController, didSave text: String)
    func journalEntryDidCancel(_ controller: JournalEntryViewController)
}

final class JournalEntryViewController: UIViewController {
    weak var delegate: JournalEntryDelegate?
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        textView.frame = view.bounds
        textView.font = .preferredFont(forTextStyle: .body)
        view.addSubview(textView)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
    }

    @objc func saveTapped() {
        delegate?.journalEntry(self, didSave: textView.text)
        dismiss(animated: true)
    }

    @objc func cancelTapped() {
        textView.resignFirstResponder()
        delegate?.journalEntryDidCancel(self)
        dismiss(animated: true)
    }
}
