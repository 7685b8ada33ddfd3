import UIKit

// Scenario 01: a list screen opens a detail screen with a bare `present`.
// Nothing sets a style anywhere, so since iOS 13 the detail opens as a page
// sheet instead of full screen.

final class OrdersViewController: UITableViewController {
    private var orders: [Order] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
        orders = OrderArchive.shared.recentOrders(limit: 50)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        let order = orders[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = order.title
        content.secondaryText = order.formattedTotal
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let vc = OrderDetailViewController()
        vc.order = orders[indexPath.row]
        present(vc, animated: true) // expect: implicit_presentation_style
    }
}
