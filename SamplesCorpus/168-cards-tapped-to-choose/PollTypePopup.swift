import UIKit

// Scenario 168 (cards a tap recognizer picks, telling one method different values).
//
// - Near miss: the poll type popup shows two cards, each with a tap recognizer whose closure
//   tells the delegate the type picked (`didSelect: .user`, `didSelect: .zap`) and closes. The
//   same method with different values: two alternatives with no Cancel, a chooser, whose
//   swipe picks neither. Nothing is reported.
// - The rating popup's one card submits the rating and closes: the only way out does work, and
//   a swipe skips it (swipe_skips_dismiss_work).
// - The consent popup's two cards answer yes or no through the same method
//   (`didAnswer: true`, `didAnswer: false`): an answer the delegate waits for, not two
//   alternatives. Every way out records the answer and a swipe records none
//   (swipe_skips_dismiss_work on each).

final class TapRecognizer: UITapGestureRecognizer {
    private let action: () -> Void

    init(action: @escaping () -> Void) {
        self.action = action
        super.init(target: nil, action: nil)
        addTarget(self, action: #selector(fire))
    }

    @objc private func fire() { action() }
}

enum PollType { case user, zap }

protocol PollTypePopupDelegate: AnyObject {
    func pollTypePopup(_ popup: PollTypePopupController, didSelect type: PollType)
}

final class PollTypePopupController: UIViewController {
    weak var delegate: PollTypePopupDelegate?
    private let userCard = UIView()
    private let zapCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(userCard)
        view.addSubview(zapCard)
        userCard.addGestureRecognizer(TapRecognizer(action: { [weak self] in
            guard let self else { return }
            self.delegate?.pollTypePopup(self, didSelect: .user)
            self.dismiss(animated: true)
        }))
        zapCard.addGestureRecognizer(TapRecognizer(action: { [weak self] in
            guard let self else { return }
            self.delegate?.pollTypePopup(self, didSelect: .zap)
            self.dismiss(animated: true)
        }))
    }
}

final class RatingStore {
    static let shared = RatingStore()
    private(set) var ratings: [Int] = []
    func submit(_ stars: Int) { ratings.append(stars) }
}

final class RatingPopupController: UIViewController {
    private let card = UIView()
    var stars = 5

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addGestureRecognizer(TapRecognizer(action: { [weak self] in // expect: swipe_skips_dismiss_work
            guard let self else { return }
            RatingStore.shared.submit(self.stars)
            self.dismiss(animated: true)
        }))
    }
}

final class DraftStore {
    static let shared = DraftStore()
    private(set) var pollType: PollType = .user
    func setPollType(_ type: PollType) { pollType = type }
}

protocol ConsentPopupDelegate: AnyObject {
    func consentPopup(_ popup: ConsentPopupController, didAnswer granted: Bool)
}

final class ConsentPopupController: UIViewController {
    weak var delegate: ConsentPopupDelegate?
    private let allowCard = UIView()
    private let denyCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(allowCard)
        view.addSubview(denyCard)
        allowCard.addGestureRecognizer(TapRecognizer(action: { [weak self] in // expect: swipe_skips_dismiss_work
            guard let self else { return }
            self.delegate?.consentPopup(self, didAnswer: true)
            self.dismiss(animated: true)
        }))
        denyCard.addGestureRecognizer(TapRecognizer(action: { [weak self] in // expect: swipe_skips_dismiss_work
            guard let self else { return }
            self.delegate?.consentPopup(self, didAnswer: false)
            self.dismiss(animated: true)
        }))
    }
}

final class ConsentStore {
    static let shared = ConsentStore()
    private(set) var answers: [Bool] = []
    func record(_ granted: Bool) { answers.append(granted) }
}

final class ComposerViewController: UIViewController, PollTypePopupDelegate, ConsentPopupDelegate {

    func choosePollType() {
        let popup = PollTypePopupController()
        popup.delegate = self
        popup.modalPresentationStyle = .pageSheet
        present(popup, animated: true)
    }

    func rate() {
        let popup = RatingPopupController()
        popup.modalPresentationStyle = .pageSheet
        present(popup, animated: true)
    }

    func askConsent() {
        let popup = ConsentPopupController()
        popup.delegate = self
        popup.modalPresentationStyle = .pageSheet
        present(popup, animated: true)
    }

    func consentPopup(_ popup: ConsentPopupController, didAnswer granted: Bool) {
        ConsentStore.shared.record(granted)
    }

    func pollTypePopup(_ popup: PollTypePopupController, didSelect type: PollType) {
        DraftStore.shared.setPollType(type)
    }
}
