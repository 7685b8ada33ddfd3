import SwiftUI

// Scenario 108 (SwiftUI `.sheet` and `.fullScreenCover` as presentations of project views).
//
// - The filter sheet's Cancel is a toolbar button the presenter puts around the view in the
//   sheet's content; it only sets the presenting state to false. Apply hands the chosen
//   options back: a Save-only editor (its toggles are only committed by Apply), so
//   swipe_discards_edits on Apply, and no swipe_skips_dismiss_work.
// - The report sheet's Done refreshes the store, and so does the sheet's `onDismiss`, which
//   runs on a swipe too: covered, no finding.
// - The terms sheet's Accept records the acceptance, but a modifier of the project
//   (`confirmBeforeClosing()`) applies `interactiveDismissDisabled`: the swipe is blocked.
// - The note sheet's only way out saves the note: every exit does work, and the swipe does
//   none of it, so swipe_skips_dismiss_work.
// - The same note view shown with `.fullScreenCover` cannot be swiped away.
// - The tag picker closes itself through the `@Binding var isPresented` it is given: Done sets
//   it to false after handing the tags back, Cancel toggles it. A Save-only editor again:
//   swipe_discards_edits on Done.
// - The draft view is only ever shown by Xcode previews (`#Preview`, a `PreviewProvider`):
//   never to users, so its work-doing Send is not reported.

struct LibraryView: View {
    @StateObject var store = LibraryStore()
    @State private var showFilter = false
    @State private var showReport = false
    @State private var showTerms = false
    @State private var editingNote = false
    @State private var fullScreenNote = false
    @State private var pickingTags = false

    var body: some View {
        List(store.items, id: \.self) { Text($0) }
            .sheet(isPresented: $showFilter) {
                NavigationView {
                    FilterView(onApply: { options in store.apply(options) })
                        .toolbar {
                            Button("Cancel") {
                                withAnimation {
                                    showFilter = false
                                }
                            }
                        }
                }
            }
            .sheet(isPresented: $showReport, onDismiss: { store.refresh() }) {
                ReportView(store: store)
            }
            .sheet(isPresented: $showTerms) {
                TermsView(store: store)
            }
            .sheet(isPresented: $editingNote) {
                NoteView(store: store)
            }
            .fullScreenCover(isPresented: $fullScreenNote) {
                NoteView(store: store)
            }
            .sheet(isPresented: $pickingTags) {
                TagPicker(isPresented: $pickingTags) { tags in store.apply(tags) }
            }
    }
}

struct FilterView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var unreadOnly = false
    @State private var starredOnly = false
    var onApply: ([String]) -> Void

    var body: some View {
        Form {
            Toggle("Unread only", isOn: $unreadOnly)
            Toggle("Starred only", isOn: $starredOnly)
            Button("Apply") { // expect: swipe_discards_edits
                onApply([unreadOnly ? "unread" : "", starredOnly ? "starred" : ""])
                dismiss()
            }
        }
    }
}

struct ReportView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: LibraryStore

    var body: some View {
        Button("Done") {
            store.refresh()
            dismiss()
        }
    }
}

struct TermsView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: LibraryStore

    var body: some View {
        Button("Accept") {
            store.acceptTerms()
            dismiss()
        }
        .confirmBeforeClosing()
    }
}

struct NoteView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: LibraryStore

    var body: some View {
        Button("Save") { // expect: swipe_skips_dismiss_work
            store.saveNote()
            dismiss()
        }
    }
}

struct TagPicker: View {
    @Binding var isPresented: Bool
    @State private var favouritesOnly = false
    var onDone: ([String]) -> Void

    var body: some View {
        VStack {
            Toggle("Favourites only", isOn: $favouritesOnly)
            Button("Cancel") {
                isPresented.toggle()
            }
            Button("Done") { // expect: swipe_discards_edits
                onDone(favouritesOnly ? ["favourite"] : [])
                isPresented = false
            }
        }
    }
}

extension View {
    func confirmBeforeClosing() -> some View {
        interactiveDismissDisabled()
    }
}

final class LibraryStore: ObservableObject {
    @Published var items: [String] = []
    private(set) var options: [String] = []
    private(set) var termsAccepted = false
    private(set) var notes = 0
    func apply(_ options: [String]) { self.options = options }
    func refresh() { items = items.sorted() }
    func acceptTerms() { termsAccepted = true }
    func saveNote() { notes += 1 }
}

struct DraftView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: LibraryStore

    var body: some View {
        Button("Send") {
            store.saveNote()
            dismiss()
        }
    }
}

#Preview("Draft") {
    Text("Library").sheet(isPresented: .constant(true)) {
        DraftView(store: LibraryStore())
    }
}

struct DraftView_Previews: PreviewProvider {
    static var previews: some View {
        Text("Library").sheet(isPresented: .constant(true)) {
            NavigationView { DraftView(store: LibraryStore()) }
        }
    }
}
