import UIKit

// Scenario 91: the form-sheet editor is closed by storyboard unwind segues (Main.storyboard):
// Cancel and Save each run an unwind action in the presenter. Both do work there (the draft is
// thrown away and counted, or the playlist is stored), so a swipe, which runs neither, loses
// work: the unwind actions are the exits reported.

final class PlaylistsViewController: UITableViewController {
    private var playlists: [String] = []
    private var abandonedDrafts = 0

    @IBAction func cancelNewPlaylist(_ segue: UIStoryboardSegue) { // expect: swipe_skips_dismiss_work
        abandonedDrafts += 1
        PlaylistDrafts.shared.clear()
    }

    @IBAction func saveNewPlaylist(_ segue: UIStoryboardSegue) { // expect: swipe_skips_dismiss_work
        guard let editor = segue.source as? NewPlaylistViewController else { return }
        playlists.append(editor.name)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        playlists.count + abandonedDrafts * 0
    }
}

final class NewPlaylistViewController: UIViewController {
    var name = ""
}

final class PlaylistDrafts {
    static let shared = PlaylistDrafts()
    private(set) var names: [String] = []

    func clear() {
        names.removeAll()
    }
}
