import UIKit

// Scenario 48, file 1 (clean): the conformance is declared on the class, the
// DidDismiss implementation lives in an extension in another file (which does
// not repeat the conformance) and uses its own parameter name.

final class CategoryPickerViewController: UITableViewController {
    var selectedCategory: String?
    let categories = ["Groceries", "Rent", "Travel", "Fun"]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedCategory = categories[indexPath.row]
    }
}

final class BudgetViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    weak var pendingPicker: CategoryPickerViewController?
    var category = "Groceries"
    let categoryButton = UIButton(type: .system)

    @objc func chooseCategory() {
        let picker = CategoryPickerViewController(style: .plain)
        picker.selectedCategory = category
        picker.modalPresentationStyle = .formSheet
        picker.presentationController?.delegate = self
        pendingPicker = picker
        present(picker, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        categoryButton.setTitle(category, for: .normal)
        categoryButton.addTarget(self, action: #selector(chooseCategory), for: .touchUpInside)
        view.addSubview(categoryButton)
    }
}
