// Stand-ins for UIKit so the fixture builds on Linux; ModalLint reads the source only.
open class UIViewController {
    public init() {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}

public final class ReceiptViewController: UIViewController {}

public final class CheckoutViewController: UIViewController {
    public func showReceipt() {
        let receipt = ReceiptViewController()
        present(receipt, animated: true)
    }
}
