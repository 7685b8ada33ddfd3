import UIKit

// Scenario 39 (adapt to size class): a computed property switches on the idiom to pick the
// style, and the result is assigned at the call site. The finding is on the
// `switch` that decides.

final class TableOfContentsViewController: UITableViewController {
    var chapters: [String] = []
}

final class ReaderViewController: UIViewController {
    private var chapters = ["Prologue", "The Harbour", "Low Tide"]

    private var contentsPresentationStyle: UIModalPresentationStyle {
        switch UIDevice.current.userInterfaceIdiom { // expect: idiom_presentation_style
        case .pad, .mac:
            return .formSheet
        case .phone:
            return .fullScreen
        default:
            return .fullScreen
        }
    }

    @objc func contentsTapped() {
        let contents = TableOfContentsViewController(style: .plain)
        contents.chapters = chapters
        let navigation = UINavigationController(rootViewController: contents)
        navigation.modalPresentationStyle = contentsPresentationStyle
        present(navigation, animated: true)
    }

    private var pageMargin: CGFloat {
        switch traitCollection.userInterfaceIdiom {
        case .pad: return 64
        default: return 20
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: pageMargin, bottom: 0, right: pageMargin)
    }
}
