import UIKit

// Scenario 78, file 2: the call sites, two and three wrappers away from UIKit.

final class InboxViewController: UITableViewController {
    var router: AppRouter!
    var presenter: ModalPresenter!

    func showFilters() {
        let filters = InboxFiltersViewController()
        router.route(to: filters) // expect: implicit_presentation_style
    }

    func showComposer() {
        let composer = MessageComposerViewController()
        composer.modalPresentationStyle = .fullScreen
        router.route(to: composer)
    }

    func showLabels() {
        presenter.presentInNavigation(LabelPickerViewController()) // expect: implicit_presentation_style
    }

    func showOnboarding() {
        presenter.presentCovering(InboxOnboardingViewController())
    }

    func showAttachment(fullScreen: Bool) {
        let viewer = AttachmentViewerViewController()
        presenter.presentMaybeCovering(viewer, cover: fullScreen) // expect: implicit_presentation_style
    }

    func showSearchHelp() {
        let alert = UIAlertController(title: "Search", message: "Type a sender or a subject.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        router.route(to: alert)
    }
}

final class InboxFiltersViewController: UIViewController {}
final class MessageComposerViewController: UIViewController {}
final class LabelPickerViewController: UITableViewController {}
final class InboxOnboardingViewController: UIViewController {}
final class AttachmentViewerViewController: UIViewController {}
