import UIKit

// Scenario 158 (an editor whose input is inside a view of the project).
//
// - The amount screen keeps no text field of its own: its `AmountInputView` holds the field.
//   It edits all the same. Its Confirm is a project button view's delegate method
//   (`button(didPress:)`) that hands the amount to the presenter and closes; Close only
//   closes. A swipe throws the typed amount away without asking (swipe_discards_edits).
// - Near miss: the receipt screen shows a `ReceiptHeaderView` with labels only: it edits
//   nothing, and its Done (which records that the receipt was seen) is not a Save of edits.

final class AmountInputView: UIView {
    let field = UITextField()
    var amount: String { field.text ?? "" }
}

final class ReceiptHeaderView: UIView {
    let titleLabel = UILabel()
    let totalLabel = UILabel()
}

protocol ButtonViewDelegate: AnyObject {
    func button(didPress button: ButtonView)
}

final class ButtonView: UIView {
    weak var delegate: ButtonViewDelegate?
    private let control = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        control.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        addSubview(control)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tapped() { delegate?.button(didPress: self) }
}

protocol AmountInputDelegate: AnyObject {
    func didConfirm(amount: String)
}

final class AmountInputViewController: UIViewController, ButtonViewDelegate {
    weak var delegate: AmountInputDelegate?
    private var amountInput: AmountInputView!
    private let confirmButton = ButtonView()

    override func viewDidLoad() {
        super.viewDidLoad()
        amountInput = AmountInputView()
        view.addSubview(amountInput)
        confirmButton.delegate = self
        view.addSubview(confirmButton)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() {
        dismiss(animated: true)
    }

    func button(didPress button: ButtonView) { // expect: swipe_discards_edits
        delegate?.didConfirm(amount: amountInput.amount)
        dismiss(animated: true)
    }
}

final class ReceiptViewController: UIViewController, ButtonViewDelegate {
    private let header = ReceiptHeaderView()
    private let doneButton = ButtonView()
    var onSeen: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        doneButton.delegate = self
        view.addSubview(doneButton)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() {
        dismiss(animated: true)
    }

    func button(didPress button: ButtonView) {
        onSeen?()
        dismiss(animated: true)
    }
}

final class RequestStore {
    private(set) var amounts: [String] = []
    func add(_ amount: String) { amounts.append(amount) }
}

final class ReceiveViewController: UIViewController, AmountInputDelegate {
    private let store = RequestStore()
    private var seen = 0

    func editAmount() {
        let input = AmountInputViewController()
        input.delegate = self
        let nav = UINavigationController(rootViewController: input)
        nav.modalPresentationStyle = .pageSheet
        present(nav, animated: true)
    }

    func showReceipt() {
        let receipt = ReceiptViewController()
        receipt.onSeen = { [weak self] in self?.seen += 1 }
        let nav = UINavigationController(rootViewController: receipt)
        nav.modalPresentationStyle = .pageSheet
        present(nav, animated: true)
    }

    func didConfirm(amount: String) { store.add(amount) }

    var seenCount: Int { seen }
}
