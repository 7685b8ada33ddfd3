import UIKit

// Scenario 70, file 2: callers go through the router; nothing here is reported.

final class ShippingOptionsViewController: UITableViewController {
    var options: [String] = ["Standard", "Express"]
}

final class ShippingViewController: UIViewController {
    private let router = BottomSheetRouter()

    @objc func chooseShipping() {
        let options = ShippingOptionsViewController(style: .insetGrouped)
        router.present(options, from: self) { [weak self] in
            self?.refreshTotals()
        }
    }

    private func refreshTotals() {
        view.setNeedsLayout()
    }
}
