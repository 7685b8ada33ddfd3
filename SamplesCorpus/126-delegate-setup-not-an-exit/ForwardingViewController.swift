import UIKit

// Scenario 126 (a delegate's set-up is not its Done / Cancel path).
//
// - The forwarding screen is its own presentation's delegate: it refuses the swipe while
//   recipients are chosen or text is typed (`presentationControllerShouldDismiss`), and its
//   Cancel only closes. `viewDidLoad` lays out the views and starts observing the model (a
//   helper that also records that it did), whose change handler closes the screen once the
//   model says so: that is set-up, not a way out that does work, so the missing DidDismiss
//   loses nothing. No finding.
// - The draft screen's delegate (the presenter) has a method of its own that closes the draft
//   after clearing it: a completed swipe skips that, and the delegate has no DidDismiss
//   (missing_did_dismiss).

final class ForwardingViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let model = ForwardingModel()
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.presentationController?.delegate = self
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        observeModel()
    }

    private func observeModel() {
        UserDefaults.standard.set(true, forKey: "forwardingObserved")
        model.onChange = { [weak self] in
            self?.updateDismiss()
        }
    }

    private func updateDismiss() {
        if model.shouldDismiss {
            dismiss(animated: true)
        }
    }

    @objc private func cancelTapped() {
        dismiss(animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        model.selected.isEmpty && model.text.isEmpty
    }
}

final class ForwardingModel {
    var selected: [String] = []
    var text = ""
    var shouldDismiss = false
    var onChange: (() -> Void)?
}

final class ChatViewController: UIViewController, UIAdaptivePresentationControllerDelegate { // expect: missing_did_dismiss
    private var draft: String?

    func forward() {
        let forwarding = ForwardingViewController()
        let navigation = UINavigationController(rootViewController: forwarding)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func compose() {
        let editor = UIViewController()
        editor.modalPresentationStyle = .pageSheet
        editor.presentationController?.delegate = self
        draft = ""
        present(editor, animated: true)
    }

    func draftDidCancel() {
        draft = nil
        UserDefaults.standard.removeObject(forKey: "draft")
        dismiss(animated: true)
    }
}
