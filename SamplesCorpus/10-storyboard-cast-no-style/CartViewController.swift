import UIKit

// Scenario 10: the presented controller comes from a storyboard (Checkout.storyboard,
// whose scene has no style) and is force cast to its class. The class sets no style
// (no init(coder:) or awakeFromNib override does it), and the call site does not either.

final class CheckoutViewController: UIViewController {
    @IBOutlet private weak var totalLabel: UILabel!
    var total: Decimal = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.text = "\(total)"
    }
}

final class CartViewController: UITableViewController {
    private var items: [(name: String, price: Decimal)] = []

    private var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }

    @IBAction func checkoutTapped(_ sender: UIButton) {
        let storyboard = UIStoryboard(name: "Checkout", bundle: nil)
        let checkout = storyboard.instantiateViewController(withIdentifier: "CheckoutViewController") as! CheckoutViewController
        checkout.total = total
        present(checkout, animated: true) // expect: implicit_presentation_style
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartItem", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].name
        return cell
    }
}
