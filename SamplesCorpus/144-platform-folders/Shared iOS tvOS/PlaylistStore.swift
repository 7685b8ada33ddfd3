import UIKit

// Scenario 144: the store, and a screen both platforms build (see
// iOS/RenamePlaylistViewController.swift).

final class PlaylistStore {
    static let shared = PlaylistStore()
    private(set) var names: [String: String] = [:]

    func rename(_ id: String, to name: String) {
        names[id] = name
    }

    func markSeen(_ id: String) {}
}

final class PlaylistInfoViewController: UIViewController {
    var playlistID = ""

    @IBAction func close(_ sender: Any) { // expect: swipe_skips_dismiss_work
        PlaylistStore.shared.markSeen(playlistID)
        dismiss(animated: true)
    }
}
