import UIKit

// The presented screen: no style in init, no property override.
// Its Close button only dismisses, so no other rule applies.

struct Order {
    let id: UUID
    let title: String
    let total: Decimal

    var formattedTotal: String {
        NumberFormatter.localizedString(from: total as NSDecimalNumber, number: .currency)
    }
}

final class OrderArchive {
    static let shared = OrderArchive()
    private var storage: [Order] = []

    func recentOrders(limit: Int) -> [Order] {
        Array(storage.prefix(limit))
    }
}

final class OrderDetailViewController: UIViewController {
    var order: Order?
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        totalLabel.text = order?.formattedTotal
        totalLabel.font = .preferredFont(forTextStyle: .largeTitle)
        totalLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(totalLabel)
        NSLayoutConstraint.activate([
            totalLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            totalLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        close.frame = CGRect(x: 16, y: 48, width: 30, height: 30)
        view.addSubview(close)
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
