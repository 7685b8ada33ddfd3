import UIKit
import Eureka

// Scenario 99: the feedback screen is built on a form library's controller
// (`FormViewController`, declared outside the project). It is a screen all the same: presented
// as a page sheet in a navigation controller, its Later button postpones the reminder and its
// Send button submits the answers. Every way out does work, and nothing blocks or observes
// the swipe, which does neither.

final class FeedbackStore {
    private(set) var answers: [String] = []
    private(set) var remindLater = false

    func submit(_ text: String) { answers.append(text) }
    func postpone() { remindLater = true }
}

final class FeedbackViewController: FormViewController {
    private let store: FeedbackStore
    private var text = ""

    init(store: FeedbackStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Later", style: .plain, target: self, action: #selector(later))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
    }

    @objc private func later() { // expect: swipe_skips_dismiss_work
        store.postpone()
        dismiss(animated: true)
    }

    @objc private func send() { // expect: swipe_skips_dismiss_work
        store.submit(text)
        dismiss(animated: true)
    }
}

final class HomeViewController: UIViewController {
    private let store = FeedbackStore()

    func askForFeedback() {
        let navigation = UINavigationController(rootViewController: FeedbackViewController(store: store))
        navigation.modalPresentationStyle = .pageSheet
        present(navigation, animated: true)
    }
}
