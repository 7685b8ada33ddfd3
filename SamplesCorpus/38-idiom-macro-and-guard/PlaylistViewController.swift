import UIKit

// Scenario 38 (adapt to size class): older spellings of the idiom check. The deprecated
// UI_USER_INTERFACE_IDIOM() function, and a guard that leaves early with a
// form sheet on anything but a phone.

final class AddSongsViewController: UITableViewController {
    var playlistName = ""
}

final class PlaylistDetailsViewController: UIViewController {
    var playlistName = ""
}

final class PlaylistViewController: UITableViewController {
    private let name = "Road trip"

    @objc func addSongs() {
        let addSongs = UINavigationController(rootViewController: AddSongsViewController(style: .plain))
        if UI_USER_INTERFACE_IDIOM() == .pad { // expect: idiom_presentation_style
            addSongs.modalPresentationStyle = .pageSheet
        } else {
            addSongs.modalPresentationStyle = .overFullScreen
        }
        present(addSongs, animated: true)
    }

    @objc func showDetails() {
        let details = PlaylistDetailsViewController()
        details.playlistName = name
        guard UIDevice.current.userInterfaceIdiom == .phone else { // expect: idiom_presentation_style
            details.modalPresentationStyle = .formSheet
            present(details, animated: true)
            return
        }
        details.modalPresentationStyle = .fullScreen
        present(details, animated: true)
    }
}
