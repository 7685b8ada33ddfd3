import UIKit

// Scenario 41 (adapt to size class): screen size instead of the idiom. The screen never changes
// size in split screen or Slide Over, so the decision is as wrong as an idiom
// check.

final class AttachmentBrowserViewController: UICollectionViewController {}

final class ConversationInfoViewController: UITableViewController {
    var participants: [String] = []
}

final class MessagesViewController: UIViewController {
    private var participants = ["Ines", "Tomasz"]

    @objc func attachTapped() {
        let layout = UICollectionViewFlowLayout()
        let browser = UINavigationController(rootViewController: AttachmentBrowserViewController(collectionViewLayout: layout))
        if UIScreen.main.bounds.width > 700 { // expect: idiom_presentation_style
            browser.modalPresentationStyle = .formSheet
        } else {
            browser.modalPresentationStyle = .fullScreen
        }
        present(browser, animated: true)
    }

    @objc func infoTapped() {
        let info = ConversationInfoViewController(style: .insetGrouped)
        info.participants = participants
        let shortestSide = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
        info.modalPresentationStyle = shortestSide >= 768 ? .formSheet : .overFullScreen // expect: idiom_presentation_style
        present(info, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "info.circle"), style: .plain,
            target: self, action: #selector(infoTapped))
    }
}
