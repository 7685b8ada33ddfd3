import SwiftUI
import UIKit

// Scenario 125 (how a SwiftUI form's commit is told from its other buttons).
//
// - The add-contact form, hosted in a controller presented as a default sheet, commits the
//   typed identity three ways: a confirm-role button (`Button(role: .confirm)`, no title), a
//   button whose title is a localised key (`NSLocalizedString("add_button", …)`), and the
//   keyboard's return key (`.onSubmit`). Its Cancel only closes: a Save-only editor, so each
//   commit is swipe_discards_edits.
// - The report form's buttons are a destructive-role Delete and a Cancel: nothing is
//   committed, no finding.

final class ContactsViewController: UIViewController {
    func addContact() {
        present(UIHostingController(rootView: AddContactView(store: ContactStore.shared)), animated: true) // expect: implicit_presentation_style
    }

    func reportContact() {
        let host = UIHostingController(rootView: ReportContactView(store: ContactStore.shared))
        host.modalPresentationStyle = .formSheet
        present(host, animated: true)
    }
}

struct AddContactView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: ContactStore
    @State private var identity = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("ID", text: $identity)
                    .onSubmit { // expect: swipe_discards_edits
                        add()
                    }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(NSLocalizedString("cancel", comment: "")) {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if #available(iOS 26.0, *) {
                        Button(role: .confirm) { // expect: swipe_discards_edits
                            add()
                        }
                    } else {
                        Button(NSLocalizedString("add_button", comment: "")) { // expect: swipe_discards_edits
                            add()
                        }
                    }
                }
            }
        }
    }

    private func add() {
        store.add(identity)
        dismiss()
    }
}

struct ReportContactView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: ContactStore
    @State private var reason = ""

    var body: some View {
        Form {
            TextField("Reason", text: $reason)
            Button(role: .destructive) {
                store.removeAll()
                dismiss()
            } label: {
                Image(systemName: "trash")
            }
            Button(role: .cancel) {
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
        }
    }
}

final class ContactStore: ObservableObject {
    static let shared = ContactStore()
    @Published private(set) var identities: [String] = []
    func add(_ identity: String) { identities.append(identity) }
    func removeAll() { identities.removeAll() }
}
