import UIKit

// Scenario 53, file 1 (clean): a popover content controller that chooses its
// style in init, so callers can read its popover controller right away.

final class ReaderSettingsViewController: UITableViewController {
    var fontScale: CGFloat = 1

    init() {
        super.init(style: .insetGrouped)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 300, height: 220)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }
}

final class FootnoteViewController: UIViewController {
    var footnote = ""
}
