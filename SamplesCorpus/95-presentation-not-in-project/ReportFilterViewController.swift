import UIKit

// Scenario 95, near miss: a filter picker that closes itself after handing the choice back,
// and whose presentation is not in the project either. But only Swift code can make it (its
// one initialiser takes Swift values, and `init(coder:)` only traps, so no storyboard or
// Objective-C presenter can), and no code of the project does: it is dead code, and nothing
// is reported.

struct ReportFilter {
    var includeArchived: Bool
}

final class ReportFilterViewController: UIViewController {
    private let filter: ReportFilter
    private let onApply: (ReportFilter) -> Void

    init(filter: ReportFilter, onApply: @escaping (ReportFilter) -> Void) {
        self.filter = filter
        self.onApply = onApply
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @IBAction func apply(_ sender: Any) {
        onApply(filter)
        UserDefaults.standard.set(filter.includeArchived, forKey: "reports.archived")
        dismiss(animated: true)
    }
}
