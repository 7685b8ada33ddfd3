import UIKit

// Scenario 167 (an alert that closes itself, reached from a switch).
//
// - The sync settings sheet's Close tells the presenter it is done before closing: a swipe
//   skips that (swipe_skips_dismiss_work).
// - Near miss: its switch applies at once and, on failure, shows an error through a helper
//   of `UIViewController` whose OK action dismisses the alert it made
//   (`let controller = UIAlertController(…)`, `controller.dismiss(…)`). That closes the alert,
//   not the sheet: the switch is no way out, and nothing is reported for it.

extension UIViewController {
    func showError(_ error: Error) {
        let controller = UIAlertController(title: "Error", message: "\(error)", preferredStyle: .alert)
        controller.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            controller.dismiss(animated: false)
        })
        present(controller, animated: true)
    }
}

final class SyncService {
    static let shared = SyncService()
    private(set) var enabled = false
    func setEnabled(_ on: Bool, completion: @escaping (Error?) -> Void) {
        enabled = on
        completion(nil)
    }
}

protocol SyncSettingsDelegate: AnyObject {
    func syncSettingsDidClose(_ settings: SyncSettingsViewController)
}

final class SyncSettingsViewController: UITableViewController {
    weak var delegate: SyncSettingsDelegate?
    private let syncSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        syncSwitch.addTarget(self, action: #selector(syncChanged(_:)), for: .valueChanged)
    }

    @objc func close() { // expect: swipe_skips_dismiss_work
        delegate?.syncSettingsDidClose(self)
        dismiss(animated: true)
    }

    @objc func syncChanged(_ sender: UISwitch) {
        SyncService.shared.setEnabled(sender.isOn) { [weak self] error in
            if let error { self?.showError(error) }
        }
    }
}

final class AccountViewController: UIViewController, SyncSettingsDelegate {
    private(set) var refreshes = 0

    func showSyncSettings() {
        let settings = SyncSettingsViewController()
        settings.delegate = self
        let nav = UINavigationController(rootViewController: settings)
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    func syncSettingsDidClose(_ settings: SyncSettingsViewController) {
        refreshes += 1
    }
}
