import UIKit

// The footer of the suggestions list: its button calls the delegate, the screen.
protocol SuggestionsFooterDelegate: AnyObject {
    func followAll(_ footer: SuggestionsFooterView)
}

final class SuggestionsFooterView: UITableViewHeaderFooterView {
    weak var delegate: SuggestionsFooterDelegate?
    private let button = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func buttonTapped() {
        delegate?.followAll(self)
    }
}
