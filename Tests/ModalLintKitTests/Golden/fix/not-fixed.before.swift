import UIKit

final class SettingsViewController: UIViewController {
    var about: AboutViewController { AboutViewController() }

    func open(_ flag: Bool) {
        let help = HelpViewController()
        if flag { present(help, animated: true) }
    }

    func openDebug() {
        let help = HelpViewController()
        #if DEBUG
        present(help, animated: true)
        #endif
    }

    func openAbout() {
        present(about, animated: true)
    }

    func openLater() {
        let help = HelpViewController()
        // modallint:disable:next implicit_presentation_style
        present(help, animated: true)
    }
}

final class HelpViewController: UIViewController {}
final class AboutViewController: UIViewController {}
