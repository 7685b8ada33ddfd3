import UIKit

// Scenario 28 (swipe skips handlers): a Done system item whose handler posts a notification
// (the timer screen restarts on it) and then dismisses through the navigation
// controller. The wrapper is presented with no style at all, so the
// presentation is reported too.

extension Notification.Name {
    static let workoutSettingsChanged = Notification.Name("WorkoutSettingsChanged")
}

final class WorkoutSettingsViewController: UITableViewController {
    var intervalSeconds = 30
    var rounds = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Intervals"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func done() { // expect: swipe_skips_dismiss_work
        let settings: [String: Int] = ["interval": intervalSeconds, "rounds": rounds]
        NotificationCenter.default.post(name: .workoutSettingsChanged, object: self, userInfo: settings)
        navigationController?.dismiss(animated: true)
    }
}

final class IntervalTimerViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(settingsChanged(_:)), name: .workoutSettingsChanged, object: nil)
    }

    @objc private func settingsChanged(_ note: Notification) {
        timer?.invalidate()
        let interval = TimeInterval(note.userInfo?["interval"] as? Int ?? 30)
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in }
    }

    @IBAction func settingsTapped(_ sender: Any) {
        let settings = WorkoutSettingsViewController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: settings)
        present(navigation, animated: true) // expect: implicit_presentation_style
    }
}
