import UIKit

final class InboxViewController: UIViewController {
    func compose(draft: String) {
        let presentedNavigationController = UINavigationController(rootViewController: ComposerViewController())
        presentedNavigationController.modalPresentationStyle = .fullScreen
        navigationController?.present(presentedNavigationController, animated: true) {
            print("shown")
        }
    }
}

final class ComposerViewController: UIViewController {}
