import SwiftUI
import UIKit

// Scenario 107 (swipe_discards_edits; near misses for swipe_skips_dismiss_work and
// missing_did_dismiss).
//
// A `UIHostingController<ReplyView>` subclass is the screen; the buttons of the view it hosts
// are its ways out. Cancel calls the `dismiss` closure the controller gave its root view, and
// only dismisses; Send (a localised title) sends the typed reply. A Save-only editor: the swipe
// equals Cancel, so not swipe_skips_dismiss_work; the reply typed in the text editor is lost
// without asking, so swipe_discards_edits on Send. The controller is its own presentation
// delegate but implements nothing: Cancel does no work a completed swipe would lose, so not
// missing_did_dismiss either. Installing the delegate shows the sheet was meant, so the
// presentation is not implicit_presentation_style.

final class ReplyHostingController: UIHostingController<ReplyView>, UIAdaptivePresentationControllerDelegate {
    init(model: ReplyModel) {
        super.init(rootView: ReplyView(model: model))
        rootView.dismiss = { [weak self] in
            self?.dismiss(animated: true)
        }
        presentationController?.delegate = self
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct ReplyView: View {
    var dismiss: () -> Void = {}
    @ObservedObject var model: ReplyModel

    var body: some View {
        NavigationView {
            TextEditor(text: $model.text)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(Localization.cancel) {
                            dismiss()
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(Localization.send) { // expect: swipe_discards_edits
                            model.send()
                            dismiss()
                        }
                    }
                }
        }
    }

    enum Localization {
        static let cancel = "Cancel"
        static let send = "Send"
    }
}

final class ReplyModel: ObservableObject {
    @Published var text = ""
    private(set) var sent: [String] = []
    func send() { sent.append(text) }
}

final class ReviewViewController: UIViewController {
    func reply() {
        let host = ReplyHostingController(model: ReplyModel())
        present(host, animated: true)
    }
}
