import UIKit

// Scenario 09 (presented split view): a split view controller presented with no style becomes a
// full-width card on iPad, which is rarely wanted. The rule has a dedicated
// message for split view controllers.

final class FolderListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
    }
}

final class DocumentPreviewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class LibraryViewController: UIViewController {
    private lazy var browser: UISplitViewController = {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(FolderListViewController(style: .plain), for: .primary)
        split.setViewController(DocumentPreviewViewController(), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        return split
    }()

    @IBAction private func browseTapped(_ sender: UIButton) {
        present(browser, animated: true) // expect: implicit_presentation_style
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}
