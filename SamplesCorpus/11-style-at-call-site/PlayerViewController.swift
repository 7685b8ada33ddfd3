import UIKit

// Scenario 11 (clean): every presentation states its style right at the call
// site, on the controller that is actually presented. Nothing to report.

final class VideoPlayerViewController: UIViewController {
    var videoURL: URL?
}

final class LyricsViewController: UIViewController {
    var lyrics = ""
}

final class QueueViewController: UITableViewController {}

final class PlayerViewController: UIViewController {
    private var currentURL = URL(string: "https://example.com/clip.m3u8")

    @objc func playFullScreen() {
        let player = VideoPlayerViewController()
        player.videoURL = currentURL
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    @objc func showLyrics() {
        let lyrics = LyricsViewController()
        lyrics.lyrics = "..."
        lyrics.modalPresentationStyle = .overFullScreen
        lyrics.modalTransitionStyle = .crossDissolve
        self.present(lyrics, animated: true) {
            lyrics.view.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        }
    }

    @objc func showQueue() {
        let queue = UINavigationController(rootViewController: QueueViewController(style: .plain))
        queue.modalPresentationStyle = .formSheet
        navigationController?.present(queue, animated: true, completion: nil)
    }

    @objc func showQueueAsCard() {
        let queue = QueueViewController(style: .insetGrouped)
        // The card is wanted here, and says so.
        queue.modalPresentationStyle = .pageSheet
        present(queue, animated: true)
    }
}
