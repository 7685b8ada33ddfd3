import UIKit

// Scenario 18 (clean): a popover (no swipe to dismiss) configured in the right
// order (style first, then the popover presentation controller), and a
// `.currentContext` presentation inside a container that defines the context.

final class DatePickerPopoverViewController: UIViewController {
    let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.preferredDatePickerStyle = .inline
        view.addSubview(picker)
        preferredContentSize = CGSize(width: 320, height: 360)
    }
}

final class DayFilterViewController: UIViewController {
    var onlyWorkingDays = false
}

final class CalendarViewController: UIViewController {
    @IBOutlet private weak var dateButton: UIButton!
    @IBOutlet private weak var filterContainer: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        definesPresentationContext = true
    }

    @IBAction func pickDate(_ sender: UIButton) {
        let content = DatePickerPopoverViewController()
        content.modalPresentationStyle = .popover
        if let popover = content.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
            popover.permittedArrowDirections = [.up, .down]
        }
        present(content, animated: true)
    }

    @IBAction func showFilter(_ sender: Any) {
        let filter = DayFilterViewController()
        filter.modalPresentationStyle = .currentContext
        present(filter, animated: false)
    }
}
