import UIKit

final class InboxViewController: UIViewController {
    func compose(draft: String) {
        navigationController?.present(UINavigationController(rootViewController: ComposerViewController()), animated: true) {
            print("shown")
        }
    }
}

final class ComposerViewController: UIViewController {}
