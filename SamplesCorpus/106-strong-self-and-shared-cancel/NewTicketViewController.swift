import UIKit

// Scenario 106 (swipe_skips_dismiss_work).
//
// The new-ticket form closes itself from a network callback through a local bound to self
// (`guard let strongSelf = self`), then tells its delegate about the ticket. Its Cancel calls
// `cancelWithConfirmation(texts:)`, a helper every controller gets from an extension of
// UIViewController, which asks before discarding typed text. Every way out does work (the
// delegate call, the confirmation), and the swipe does neither: a finding on each.

protocol NewTicketDelegate: AnyObject {
    func didCreateTicket(number: Int)
}

final class NewTicketViewController: UITableViewController {
    weak var delegate: NewTicketDelegate?
    var client: TicketClient!
    private let titleField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(onCancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Submit", style: .done, target: self, action: #selector(onSubmit))
    }

    @objc func onSubmit() { // expect: swipe_skips_dismiss_work
        client.create(title: titleField.text ?? "") { [weak self] number in
            guard let strongSelf = self else { return }
            let delegate = strongSelf.delegate
            strongSelf.dismiss(animated: true) {
                delegate?.didCreateTicket(number: number)
            }
        }
    }

    @objc func onCancel() { // expect: swipe_skips_dismiss_work
        cancelWithConfirmation(texts: [titleField.text])
    }
}

extension UIViewController {
    func cancelWithConfirmation(texts: [String?]) {
        let typed = texts.contains { !($0 ?? "").isEmpty }
        guard typed else {
            dismiss(animated: true)
            return
        }
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        present(alert, animated: true)
    }
}

final class TicketClient {
    func create(title: String, completion: @escaping (Int) -> Void) { completion(1) }
}

final class TicketsViewController: UIViewController, NewTicketDelegate {
    private var opened: Int?

    func newTicket() {
        let form = NewTicketViewController()
        form.client = TicketClient()
        form.delegate = self
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func didCreateTicket(number: Int) {
        opened = number
    }
}
