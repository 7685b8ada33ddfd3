import UIKit

// Scenario 32 (clean): a page sheet whose handlers are all safe to skip.
// Close and Cancel only dismiss; Save Draft does work but does not dismiss,
// so there is no button path that a swipe could bypass.

final class DraftStore {
    private var drafts: [String] = []

    func keep(_ text: String) {
        drafts.append(text)
    }
}

final class DraftViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!
    var store: DraftStore?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save Draft", style: .plain, target: self, action: #selector(saveDraft(_:)))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }

    @IBAction func cancel(_ sender: UIButton) {
        presentingViewController?.dismiss(animated: true, completion: nil)
    }

    @IBAction func saveDraft(_ sender: Any) {
        store?.keep(textView.text)
        navigationItem.rightBarButtonItem?.isEnabled = false
    }
}

final class ComposeLauncherViewController: UIViewController {
    private let store = DraftStore()

    @IBAction func composeTapped(_ sender: UIButton) {
        let draft = UIStoryboard(name: "Compose", bundle: nil)
            .instantiateViewController(withIdentifier: "Draft") as! DraftViewController
        draft.store = store
        let navigation = UINavigationController(rootViewController: draft)
        navigation.modalPresentationStyle = .pageSheet
        present(navigation, animated: true)
    }
}
