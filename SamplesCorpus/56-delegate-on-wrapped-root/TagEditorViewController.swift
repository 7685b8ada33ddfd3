import UIKit

// Scenario 56, file 1: a tag editor and its host. File 2 wires it up.

final class TagEditorViewController: UITableViewController {
    var tags: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tags"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Tag")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tags.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath)
        cell.textLabel?.text = tags[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        tags.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
