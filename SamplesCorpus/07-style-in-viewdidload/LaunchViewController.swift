import UIKit

// Scenario 07, file 2: the call site has no style of its own, and the style in
// the presented class comes too late to count.

final class LaunchViewController: UIViewController {
    private let defaults = UserDefaults.standard

    /// Called by the scene delegate once the window is visible.
    func routeAfterLaunch() {
        guard !defaults.bool(forKey: "onboarding.completed") else { return }
        showOnboarding()
    }

    private func showOnboarding() {
        let onboarding = OnboardingViewController()
        present(onboarding, animated: true) // expect: implicit_presentation_style
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let logo = UIImageView(image: UIImage(systemName: "sparkles"))
        logo.center = view.center
        view.addSubview(logo)
    }
}
