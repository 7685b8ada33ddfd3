import UIKit

// Scenario 83, file 1: classes that style themselves in a helper their initialiser calls.

final class PlayerViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        configurePresentation()
        view.backgroundColor = .black
    }

    private func configurePresentation() {
        modalPresentationStyle = .fullScreen
        modalTransitionStyle = .crossDissolve
    }
}

final class QueueViewController: UITableViewController {
    func refresh() {
        tableView.reloadData()
    }

    /// Called after presenting: too late to matter, and not from the initialiser.
    func adoptCardStyle() {
        modalPresentationStyle = .pageSheet
    }
}
