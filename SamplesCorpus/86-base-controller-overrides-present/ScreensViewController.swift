import UIKit

// Scenario 86, file 2: subclasses present through the override; a plain controller does not.

final class TicketViewController: UIViewController {}
final class SeatMapViewController: UIViewController {}

final class EventViewController: BaseViewController {
    func showTicket() {
        present(TicketViewController(), animated: true)
    }

    func showSeatMap() {
        let seats = SeatMapViewController()
        self.present(seats, animated: true)
    }
}

final class VenueViewController: UIViewController {
    func showSeatMap() {
        present(SeatMapViewController(), animated: true) // expect: implicit_presentation_style
    }
}
