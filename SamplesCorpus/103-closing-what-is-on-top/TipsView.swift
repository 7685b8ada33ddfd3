import SwiftUI
import UIKit

// Scenario 103 (near misses for swipe_skips_dismiss_work).
//
// The tips sheet is a SwiftUI view in a hosting controller. Its Done button closes it through
// `presentationMode.wrappedValue.dismiss()` and does nothing else; picking a tip hands it to
// the presenter and closes the sheet. Done is a way out without work, so a swipe loses nothing
// Done would not: no finding on the tip's button.
//
// The sign-in screen closes whatever it presented on top (a web page) before showing an
// error: `presentedViewController?.dismiss(…)` closes that page, not the screen, so the error
// handler is not an exit of the screen.

struct TipsView: View {
    @Environment(\.presentationMode) var presentationMode
    let tips: [String]
    let onSelect: (String) -> Void

    var body: some View {
        NavigationView {
            List(tips, id: \.self) { tip in
                Button(tip) {
                    onSelect(tip)
                    presentationMode.wrappedValue.dismiss()
                }
            }
            .toolbar {
                Button("Done") {
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
    }
}

final class SignInViewController: UIViewController {
    private var failures = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(handleSignInError(_:)), name: .signInFailed, object: nil)
    }

    @objc func handleSignInError(_ note: Notification) {
        failures += 1
        presentedViewController?.dismiss(animated: true)
        let alert = UIAlertController(title: "Sign-in failed", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func attempts() -> Int { failures }
}

extension Notification.Name {
    static let signInFailed = Notification.Name("signInFailed")
}

final class HomeViewController: UIViewController {
    private var chosenTip: String?

    func showTips() {
        let tips = UIHostingController(rootView: TipsView(tips: ["Swipe", "Tap"]) { [weak self] tip in
            self?.chosenTip = tip
        })
        present(tips, animated: true) // expect: implicit_presentation_style
    }

    func signIn() {
        let screen = SignInViewController()
        screen.modalPresentationStyle = .formSheet
        present(screen, animated: true)
    }
}
