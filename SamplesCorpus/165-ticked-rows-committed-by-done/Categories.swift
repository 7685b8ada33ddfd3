import UIKit

// Scenario 165 (rows ticked in a list, committed by Done).
//
// - The categories screen ticks and unticks rows: `didSelectRowAt` adds or removes the
//   category from the screen's `selected` list and leaves the screen open. Done stores the
//   ticked categories and closes; Cancel only closes. The ticks are edits waiting for Done,
//   and a swipe discards them like Cancel, without asking (swipe_discards_edits).
// - Near misses: the folder list's row picks a folder, tells the delegate and closes at once,
//   a chooser with nothing pending. The sort order list's row replaces the one choice it
//   holds (`order = orders[row]`) and Done applies it: one tap picked, not rows ticked, which
//   a swipe declines like Cancel. The display options list's row only folds a section open
//   (`expanded.toggle()`, the screen's own flag): nothing ticked. Nothing is reported for any
//   of them.

final class LibraryStore {
    static let shared = LibraryStore()
    private(set) var categories: [String: [String]] = [:]
    private(set) var folders: [String: String] = [:]
    func setCategories(_ names: [String], for item: String) { categories[item] = names }
    func move(_ item: String, to folder: String) { folders[item] = folder }
}

final class CategoriesViewController: UITableViewController {
    private let item: String
    private let all = ["Reading", "Finished", "Favourites"]
    private var selected: [String] = []

    init(item: String) {
        self.item = item
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func close() {
        dismiss(animated: true)
    }

    @objc func done() { // expect: swipe_discards_edits
        LibraryStore.shared.setCategories(selected, for: item)
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { all.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = all[indexPath.row]
        cell.accessoryType = selected.contains(all[indexPath.row]) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let name = all[indexPath.row]
        if selected.contains(name) {
            selected.removeAll { $0 == name }
        } else {
            selected.append(name)
        }
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}

protocol FolderListDelegate: AnyObject {
    func folderList(_ list: FolderListViewController, didPick folder: String)
}

final class FolderListViewController: UITableViewController {
    weak var delegate: FolderListDelegate?
    private let folders = ["Inbox", "Archive"]
    private var lastPicked: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { folders.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lastPicked = folders[indexPath.row]
        delegate?.folderList(self, didPick: folders[indexPath.row])
        dismiss(animated: true)
    }
}

final class SortOrderViewController: UITableViewController {
    private let orders = ["Title", "Author", "Added"]
    private var order = "Title"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func done() {
        LibraryStore.shared.setCategories([order], for: "sort")
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { orders.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        order = orders[indexPath.row]
        tableView.reloadData()
    }
}

final class DisplayOptionsViewController: UITableViewController {
    private var expanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func done() {
        LibraryStore.shared.setCategories(["compact"], for: "display")
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { expanded ? 3 : 1 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        expanded.toggle()
        tableView.reloadData()
    }
}

final class ItemViewController: UIViewController, FolderListDelegate {
    let item = "book"

    func editCategories() {
        let nav = UINavigationController(rootViewController: CategoriesViewController(item: item))
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    func moveToFolder() {
        let list = FolderListViewController()
        list.delegate = self
        let nav = UINavigationController(rootViewController: list)
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    func displayOptions() {
        let nav = UINavigationController(rootViewController: DisplayOptionsViewController())
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    func sort() {
        let nav = UINavigationController(rootViewController: SortOrderViewController())
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    func folderList(_ list: FolderListViewController, didPick folder: String) {
        LibraryStore.shared.move(item, to: folder)
    }
}
