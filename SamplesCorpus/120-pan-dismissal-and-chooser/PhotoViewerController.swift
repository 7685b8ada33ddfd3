import UIKit

// Scenario 120 (a pan that dismisses is a swipe of the screen's own; a chooser is no editor).
//
// The photo viewer is a navigation controller shown as a sheet. A pan gesture recognizer
// drives its own interactive dismissal: its target is not a button the user taps but the
// swipe itself, so it is no exit (a swipe cannot skip itself). Its Done records the viewing
// time before closing; Done is the only explicit exit and does work, so the system swipe
// skips it (swipe_skips_dismiss_work).
//
// The new-owner chooser is a near miss for swipe_discards_edits: its name has "New" in it, but
// a screen that selects (Select, Picker, Chooser) picks a row rather than edits, and it has no
// input of its own. Its Done hands over the group and its Cancel only closes: the swipe equals
// Cancel, and nothing is reported.

final class AlbumViewController: UICollectionViewController {
    func showPhoto(_ photo: Photo) {
        present(PhotoViewerController(photo: photo), animated: true) // expect: implicit_presentation_style
    }

    func passOwnership(of group: Group) {
        let nav = UINavigationController(rootViewController: SelectNewOwnerViewController(group: group))
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }
}

final class PhotoViewerController: UINavigationController {
    private let photo: Photo
    private let transition = ZoomTransition()

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(
            target: self,
            action: #selector(didPan(_:)))
        view.addGestureRecognizer(pan)
        navigationBar.topItem?.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func didPan(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .began else { return }
        transition.isInteractive = true
        ViewingStats.shared.record(photo)
        dismiss(animated: true)
    }

    @objc private func doneTapped() { // expect: swipe_skips_dismiss_work
        ViewingStats.shared.record(photo)
        dismiss(animated: true)
    }
}

final class SelectNewOwnerViewController: UITableViewController {
    private let group: Group
    private var chosen: String?

    init(group: Group) {
        self.group = group
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = group.members[indexPath.row]
    }

    @objc private func cancelTapped() {
        dismiss(animated: true)
    }

    @objc private func doneTapped() {
        GroupService.shared.transfer(group, to: chosen)
        dismiss(animated: true)
    }
}

struct Photo {}

struct Group {
    var members: [String]
}

final class ZoomTransition: NSObject {
    var isInteractive = false
}

final class ViewingStats {
    static let shared = ViewingStats()
    func record(_ photo: Photo) {}
}

final class GroupService {
    static let shared = GroupService()
    func transfer(_ group: Group, to owner: String?) {}
}
