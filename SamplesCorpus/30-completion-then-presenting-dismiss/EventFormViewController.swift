import UIKit
import CoreLocation

// Scenario 30, file 2: the presenter, in a form sheet, wires both callbacks.

final class EventFormViewController: UITableViewController {
    private var venue: CLLocationCoordinate2D?
    private var pickerOpenCount = 0

    @objc func chooseVenue() {
        let picker = LocationPickerViewController()
        picker.completion = { [weak self] coordinate in
            self?.venue = coordinate
            self?.tableView.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .none)
        }
        picker.onFinish = { [weak self] in
            self?.pickerOpenCount += 1
        }
        picker.modalPresentationStyle = .formSheet
        present(picker, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? 1 : 3
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if indexPath.section == 1, let venue = venue {
            cell.textLabel?.text = String(format: "%.4f, %.4f", venue.latitude, venue.longitude)
        }
        return cell
    }
}
