import UIKit

// Scenario 100 (near miss for swipe_skips_dismiss_work): two Save-only editors whose Cancel
// still calls the presenter back, only to say "cancelled".
//
// The note editor's Cancel and Save share `close(saving:)`; Cancel passes `false`, so only the
// `else` branch runs for it: `completionHandler(true, nil)`, whose `cancelled` parameter the
// presenter's closure tests before saving. The handler's type is an alias, as such handlers
// usually are. The rename screen's Cancel calls `completion(nil, self)`: nothing but "no name"
// and the screen itself.
//
// Either way Cancel does no work, the swipe equals Cancel, and what a swipe loses is the
// typed text: swipe_discards_edits on each Save exit.

typealias NoteCompletionHandler = (_ cancelled: Bool, _ text: String?) -> Void

final class NoteEditorViewController: UIViewController {
    private let textView = UITextView()
    private var completionHandler: NoteCompletionHandler?

    init(text: String, completionHandler: @escaping NoteCompletionHandler) {
        self.completionHandler = completionHandler
        super.init(nibName: nil, bundle: nil)
        textView.text = text
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.close(saving: false)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in // expect: swipe_discards_edits
            self?.close(saving: true)
        })
    }

    private func close(saving: Bool) {
        let handler = completionHandler
        let text = textView.text
        dismiss(animated: true) {
            if saving {
                handler?(false, text)
            } else {
                handler?(true, nil)
            }
        }
    }
}

final class RenameViewController: UIViewController {
    private let field = UITextField()
    var completion: (String?, RenameViewController) -> Void

    init(name: String, completion: @escaping (String?, RenameViewController) -> Void) {
        self.completion = completion
        super.init(nibName: nil, bundle: nil)
        field.text = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func cancel() {
        dismiss(animated: true) {
            self.completion(nil, self)
        }
    }

    @objc private func done() { // expect: swipe_discards_edits
        dismiss(animated: true) {
            self.completion(self.field.text, self)
        }
    }
}

final class NotesViewController: UITableViewController {
    private var notes: [String] = []

    func edit(_ index: Int) {
        let editor = NoteEditorViewController(text: notes[index], completionHandler: { [weak self] cancelled, text in
            if !cancelled, let text {
                self?.notes[index] = text
            }
        })
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func rename(_ index: Int) {
        let screen = RenameViewController(name: notes[index]) { [weak self] name, screen in
            if let name {
                self?.notes[index] = name
            }
        }
        let navigation = UINavigationController(rootViewController: screen)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
