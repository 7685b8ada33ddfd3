import UIKit

// Scenario 15, file 1 (clean): storyboard-created classes that set their style
// in awakeFromNib and in init(coder:). Both run before any presentation.

final class PaywallViewController: UIViewController {
    @IBOutlet private weak var priceLabel: UILabel!
    var price = "$4.99"

    override func awakeFromNib() {
        super.awakeFromNib()
        modalPresentationStyle = .fullScreen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        priceLabel.text = price
    }
}

final class WhatsNewViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    }
}
