import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var store: TeamStore
    @State private var writingNote = false

    var body: some View {
        Button(store.userName) { writingNote = true }
            .sheet(isPresented: $writingNote) { TeamNoteView() }
    }
}

private struct RenameView: View {
    @EnvironmentObject private var store: TeamStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Your name", text: $name)
            Button("Cancel") { dismiss() }
            Button("Save") {
                store.renameUser(name)
                dismiss()
            }
        }
    }
}
