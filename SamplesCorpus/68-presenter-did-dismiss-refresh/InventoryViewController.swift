import UIKit

// Scenario 68 (clean): the presenter still refreshes in viewWillAppear (for
// pushes and full-screen covers), and it also refreshes in DidDismiss for the
// sheet it presents, so nothing depends on viewWillAppear after a sheet.

final class StockAdjustmentViewController: UIViewController {
    var sku = ""
}

final class BarcodeScannerViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class InventoryViewController: UITableViewController {
    private var items: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshInventory()
    }

    private func refreshInventory() {
        items = ["A-100", "B-220", "C-310"]
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let adjust = StockAdjustmentViewController()
        adjust.sku = items[indexPath.row]
        adjust.modalPresentationStyle = .formSheet
        adjust.presentationController?.delegate = self
        present(adjust, animated: true)
    }

    @objc func scanTapped() {
        present(BarcodeScannerViewController(), animated: true)
    }
}

extension InventoryViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        refreshInventory()
    }
}
