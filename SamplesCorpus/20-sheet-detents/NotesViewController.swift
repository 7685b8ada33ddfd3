import UIKit

// Scenario 20 (clean): the sheet is configured through
// `sheetPresentationController` (detents, grabber), on the presented
// controller in one case and on its navigation container in the other. The
// author clearly wants a card.

final class ColorPaletteViewController: UICollectionViewController {
    var onPick: ((UIColor) -> Void)?
}

final class FormattingViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Format"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
        )
    }
}

final class NotesViewController: UIViewController {
    private let textView = UITextView()

    @objc func pickColor() {
        let layout = UICollectionViewFlowLayout()
        let palette = ColorPaletteViewController(collectionViewLayout: layout)
        palette.onPick = { [weak self] color in self?.textView.textColor = color }
        if let sheet = palette.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(palette, animated: true)
    }

    @objc func showFormatting() {
        let formatting = UINavigationController(rootViewController: FormattingViewController(style: .insetGrouped))
        formatting.sheetPresentationController?.detents = [.medium()]
        formatting.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        present(formatting, animated: true)
    }
}
