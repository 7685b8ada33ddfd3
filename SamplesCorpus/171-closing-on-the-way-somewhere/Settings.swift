import UIKit
import SwiftUI

// Scenario 171 (closing on the way somewhere else).
//
// - Near miss: a row of the settings sheet runs a closure named `dismissAndPresent`. It closes
//   the sheet and then shows the picked feed in the main window. Closing is only the first
//   step of going somewhere else: the closure is no Cancel, the sheet's Done does nothing,
//   and a swipe that goes nowhere owes nothing.
// - The archive sheet's `cancelAndDismiss` closure is its Cancel. It tells the presenter the
//   archive was cancelled, which a swipe skips (swipe_skips_dismiss_work).

struct Feed {
    let name: String
}

protocol FeedShowing: AnyObject {
    func discloseFeed(_ feed: Feed)
    func archiveCancelled()
}

struct FeedsView: View {
    let feeds: [Feed]
    let dismissAndPresent: (Feed) -> Void

    var body: some View {
        List(feeds, id: \.name) { feed in
            Button(feed.name) { dismissAndPresent(feed) }
        }
    }
}

final class SettingsViewController: UIViewController {
    weak var shower: FeedShowing?
    var feeds: [Feed] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func done() {
        dismiss(animated: true)
    }

    func showFeeds() {
        let controller = UIHostingController(rootView: FeedsView(feeds: feeds, dismissAndPresent: { [weak self] feed in
            guard let self else { return }
            self.dismiss(animated: true) {
                self.shower?.discloseFeed(feed)
            }
        }))
        navigationController?.pushViewController(controller, animated: true)
    }
}

struct ArchiveView: View {
    let cancelAndDismiss: () -> Void

    var body: some View {
        Button("Cancel") { cancelAndDismiss() }
    }
}

final class ArchiveViewController: UIViewController {
    weak var shower: FeedShowing?

    override func viewDidLoad() {
        super.viewDidLoad()
        let content = UIHostingController(rootView: ArchiveView(cancelAndDismiss: { [weak self] in // expect: swipe_skips_dismiss_work
            self?.shower?.archiveCancelled()
            self?.dismiss(animated: true)
        }))
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

final class MainViewController: UIViewController, FeedShowing {
    func openSettings() {
        let settings = SettingsViewController()
        settings.shower = self
        present(UINavigationController(rootViewController: settings), animated: true) // expect: implicit_presentation_style
    }

    func openArchive() {
        let archive = ArchiveViewController()
        archive.shower = self
        present(archive, animated: true) // expect: implicit_presentation_style
    }

    func discloseFeed(_ feed: Feed) {
        title = feed.name
    }

    func archiveCancelled() {
        title = nil
    }
}
