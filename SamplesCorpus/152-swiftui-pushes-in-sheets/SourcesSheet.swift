import SwiftUI

// Scenario 152 (views pushed on a SwiftUI sheet's stack; sheet content kept in a property).
//
// - The sources sheet pushes a folder form (`NavigationLink(destination:)`) and a server form
//   (`navigationDestination`). A swipe closes the whole sheet, pushed forms included. The folder
//   form's Add stores the typed name and closes it; its way back is the system Back button,
//   which does nothing: a swipe discards the typed name (swipe_discards_edits), and does not
//   skip anything that Back would not.
// - The server form's Save is reported the same way (swipe_discards_edits).
// - The tag list shows its options sheet through a property of the view
//   (`.sheet(isPresented:) { optionsSheet }`): the options view is that sheet's screen, and its
//   Apply, beside a Cancel that only closes, is reported (swipe_discards_edits); its buttons are
//   not ways out of the tag list.
// - Near miss: the same folder form pushed in the app's main navigation, which no sheet shows,
//   has no swipe.

final class SourceStore: ObservableObject {
    @Published var folders: [String] = []
    @Published var servers: [String] = []
    @Published var tagFilter = ""
    func addFolder(_ name: String) { folders.append(name) }
    func addServer(_ url: String) { servers.append(url) }
}

struct FolderForm: View {
    @EnvironmentObject private var store: SourceStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Folder", text: $name)
            Button("Add") { // expect: swipe_discards_edits
                store.addFolder(name)
                dismiss()
            }
        }
    }
}

struct ServerForm: View {
    @EnvironmentObject private var store: SourceStore
    @Environment(\.dismiss) private var dismiss
    @State private var url = ""

    var body: some View {
        Form {
            TextField("URL", text: $url)
            Button("Save") { // expect: swipe_discards_edits
                store.addServer(url)
                dismiss()
            }
        }
    }
}

struct SourcesSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var addingServer = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: FolderForm()) { Text("Folder") }
                Button("Server") { addingServer = true }
            }
            .navigationDestination(isPresented: $addingServer) {
                ServerForm()
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct TagOptionsView: View {
    @EnvironmentObject private var store: SourceStore
    @Environment(\.dismiss) private var dismiss
    @State private var filter = ""

    var body: some View {
        Form {
            TextField("Filter", text: $filter)
            Button("Cancel") { dismiss() }
            Button("Apply") { // expect: swipe_discards_edits
                store.tagFilter = filter
                dismiss()
            }
        }
    }
}

struct TagListView: View {
    @EnvironmentObject private var store: SourceStore
    @State private var showingOptions = false

    var body: some View {
        List { Text(store.tagFilter) }
            .sheet(isPresented: $showingOptions) {
                optionsSheet
            }
    }

    private var optionsSheet: some View {
        TagOptionsView()
    }
}

struct LibraryView: View {
    @State private var showingSources = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: FolderForm()) { Text("New Folder") }
                Button("Sources") { showingSources = true }
            }
        }
        .sheet(isPresented: $showingSources) { SourcesSheet() }
    }
}
