import UIKit

// Scenario 87, file 2: a helper of the UI tests (its folder is named *UITests), never
// reported, though it imports neither XCTest nor Testing.

final class FeedScreenRobot {
    let host = UIViewController()

    func openComposer() {
        host.present(ComposerViewController(), animated: false)
    }
}
