import UIKit

// Scenario 175 (a factory that may return nothing).
//
// - A launch announcement comes from a factory that returns nil when there is nothing new and
//   a controller otherwise. A `nil` gives the caller nothing to present, so the controller
//   decides: it has no style, so it appears as a card (implicit_presentation_style), and its
//   Close records that the announcement was seen, which a swipe skips
//   (swipe_skips_dismiss_work): the announcement comes back at the next launch.
// - The tips screen comes from a ternary whose other branch is nil, and styles itself full
//   screen in its initialiser: nothing to report.

final class Announcements {
    static let current = "4.2"

    func controllerToShow() -> UIViewController? {
        guard UserDefaults.standard.string(forKey: "announcement.seen") != Announcements.current else {
            return nil
        }
        return AnnouncementViewController(version: Announcements.current)
    }

    func tipsController(enabled: Bool) -> UIViewController? {
        return enabled ? TipsViewController() : nil
    }
}

final class AnnouncementViewController: UIViewController {
    private let version: String

    init(version: String) {
        self.version = version
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() { // expect: swipe_skips_dismiss_work
        UserDefaults.standard.set(version, forKey: "announcement.seen")
        dismiss(animated: true)
    }
}

final class TipsViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class HomeViewController: UIViewController {
    private let announcements = Announcements()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let announcement = announcements.controllerToShow() {
            present(announcement, animated: true) // expect: implicit_presentation_style
        }
    }

    func showTips() {
        guard let tips = announcements.tipsController(enabled: true) else { return }
        present(tips, animated: true)
    }
}
