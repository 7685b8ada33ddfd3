import UIKit

// Scenario 76, file 2: one presentation through each factory.

final class UpNextViewController: UITableViewController {}

final class QueueViewController: UIViewController {
    private let upNext = UpNextViewController(style: .plain)

    @objc func showUpNext() {
        let navigation = NavigationFactory.navController(for: upNext, largeTitles: true)
        present(navigation, animated: true, completion: nil) // expect: implicit_presentation_style
    }

    @objc func showUpNextFullScreen() {
        present(NavigationFactory.fullScreenNavController(for: upNext), animated: true)
    }
}
