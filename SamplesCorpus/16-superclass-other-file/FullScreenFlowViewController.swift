import UIKit

// Scenario 16, file 1: an app-wide base class for flows that must cover the
// screen. It sets the style in both initialisers; subclasses inherit it.

class FullScreenFlowViewController: UIViewController {
    var flowIdentifier: String { String(describing: type(of: self)) }

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .fullScreen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        Analytics.track("flow_started", ["flow": flowIdentifier])
    }
}

enum Analytics {
    static func track(_ event: String, _ properties: [String: String] = [:]) {
        #if DEBUG
        print("[analytics]", event, properties)
        #endif
    }
}
