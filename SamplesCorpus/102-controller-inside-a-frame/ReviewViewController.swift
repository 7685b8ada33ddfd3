import UIKit

// Scenario 102: project controllers made around another one. `FrameViewController` shows the
// controller given to its initialiser as a child, under a header, as a navigation controller
// shows its root.
//
// The review screen is made by its own static factory (`self.init()`), framed, and shown as a
// custom card (`presentAsCard` sets `.custom`): it cannot be swiped away, so its exits lose
// nothing to a swipe, though each does work. The receipt screen is framed too but presented
// with no style: a page sheet (implicit_presentation_style, naming the framed screen), whose
// only exit sends the receipt, which a swipe skips.

final class FrameViewController: UIViewController {
    private let header: UIView
    private let content: UIViewController

    init(header: UIView, viewController: UIViewController) {
        self.header = header
        self.content = viewController
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = CardTransition()
}

extension UIViewController {
    func presentAsCard(_ card: UIViewController) {
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = CardTransition.shared
        present(card, animated: true)
    }
}

final class ReviewViewController: UIViewController {
    private var completion: ((Bool) -> Void)?

    required override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func show(on host: UIViewController, completion: @escaping (Bool) -> Void) {
        let review = self.init(nibName: nil, bundle: nil)
        review.completion = completion
        host.presentAsCard(FrameViewController(header: UILabel(), viewController: review))
    }

    @objc func approve() {
        completion?(true)
        presentingViewController?.dismiss(animated: true)
    }

    @objc func reject() {
        completion?(false)
        presentingViewController?.dismiss(animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    var mailer: ReceiptMailer?

    @IBAction func send(_ sender: Any) { // expect: swipe_skips_dismiss_work
        mailer?.send()
        dismiss(animated: true)
    }
}

final class ReceiptMailer {
    private(set) var sent = 0
    func send() { sent += 1 }
}

final class CheckoutViewController: UIViewController {
    private var approved = false
    private let mailer = ReceiptMailer()

    func askForReview() {
        ReviewViewController.show(on: self) { [weak self] ok in
            self?.approved = ok
        }
    }

    func showReceipt() {
        let receipt = ReceiptViewController()
        receipt.mailer = mailer
        let frame = FrameViewController(header: UILabel(), viewController: receipt)
        present(frame, animated: true) // expect: implicit_presentation_style
    }
}
