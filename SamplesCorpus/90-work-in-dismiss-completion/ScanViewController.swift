import UIKit

// Scenario 90: the work is placed in the dismissal's completion block (after the screen is
// gone): stopping the camera capture and telling the presenter. A swipe runs neither.

final class ScanViewController: UIViewController {
    var onFinish: ((String?) -> Void)?
    let capture = CaptureSession()

    @IBAction func closeTapped(_ sender: Any) { // expect: swipe_skips_dismiss_work
        dismiss(animated: true) {
            self.capture.stop()
            self.onFinish?(nil)
        }
    }
}

final class CaptureSession {
    private(set) var running = false

    func stop() {
        running = false
    }
}

final class WalletViewController: UIViewController {
    private var lastCode: String?

    func scan() {
        let scanner = ScanViewController()
        scanner.onFinish = { [weak self] code in
            self?.lastCode = code
        }
        scanner.modalPresentationStyle = .pageSheet
        present(scanner, animated: true)
    }
}
