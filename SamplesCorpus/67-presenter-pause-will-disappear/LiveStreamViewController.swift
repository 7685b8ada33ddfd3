import UIKit
import AVFoundation

// Scenario 67 (presenter appearance): the stream pauses in viewWillDisappear. Before iOS 13 the
// comments screen covered it and the pause ran; as a page sheet the presenter
// stays on screen and the callback never comes.

final class CommentsViewController: UITableViewController {
    var streamID = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comments"
    }
}

final class LiveStreamViewController: UIViewController {
    private let player = AVPlayer()
    private let streamID = "live-0042"

    override func viewDidLoad() {
        super.viewDidLoad()
        let layer = AVPlayerLayer(player: player)
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        player.pause() // expect: presenter_lifecycle_after_sheet
    }

    @objc func commentsTapped() {
        let comments = CommentsViewController(style: .plain)
        comments.streamID = streamID
        comments.modalPresentationStyle = .pageSheet
        present(comments, animated: true)
    }
}
