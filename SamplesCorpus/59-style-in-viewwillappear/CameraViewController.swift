import UIKit

// Scenario 59, file 1 (style read at presentation): the camera screen sets its style in
// viewWillAppear, long after UIKit chose the presentation controller.

final class CameraViewController: UIViewController {
    private let previewLayer = CALayer()
    var flashEnabled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.layer.addSublayer(previewLayer)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        modalPresentationStyle = .fullScreen // expect: style_set_too_late
        setNeedsStatusBarAppearanceUpdate()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewLayer.frame = view.bounds
    }

    override var prefersStatusBarHidden: Bool { true }
}
