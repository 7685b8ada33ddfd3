import UIKit

// Scenario 76 (from a real-app false negative): a factory with defaulted parameters and a
// single-expression body (an implicit return) builds a themed navigation controller with no
// style. Callers leave the defaulted parameters out.

final class ThemedNavigationController: UINavigationController {
    var accent: UIColor = .systemBlue
}

enum NavigationFactory {
    static func navController(for root: UIViewController, accent: UIColor = .systemBlue, largeTitles: Bool = false) -> ThemedNavigationController {
        ThemedNavigationController(rootViewController: root)
    }

    static func fullScreenNavController(for root: UIViewController) -> ThemedNavigationController {
        let navigation = ThemedNavigationController(rootViewController: root)
        navigation.modalPresentationStyle = .fullScreen
        return navigation
    }
}
