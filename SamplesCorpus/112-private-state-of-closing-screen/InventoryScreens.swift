import UIKit

// Scenario 112 (the closing screen's own private state).
//
// The inventory screen is made anew for each presentation. Its Cancel resets a private flag
// of the screen and closes it: that state ends with the screen, so Cancel does no work, and
// the swipe equals Cancel. Its Invite action, which invites the party before closing, is then
// not reported either.
//
// The search screen is kept by its presenter (a lazy property) and shown again and again.
// Its Close resets a private flag the next presentation reads, and Pick hands the result to
// the delegate: every exit does work a swipe skips, so both are reported.

final class PartyViewController: UIViewController, SearchViewControllerDelegate {
    private lazy var search = SearchViewController()

    func showInventory() {
        present(UINavigationController(rootViewController: InventoryViewController()), animated: true) // expect: implicit_presentation_style
    }

    func showSearch() {
        search.delegate = self
        present(search, animated: true) // expect: implicit_presentation_style
    }

    func search(_ controller: SearchViewController, didPick item: String) {
        PartyService.shared.add(item)
    }
}

final class InventoryViewController: UITableViewController {
    private var isHatching = false {
        didSet { navigationItem.rightBarButtonItem?.isEnabled = !isHatching }
    }

    @IBAction func cancelButtonTapped(_ sender: Any) {
        isHatching = false
        dismiss(animated: true)
    }

    @IBAction func invite(_ sender: Any) {
        PartyService.shared.inviteToQuest()
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        isHatching = true
    }
}

protocol SearchViewControllerDelegate: AnyObject {
    func search(_ controller: SearchViewController, didPick item: String)
}

final class SearchViewController: UITableViewController {
    weak var delegate: SearchViewControllerDelegate?
    private var searchOngoing = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !searchOngoing { tableView.reloadData() }
    }

    @IBAction func close(_ sender: Any) { // expect: swipe_skips_dismiss_work
        searchOngoing = false
        dismiss(animated: true)
    }

    @IBAction func pick(_ sender: Any) { // expect: swipe_skips_dismiss_work
        delegate?.search(self, didPick: "item")
        dismiss(animated: true)
    }
}

final class PartyService {
    static let shared = PartyService()
    func inviteToQuest() {}
    func add(_ item: String) {}
}
