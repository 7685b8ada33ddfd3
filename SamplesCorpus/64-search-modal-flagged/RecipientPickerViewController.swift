import UIKit

// Scenario 64 (search controller and modal in presentation): the picker blocks the swipe on itself, but it owns a
// search controller. While the search bar is active, the search controller's
// own flag decides, so the sheet can still be swiped away mid-search.

final class RecipientPickerViewController: UITableViewController, UISearchResultsUpdating {
    private let searchController = UISearchController(searchResultsController: nil)
    private var contacts = ["Aiko", "Bruno", "Carmen", "Dev"]
    private var filtered: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose Recipients"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        isModalInPresentation = true // expect: modal_in_presentation_search
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        filtered = query.isEmpty ? contacts : contacts.filter { $0.localizedCaseInsensitiveContains(query) }
        tableView.reloadData()
    }
}

final class NewMessageViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var pickerOpen = false

    @objc func addRecipientsTapped() {
        let picker = RecipientPickerViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: picker)
        navigation.modalPresentationStyle = .formSheet
        navigation.presentationController?.delegate = self
        pickerOpen = true
        present(navigation, animated: true)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let hint = UIAlertController(title: "Pick at least one recipient", message: nil, preferredStyle: .alert)
        hint.addAction(UIAlertAction(title: "OK", style: .default))
        presentationController.presentedViewController.present(hint, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        pickerOpen = false
    }
}
