import UIKit

// Scenario 87, file 4: a file named *Tests.swift in the app folder (a test helper that
// imports only UIKit).

final class FeedViewModelTestsHost {
    func presentForSnapshot(_ host: UIViewController) {
        host.present(ComposerViewController(), animated: false)
    }
}
