import UIKit

// Scenario 84: a style or delegate set on a local before a closure that presents it
// applies inside the closure.

final class ReceiptPreviewViewController: UIViewController {}
final class ReceiptEditorViewController: UIViewController {}
final class ReceiptShareViewController: UIViewController {}

final class ReceiptViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let renderer = ReceiptRenderer()

    func preview() {
        let preview = ReceiptPreviewViewController()
        preview.modalPresentationStyle = .overFullScreen
        renderer.render { [weak self] in
            self?.present(preview, animated: true)
        }
    }

    func edit() {
        let editor = ReceiptEditorViewController()
        editor.presentationController?.delegate = self
        DispatchQueue.main.async {
            self.present(editor, animated: true)
        }
    }

    func share() {
        let share = ReceiptShareViewController()
        renderer.render {
            self.present(share, animated: true) // expect: implicit_presentation_style
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        renderer.reset()
    }
}

final class ReceiptRenderer {
    func render(completion: @escaping () -> Void) {
        DispatchQueue.global().async {
            DispatchQueue.main.async(execute: completion)
        }
    }

    func reset() {}
}
