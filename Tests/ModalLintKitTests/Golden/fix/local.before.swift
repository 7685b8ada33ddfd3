import UIKit

final class FeedViewController: UIViewController {
    func openDetail() {
        let detail = DetailViewController()
        present(detail, animated: true)
    }
}

final class DetailViewController: UIViewController {}
