import SwiftUI

// Scenario 133 (a Cancel the project's toolbar content provides).
//
// - The design system's `CancelToolbarItem` is `ToolbarContent` whose button calls the
//   environment's dismiss. The list form puts it in its toolbar beside Create, which saves the
//   typed title: Cancel only closes, so the form is a Save-only editor and a swipe discards the
//   title without asking (swipe_discards_edits), not a screen whose every exit does work.
// - The rename form has no Cancel (near miss): Done, its only way out, saves, and a swipe
//   skips it (swipe_skips_dismiss_work) and throws the typed title away
//   (swipe_discards_edits).

public struct CancelToolbarItem: ToolbarContent {
    @Environment(\.dismiss) private var dismiss

    public init() {}

    public var body: some ToolbarContent {
        ToolbarItem(placement: .navigationBarLeading) {
            Button(role: .cancel) {
                dismiss()
            } label: {
                Label("Cancel", systemImage: "xmark")
            }
        }
    }
}

final class ListStore: ObservableObject {
    @Published var titles: [String] = []
    func create(_ title: String) { titles.append(title) }
    func rename(_ title: String) { titles[0] = title }
}

struct ListCreateView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: ListStore
    @State private var title = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
            }
            .toolbar {
                CancelToolbarItem()
                ToolbarItem {
                    Button { // expect: swipe_discards_edits
                        store.create(title)
                        dismiss()
                    } label: {
                        Text("Create")
                    }
                }
            }
        }
    }
}

struct ListRenameView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: ListStore
    @State private var title = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
            }
            .toolbar {
                ToolbarItem {
                    Button { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                        store.rename(title)
                        dismiss()
                    } label: {
                        Text("Done")
                    }
                }
            }
        }
    }
}

struct ListsView: View {
    @State private var creating = false
    @State private var renaming = false

    var body: some View {
        List {
            Button("New List") { creating = true }
            Button("Rename") { renaming = true }
        }
        .sheet(isPresented: $creating) { ListCreateView() }
        .sheet(isPresented: $renaming) { ListRenameView() }
    }
}
