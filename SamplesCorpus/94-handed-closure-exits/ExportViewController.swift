import Combine
import UIKit

// Scenario 94: exits that are not actions. The screen hands its view model a closure that
// dismisses (`viewModel.onClose = { … }`): the view model calls onClose after cancelling the
// export job, so the Cancel that starts it does work, and nothing covers the swipe.
// Near miss: the screen also closes itself from a Combine subscription once the export
// finishes, after recording the result. That is the screen reacting to its job, not a way
// out the user takes: a swipe stands in for Cancel, not for the export finishing.

final class ExportViewModel {
    var onClose: (() -> Void)?
    let finished = PassthroughSubject<URL, Never>()
    private var job: ExportJob?

    func cancel() {
        job?.cancel()
        job = nil
        onClose?()
    }
}

final class ExportJob {
    private(set) var cancelled = false

    func cancel() {
        cancelled = true
    }
}

final class ExportViewController: UIViewController {
    let viewModel = ExportViewModel()
    private var subscriptions = Set<AnyCancellable>()
    var lastExport: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in // expect: swipe_skips_dismiss_work
            self?.viewModel.cancel()
        })
        viewModel.onClose = { [weak self] in
            self?.dismiss(animated: true)
        }
        viewModel.finished.sink { [weak self] url in
            ExportHistory.shared.record(url)
            self?.dismiss(animated: true)
        }.store(in: &subscriptions)
    }
}

final class ExportHistory {
    static let shared = ExportHistory()
    private(set) var urls: [URL] = []

    func record(_ url: URL) {
        urls.append(url)
    }
}

final class DocumentViewController: UIViewController {
    func export() {
        let exporter = ExportViewController()
        exporter.modalPresentationStyle = .formSheet
        present(exporter, animated: true)
    }
}
