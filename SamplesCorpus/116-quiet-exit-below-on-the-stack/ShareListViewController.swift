import UIKit

// Scenario 116 (an exit without work on a screen below, in the same presented stack).
//
// The share flow is a navigation controller shown as a sheet. Its first screen picks the
// podcasts and has a Cancel that only dismisses; Next pushes the publish screen, whose Share
// uploads the list and then dismisses the whole stack. A swipe on the publish screen loses
// the upload, but so does going back and tapping Cancel: the swipe is that Cancel, so
// swipe_skips_dismiss_work stays silent there. The publish screen holds no edits, so
// swipe_discards_edits has nothing to say either.
//
// The settings flow below is the near miss: its first screen's only exit, Done, saves, and
// the pushed account screen's Sign Out signs out and dismisses. No screen of that stack has
// an exit without work, so a swipe on either screen loses work no explicit exit loses: both
// are reported.

final class PodcastsViewController: UIViewController {
    func shareTapped() {
        let nav = UINavigationController(rootViewController: ShareListViewController())
        nav.modalPresentationStyle = .pageSheet
        present(nav, animated: true)
    }

    func settingsTapped() {
        let nav = UINavigationController(rootViewController: SyncSettingsViewController())
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }
}

final class ShareListViewController: UITableViewController {
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(nextTapped))
    }

    @objc private func cancelTapped() {
        dismiss(animated: true)
    }

    @objc private func nextTapped() {
        navigationController?.pushViewController(SharePublishViewController(podcasts: selected), animated: true)
    }
}

final class SharePublishViewController: UIViewController {
    private let podcasts: [String]

    init(podcasts: [String]) {
        self.podcasts = podcasts
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .done, target: self, action: #selector(shareTapped))
    }

    @objc private func shareTapped() {
        SharingService.shared.publish(podcasts)
        dismiss(animated: true)
    }
}

final class SyncSettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() { // expect: swipe_skips_dismiss_work
        SyncSettings.shared.save()
        dismiss(animated: true)
    }

    func showAccount() {
        navigationController?.pushViewController(SyncAccountViewController(), animated: true)
    }
}

final class SyncAccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign Out", style: .plain, target: self, action: #selector(signOutTapped))
    }

    @objc private func signOutTapped() { // expect: swipe_skips_dismiss_work
        SyncAccount.shared.signOut()
        dismiss(animated: true)
    }
}

final class SharingService {
    static let shared = SharingService()
    func publish(_ podcasts: [String]) {}
}

final class SyncSettings {
    static let shared = SyncSettings()
    func save() {}
}

final class SyncAccount {
    static let shared = SyncAccount()
    func signOut() {}
}
