import UIKit

// Scenario 93, file 2: three sheets whose only exit (Close) does work.
// - FeedbackFormViewController inherits the unrelated viewWillDisappear: reported.
// - ShippingFormViewController saves the draft in its own viewWillDisappear too, the same
//   work as Close: the swipe is observed, not reported.
// - PlayerSheetViewController stops playback in deinit, the same work as Close: not reported.

final class FeedbackFormViewController: BaseFormViewController {
    var text = ""

    @IBAction func close(_ sender: Any) { // expect: swipe_skips_dismiss_work
        FeedbackOutbox.shared.keepDraft(text)
        dismiss(animated: true)
    }
}

final class ShippingFormViewController: BaseFormViewController {
    var address = ""

    @IBAction func close(_ sender: Any) {
        saveDraft()
        dismiss(animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        saveDraft()
    }

    private func saveDraft() {
        FeedbackOutbox.shared.keepDraft(address)
    }
}

final class PlayerSheetViewController: UIViewController {
    let player = SamplePlayer()

    @IBAction func close(_ sender: Any) {
        player.stop()
        dismiss(animated: true)
    }

    deinit {
        player.stop()
    }
}

final class SamplePlayer {
    private(set) var playing = true

    func stop() {
        playing = false
    }
}

final class FeedbackOutbox {
    static let shared = FeedbackOutbox()
    private(set) var drafts: [String] = []

    func keepDraft(_ text: String) {
        drafts.append(text)
    }
}

final class SettingsViewController: UITableViewController {
    func openFeedback() {
        let form = FeedbackFormViewController()
        form.modalPresentationStyle = .formSheet
        present(form, animated: true)
    }

    func openShipping() {
        let form = ShippingFormViewController()
        form.modalPresentationStyle = .formSheet
        present(form, animated: true)
    }

    func openPlayer() {
        let player = PlayerSheetViewController()
        player.modalPresentationStyle = .pageSheet
        present(player, animated: true)
    }
}
