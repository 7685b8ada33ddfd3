import UIKit

final class PlayerViewController: UIViewController {
    private let queue = QueueViewController()

    @objc func showQueue() {
        queue.modalPresentationStyle = .fullScreen
        self.present(queue, animated: true, completion: nil)
    }
}

final class QueueViewController: UIViewController {}
