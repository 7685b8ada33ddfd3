import UIKit

// Scenario 114 (a callback hook that nothing sets).
//
// The table screen base class offers two optional closures, run before and after it closes,
// and calls them from its Done. Nothing in the project sets them on the metadata screen's
// class, so Done only closes: no finding. In an app extension Done completes the extension
// request instead of dismissing; that is another path, not work done on the way out.
//
// The export screen's hook is set by its presenter, and its Export (the only
// way out) calls it: the swipe skips it, reported.

class StaticTableViewController: UITableViewController {
    var willDismissAction: ((_ controller: StaticTableViewController) -> Void)?
    var didDismissAction: ((_ controller: StaticTableViewController) -> Void)?

    @objc func dismissAnimated() {
        willDismissAction?(self)
        if extensionContext != nil {
            extensionContext?.completeRequest(returningItems: nil, completionHandler: nil)
        } else {
            dismiss(animated: true) {
                self.didDismissAction?(self)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissAnimated))
    }
}

final class MetadataViewController: StaticTableViewController {}

final class ExportViewController: UIViewController {
    var onExported: (() -> Void)?

    @IBAction func export(_ sender: Any) { // expect: swipe_skips_dismiss_work
        onExported?()
        dismiss(animated: true)
    }
}

final class FileActionsViewController: UIViewController {
    func showMetadata() {
        let metadata = MetadataViewController()
        present(UINavigationController(rootViewController: metadata), animated: true) // expect: implicit_presentation_style
    }

    func export() {
        let exporter = ExportViewController()
        exporter.onExported = { ExportLog.shared.record() }
        present(exporter, animated: true) // expect: implicit_presentation_style
    }
}

final class ExportLog {
    static let shared = ExportLog()
    func record() {}
}
