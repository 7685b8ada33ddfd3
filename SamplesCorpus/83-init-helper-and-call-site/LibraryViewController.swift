import UIKit

// Scenario 83, file 2: the call site overrides what the initialiser chose, and wins.

final class LibraryViewController: UITableViewController {
    func play() {
        present(PlayerViewController(), animated: true)
    }

    func playInCard() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .pageSheet
        present(player, animated: true)
    }

    func showQueue() {
        let queue = QueueViewController()
        present(queue, animated: true) // expect: implicit_presentation_style
    }
}
