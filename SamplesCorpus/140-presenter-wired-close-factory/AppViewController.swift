import UIKit

// Scenario 140 (a close button the presenter wires through a factory of the app).
//
// - The app controller (the window's root) shows its debug panel in a navigation controller
//   and gives the panel a close button made by the app's own
//   `UIBarButtonItem.closeButton(target:action:)`, held in a local first, with itself as the
//   target. Its `closePanelTapped()` resets the flag that `showPanel()` checks before closing
//   (nothing but the window keeps the app controller, yet its private state is not the
//   panel's): after a swipe the flag stays set and the panel never opens again
//   (swipe_skips_dismiss_work); the presentation has no style (implicit_presentation_style).
// - The Help button made by the same factory (near miss) pushes a page and does not close the
//   panel: no way out.

extension UIBarButtonItem {
    static func closeButton(target: Any?, action: Selector) -> UIBarButtonItem {
        UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: target, action: action)
    }

    static func helpButton(target: Any?, action: Selector) -> UIBarButtonItem {
        UIBarButtonItem(image: UIImage(systemName: "questionmark"), style: .plain, target: target, action: action)
    }
}

final class DebugPanelViewController: UITableViewController {}

final class AppViewController: UIViewController {
    private var isShowingPanel = false
    private var panelNavigation: UINavigationController?

    func showPanel() {
        guard !isShowingPanel else { return }
        isShowingPanel = true
        let panel = DebugPanelViewController()
        let navigation = UINavigationController(rootViewController: panel)
        let closeItem = UIBarButtonItem.closeButton(target: self, action: #selector(AppViewController.closePanelTapped))
        panel.navigationItem.leftBarButtonItem = closeItem
        panel.navigationItem.rightBarButtonItem = UIBarButtonItem.helpButton(target: self, action: #selector(showHelp))
        panelNavigation = navigation
        present(navigation, animated: true) // expect: implicit_presentation_style
    }

    @objc func closePanelTapped() { // expect: swipe_skips_dismiss_work
        isShowingPanel = false
        dismiss(animated: true)
    }

    @objc func showHelp() {
        panelNavigation?.pushViewController(UIViewController(), animated: true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
