import SwiftUI

// Scenario 135 (a SwiftUI router that applies the sheet in an extension of View).
//
// - `withSheetDestinations(_:)` applies `sheet(item:)` to the view it extends, without a
//   receiver, and switches over the route to build each screen. The note editor it shows
//   saves the typed note with Save beside a Cancel that only closes: a swipe discards it
//   (swipe_discards_edits).
// - `ReportBuilder.sheet(item:content:)` is a method of a plain class that shares the name
//   (near miss): what its closure builds is not a sheet, and its editor is not reported.

enum SheetDestination: Identifiable {
    case editNote(String)
    var id: String { "editNote" }
}

extension View {
    func withSheetDestinations(_ destination: Binding<SheetDestination?>) -> some View {
        sheet(item: destination) { destination in
            Group {
                switch destination {
                case .editNote(let text):
                    NoteEditorView(text: text)
                }
            }
        }
    }
}

final class NoteStore: ObservableObject {
    @Published var notes: [String] = []
}

struct NoteEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: NoteStore
    @State var text: String

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { // expect: swipe_discards_edits
                            store.notes.append(text)
                            dismiss()
                        }
                    }
                }
        }
    }
}

struct NotesView: View {
    @State private var destination: SheetDestination?

    var body: some View {
        List {
            Button("New Note") { destination = .editNote("") }
        }
        .withSheetDestinations($destination)
    }
}

final class ReportBuilder {
    var pages: [String] = []

    func sheet(item: String?, content: (String) -> Void) {
        if let item { content(item) }
    }

    func build() {
        sheet(item: "summary") { title in
            _ = ReportEditorView(title: title)
        }
    }
}

struct ReportEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State var title: String

    var body: some View {
        NavigationStack {
            TextField("Title", text: $title)
                .toolbar {
                    Button("Cancel") { dismiss() }
                    Button("Save") {
                        UserDefaults.standard.set(title, forKey: "reportTitle")
                        dismiss()
                    }
                }
        }
    }
}
