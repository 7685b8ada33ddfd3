import UIKit

// Scenario 26, file 1 (a Save-only editor): a storyboard editor whose Save action writes the
// store and tells its delegate before dismissing, and whose Cancel only dismisses. It is
// shown as a page sheet, nothing blocks the swipe and nobody listens for DidDismiss: the
// swipe behaves like Cancel (not swipe_skips_dismiss_work), and throws the edit away without
// asking (the opt-in swipe_discards_edits).

protocol NoteEditorDelegate: AnyObject {
    func noteEditor(_ editor: NoteEditorViewController, didSave note: Note)
}

struct Note {
    var id = UUID()
    var body: String
    var modified = Date()
}

final class NoteStore {
    static let shared = NoteStore()
    private(set) var notes: [UUID: Note] = [:]

    func upsert(_ note: Note) {
        notes[note.id] = note
    }
}

final class NoteEditorViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!
    weak var delegate: NoteEditorDelegate?
    var note = Note(body: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = note.body
    }

    @IBAction func save(_ sender: UIBarButtonItem) { // expect: swipe_discards_edits
        note.body = textView.text
        note.modified = Date()
        NoteStore.shared.upsert(note)
        delegate?.noteEditor(self, didSave: note)
        dismiss(animated: true)
    }

    @IBAction func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
