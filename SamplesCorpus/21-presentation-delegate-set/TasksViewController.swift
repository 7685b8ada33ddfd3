import UIKit

// Scenario 21 (clean): the presenter becomes the delegate of the sheet's
// presentation controller and reacts when it is swiped away. The card is
// deliberate, and the delegate implements DidDismiss.

final class SortOptionsViewController: UITableViewController {
    var selectedSort = TaskSort.dueDate
}

enum TaskSort: String, CaseIterable {
    case dueDate, priority, title
}

final class TasksViewController: UITableViewController {
    private var sort = TaskSort.dueDate
    private weak var sortOptions: SortOptionsViewController?

    @objc func sortTapped(_ sender: UIBarButtonItem) {
        let options = SortOptionsViewController(style: .insetGrouped)
        options.selectedSort = sort
        options.presentationController?.delegate = self
        sortOptions = options
        present(options, animated: true)
    }

    private func applySort(_ newSort: TaskSort) {
        guard newSort != sort else { return }
        sort = newSort
        tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    }
}

extension TasksViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if let options = sortOptions {
            applySort(options.selectedSort)
        }
    }
}
