import SwiftUI
import UIKit

// Scenario 160 (pushes from a hosted view; a router known by its type).
//
// - Settings presents the status view in a hosting controller with the default style: a page
//   sheet. The absence editor is pushed from that view (`NavigationLink(destination:)`): its
//   Save sends the typed message, its way back is the system Back button, and a swipe of the
//   sheet throws the typed message away (swipe_discards_edits).
// - The source form, shown as a SwiftUI sheet, closes through the app's navigation object held
//   under another name (`@EnvironmentObject var path: NavigationCoordinator`, `path.dismiss()`):
//   its Save stores the server and Cancel only closes (swipe_discards_edits).
// - Near miss: the same push from a view that nothing presents (the settings tab's own
//   list) has no sheet to swipe.

final class StatusStore: ObservableObject {
    @Published var messages: [String] = []
    @Published var servers: [String] = []
    func setAbsence(_ message: String) { messages.append(message) }
    func addServer(_ url: String) { servers.append(url) }
}

final class NavigationCoordinator: ObservableObject {
    weak var rootViewController: UIViewController?
    func dismiss() { rootViewController?.dismiss(animated: true) }
}

struct AbsenceEditor: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: StatusStore
    @State private var message = ""

    var body: some View {
        Form {
            TextField("Message", text: $message)
            Button("Save", action: save)
        }
    }

    func save() { // expect: swipe_discards_edits
        store.setAbsence(message)
        dismiss()
    }
}

struct StatusView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: AbsenceEditor()) {
                    Text("Absence")
                }
            }
        }
    }
}

struct SourceSetupView: View {
    @EnvironmentObject private var path: NavigationCoordinator
    @EnvironmentObject private var store: StatusStore
    @State private var url = ""

    var body: some View {
        Form {
            TextField("Server", text: $url)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { path.dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { // expect: swipe_discards_edits
                    store.addServer(url)
                    path.dismiss()
                }
            }
        }
    }
}

struct SettingsTab: View {
    @State private var addingSource = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: NoteEditor()) {
                    Text("Note")
                }
                Button("Add source") { addingSource = true }
            }
        }
        .sheet(isPresented: $addingSource) { SourceSetupView() }
    }
}

struct NoteEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note", text: $note)
            Button("Save") {
                UserDefaults.standard.set(note, forKey: "note")
                dismiss()
            }
        }
    }
}

final class SettingsViewController: UIViewController {
    func showStatus() {
        let hosting = UIHostingController(rootView: StatusView())
        present(hosting, animated: true) // expect: implicit_presentation_style
    }
}
