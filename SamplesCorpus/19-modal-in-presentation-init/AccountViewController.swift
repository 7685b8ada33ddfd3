import UIKit

// Scenario 19, file 2 (clean): the call site sets no style. The presented
// class blocks the swipe in its init, which makes this a deliberate sheet.

final class AccountViewController: UIViewController {
    private let currentTermsVersion = 7

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.backgroundColor = .systemGroupedBackground
    }

    func checkTerms() {
        guard ConsentStore.shared.acceptedVersion != currentTermsVersion else { return }
        let terms = TermsAcceptanceViewController(termsVersion: currentTermsVersion)
        present(terms, animated: true)
    }

    @IBAction func reviewTermsTapped(_ sender: UIButton) {
        let terms = TermsAcceptanceViewController(termsVersion: currentTermsVersion)
        terms.title = "Terms of Service"
        present(terms, animated: true)
    }
}
