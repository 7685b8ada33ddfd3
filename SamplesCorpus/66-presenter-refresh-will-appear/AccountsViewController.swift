import UIKit

// Scenario 66, file 1 (presenter appearance): the accounts screen refreshes balances in
// viewWillAppear, counting on it to run when the transfer screen closes. The
// transfer screen is a form sheet now, so the presenter never disappears and
// the balances stay stale. No dismissal callback is handled.

final class AccountsViewController: UITableViewController {
    private var balances: [String: Decimal] = [:]
    private let ledger = Ledger.shared

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadBalances() // expect: presenter_lifecycle_after_sheet
    }

    private func reloadBalances() {
        balances = ledger.currentBalances()
        tableView.reloadData()
    }

    @objc func transferTapped() {
        let transfer = TransferViewController()
        let navigation = UINavigationController(rootViewController: transfer)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        balances.count
    }
}
