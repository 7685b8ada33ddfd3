import UIKit

// Scenario 88, file 2: both exits do work (the draft is released on cancel, the transfer is
// booked on confirm), so the swipe, the one exit without work, loses work either way.

final class TransferDraftStore {
    static let shared = TransferDraftStore()
    private var drafts: [UUID: Decimal] = [:]

    func discard(_ id: UUID) {
        drafts[id] = nil
    }

    func book(_ id: UUID, amount: Decimal) {
        drafts[id] = amount
    }
}

final class TransferViewController: UIViewController {
    let draftID = UUID()
    var amount: Decimal = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        TransferToolbar.install(on: self)
    }

    @objc func abandonTransfer() { // expect: swipe_skips_dismiss_work
        TransferDraftStore.shared.discard(draftID)
        dismiss(animated: true)
    }

    @objc func confirmTransfer() { // expect: swipe_skips_dismiss_work
        TransferDraftStore.shared.book(draftID, amount: amount)
        dismiss(animated: true)
    }
}

final class AccountViewController: UIViewController {
    @objc func startTransfer() {
        let transfer = TransferViewController()
        let nav = UINavigationController(rootViewController: transfer)
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }
}
