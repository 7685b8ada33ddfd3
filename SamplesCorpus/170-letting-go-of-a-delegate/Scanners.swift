import UIKit
import AVFoundation
import CoreLocation

// Scenario 170 (letting go of a delegate on the way out).
//
// - Near miss: the code scanner's Cancel stops listening to its own capture output
//   (`output.setMetadataObjectsDelegate(nil, queue: nil)`) and its location manager
//   (`locationManager.delegate = nil`) before closing. That is no work the presenter is owed:
//   the swipe equals this Cancel, and nothing is reported, though the scanner's other way out
//   (a code found) hands the account to the presenter.
// - The badge scanner's Cancel also tells the presenter it was cancelled: a swipe skips that
//   (swipe_skips_dismiss_work).

protocol ScannerDelegate: AnyObject {
    func scannerDidFind(_ code: String)
    func scannerDidCancel()
}

final class CodeScannerViewController: UIViewController, AVCaptureMetadataOutputObjectsDelegate, CLLocationManagerDelegate {
    weak var delegate: ScannerDelegate?
    private let output = AVCaptureMetadataOutput()
    private let locationManager = CLLocationManager()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        output.setMetadataObjectsDelegate(self, queue: .main)
        locationManager.delegate = self
    }

    @objc func cancel() {
        output.setMetadataObjectsDelegate(nil, queue: nil)
        locationManager.delegate = nil
        presentingViewController?.dismiss(animated: true)
    }

    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
        guard let code = (objects.first as? AVMetadataMachineReadableCodeObject)?.stringValue else { return }
        output.setMetadataObjectsDelegate(nil, queue: nil)
        delegate?.scannerDidFind(code)
        presentingViewController?.dismiss(animated: true)
    }
}

final class BadgeScannerViewController: UIViewController, AVCaptureMetadataOutputObjectsDelegate {
    weak var delegate: ScannerDelegate?
    private let output = AVCaptureMetadataOutput()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        output.setMetadataObjectsDelegate(self, queue: .main)
    }

    @objc func cancel() { // expect: swipe_skips_dismiss_work
        output.setMetadataObjectsDelegate(nil, queue: nil)
        delegate?.scannerDidCancel()
        presentingViewController?.dismiss(animated: true)
    }

    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
        guard let code = (objects.first as? AVMetadataMachineReadableCodeObject)?.stringValue else { return }
        delegate?.scannerDidFind(code)
        presentingViewController?.dismiss(animated: true)
    }
}

final class AccountsViewController: UIViewController, ScannerDelegate {
    private(set) var accounts: [String] = []

    func scanCode() {
        let scanner = CodeScannerViewController()
        scanner.delegate = self
        present(UINavigationController(rootViewController: scanner), animated: true) // expect: implicit_presentation_style
    }

    func scanBadge() {
        let scanner = BadgeScannerViewController()
        scanner.delegate = self
        present(UINavigationController(rootViewController: scanner), animated: true) // expect: implicit_presentation_style
    }

    func scannerDidFind(_ code: String) { accounts.append(code) }
    func scannerDidCancel() { accounts.removeAll() }
}
