import Combine
import Foundation

// The handler the app makes: it publishes the tip to show, which the browser observes.
final class OnboardingEventsHandler: OnboardingEvents {
    @Published var route: String?
    var lastShown: Date?
    var routePublisher: Published<String?>.Publisher { $route }

    func show(_ tip: String) {
        route = tip
        lastShown = Date()
    }
}
