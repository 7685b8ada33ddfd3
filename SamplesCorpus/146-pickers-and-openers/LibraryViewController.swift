import AVFoundation
import UIKit

// Scenario 146 (screens that pick or open, and are no editors).
//
// - "Add to folder" picks the folder the selection goes to: its Move Here hands the pick to
//   the presenter beside a Cancel that only closes. A picker of a destination edits nothing,
//   whatever its name starts with, and the swipe declines the pick.
// - The subtitle options apply the delay as the slider moves; Load closes the sheet through
//   the presenter, which pauses playback and presents a file picker once the sheet is gone: a
//   way to another screen, not the commit of edits.
// - Near miss: the new-folder form's Add saves the typed name beside a Cancel that only
//   closes, and a swipe discards it (swipe_discards_edits).

final class LibraryStore {
    static let shared = LibraryStore()
    func move(_ items: [String], to folder: String) {}
    func addFolder(named name: String) {}
    func setSubtitleDelay(_ delay: Float) {}
}

final class LibraryViewController: UITableViewController, AddToFolderDelegate, SubtitleOptionsViewControllerDelegate, UIDocumentPickerDelegate {
    private var selection: [String] = []
    let player = AVPlayer()

    func addSelectionToFolder() {
        let picker = AddToFolderViewController()
        picker.delegate = self
        present(picker, animated: true) // expect: implicit_presentation_style
    }

    func showSubtitleOptions() {
        let options = SubtitleOptionsViewController()
        options.delegate = self
        present(options, animated: true) // expect: implicit_presentation_style
    }

    func newFolder() {
        present(AddFolderViewController(), animated: true) // expect: implicit_presentation_style
    }

    func addToFolder(_ controller: AddToFolderViewController, didPick folder: String) {
        LibraryStore.shared.move(selection, to: folder)
    }

    func subtitleOptionsDidRequestFile(_ controller: SubtitleOptionsViewController) {
        controller.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.player.pause()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
            picker.delegate = self
            self.present(picker, animated: true)
        }
    }
}

final class LibraryTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: LibraryViewController())]
    }
}
