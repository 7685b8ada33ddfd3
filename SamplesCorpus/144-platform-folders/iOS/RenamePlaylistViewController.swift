import UIKit

// Scenario 144 (files in a folder of another platform).
//
// - The iOS rename screen closes itself; its presentation is in the host app, so the style is
//   assumed to be the default sheet. Its only way out saves the new name, which a swipe loses
//   (swipe_skips_dismiss_work), with the typed name (swipe_discards_edits).
// - The same screen in the `tvOS` folder is compiled only for the tvOS app, where a sheet is
//   full screen and the remote's Menu button closes it: no swipe, nothing reported.
// - Near miss: the screen in `Shared iOS tvOS` is built for iOS too, and is reported.

final class RenamePlaylistViewController: UIViewController {
    var playlistID = ""
    private let field = UITextField()

    @IBAction func done(_ sender: Any) { // expect: swipe_skips_dismiss_work, swipe_discards_edits
        PlaylistStore.shared.rename(playlistID, to: field.text ?? "")
        dismiss(animated: true)
    }
}
