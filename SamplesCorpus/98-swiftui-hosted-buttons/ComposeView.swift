import SwiftUI
import UIKit

// Scenario 98: a SwiftUI screen in a hosting controller, presented as a page sheet. Its Send
// button posts the message and calls the dismiss action the controller hands it; Discard
// deletes the draft first. Every exit does work, so the swipe loses work.

struct ComposeView: View {
    var dismissAction: () -> Void
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Message", text: $text)
            HStack {
                Button("Discard") { // expect: swipe_skips_dismiss_work
                    DraftBox.shared.delete()
                    dismissAction()
                }
                Button("Send") { // expect: swipe_skips_dismiss_work
                    Outbox.shared.send(text)
                    dismissAction()
                }
            }
        }
    }
}

final class DraftBox {
    static let shared = DraftBox()
    private(set) var draft: String?

    func delete() {
        draft = nil
    }
}

final class Outbox {
    static let shared = Outbox()
    private(set) var sent: [String] = []

    func send(_ text: String) {
        sent.append(text)
    }
}

final class ChatViewController: UIViewController {
    func compose() {
        var host: UIHostingController<ComposeView>?
        host = UIHostingController(rootView: ComposeView(dismissAction: { host?.dismiss(animated: true) }))
        guard let host else { return }
        host.modalPresentationStyle = .pageSheet
        present(host, animated: true)
    }
}
