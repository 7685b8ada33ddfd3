import SwiftUI

// Scenario 153 (a pushed view that blocks the swipe, a watch app's folder, an alert's OK).
//
// - The settings sheet pushes two editors. The open one's Save commits the typed name, and a
//   swipe of the sheet discards it (swipe_discards_edits). The locked one (near miss) applies
//   `.interactiveDismissDisabled()` itself: while it is shown the sheet cannot be swiped away.
// - Near miss: the editor in the `Demo Watch App` folder is compiled for the watch, where no
//   sheet is swiped away.
// - Near miss: the invite form's alert has an OK that acknowledges the alert and closes the
//   form; it is no commit of the typed address, and the form's Cancel only closes.

final class SettingsStore: ObservableObject {
    @Published var names: [String] = []
    @Published var acknowledged = false
    func save(_ name: String) { names.append(name) }
}

struct OpenEditor: View {
    @EnvironmentObject private var store: SettingsStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") { // expect: swipe_discards_edits
                store.save(name)
                dismiss()
            }
        }
    }
}

struct LockedEditor: View {
    @EnvironmentObject private var store: SettingsStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") {
                store.save(name)
                dismiss()
            }
        }
        .interactiveDismissDisabled()
    }
}

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: OpenEditor()) { Text("Open") }
                NavigationLink(destination: LockedEditor()) { Text("Locked") }
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct InviteForm: View {
    @EnvironmentObject private var store: SettingsStore
    @Environment(\.dismiss) private var dismiss
    @State private var address = ""
    @State private var failed = false

    var body: some View {
        Form {
            TextField("Address", text: $address)
            Button("Cancel") { dismiss() }
        }
        .alert("Invitations are closed", isPresented: $failed) {
            Button("OK") {
                store.acknowledged = true
                dismiss()
            }
        }
    }
}

struct SettingsRoot: View {
    @State private var showingSettings = false
    @State private var inviting = false

    var body: some View {
        VStack {
            Button("Settings") { showingSettings = true }
            Button("Invite") { inviting = true }
        }
        .sheet(isPresented: $showingSettings) { SettingsSheet() }
        .sheet(isPresented: $inviting) { InviteForm() }
    }
}
