import UIKit

// Scenario 66, file 2: the transfer screen books each transfer in the ledger
// as soon as the amount is confirmed on the keypad; its Close button only
// dismisses.

final class Ledger {
    static let shared = Ledger()
    private var accounts: [String: Decimal] = ["Checking": 1200, "Savings": 5400]

    func currentBalances() -> [String: Decimal] { accounts }

    func move(_ amount: Decimal, from source: String, to destination: String) {
        accounts[source, default: 0] -= amount
        accounts[destination, default: 0] += amount
    }
}

final class TransferViewController: UIViewController {
    private let keypad = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transfer"
        view.addSubview(keypad)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
    }

    func amountConfirmed(_ amount: Decimal) {
        Ledger.shared.move(amount, from: "Checking", to: "Savings")
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
