import UIKit

// Scenario 96 (near miss): a Save-only screen. Apply stores the chosen filter, Cancel only
// dismisses, so a swipe does what Cancel does and loses nothing Cancel would keep: not
// swipe_skips_dismiss_work. The screen edits nothing (a fixed choice, no input), so it is not
// swipe_discards_edits either.

final class FilterViewController: UIViewController {
    var chosen = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Apply", style: .done, target: self, action: #selector(apply))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func apply() {
        UserDefaults.standard.set(chosen, forKey: "filter")
        dismiss(animated: true)
    }
}

final class InboxViewController: UITableViewController {
    func showFilter() {
        let filter = FilterViewController()
        let nav = UINavigationController(rootViewController: filter)
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }
}
