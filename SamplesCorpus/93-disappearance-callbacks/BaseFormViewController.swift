import UIKit

// Scenario 93, file 1: a base class whose viewWillDisappear does unrelated housekeeping (it
// stops observing the keyboard). An override anywhere in the chain covers only the work it
// does itself, so this one covers nothing.

class BaseFormViewController: UIViewController {
    private var keyboardObserver: NSObjectProtocol?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let observer = keyboardObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}
