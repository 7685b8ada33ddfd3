import UIKit

// Scenario 110 (near miss for swipe_skips_dismiss_work: the swipe is blocked by a delegate
// object the screen installs on its own sheet).
//
// The shelf editor is shown as a card. While the user rearranges it, it installs on its own
// sheet presentation controller a small delegate object whose
// `presentationControllerShouldDismiss(_:)` always answers false, so no swipe can close it;
// Done then saves the new order and closes. A swipe never skips that work: no finding.
//
// The reading-list editor installs a delegate object that lets the swipe through. Both its
// exits do work (Save saves, Close posts a notification), so the swipe loses work whichever
// the user meant: both are reported. Both screens configure their own sheet, so neither
// presentation is an implicit card.

final class PlayerViewController: UIViewController {
    func showShelf() {
        let editor = ShelfEditorViewController()
        present(editor, animated: true)
    }

    func showReadingList() {
        let list = ReadingListEditorViewController()
        present(list, animated: true)
    }
}

final class ShelfEditorViewController: UITableViewController {
    private var dismissalBlocker: SheetDismissalBlocker?

    @objc func startRearranging() {
        tableView.isEditing = true
        if let sheet = sheetPresentationController {
            sheet.detents = [.large()]
            dismissalBlocker = SheetDismissalBlocker()
            sheet.delegate = dismissalBlocker
        }
    }

    @objc func done() {
        ShelfStore.shared.saveOrder()
        dismiss(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Rearrange", style: .plain, target: self, action: #selector(startRearranging))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }
}

private final class SheetDismissalBlocker: NSObject, UISheetPresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        false
    }
}

final class ReadingListEditorViewController: UITableViewController {
    private let sheetListener = SheetListener()

    @objc func save() { // expect: swipe_skips_dismiss_work
        ShelfStore.shared.saveOrder()
        dismiss(animated: true)
    }

    @objc func close() { // expect: swipe_skips_dismiss_work
        NotificationCenter.default.post(name: .readingListClosed, object: nil)
        dismiss(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = sheetListener
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
    }
}

private final class SheetListener: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
}

final class ShelfStore {
    static let shared = ShelfStore()
    func saveOrder() {}
}

extension Notification.Name {
    static let readingListClosed = Notification.Name("readingListClosed")
}
