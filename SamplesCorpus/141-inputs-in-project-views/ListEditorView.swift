import SwiftUI

// Scenario 141 (inputs inside the app's own views).
//
// - The list editor lays out its fields with the app's `LabeledField`, given bindings to its
//   state: the field shows a `TextField`, so the editor edits. Save publishes the name; Cancel
//   only closes; a swipe discards the typed name without asking (swipe_discards_edits).
// - The tracker search (near miss) picks one result and tracks it on Done; its only input is
//   a toggle in the options sheet it shows itself, which belongs to that other sheet: the
//   search edits nothing, and its Done is not reported.

final class ListStore: ObservableObject {
    @Published var names: [String] = []
    func publish(_ name: String) { names.append(name) }
    func track(_ item: String) {}
}

struct LabeledField: View {
    let label: String
    @Binding var text: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(label)
            TextField(label, text: $text)
        }
    }
}

struct ListEditorView: View {
    @EnvironmentObject private var store: ListStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                LabeledField(label: "Name", text: $name)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { // expect: swipe_discards_edits
                        store.publish(name)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct SearchOptionsView: View {
    @Binding var includeArchived: Bool

    var body: some View {
        Toggle("Include archived", isOn: $includeArchived)
    }
}

struct TrackerSearchView: View {
    @EnvironmentObject private var store: ListStore
    @Environment(\.dismiss) private var dismiss
    @State private var selected: String?
    @State private var includeArchived = false
    @State private var showingOptions = false

    var body: some View {
        NavigationStack {
            List(["a", "b"], id: \.self) { item in
                Button(item) { selected = item }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        if let selected { store.track(selected) }
                        dismiss()
                    }
                }
            }
            .sheet(isPresented: $showingOptions) {
                SearchOptionsView(includeArchived: $includeArchived)
            }
        }
    }
}

struct ListsView: View {
    @State private var editing = false
    @State private var searching = false

    var body: some View {
        VStack {
            Button("New List") { editing = true }
            Button("Track") { searching = true }
        }
        .sheet(isPresented: $editing) { ListEditorView() }
        .sheet(isPresented: $searching) { TrackerSearchView() }
    }
}
