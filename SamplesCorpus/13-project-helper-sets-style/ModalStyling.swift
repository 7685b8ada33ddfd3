import UIKit

// Scenario 13, file 1: project helpers that set the style. One is a chaining
// extension returning `Self`, the other a free function that configures its
// argument in place. Both are resolvable in the project.

extension UIViewController {
    @discardableResult
    func withPresentationStyle(_ style: UIModalPresentationStyle) -> Self {
        modalPresentationStyle = style
        return self
    }
}

enum ModalStyling {
    static func prepareForCover(_ controller: UIViewController) {
        controller.modalPresentationStyle = .fullScreen
        controller.modalTransitionStyle = .coverVertical
        controller.view.backgroundColor = .systemBackground
    }

    static func wrapped(_ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.modalPresentationStyle = .formSheet
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}

final class TicketViewController: UIViewController {
    var ticketCode = ""
}

final class SeatMapViewController: UIViewController {
    var flightNumber = ""
}
