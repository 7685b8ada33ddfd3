import SwiftUI

// Scenario 147 (toolbar placements and localised titles).
//
// - The shortcut editor's buttons are titled by names that say nothing (`Strings.primary`,
//   `Strings.secondary`), but their toolbar placements do: `.confirmationAction` is the commit
//   of a modal screen and `.cancellationAction` its cancel. Its commit stores the typed
//   shortcut while the cancel only closes, so a swipe discards it (swipe_discards_edits).
// - The server form titles its buttons with `String(localized:)` keys ("common.add",
//   "common.cancel"): Add stores the typed address and Cancel only closes
//   (swipe_discards_edits).
// - The list form's button title is chosen by a condition (`isNew ? "Create" : "Save
//   Changes"`): either title is a commit, and its swipe discards the typed name
//   (swipe_discards_edits).
// - The note form's Save is titled by a `Label("Save", systemImage: …)` in its label: a commit
//   beside a Cancel that only closes (swipe_discards_edits).
// - The release notes (near miss) put a Done that marks them read in `.confirmationAction`,
//   but they edit nothing: a commit placement alone makes no editor, and the Done is not
//   reported.

enum Strings {
    static let primary = "OK"
    static let secondary = "Back"
}

final class ShortcutStore: ObservableObject {
    @Published var shortcuts: [String] = []
    @Published var servers: [String] = []
    var notesRead = false
    func add(_ shortcut: String) { shortcuts.append(shortcut) }
    func addServer(_ address: String) { servers.append(address) }
}

struct ShortcutEditorView: View {
    @EnvironmentObject private var store: ShortcutStore
    @Environment(\.dismiss) private var dismiss
    @State private var keys = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Keys", text: $keys)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(Strings.secondary) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(Strings.primary) { // expect: swipe_discards_edits
                        store.add(keys)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ServerFormView: View {
    @EnvironmentObject private var store: ShortcutStore
    @Environment(\.dismiss) private var dismiss
    @State private var address = ""

    var body: some View {
        VStack {
            TextField("Address", text: $address)
            HStack {
                Button(String(localized: "common.cancel")) { dismiss() }
                Button(String(localized: "common.add")) { // expect: swipe_discards_edits
                    store.addServer(address)
                    dismiss()
                }
            }
        }
    }
}

struct ListFormView: View {
    @EnvironmentObject private var store: ShortcutStore
    @Environment(\.presentationMode) private var presentationMode
    @State private var name = ""
    let isNew: Bool

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button(action: { // expect: swipe_discards_edits
                store.add(name)
                presentationMode.wrappedValue.dismiss()
            }, label: {
                Text(isNew ? "Create" : "Save Changes")
            })
            Button(action: {
                presentationMode.wrappedValue.dismiss()
            }, label: {
                Text("Cancel")
            })
        }
    }
}

struct NoteFormView: View {
    @EnvironmentObject private var store: ShortcutStore
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Button {
                dismiss()
            } label: {
                Label("Cancel", systemImage: "xmark")
            }
            Button { // expect: swipe_discards_edits
                store.add(note)
                dismiss()
            } label: {
                Label("Save", systemImage: "square.and.arrow.down")
            }
        }
    }
}

struct ReleaseNotesView: View {
    @EnvironmentObject private var store: ShortcutStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView { Text("What's new") }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(Strings.secondary) { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(Strings.primary) {
                            store.notesRead = true
                            dismiss()
                        }
                    }
                }
        }
    }
}

struct ShortcutsView: View {
    @State private var editing = false
    @State private var addingServer = false
    @State private var readingNotes = false
    @State private var makingList = false
    @State private var writingNote = false

    var body: some View {
        VStack {
            Button("New Shortcut") { editing = true }
            Button("Add Server") { addingServer = true }
            Button("What's New") { readingNotes = true }
            Button("New List") { makingList = true }
            Button("New Note") { writingNote = true }
        }
        .sheet(isPresented: $editing) { ShortcutEditorView() }
        .sheet(isPresented: $addingServer) { ServerFormView() }
        .sheet(isPresented: $readingNotes) { ReleaseNotesView() }
        .sheet(isPresented: $makingList, content: { ListFormView(isNew: true) })
        .sheet(isPresented: $writingNote) { NoteFormView() }
    }
}
