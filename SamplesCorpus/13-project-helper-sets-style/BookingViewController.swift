import UIKit

// Scenario 13, file 2 (clean): every call site goes through a helper that sets
// the style, in another file.

final class BookingViewController: UIViewController {
    private let flight = "LH 400"

    @objc func showTicket() {
        let ticket = TicketViewController()
        ticket.ticketCode = "QX7R2P"
        present(ticket.withPresentationStyle(.overFullScreen), animated: true)
    }

    @objc func showSeatMap() {
        let seats = SeatMapViewController()
        seats.flightNumber = flight
        ModalStyling.prepareForCover(seats)
        present(seats, animated: true)
    }

    @objc func showSeatMapInForm() {
        let seats = SeatMapViewController()
        seats.flightNumber = flight
        let navigation = ModalStyling.wrapped(seats)
        present(navigation, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = flight
    }
}
