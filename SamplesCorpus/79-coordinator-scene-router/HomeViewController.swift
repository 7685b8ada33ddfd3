import UIKit

// Scenario 79, file 3: call sites. Each is judged by the case it passes: a settings
// screen presented modally is a card; the same screen pushed is no presentation; the
// about screen styles itself as a form sheet; full screen is never a card.

final class HomeViewController: UIViewController {
    var coordinator: SceneCoordinator!
    var account = Account(id: "me")

    @objc func settingsTapped() {
        coordinator.present(scene: .settings, from: self, transition: .modal(animated: true)) // expect: implicit_presentation_style
    }

    @objc func settingsPushed() {
        coordinator.present(scene: .settings, from: self, transition: .push)
    }

    @objc func profileTapped() {
        coordinator.present(scene: .profile(account), from: self, transition: .fullScreen)
    }

    @objc func profileSheetTapped() {
        coordinator.present(scene: .profile(account), from: self, transition: .modal(animated: false)) // expect: implicit_presentation_style
    }

    @objc func aboutTapped() {
        coordinator.present(scene: .about, from: self, transition: .modal(animated: true))
    }

    @objc func legalTapped() {
        coordinator.present(scene: .legal(url: URL(string: "https://example.com/terms")!), from: self, transition: .modal(animated: true))
    }

    /// Restored at launch: the scene is only known at run time, so every case is possible,
    /// and some of them are cards.
    var pendingScene: Scene?

    func resumePendingScene() {
        guard let scene = pendingScene else { return }
        coordinator.present(scene: scene, from: self, transition: .modal(animated: true)) // expect: implicit_presentation_style
    }

    /// Either case styles itself: no card whichever the link names.
    func openFromDeepLink(_ path: String) {
        let scene: Scene = path == "about" ? .about : .legal(url: URL(string: "https://example.com")!)
        coordinator.present(scene: scene, from: self, transition: .modal(animated: true))
    }
}
