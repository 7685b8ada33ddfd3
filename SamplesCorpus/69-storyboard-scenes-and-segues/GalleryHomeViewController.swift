import UIKit

// Scenario 69, file 1 (storyboards): the styles live in
// Main.storyboard. The slideshow segue carries `fullScreen`; the credits segue
// carries nothing and its destination scene has no style, so that segue is
// reported in the storyboard, at its own line. The paywall scene sets
// `fullScreen` on the scene itself, so instantiating it by identifier is fine
// even though the class sets nothing. The licenses scene has no style at all.

final class SlideshowViewController: UIViewController {
    var startIndex = 0
}

final class CreditsViewController: UIViewController {}

final class StoryboardPaywallViewController: UIViewController {
    var source = "gallery"
}

final class LicensesViewController: UITableViewController {}

final class GalleryHomeViewController: UIViewController {
    private var selectedIndex = 0

    @IBAction func playSlideshow(_ sender: UIButton) {
        performSegue(withIdentifier: "ShowSlideshow", sender: sender)
    }

    @IBAction func showCredits(_ sender: UIButton) {
        performSegue(withIdentifier: "ShowCredits", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let slideshow = segue.destination as? SlideshowViewController {
            slideshow.startIndex = selectedIndex
        }
    }

    @IBAction func upgradeTapped(_ sender: Any) {
        guard let paywall = storyboard?.instantiateViewController(withIdentifier: "Paywall") as? StoryboardPaywallViewController else { return }
        paywall.source = "gallery-upgrade"
        present(paywall, animated: true)
    }

    @IBAction func licensesTapped(_ sender: Any) {
        let licenses = storyboard!.instantiateViewController(withIdentifier: "Licenses") as! LicensesViewController
        present(licenses, animated: true) // expect: implicit_presentation_style
    }
}
