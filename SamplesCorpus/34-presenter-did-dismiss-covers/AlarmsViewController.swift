import UIKit

// Scenario 34, file 2 (clean): the presenter sets itself as the delegate of
// the presented navigation controller's presentation controller.

final class AlarmsViewController: UITableViewController, AlarmEditorDelegate {
    var alarms: [DateComponents] = []
    var isEditingAlarm = false

    @objc func addAlarm() {
        let editor = AlarmEditorViewController()
        editor.delegate = self
        let navigation = UINavigationController(rootViewController: editor)
        navigation.presentationController?.delegate = self
        isEditingAlarm = true
        present(navigation, animated: true)
    }

    func alarmEditor(_ editor: AlarmEditorViewController, didFinishWith time: DateComponents?) {
        isEditingAlarm = false
        guard let time = time else { return }
        alarms.append(time)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        alarms.count
    }
}
