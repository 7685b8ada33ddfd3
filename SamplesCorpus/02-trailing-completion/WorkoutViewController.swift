import UIKit

// Scenario 02: presentations written with a trailing completion closure and
// with the call split over several lines. The finding sits on the line that
// holds the `present` name.

final class WorkoutSummaryViewController: UIViewController {
    var distanceInMeters: Double = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 120))
        label.numberOfLines = 0
        label.text = String(format: "%.1f km", distanceInMeters / 1000)
        view.addSubview(label)
    }
}

final class ShareCardViewController: UIViewController {
    let image: UIImage

    init(image: UIImage) {
        self.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func loadView() {
        view = UIImageView(image: image)
    }
}

final class WorkoutViewController: UIViewController {
    private var sessionTimer: Timer?
    private var meters: Double = 0

    func finishWorkout() {
        let summary = WorkoutSummaryViewController()
        summary.distanceInMeters = meters
        present(summary, animated: true) { [weak self] in // expect: implicit_presentation_style
            self?.sessionTimer?.invalidate()
            self?.sessionTimer = nil
        }
    }

    @objc func shareTapped(_ sender: UIBarButtonItem) {
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds)
        let snapshot = renderer.image { ctx in view.layer.render(in: ctx.cgContext) }
        let card = ShareCardViewController(image: snapshot)
        self.present( // expect: implicit_presentation_style
            card,
            animated: true,
            completion: nil
        )
    }
}
