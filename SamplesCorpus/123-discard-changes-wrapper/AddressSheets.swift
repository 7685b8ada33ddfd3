import SwiftUI
import UIKit

// Scenario 123 (a SwiftUI wrapper that installs the presentation's delegate).
//
// - The address form's Close records that the flow was cancelled, and its Done saves: every
//   exit does work. In the order screen's sheet, the content applies the project's
//   `discardChangesPrompt(canDismiss:didDismiss:)`, a view controller representable whose
//   coordinator becomes the presentation's delegate, refuses the swipe while there are
//   changes (`presentationControllerShouldDismiss`) and runs the cancel work on a completed
//   swipe: the swipe is covered, no finding there.
// - The customer screen's contact form has the same two exits and a sheet without the
//   wrapper: a swipe neither saves nor records the cancelled flow (swipe_skips_dismiss_work
//   on both).
// - A representable that also sets the presentation's delegate but never answers
//   `presentationControllerShouldDismiss` (it only reads the detent) guards nothing: the
//   notes sheet that applies it is still reported.

struct OrderScreen: View {
    @ObservedObject var form: AddressFormModel
    @State private var editing = false

    var body: some View {
        Button("Edit address") { editing = true }
            .sheet(isPresented: $editing) {
                NavigationView {
                    AddressForm(model: form, close: { editing = false })
                }
                .discardChangesPrompt(canDismiss: !form.hasChanges, didDismiss: form.cancelFlow)
            }
    }
}

struct CustomerScreen: View {
    @ObservedObject var form: AddressFormModel
    @ObservedObject var notes: NotesModel
    @State private var editing = false
    @State private var writing = false

    var body: some View {
        VStack {
            Button("Edit address") { editing = true }
            Button("Write note") { writing = true }
        }
        .sheet(isPresented: $editing) {
            NavigationView {
                ContactForm(model: form, close: { editing = false })
            }
        }
        .sheet(isPresented: $writing) {
            NoteForm(model: notes)
                .detentObserver()
        }
    }
}

struct AddressForm: View {
    @ObservedObject var model: AddressFormModel
    var close: () -> Void

    var body: some View {
        Form {
            TextField("Street", text: $model.street)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") {
                    close()
                    model.cancelFlow()
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    model.save()
                    close()
                }
            }
        }
    }
}

struct ContactForm: View {
    @ObservedObject var model: AddressFormModel
    var close: () -> Void

    var body: some View {
        Form {
            TextField("Phone", text: $model.street)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") { // expect: swipe_skips_dismiss_work
                    close()
                    model.cancelFlow()
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { // expect: swipe_skips_dismiss_work
                    model.save()
                    close()
                }
            }
        }
    }
}

struct NoteForm: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var model: NotesModel

    var body: some View {
        Button("Post") { // expect: swipe_skips_dismiss_work
            model.post()
            dismiss()
        }
    }
}

final class AddressFormModel: ObservableObject {
    @Published var street = ""
    var hasChanges: Bool { !street.isEmpty }
    func save() { Analytics.track("address_saved") }
    func cancelFlow() { Analytics.track("address_flow_cancelled") }
}

final class NotesModel: ObservableObject {
    func post() { Analytics.track("note_posted") }
}

enum Analytics {
    static func track(_ event: String) { print(event) }
}
