import UIKit

// Scenario 37 (adapt to size class): the style comes out of a ternary on the trait collection's
// idiom. Same hazard as an `if`, different shape.

final class CropViewController: UIViewController {
    var image: UIImage?
}

final class AdjustmentsViewController: UITableViewController {
    var exposure: Float = 0
}

final class PhotoEditorHostViewController: UIViewController {
    private var image = UIImage(systemName: "photo")

    @objc func cropTapped() {
        let crop = CropViewController()
        crop.image = image
        crop.modalPresentationStyle = traitCollection.userInterfaceIdiom == .pad ? .formSheet : .fullScreen // expect: idiom_presentation_style
        present(crop, animated: true)
    }

    @objc func adjustTapped(_ sender: UIBarButtonItem) {
        let adjustments = AdjustmentsViewController(style: .grouped)
        let isTablet = view.traitCollection.userInterfaceIdiom == .pad
        adjustments.tableView.rowHeight = isTablet ? 56 : 44
        adjustments.modalPresentationStyle = .formSheet
        present(adjustments, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "crop"), style: .plain, target: self, action: #selector(cropTapped)),
            UIBarButtonItem(image: UIImage(systemName: "slider.horizontal.3"), style: .plain, target: self, action: #selector(adjustTapped(_:))),
        ]
    }
}
