import UIKit

// Scenario 80, file 1: factories that wrap what they are given in a navigation
// controller. The container's style decides the presentation; what the root does about
// the sheet (isModalInPresentation, a presentation delegate, detents) comes through.

final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}

enum Navigation {
    static func navController(for root: UIViewController) -> UINavigationController {
        let navigation = ThemedNavigationController(rootViewController: root)
        navigation.navigationBar.tintColor = .systemIndigo
        return navigation
    }

    static func coveringNavController(for root: UIViewController) -> UINavigationController {
        let navigation = ThemedNavigationController(rootViewController: root)
        navigation.modalPresentationStyle = .fullScreen
        return navigation
    }
}
