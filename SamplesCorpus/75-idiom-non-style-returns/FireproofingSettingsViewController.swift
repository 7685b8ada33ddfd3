import UIKit

// Scenario 75 (clean, from real-app false positives): an idiom check whose branches
// return `.none` of a table cell editing style (not a presentation style), and an idiom
// check whose branches choose the same presentation style.

final class FireproofingSettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        if UIDevice.current.userInterfaceIdiom == .pad {
            return .none
        }
        return .delete
    }

    func showHelp() {
        let help = UIViewController()
        if UIDevice.current.userInterfaceIdiom == .pad {
            help.modalPresentationStyle = .formSheet
        } else {
            help.modalPresentationStyle = .formSheet
        }
        present(help, animated: true)
    }
}
