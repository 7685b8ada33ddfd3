import UIKit

// Scenario 40, file 2 (adapt to size class): `isPad` decides popover versus sheet, and
// `Device.isPad` decides form sheet versus full screen. Both are reported.
// `isPad` deciding the number of columns is layout, not a finding.

final class FilesViewController: UICollectionViewController {
    private var columns: Int {
        isPad ? 4 : 2
    }

    @objc func shareOptionsTapped(_ sender: UIBarButtonItem) {
        let options = ShareOptionsViewController(style: .insetGrouped)
        if isPad { // expect: idiom_presentation_style
            options.modalPresentationStyle = .popover
            options.popoverPresentationController?.barButtonItem = sender
        } else {
            options.modalPresentationStyle = .pageSheet
            options.sheetPresentationController?.detents = [.medium()]
        }
        present(options, animated: true)
    }

    @objc func uploadQueueTapped() {
        let queue = UploadQueueViewController()
        queue.modalPresentationStyle = Device.isPad ? .formSheet : .fullScreen // expect: idiom_presentation_style
        present(queue, animated: true)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = (collectionView.bounds.width - CGFloat(columns + 1) * 8) / CGFloat(columns)
        layout.itemSize = CGSize(width: width, height: width)
    }
}
