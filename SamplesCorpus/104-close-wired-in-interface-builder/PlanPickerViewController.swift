import UIKit

// Scenario 104 (near misses for swipe_skips_dismiss_work).
//
// The plan picker's Close button is wired in Interface Builder to `closeScreen(_:)`, an action
// every controller gets from an extension of UIViewController. It tells the presentation
// delegate by hand what a swipe tells it too, and dismisses: a way out without work. Choosing
// a plan hands it to the presenter; the swipe equals Close, so no finding on `choose(_:)`.
//
// The scanner's Cancel closes through its presenter: the delegate's method calls a helper
// whose completion closure defaults to nil (`completion?()` then runs nothing). Its Stop
// button calls `finish(error:)`, which shows an alert only when given an error, and Stop
// passes none. Both only dismiss, as a swipe does: no finding.

protocol PlanPickerDelegate: AnyObject {
    func planPicker(_ picker: PlanPickerViewController, didChoose plan: String)
}

final class PlanPickerViewController: UIViewController {
    weak var delegate: PlanPickerDelegate?
    var plans: [String] = []

    @IBAction func choose(_ sender: UIButton) {
        delegate?.planPicker(self, didChoose: plans[sender.tag])
        dismiss(animated: true)
    }
}

extension UIViewController {
    @IBAction func closeScreen(_ sender: Any) {
        if let controller = navigationController?.presentationController ?? presentationController {
            controller.delegate?.presentationControllerDidDismiss?(controller)
        }
        dismiss(animated: true)
    }
}

protocol ScannerDelegate: AnyObject {
    func scannerDidCancel(_ scanner: ScannerViewController)
    func scanner(_ scanner: ScannerViewController, didScan code: String)
}

final class ScannerViewController: UIViewController {
    weak var delegate: ScannerDelegate?
    var onFinish: ((Error?) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Stop", style: .plain, target: self, action: #selector(stop))
    }

    @objc func cancel() {
        delegate?.scannerDidCancel(self)
    }

    @objc func stop() {
        finish()
    }

    func codeFound(_ code: String) {
        delegate?.scanner(self, didScan: code)
    }

    private func finish(error: Error? = nil) {
        if let error {
            let alert = UIAlertController(title: "Scanning failed", message: error.localizedDescription, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        dismiss(animated: true)
    }
}

final class AccountViewController: UIViewController, PlanPickerDelegate, ScannerDelegate {
    private var plan: String?
    private var scanner: ScannerViewController?

    func changePlan() {
        let storyboard = UIStoryboard(name: "Plans", bundle: nil)
        let picker = storyboard.instantiateViewController(withIdentifier: "PlanPickerViewController") as! PlanPickerViewController
        picker.delegate = self
        picker.modalPresentationStyle = .formSheet
        present(picker, animated: true)
    }

    func planPicker(_ picker: PlanPickerViewController, didChoose plan: String) {
        self.plan = plan
    }

    func scan() {
        let scanner = ScannerViewController()
        scanner.delegate = self
        self.scanner = scanner
        let navigation = UINavigationController(rootViewController: scanner)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func scannerDidCancel(_ scanner: ScannerViewController) {
        dismissScanner(animated: true)
    }

    func scanner(_ scanner: ScannerViewController, didScan code: String) {
        plan = code
        dismissScanner(animated: true)
    }

    private func dismissScanner(animated: Bool, completion: (() -> Void)? = nil) {
        guard scanner?.presentingViewController != nil else {
            completion?()
            return
        }
        dismiss(animated: animated, completion: completion)
    }
}
