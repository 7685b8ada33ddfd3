import UIKit

// Scenario 109 (resolution through a wrapper that styles on some paths).
//
// `show(_:from:)` makes its controller a popover anchored to the view it is given, and only
// when it is given one. The toolbar passes the button that was tapped, a parameter that
// cannot be nil: the circuit screen is always a popover, which no swipe dismisses, so the
// work its Refresh button does before closing is not lost. The same wrapper called without
// a view presents the help screen with no style, a card: reported at that call.

extension UIViewController {
    func show(_ controller: UIViewController, from sender: UIView? = nil) {
        if let sender = sender {
            controller.modalPresentationStyle = .popover
            controller.popoverPresentationController?.sourceView = sender
            controller.popoverPresentationController?.sourceRect = sender.bounds
        }
        present(controller, animated: true)
    }
}

final class ToolbarViewController: UIViewController {
    @IBAction func showCircuit(_ sender: UIButton) {
        let circuit = CircuitViewController()
        show(circuit, from: sender)
    }

    @IBAction func showHelp(_ sender: Any) {
        show(HelpViewController()) // expect: implicit_presentation_style
    }
}

final class CircuitViewController: UITableViewController {
    var onRefresh: (() -> Void)?

    @objc func refreshCircuit() {
        onRefresh?()
        NotificationCenter.default.post(name: .circuitRefreshed, object: nil)
        dismiss(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .plain, target: self, action: #selector(refreshCircuit))
    }
}

final class HelpViewController: UIViewController {}

extension Notification.Name {
    static let circuitRefreshed = Notification.Name("circuitRefreshed")
}
