import UIKit

// Scenario 07, file 1 (style read at presentation): the presented class sets its own style, but in
// viewDidLoad. UIKit read the style when the presentation began, before the
// view loaded, so the first presentation is still a page sheet.

final class OnboardingViewController: UIPageViewController {
    private var pages: [UIViewController] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .fullScreen // expect: style_set_too_late
        view.backgroundColor = .systemIndigo
        pages = (1...3).map { index in
            let page = UIViewController()
            page.title = "Step \(index)"
            return page
        }
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false)
        }
    }

    var pageCount: Int { pages.count }
}
