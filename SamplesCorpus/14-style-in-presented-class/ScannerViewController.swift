import UIKit

// Scenario 14, file 1 (clean): the presented classes decide their own style,
// early enough: one in its designated initialiser, one by overriding the
// property so that every presentation reads the same value.

final class ScannerViewController: UIViewController {
    private let sessionQueue = DispatchQueue(label: "scanner.session")

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .fullScreen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

final class ReceiptPreviewViewController: UIViewController {
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .overFullScreen }
        set { /* always covers the screen */ }
    }

    var image: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIImageView(image: image))
    }
}
