import UIKit
import MapKit

// Scenario 46: a class adopting UISheetPresentationControllerDelegate (a
// sub-protocol of UIAdaptivePresentationControllerDelegate) only to follow
// detent changes. When the sheet is swiped away the map keeps its reduced
// insets, because there is no DidDismiss.

final class StationListViewController: UITableViewController {
    var stations: [String] = []
}

final class StationMapViewController: UIViewController, UISheetPresentationControllerDelegate { // expect: missing_did_dismiss
    private let mapView = MKMapView()
    private var stations = ["Central", "Harbour", "University"]

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
    }

    @objc func showStationList() {
        let list = StationListViewController(style: .plain)
        list.stations = stations
        if let sheet = list.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        mapView.layoutMargins.bottom = view.bounds.height / 2
        present(list, animated: true)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let isLarge = sheetPresentationController.selectedDetentIdentifier == .large
        mapView.layoutMargins.bottom = isLarge ? 0 : view.bounds.height / 2
    }
}
