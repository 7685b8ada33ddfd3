import UIKit
import Combine

// Scenario 157 (subscriptions: the user's taps and the screen's state).
//
// - The booking sheet subscribes to its Cancel button's taps (`cancelButton.tapPublisher
//   .sink { … }`): the closure is a way out the user takes. It tells the presenter the
//   booking was abandoned before closing, and nothing covers the swipe
//   (swipe_skips_dismiss_work).
// - Near miss: the same sheet closes itself once its fetch finishes
//   (`fetchInfo().sink(receiveCompletion:)`), and its state subscription (`$state.sink`)
//   rebuilds the content. Neither is a way out the user picks, so neither is an exit a
//   swipe could stand in for.

protocol BookingFlowDelegate: AnyObject {
    func bookingWasAbandoned()
    func bookingLinkOpened()
}

final class TapButton: UIButton {
    let tapPublisher = PassthroughSubject<Void, Never>()
}

final class BookingService {
    func fetchInfo() -> AnyPublisher<String, Error> { Empty().eraseToAnyPublisher() }
}

final class TestBookingFlowViewController: UIViewController {
    enum State { case loading, failed }
    weak var delegate: BookingFlowDelegate?
    private let service = BookingService()
    private let cancelButton = TapButton()
    @Published private var state = State.loading
    private var cancellables: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        cancelButton.tapPublisher
            .sink { [weak self] in // expect: swipe_skips_dismiss_work
                self?.delegate?.bookingWasAbandoned()
                self?.dismiss(animated: true)
            }
            .store(in: &cancellables)
        $state
            .sink { [weak self] state in
                self?.show(state)
            }
            .store(in: &cancellables)
        fetch()
    }

    private func show(_ state: State) {
        title = state == .loading ? "Loading" : "Failed"
    }

    private func fetch() {
        service.fetchInfo()
            .sink(receiveCompletion: { [weak self] completion in
                guard let self else { return }
                if case .finished = completion {
                    self.delegate?.bookingLinkOpened()
                    self.dismiss(animated: false)
                } else {
                    self.state = .failed
                }
            }, receiveValue: { _ in })
            .store(in: &cancellables)
    }
}

final class BookingStore {
    private(set) var pending: [String] = []
    func cancelPending() { pending.removeAll() }
}

final class TestResultViewController: UIViewController, BookingFlowDelegate {
    private let store = BookingStore()

    func bookTest() {
        let flow = TestBookingFlowViewController()
        flow.delegate = self
        present(flow, animated: true) // expect: implicit_presentation_style
    }

    func bookingWasAbandoned() { store.cancelPending() }
    func bookingLinkOpened() { store.cancelPending() }
}
