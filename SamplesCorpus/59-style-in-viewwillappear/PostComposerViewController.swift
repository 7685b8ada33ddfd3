import UIKit

// Scenario 59, file 2: the call site relies on the camera to pick its own
// style, which it does too late.

final class PostComposerViewController: UIViewController {
    private var attachments: [UIImage] = []

    @IBAction func cameraTapped(_ sender: UIBarButtonItem) {
        let camera = CameraViewController()
        camera.flashEnabled = UserDefaults.standard.bool(forKey: "camera.flash")
        present(camera, animated: true) // expect: implicit_presentation_style
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .camera,
            target: self,
            action: #selector(cameraTapped(_:))
        )
    }

    var attachmentCount: Int {
        attachments.count
    }
}
