import SwiftUI

final class TeamStore: ObservableObject {
    @Published var teamName = ""
    @Published var userName = ""
    func renameTeam(_ name: String) { teamName = name }
    func renameUser(_ name: String) { userName = name }
}

struct TeamView: View {
    @EnvironmentObject private var store: TeamStore
    @State private var renaming = false

    var body: some View {
        Button("Rename Team") { renaming = true }
            .sheet(isPresented: $renaming) { RenameView() }
    }
}

private struct RenameView: View {
    @EnvironmentObject private var store: TeamStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Team name", text: $name)
            Button("Cancel") { dismiss() }
            Button("Save") { // expect: swipe_discards_edits
                store.renameTeam(name)
                dismiss()
            }
        }
    }
}

struct TeamNoteView: View {
    @EnvironmentObject private var store: TeamStore
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
        Form {
            TextField(Strings.placeholder, text: $note)
            Button("Cancel") { dismiss() }
            Button("Save") { // expect: swipe_discards_edits
                store.renameTeam(note)
                dismiss()
            }
        }
    }
}

private extension TeamNoteView {
    enum Strings {
        static let placeholder = "Note"
    }
}
