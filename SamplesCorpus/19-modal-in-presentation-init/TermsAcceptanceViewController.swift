import UIKit

// Scenario 19, file 1 (clean): a sheet that can never be swiped away. The
// class blocks interactive dismissal in its initialiser and answers a blocked
// swipe by explaining why. Its author chose the card on purpose.

final class ConsentStore {
    static let shared = ConsentStore()
    private(set) var acceptedVersion: Int?

    func recordAcceptance(of version: Int) {
        acceptedVersion = version
    }
}

final class TermsAcceptanceViewController: UIViewController {
    let termsVersion: Int

    init(termsVersion: Int) {
        self.termsVersion = termsVersion
        super.init(nibName: nil, bundle: nil)
        isModalInPresentation = true
    }

    required init?(coder: NSCoder) { fatalError("not used from storyboards") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        presentationController?.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    // Work before dismissing is safe: the swipe is blocked, so this is the
    // only way out.
    @objc private func doneTapped() {
        ConsentStore.shared.recordAcceptance(of: termsVersion)
        dismiss(animated: true)
    }
}

extension TermsAcceptanceViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Please review the terms",
                                      message: "Tap Done to accept and continue.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
