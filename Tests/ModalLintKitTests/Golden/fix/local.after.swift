import UIKit

final class FeedViewController: UIViewController {
    func openDetail() {
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        present(detail, animated: true)
    }
}

final class DetailViewController: UIViewController {}
