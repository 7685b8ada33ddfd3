import UIKit

// Scenario 45, file 1: a planner that presents a trip editor and registers
// itself as the presentation's delegate. The conformance lives in file 2.

final class TripEditorViewController: UIViewController {
    var tripName = ""
    var hasUnsavedChanges: Bool { !tripName.isEmpty }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = tripName.isEmpty ? "New Trip" : tripName
    }
}

final class PlannerViewController: UITableViewController {
    var editingTrip: TripEditorViewController?
    var trips: [String] = []

    @objc func newTrip() {
        let editor = TripEditorViewController()
        editor.modalPresentationStyle = .formSheet
        editor.presentationController?.delegate = self
        editingTrip = editor
        present(editor, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = trips[indexPath.row]
        return cell
    }
}
