import UIKit

// Scenario 144: the tvOS rename screen (see iOS/RenamePlaylistViewController.swift).

final class TVRenamePlaylistViewController: UIViewController {
    var playlistID = ""
    private let field = UITextField()

    @IBAction func done(_ sender: Any) {
        PlaylistStore.shared.rename(playlistID, to: field.text ?? "")
        dismiss(animated: true)
    }
}
