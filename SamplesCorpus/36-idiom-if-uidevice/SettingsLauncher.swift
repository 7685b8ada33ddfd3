import UIKit

// Scenario 36 (adapt to size class): the classic pre-iOS 13 pattern. The style is chosen by
// device idiom, so an iPad app in Slide Over (compact width) still gets a form
// sheet and a Plus iPhone in landscape (regular width) gets full screen. The
// style is set on both paths, so the presentation itself is explicit.

final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}

final class SettingsLauncher {
    private weak var host: UIViewController?

    init(host: UIViewController) {
        self.host = host
    }

    func showSettings() {
        let settings = UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped))
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: idiom_presentation_style
            settings.modalPresentationStyle = .formSheet
        } else {
            settings.modalPresentationStyle = .fullScreen
        }
        host?.present(settings, animated: true)
    }
}

final class RootViewController: UIViewController {
    private lazy var launcher = SettingsLauncher(host: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain,
            target: self, action: #selector(settingsTapped))
    }

    @objc private func settingsTapped() {
        launcher.showSettings()
    }
}
