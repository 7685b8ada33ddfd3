import UIKit
import AVFoundation

// Scenario 173 (work in a dismiss override).
//
// - The player's Close calls `dismiss(animated:)`, which the player overrides to stop the
//   audio before closing. A swipe never calls that override: the audio plays on after the
//   sheet is gone (swipe_skips_dismiss_work).
// - Near miss: the player's menu actions (speed, skip length) set a value and rebuild the bar
//   buttons, Close among them. Building the Close action does not run it: the menu actions
//   are no ways out and nothing is reported at them.
// - Near miss: the notes viewer overrides `dismiss(animated:completion:)` only to call
//   `super`: its Close does no work, and the swipe loses nothing.

final class PlayerViewController: UIViewController {
    private let player: AVAudioPlayer
    private var speed: Float = 1
    private var skip: TimeInterval = 15

    init(player: AVAudioPlayer) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpBarButtons()
        player.play()
    }

    func setUpBarButtons() {
        let speeds = [Float(1), 1.5, 2].map { rate in
            UIAction(title: "\(rate)×", state: speed == rate ? .on : .off) { _ in
                self.speed = rate
                self.setUpBarButtons()
            }
        }
        let skips = [TimeInterval(15), 30].map { seconds in
            UIAction(title: "\(Int(seconds)) s", state: skip == seconds ? .on : .off) { _ in
                self.skip = seconds
                self.setUpBarButtons()
            }
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: speeds + skips))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in // expect: swipe_skips_dismiss_work
            self.dismiss(animated: true)
        })
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        player.stop()
        super.dismiss(animated: flag, completion: completion)
    }
}

final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in
            self.dismiss(animated: true)
        })
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
}

final class LibraryViewController: UIViewController {
    func play(_ player: AVAudioPlayer) {
        present(UINavigationController(rootViewController: PlayerViewController(player: player)), animated: true) // expect: implicit_presentation_style
    }

    func showNotes() {
        let notes = UINavigationController(rootViewController: NotesViewController())
        notes.modalPresentationStyle = .formSheet
        present(notes, animated: true)
    }
}
