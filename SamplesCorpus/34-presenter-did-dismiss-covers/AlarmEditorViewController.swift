import UIKit

// Scenario 34, file 1 (clean): an alarm editor whose Cancel and Done do real
// work. The presenter (file 2) handles the swipe in DidDismiss, in an
// extension in a third file, so nothing is lost.

protocol AlarmEditorDelegate: AnyObject {
    func alarmEditor(_ editor: AlarmEditorViewController, didFinishWith time: DateComponents?)
}

final class AlarmEditorViewController: UIViewController {
    weak var delegate: AlarmEditorDelegate?
    private let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.frame = view.bounds
        view.addSubview(picker)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func cancelTapped() {
        delegate?.alarmEditor(self, didFinishWith: nil)
        dismiss(animated: true)
    }

    @objc private func doneTapped() {
        let time = Calendar.current.dateComponents([.hour, .minute], from: picker.date)
        delegate?.alarmEditor(self, didFinishWith: time)
        dismiss(animated: true)
    }
}
