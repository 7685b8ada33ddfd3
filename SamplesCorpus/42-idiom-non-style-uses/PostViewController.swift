import UIKit

// Scenario 42 (clean): the idiom decides plenty here, but never a presentation
// style: layout constants, the alert controller's own style (alert vs action
// sheet), and the popover anchor an action sheet needs on iPad.

final class PostViewController: UIViewController {
    private let isPad = UIDevice.current.userInterfaceIdiom == .pad
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let inset: CGFloat = traitCollection.userInterfaceIdiom == .pad ? 48 : 16
        imageView.frame = view.bounds.insetBy(dx: inset, dy: inset)
        view.addSubview(imageView)
    }

    @objc func deleteTapped(_ sender: UIBarButtonItem) {
        let confirm = UIAlertController(title: "Delete post?",
                                        message: "This cannot be undone.",
                                        preferredStyle: isPad ? .alert : .actionSheet)
        confirm.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(confirm, animated: true)
    }

    @objc func moreTapped(_ sender: UIButton) {
        let menu = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        menu.addAction(UIAlertAction(title: "Copy Link", style: .default) { _ in
            UIPasteboard.general.string = "https://example.com/p/1"
        })
        menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if UIDevice.current.userInterfaceIdiom == .pad {
            menu.popoverPresentationController?.sourceView = sender
            menu.popoverPresentationController?.sourceRect = sender.bounds
        }
        present(menu, animated: true)
    }

    @objc func shareTapped(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [imageView.image as Any], applicationActivities: nil)
        if UI_USER_INTERFACE_IDIOM() == .pad {
            activity.popoverPresentationController?.barButtonItem = sender
        }
        present(activity, animated: true)
    }
}
