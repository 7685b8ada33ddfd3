import SwiftUI

// Scenario 177 (closed by a notification, not by its model).
//
// - Near miss: the labels sheet filters its list with a search field and closes itself when
//   the app posts its scroll-to-top notification. Its Create button sets the flag of its model
//   that shows a nested sheet of its own: the button goes further in, not out, whatever the
//   view does when something else happens. Nothing is reported.
// - The tag editor's Save hands the typed tag to its model, and the view closes once the
//   model reports it saved (a reaction to the model): Cancel only closes, so a swipe throws the
//   typed tag away without asking (swipe_discards_edits).

extension Notification.Name {
    static let scrollToTop = Notification.Name("ScrollToTop")
}

@MainActor
final class LabelsModel: ObservableObject {
    @Published var search = ""
    @Published var showCreate = false
    @Published var labels: [String] = []
}

struct LabelsView: View {
    @StateObject var model = LabelsModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            TextField("Search", text: $model.search)
            ForEach(model.labels, id: \.self) { Text($0) }
            Button("Create") {
                model.showCreate = true
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .scrollToTop)) { _ in
            dismiss()
        }
        .sheet(isPresented: $model.showCreate) {
            TagEditor()
        }
    }
}

@MainActor
final class TagModel: ObservableObject {
    @Published var saved = false

    func save(_ tag: String) {
        UserDefaults.standard.set(tag, forKey: "tag")
        saved = true
    }
}

struct TagEditor: View {
    @StateObject var model = TagModel()
    @State private var tag = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Tag", text: $tag)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { // expect: swipe_discards_edits
                        model.save(tag)
                    }
                }
            }
            .onChange(of: model.saved) { saved in
                if saved { dismiss() }
            }
        }
    }
}

struct SettingsView: View {
    @State private var showLabels = false

    var body: some View {
        Button("Labels") { showLabels = true }
            .sheet(isPresented: $showLabels) {
                LabelsView()
            }
    }
}
