import UIKit

// Scenario 34, file 3 (clean): the swipe is treated like Cancel. The parameter
// has its own name; the method is still presentationControllerDidDismiss(_:).

extension AlarmsViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ controller: UIPresentationController) {
        isEditingAlarm = false
        let editor = (controller.presentedViewController as? UINavigationController)?
            .viewControllers.first as? AlarmEditorViewController
        editor?.delegate = nil
        updateEmptyState()
    }

    private func updateEmptyState() {
        if alarms.isEmpty {
            let label = UILabel()
            label.text = "No Alarms"
            label.textAlignment = .center
            label.textColor = .secondaryLabel
            tableView.backgroundView = label
        } else {
            tableView.backgroundView = nil
        }
    }
}
