import UIKit

// Scenario 95: a controller that dismisses itself, but whose presentation is not in the
// project (a host app or an Objective-C presenter shows it). Its only exit records that the
// license was accepted. The style is assumed to be the default, a sheet, and the finding says
// so in a note (`assume_sheet_when_unseen: false` restores silence for such screens).

final class LicenseViewController: UIViewController {
    @IBAction func accept(_ sender: Any) { // expect: swipe_skips_dismiss_work
        UserDefaults.standard.set(true, forKey: "license.accepted")
        dismiss(animated: true)
    }
}
