import UIKit
import MapKit

// Scenario 30, file 1 (swipe skips handlers): work hidden in completion callbacks. Close reports
// the picked location through a closure and then asks the presenting
// controller to dismiss; Done dismisses and does its work in the dismiss
// completion. A swipe runs neither.

final class LocationPickerViewController: UIViewController, MKMapViewDelegate {
    private let mapView = MKMapView()
    var completion: ((CLLocationCoordinate2D?) -> Void)?
    var onFinish: (() -> Void)?
    private var pickedCoordinate: CLLocationCoordinate2D?

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.delegate = self
        view.addSubview(mapView)
        let close = UIButton(type: .close, primaryAction: nil)
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        view.addSubview(close)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        pickedCoordinate = mapView.centerCoordinate
    }

    @objc private func closeTapped() { // expect: swipe_skips_dismiss_work
        completion?(pickedCoordinate)
        presentingViewController?.dismiss(animated: true)
    }

    @objc private func doneTapped() { // expect: swipe_skips_dismiss_work
        dismiss(animated: true) { [weak self] in
            self?.onFinish?()
        }
    }
}
