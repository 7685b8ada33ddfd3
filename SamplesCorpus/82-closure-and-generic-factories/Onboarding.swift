import UIKit

// Scenario 82, file 1: controllers made by closures (stored in properties, locals and
// enum payloads) and by generic factories.

final class WelcomeViewController: UIViewController {}
final class PermissionsViewController: UIViewController {}
final class PrivacyViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .fullScreen
    }
}

enum Screens {
    static func make<T: UIViewController>() -> T {
        T()
    }

    static func make<T: UIViewController>(_ type: T.Type) -> T {
        type.init()
    }
}

enum OnboardingStep {
    case custom(makeController: () -> UIViewController)
    case finished
}

/// Runs one step of the onboarding on its host.
final class OnboardingFlow {
    weak var host: UIViewController?

    func run(_ step: OnboardingStep) {
        switch step {
        case .custom(let make):
            host?.present(make(), animated: true)
        case .finished:
            host?.dismiss(animated: true)
        }
    }
}
