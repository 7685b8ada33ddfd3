import UIKit

// Scenario 124 (a controller that only a container of the project makes).
//
// - `PromptContainer` is a navigation controller that makes its content controller itself,
//   as its root, and sets `.overFullScreen` in its initialiser. The content's Close tells the
//   container's delegate, but the content is never presented on its own: it is shown wherever
//   the container is, full screen, and nothing can swipe it away. No finding.
// - `BannerContainer` makes its content the same way but leaves the style alone, and is
//   presented as a default sheet (implicit_presentation_style): the content's Close, which
//   tells the delegate, is lost to a swipe (swipe_skips_dismiss_work). Its pan handler, wired
//   to the scroll view's `panGestureRecognizer.addTarget(…)`, is its own interactive
//   dismissal, not a button: not reported.

protocol PromptDelegate: AnyObject {
    func promptDidClose()
    func promptDidDismiss()
}

final class PromptContainer: UINavigationController {
    private let content: PromptContentViewController = {
        let controller = PromptContentViewController()
        return controller
    }()

    weak var promptDelegate: PromptDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        viewControllers = [content]
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
        content.delegate = self
    }

    required init?(coder aDecoder: NSCoder) { nil }
}

extension PromptContainer: PromptContentDelegate {
    func contentDidClose() { promptDelegate?.promptDidClose() }
    func contentDidDismiss() { promptDelegate?.promptDidDismiss() }
}

protocol PromptContentDelegate: AnyObject {
    func contentDidClose()
    func contentDidDismiss()
}

final class PromptContentViewController: UIViewController {
    weak var delegate: PromptContentDelegate?
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        view.addSubview(close)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
        view.addGestureRecognizer(pan)
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(panned(_:)))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
        delegate?.contentDidClose()
    }

    @objc private func panned(_ sender: UIPanGestureRecognizer) {
        guard sender.state == .ended, sender.translation(in: view).y > 200 else { return }
        dismiss(animated: true)
        delegate?.contentDidDismiss()
    }
}

final class BannerContainer: UINavigationController {
    private let content = BannerContentViewController()
    weak var promptDelegate: PromptDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        viewControllers = [content]
        content.delegate = self
    }

    required init?(coder aDecoder: NSCoder) { nil }
}

extension BannerContainer: BannerContentDelegate {
    func bannerDidClose() { promptDelegate?.promptDidClose() }
}

protocol BannerContentDelegate: AnyObject {
    func bannerDidClose()
}

final class BannerContentViewController: UIViewController {
    weak var delegate: BannerContentDelegate?
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        view.addSubview(close)
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(pulledDown(_:)))
    }

    @objc private func pulledDown(_ sender: UIPanGestureRecognizer) {
        guard sender.state == .ended, scrollView.contentOffset.y < -120 else { return }
        dismiss(animated: true)
        delegate?.bannerDidClose()
    }

    @objc private func closeTapped() { // expect: swipe_skips_dismiss_work
        dismiss(animated: true)
        delegate?.bannerDidClose()
    }
}

final class HomeViewController: UIViewController, PromptDelegate {
    private var closedPrompts = 0

    func showPrompt() {
        let prompt = PromptContainer(nibName: nil, bundle: nil)
        prompt.promptDelegate = self
        present(prompt, animated: true)
    }

    func showBanner() {
        let banner = BannerContainer(nibName: nil, bundle: nil)
        banner.promptDelegate = self
        present(banner, animated: true) // expect: implicit_presentation_style
    }

    func promptDidClose() {
        closedPrompts += 1
        reloadBadges()
    }

    func promptDidDismiss() {
        closedPrompts += 1
        reloadBadges()
    }

    private func reloadBadges() {
        navigationItem.title = "\(closedPrompts)"
    }
}
