import UIKit

// Scenario 161 (ways out that close through a method of the presenter).
//
// - The debug menu keeps its rows' actions as closures (`addAction(name:) { … }`) and runs the
//   picked one from `didSelectRowAt`. Each closes the sheet through the app controller's
//   `closeDebugController()`, reached through a local holding it: that helper resets the
//   presenter's `isShowingDebug` flag before it dismisses what it presented. Every way out
//   does that work and nothing covers the swipe, so a swipe leaves the flag set and the menu
//   cannot be shown again (swipe_skips_dismiss_work on each row's action).
// - Near miss: the player's Hide Options button removes an options sheet the player shows by
//   calling that sheet's own `removeSheet()`, which dismisses the sheet itself. The options
//   sheet presents nothing, so its method closes it, not the player, and the button is not a
//   way out of the player.

typealias Block = () -> Void

final class AppViewController: UIViewController {
    private(set) var isShowingDebug = false

    func showDebugController() {
        guard !isShowingDebug else { return }
        isShowingDebug = true
        let menu = UINavigationController(rootViewController: DebugMenuViewController())
        present(menu, animated: true) // expect: implicit_presentation_style
    }

    func closeDebugController(completion: Block? = nil) {
        guard isShowingDebug else { return }
        isShowingDebug = false
        dismiss(animated: true, completion: completion)
    }

    func showPlayer() {
        let player = UINavigationController(rootViewController: PlayerViewController())
        player.modalPresentationStyle = .pageSheet
        present(player, animated: true)
    }
}

final class DebugMenuViewController: UITableViewController {
    private var actions: [(String, Block)] = []

    private func addAction(name: String, block: @escaping Block) {
        actions.append((name, block))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let appController = UIApplication.shared.windows.first!.rootViewController as! AppViewController
        addAction(name: "Reset onboarding") { // expect: swipe_skips_dismiss_work
            UserDefaults.standard.removeObject(forKey: "onboarded")
            appController.closeDebugController()
        }
        addAction(name: "Show tooltips") { // expect: swipe_skips_dismiss_work
            appController.closeDebugController {
                UserDefaults.standard.set(true, forKey: "tooltips")
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { actions.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        actions[indexPath.row].1()
    }
}

final class OptionsSheetViewController: UIViewController {
    func removeSheet() {
        dismiss(animated: true)
    }
}

final class PlayerViewController: UIViewController {
    private let options = OptionsSheetViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Hide Options", style: .plain, target: self, action: #selector(hideOptions))
    }

    @objc func hideOptions() {
        UserDefaults.standard.set(true, forKey: "player.optionsHidden")
        options.removeSheet()
    }

    func showOptions() {
        options.modalPresentationStyle = .overFullScreen
        present(options, animated: true)
    }
}
