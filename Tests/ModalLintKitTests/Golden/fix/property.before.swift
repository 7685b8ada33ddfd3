import UIKit

final class PlayerViewController: UIViewController {
    private let queue = QueueViewController()

    @objc func showQueue() {
        self.present(queue, animated: true, completion: nil)
    }
}

final class QueueViewController: UIViewController {}
