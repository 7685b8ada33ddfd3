import UIKit

// Scenario 14, file 2 (clean): the call sites set nothing; the classes in the
// other file already did.

final class ExpensesViewController: UITableViewController {
    private var receipts: [UIImage] = []

    @objc func scanReceipt() {
        let scanner = ScannerViewController()
        present(scanner, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard receipts.indices.contains(indexPath.row) else { return }
        let preview = ReceiptPreviewViewController()
        preview.image = receipts[indexPath.row]
        present(preview, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        receipts.count
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .camera, target: self, action: #selector(scanReceipt))
    }
}
