import Foundation

// The onboarding handler as the screens hold it: the requirements are only declared here.
protocol OnboardingEvents: AnyObject {
    var route: String? { get set }
    var lastShown: Date? { get set }
}
