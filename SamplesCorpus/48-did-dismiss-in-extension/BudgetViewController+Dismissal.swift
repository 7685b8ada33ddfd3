import UIKit

// Scenario 48, file 2 (clean): the swipe is where the picked category is
// applied, so no button path is needed at all.

extension BudgetViewController {
    func presentationControllerDidDismiss(_ sheetController: UIPresentationController) {
        guard sheetController.presentedViewController === pendingPicker else { return }
        if let picked = pendingPicker?.selectedCategory {
            category = picked
            categoryButton.setTitle(picked, for: .normal)
        }
        pendingPicker = nil
    }

    var categorySummary: String {
        "Spending in \(category)"
    }

    func resetCategory() {
        category = "Groceries"
        categoryButton.setTitle(category, for: .normal)
    }
}
