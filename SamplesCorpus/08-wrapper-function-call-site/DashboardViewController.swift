import UIKit

// Scenario 08, file 2: three call sites of the wrapper. Only the one passing an
// unstyled controller straight into `show` is reported, on the wrapper call.

final class DashboardViewController: UIViewController {
    private var selectedReport = "weekly"

    @objc func openReport() {
        let report = ReportViewController()
        report.reportID = selectedReport
        show(report) // expect: implicit_presentation_style
    }

    @objc func openReportFullScreen() {
        let report = ReportViewController()
        report.reportID = selectedReport
        showFullScreen(report)
    }

    @objc func openArchivedReport() {
        let report = ReportViewController()
        report.reportID = "archive"
        report.modalPresentationStyle = .overFullScreen
        show(report)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Open report", for: .normal)
        button.addTarget(self, action: #selector(openReport), for: .touchUpInside)
        view.addSubview(button)
    }
}
