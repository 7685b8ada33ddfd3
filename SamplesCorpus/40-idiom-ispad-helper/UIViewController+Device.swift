import UIKit

// Scenario 40, file 1: project helpers wrapping the idiom check. The helpers
// themselves are not findings; their use to pick a style is (file 2).

extension UIViewController {
    var isPad: Bool {
        traitCollection.userInterfaceIdiom == .pad
    }
}

enum Device {
    static var isPad: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    static var isPhone: Bool { !isPad }
}

final class ShareOptionsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 320, height: 280)
    }
}

final class UploadQueueViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
