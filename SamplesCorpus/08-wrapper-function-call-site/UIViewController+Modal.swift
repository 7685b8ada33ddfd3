import UIKit

// Scenario 08, file 1: a project wrapper around `present`. The controller is a
// parameter, so the `present` inside the wrapper is not a finding by itself;
// each call site of the wrapper is judged by what it passes in.

extension UIViewController {
    /// Shows a screen modally, tinted with the app accent colour.
    func show(_ viewController: UIViewController) {
        viewController.view.tintColor = UIColor(named: "AccentColor")
        present(viewController, animated: true)
    }

    /// Convenience for screens that must cover everything.
    func showFullScreen(_ viewController: UIViewController) {
        viewController.modalPresentationStyle = .fullScreen
        show(viewController)
    }

    var topMostPresented: UIViewController {
        var top: UIViewController = self
        while let next = top.presentedViewController {
            top = next
        }
        return top
    }
}

final class ReportViewController: UIViewController {
    var reportID: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
    }
}
