import UIKit

// Scenario 05, file 2: the call sites. The analyzer has to follow the factory
// call into the other file to learn whether a style was set.

final class StoreViewController: UIViewController {
    private var lastPurchase: Purchase?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Terms", style: .plain, target: self, action: #selector(showTerms))
    }

    func purchaseCompleted(_ purchase: Purchase) {
        lastPurchase = purchase
        present(ScreenFactory.makeReceipt(for: purchase), animated: true) // expect: implicit_presentation_style
    }

    @objc private func showTerms() {
        let terms = ScreenFactory.makeTerms()
        present(terms, animated: true)
    }

    func showLastReceipt() {
        guard let purchase = lastPurchase else { return }
        let receipt = ScreenFactory.makeReceipt(for: purchase)
        receipt.view.tintColor = .systemGreen
        present(receipt, animated: true) // expect: implicit_presentation_style
    }
}
