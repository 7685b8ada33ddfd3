import UIKit

// Scenario 61 (clean): WillDismiss only starts a visual change alongside the
// dismissal animation and undoes it if the swipe is cancelled. The final work
// (applying the new queue order) is in DidDismiss.

final class QueueEditorViewController: UITableViewController {
    var queue: [String] = []
}

final class PlayerQueueHostViewController: UIViewController {
    private let dimmingView = UIView()
    private var queue = ["Intro", "Verse", "Chorus"]
    private weak var editor: QueueEditorViewController?

    @objc func editQueue() {
        let queueEditor = QueueEditorViewController(style: .plain)
        queueEditor.queue = queue
        queueEditor.modalPresentationStyle = .formSheet
        queueEditor.presentationController?.delegate = self
        editor = queueEditor
        dimmingView.alpha = 1
        present(queueEditor, animated: true)
    }
}

extension PlayerQueueHostViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        let coordinator = presentationController.presentedViewController.transitionCoordinator
        coordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
        }, completion: { [weak self] context in
            if context.isCancelled {
                self?.dimmingView.alpha = 1
            }
        })
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if let reordered = editor?.queue {
            queue = reordered
        }
    }
}
