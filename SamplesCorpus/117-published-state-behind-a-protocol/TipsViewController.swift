import UIKit

// Scenario 117 (state behind a protocol, read by the types that adopt it).
//
// The tips screen is pushed on the settings stack, a form sheet. Its Done clears the tip the
// onboarding handler shows; the handler is held as a protocol, whose requirement is only
// declared there, and the class adopting it publishes the value (`@Published`, read as
// `$route` by the browser). Setting it is work a swipe skips. The settings screen's own Done
// saves too, so no exit of the stack is without work.
//
// The near miss: the tip history's Clear writes the date a tip was last shown, which the
// adopter writes too and no one reads: a flag nothing reads is not work, so Clear only closes.

final class BrowserViewController: UIViewController {
    let onboarding = OnboardingEventsHandler()

    func showSettings() {
        let nav = UINavigationController(rootViewController: SettingsViewController(onboarding: onboarding))
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }
}

final class SettingsViewController: UITableViewController {
    private let onboarding: OnboardingEvents

    init(onboarding: OnboardingEvents) {
        self.onboarding = onboarding
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() { // expect: swipe_skips_dismiss_work
        Preferences.shared.save()
        dismiss(animated: true)
    }

    func showTips() {
        navigationController?.pushViewController(TipsViewController(onboarding: onboarding), animated: true)
    }

    func showTipHistory() {
        navigationController?.pushViewController(TipHistoryViewController(onboarding: onboarding), animated: true)
    }
}

final class TipsViewController: UIViewController {
    private let onboarding: OnboardingEvents

    init(onboarding: OnboardingEvents) {
        self.onboarding = onboarding
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() { // expect: swipe_skips_dismiss_work
        onboarding.route = nil
        dismiss(animated: true)
    }

}

final class TipHistoryViewController: UIViewController {
    private let onboarding: OnboardingEvents

    init(onboarding: OnboardingEvents) {
        self.onboarding = onboarding
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .done, target: self, action: #selector(clearTapped))
    }

    @objc private func clearTapped() {
        onboarding.lastShown = nil
        dismiss(animated: true)
    }
}

final class Preferences {
    static let shared = Preferences()
    func save() {}
}
