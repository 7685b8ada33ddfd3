import SwiftUI

// Scenario 176 (a dismiss action handed to a model, and an alert's own flag).
//
// - The add-link sheet hands its `DismissAction` to its model, which saves the typed link and
//   then calls it: the Add button closes the sheet after saving. Close only dismisses, so a
//   swipe throws the typed link away without asking (swipe_discards_edits). The same call in
//   the button's `.onSubmit` never runs: a button holds no text field to submit.
// - The note sheet is closed through the `isPresented` flag its presenter gives it. Its
//   `showError` flag is also a binding from the presenter, but the sheet shows its own error
//   alert with it: the alert's OK button closes the alert, not the sheet, and is no way out.
//   Save commits the typed note, Cancel only closes (swipe_discards_edits on Save).

@MainActor
final class AddLinkModel: ObservableObject {
    @Published var isSaving = false
    private let store: LinkStore

    init(store: LinkStore) {
        self.store = store
    }

    func add(url: String, dismiss: DismissAction) {
        isSaving = true
        Task {
            try? await store.save(url: url)
            isSaving = false
            dismiss()
        }
    }
}

final class LinkStore {
    func save(url: String) async throws {}
}

struct AddLinkView: View {
    @StateObject var model = AddLinkModel(store: LinkStore())
    @State private var url = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Link", text: $url)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") { // expect: swipe_discards_edits
                        model.add(url: url, dismiss: dismiss)
                    }
                    .onSubmit {
                        model.add(url: url, dismiss: dismiss)
                    }
                }
            }
        }
    }
}

struct NoteSheet: View {
    @Binding var note: String
    @Binding var isPresented: Bool
    @Binding var showError: Bool
    @Binding var errorMessage: String?
    let onSave: () -> Void

    var body: some View {
        NavigationStack {
            TextEditor(text: $note)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { isPresented = false }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { // expect: swipe_discards_edits
                            onSave()
                            isPresented = false
                        }
                    }
                }
                .alert(errorMessage ?? "The note could not be saved", isPresented: $showError) {
                    Button(Strings.genericOk, role: .cancel) {
                        errorMessage = nil
                        showError = false
                    }
                }
        }
    }
}

struct LinksView: View {
    @State private var showAddLink = false
    @State private var showNote = false
    @State private var showError = false
    @State private var errorMessage: String?
    @State private var note = ""
    let notes = NoteStore()

    var body: some View {
        List {
            Button("Add link") { showAddLink = true }
            Button("Add note") { showNote = true }
        }
        .sheet(isPresented: $showAddLink) {
            AddLinkView()
        }
        .sheet(isPresented: $showNote) {
            NoteSheet(note: $note, isPresented: $showNote, showError: $showError, errorMessage: $errorMessage, onSave: {
                notes.save(note)
            })
        }
    }
}

final class NoteStore {
    func save(_ note: String) {}
}

enum Strings {
    static let genericOk = "OK"
}
