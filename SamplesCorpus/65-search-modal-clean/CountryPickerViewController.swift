import UIKit

// Scenario 65 (clean): two correct ways to keep a searchable sheet modal.
// The country picker also sets the flag on its search controller; the
// currency picker is blocked by its presenter on the presented navigation
// controller.

final class CountryPickerViewController: UITableViewController {
    private let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = search
        isModalInPresentation = true
        search.isModalInPresentation = true
    }
}

final class CurrencyPickerViewController: UITableViewController {
    private lazy var searchController: UISearchController = {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchBar.placeholder = "Search currencies"
        return controller
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
    }
}

final class CheckoutSettingsViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var openPickers = 0

    @objc func countryTapped() {
        let navigation = UINavigationController(rootViewController: CountryPickerViewController(style: .plain))
        navigation.modalPresentationStyle = .formSheet
        navigation.presentationController?.delegate = self
        openPickers += 1
        present(navigation, animated: true)
    }

    @objc func currencyTapped() {
        let navigation = UINavigationController(rootViewController: CurrencyPickerViewController(style: .plain))
        navigation.modalPresentationStyle = .formSheet
        navigation.isModalInPresentation = true
        navigation.presentationController?.delegate = self
        openPickers += 1
        present(navigation, animated: true)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let hint = UIAlertController(title: "Choose an option to continue", message: nil, preferredStyle: .alert)
        hint.addAction(UIAlertAction(title: "OK", style: .default))
        presentationController.presentedViewController.present(hint, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        openPickers -= 1
    }
}
