import UIKit

// Scenario 44 (dismissal delegate callbacks): the delegate only answers ShouldDismiss, with a value that
// changes at run time. Whenever it answers true the sheet goes away and this
// class never hears about it: there is no DidDismiss, so `activeForm` is never
// cleared and the badge never updates.

final class ProfileFormViewController: UITableViewController {
    private(set) var hasChanges = false

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        hasChanges = true
    }
}

final class ProfileFormHostViewController: UIViewController, UIAdaptivePresentationControllerDelegate { // expect: missing_did_dismiss
    private weak var activeForm: ProfileFormViewController?
    private let badge = UILabel()

    @objc func editProfileTapped() {
        let form = ProfileFormViewController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .pageSheet
        navigation.presentationController?.delegate = self
        activeForm = form
        badge.isHidden = true
        present(navigation, animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let form = activeForm else { return true }
        return !form.hasChanges
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.text = "Incomplete profile"
        badge.textColor = .systemRed
        view.addSubview(badge)
    }
}
