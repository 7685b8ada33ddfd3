import UIKit

// Scenario 22, file 2 (clean): call sites of the non-UIKit `present` methods.
// None of them is a presentation of a view controller by UIKit.

final class ShopViewController: UIViewController {
    weak var coordinator: Coordinating?
    private lazy var errors = ErrorPresenter(host: self)

    @objc func settingsTapped() {
        coordinator?.present(.settings)
    }

    func open(productID: String) {
        coordinator?.present(.product(id: productID))
    }

    func purchaseFailed(_ error: Error) {
        errors.present(error: error)
    }

    func sessionExpired() {
        guard let coordinator = coordinator else { return }
        coordinator.present(.login)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), style: .plain,
            target: self, action: #selector(settingsTapped))
    }
}
