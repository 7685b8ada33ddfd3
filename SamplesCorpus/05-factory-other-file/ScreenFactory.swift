import UIKit

// Scenario 05, file 1: a factory builds screens for the rest of the app.
// `makeReceipt` never sets a presentation style; `makeTerms` does.

enum ScreenFactory {
    static func makeReceipt(for purchase: Purchase) -> ReceiptViewController {
        let receipt = ReceiptViewController()
        receipt.purchase = purchase
        receipt.title = "Receipt"
        return receipt
    }

    static func makeTerms() -> UIViewController {
        let terms = TermsViewController()
        terms.modalPresentationStyle = .fullScreen
        return terms
    }
}

struct Purchase {
    let productName: String
    let price: Decimal
    let date: Date
}

final class ReceiptViewController: UIViewController {
    var purchase: Purchase?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class TermsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let text = UITextView(frame: view.bounds)
        text.isEditable = false
        view.addSubview(text)
    }
}
