import UIKit

// Scenario 87, file 1: app code, reported as usual.

final class FeedViewController: UITableViewController {
    func showComposer() {
        present(ComposerViewController(), animated: true) // expect: implicit_presentation_style
    }
}

final class ComposerViewController: UIViewController {}
