import UIKit

// Scenario 145: the import flow (see ModalStyling.swift).

final class ImportSummaryViewController: UIViewController {
    var onImport: (() -> Void)?

    @IBAction func importTapped(_ sender: Any) {
        onImport?()
        dismiss(animated: true)
    }
}

final class LegacyImportSummaryViewController: UIViewController {
    var onImport: (() -> Void)?

    @IBAction func importTapped(_ sender: Any) { // expect: swipe_skips_dismiss_work
        onImport?()
        dismiss(animated: true)
    }
}

final class ImportHistoryViewController: UITableViewController {}

final class TokenStore {
    func importCodes(_ codes: [String]) {}
}

final class ImportFlowController {
    weak var viewController: UIViewController?
    private let store = TokenStore()

    func showSummary(codes: [String]) {
        let summary = ImportSummaryViewController()
        summary.onImport = { [weak self] in self?.store.importCodes(codes) }
        configure(summary)
        viewController?.present(summary, animated: true)
    }

    func showSummaryAgain(codes: [String]) {
        let summary = ImportSummaryViewController()
        summary.onImport = { [weak self] in self?.store.importCodes(codes) }
        prepareForImport(summary)
        viewController?.present(summary, animated: true)
    }

    func showLegacySummary(codes: [String]) {
        let summary = LegacyImportSummaryViewController()
        summary.onImport = { [weak self] in self?.store.importCodes(codes) }
        decorate(summary)
        viewController?.present(summary, animated: true) // expect: implicit_presentation_style
    }

    func showHistory() {
        let history = UINavigationController()
        history.pushViewController(ImportHistoryViewController(), animated: false)
        viewController?.present(history, animated: true) // expect: implicit_presentation_style
    }

    private func configure(_ vc: UIViewController) {
        vc.view.backgroundColor = .systemBackground
        vc.configureAsModal()
    }

    private func prepareForImport(_ controller: UIViewController) {
        configure(controller)
    }

    private func decorate(_ vc: UIViewController) {
        vc.view.backgroundColor = .systemBackground
    }
}

final class ImportSettingsViewController: UIViewController {
    private let flow = ImportFlowController()

    override func viewDidLoad() {
        super.viewDidLoad()
        flow.viewController = self
    }
}
