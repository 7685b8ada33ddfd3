import UIKit

// Scenario 122 (an app extension's screen: the host shows it in a sheet).
//
// The share extension's principal controller is made by its storyboard; nothing in the
// project presents it. The host app shows the extension in a sheet the user can swipe down,
// and ending the extension's request (`extensionContext?.completeRequest` or
// `cancelRequest`) is how its buttons close that sheet. The note form's Cancel only cancels
// the request; its Post saves the typed note first: a Save-only editor whose edits a swipe
// throws away (swipe_discards_edits).
//
// The action extension below ends its request in both of its ways out, and Open records the
// link first while Close does nothing else: the swipe equals Close, nothing is reported.
// The clipping extension blocks the swipe (`isModalInPresentation`, without answering the
// attempt: blocked_swipe_without_feedback), so its Save, the only
// way out, loses nothing to a swipe.

final class ShareNoteViewController: UIViewController {
    @IBOutlet var textView: UITextView!

    @IBAction func cancel(_ sender: Any) {
        extensionContext?.cancelRequest(withError: ShareError.cancelled)
    }

    @IBAction func post(_ sender: Any) { // expect: swipe_discards_edits
        NoteStore.shared.add(textView.text)
        extensionContext?.completeRequest(returningItems: nil)
    }
}

final class OpenLinkViewController: UIViewController {
    @IBAction func open(_ sender: Any) {
        LinkHistory.shared.record()
        extensionContext?.completeRequest(returningItems: nil)
    }

    @IBAction func close(_ sender: Any) {
        extensionContext?.completeRequest(returningItems: nil)
    }
}

final class ClippingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true // expect: blocked_swipe_without_feedback
    }

    @IBAction func save(_ sender: Any) {
        ClippingStore.shared.save()
        extensionContext?.completeRequest(returningItems: nil)
    }
}

enum ShareError: Error {
    case cancelled
}

final class NoteStore {
    static let shared = NoteStore()
    func add(_ text: String) {}
}

final class LinkHistory {
    static let shared = LinkHistory()
    func record() {}
}

final class ClippingStore {
    static let shared = ClippingStore()
    func save() {}
}
