import UIKit

// Scenario 50 (clean): no isModalInPresentation, but ShouldDismiss always says
// no, so UIKit routes every swipe to DidAttemptToDismiss, which asks the user
// and dismisses programmatically. DidDismiss would never run; none is needed.

final class CrashReporter {
    func send(_ report: String) {
        // upload in the background
    }
}

final class CrashReportViewController: UIViewController {
    let report: String
    private let textView = UITextView()

    init(report: String) {
        self.report = report
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = report
        textView.isEditable = false
        textView.frame = view.bounds
        view.addSubview(textView)
    }
}

final class CrashPromptCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    private let reporter = CrashReporter()
    private weak var host: UIViewController?

    init(host: UIViewController) {
        self.host = host
    }

    func showReport(_ text: String) {
        let screen = CrashReportViewController(report: text)
        screen.modalPresentationStyle = .pageSheet
        screen.presentationController?.delegate = self
        host?.present(screen, animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        false
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        guard let screen = presentationController.presentedViewController as? CrashReportViewController else { return }
        let ask = UIAlertController(title: "Send this report?", message: nil, preferredStyle: .alert)
        ask.addAction(UIAlertAction(title: "Send", style: .default) { [reporter] _ in
            reporter.send(screen.report)
            screen.dismiss(animated: true)
        })
        ask.addAction(UIAlertAction(title: "Don't Send", style: .cancel) { _ in
            screen.dismiss(animated: true)
        })
        screen.present(ask, animated: true)
    }
}
