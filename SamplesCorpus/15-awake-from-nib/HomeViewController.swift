import UIKit

// Scenario 15, file 2 (clean): both controllers are instantiated from a
// storyboard and cast to their class, whose style is already decided.

final class HomeViewController: UIViewController {
    private let storyboardName = "Upsell"

    private func instantiate<T: UIViewController>(_ type: T.Type) -> T {
        let storyboard = UIStoryboard(name: storyboardName, bundle: .main)
        return storyboard.instantiateViewController(withIdentifier: String(describing: type)) as! T
    }

    @IBAction func upgradeTapped(_ sender: Any) {
        let paywall = UIStoryboard(name: storyboardName, bundle: nil)
            .instantiateViewController(withIdentifier: "PaywallViewController") as! PaywallViewController
        paywall.price = "$2.99"
        present(paywall, animated: true)
    }

    func showWhatsNewIfNeeded(lastSeenVersion: String, current: String) {
        guard lastSeenVersion != current else { return }
        let whatsNew = instantiate(WhatsNewViewController.self)
        present(whatsNew, animated: true)
    }
}
