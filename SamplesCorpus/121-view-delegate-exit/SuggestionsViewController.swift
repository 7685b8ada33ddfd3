import UIKit

// Scenario 121 (a way out that a project view's button reaches through its delegate).
//
// The suggestions screen is shown as a sheet. Its Done refreshes the home timeline and
// closes; the Follow All button lives in the list's footer view, which calls
// `followAll(_:)` on its delegate, the screen: that follows everyone and closes. Both ways
// out do work, so a swipe skips both (swipe_skips_dismiss_work on each).
//
// The near miss: the screen is also the delegate of the suggestions loader, a service, not a
// view. `loaderDidFail(_:)` closes the screen when loading fails; no button reaches it, so it
// is no way out the user takes, and nothing is reported there.

protocol SuggestionsLoaderDelegate: AnyObject {
    func loaderDidFail(_ loader: SuggestionsLoader)
}

final class SuggestionsLoader {
    weak var delegate: SuggestionsLoaderDelegate?
    func load() {}
}

final class HomeViewController: UIViewController {
    func showSuggestions() {
        let nav = UINavigationController(rootViewController: SuggestionsViewController())
        nav.modalPresentationStyle = .pageSheet
        present(nav, animated: true)
    }
}

final class SuggestionsViewController: UITableViewController {
    private let loader = SuggestionsLoader()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        loader.delegate = self
        loader.load()
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = SuggestionsFooterView(reuseIdentifier: nil)
        footer.delegate = self
        return footer
    }

    @objc private func doneTapped() { // expect: swipe_skips_dismiss_work
        Timeline.shared.refresh()
        dismiss(animated: true)
    }
}

extension SuggestionsViewController: SuggestionsFooterDelegate {
    func followAll(_ footer: SuggestionsFooterView) { // expect: swipe_skips_dismiss_work
        Follows.shared.followAllSuggested()
        dismiss(animated: true)
    }
}

extension SuggestionsViewController: SuggestionsLoaderDelegate {
    func loaderDidFail(_ loader: SuggestionsLoader) {
        Diagnostics.shared.record("suggestions failed")
        dismiss(animated: true)
    }
}

final class Timeline {
    static let shared = Timeline()
    func refresh() {}
}

final class Follows {
    static let shared = Follows()
    func followAllSuggested() {}
}

final class Diagnostics {
    static let shared = Diagnostics()
    func record(_ message: String) {}
}
