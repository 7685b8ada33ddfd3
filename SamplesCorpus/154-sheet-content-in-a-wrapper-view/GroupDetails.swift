import SwiftUI

// Scenario 154 (a sheet's screen handed to a wrapper view of the project).
//
// - The app builds sheet content lazily through its own generic wrapper
//   (`LazyContent<Content: View>`, given the view as an argument or in a closure). The view
//   handed to it is the sheet's screen, as inside a `NavigationStack`. The description
//   editor's Done sends the new text and Abort only closes: a swipe discards the typed text
//   (swipe_discards_edits). The members picker, handed over in a closure, reports every pick
//   back to the caller and has no other way out: a swipe loses the callback its Done makes
//   (swipe_skips_dismiss_work), and throws the picks away (swipe_discards_edits).
//   A wrapper may take more than the view (`Card(title:) { … }`): the note editor in it has
//   only a Done that stores the note (both rules).
// - Near miss: the same wrapper around a view pushed from a screen that is not presented
//   (`NavigationLink { LazyContent(HistoryView()) }`): nothing shows the history as a sheet,
//   and its Done is not an exit of one.

final class GroupStore: ObservableObject {
    @Published var descriptions: [String: String] = [:]
    @Published var members: [String] = []
    func changeDescription(of group: String, to text: String) { descriptions[group] = text }
}

struct LazyContent<Content: View>: View {
    let build: () -> Content
    init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
    init(content: @escaping () -> Content) { self.build = content }
    var body: Content { build() }
}

struct EditGroupDescription: View {
    @EnvironmentObject private var store: GroupStore
    @Environment(\.presentationMode) private var presentationMode
    let group: String
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form {
                TextEditor(text: $text)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Abort") { presentationMode.wrappedValue.dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { // expect: swipe_discards_edits
                        store.changeDescription(of: group, to: text)
                        presentationMode.wrappedValue.dismiss()
                    }
                }
            }
        }
    }
}

struct MembersPicker: View {
    @Environment(\.dismiss) private var dismiss
    let onPicked: ([String]) -> Void
    @State private var picked: Set<String> = []
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                TextField("Search", text: $query)
                ForEach(["Ada", "Grace", "Alan"], id: \.self) { name in
                    Text(name)
                }
            }
            .toolbar {
                Button("Done") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                    onPicked(picked.sorted())
                    dismiss()
                }
            }
        }
    }
}

struct Card<Content: View>: View {
    let title: String
    @ViewBuilder var content: () -> Content
    var body: some View {
        VStack {
            Text(title)
            content()
        }
    }
}

struct NoteView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Button("Done") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                UserDefaults.standard.set(note, forKey: "note")
                dismiss()
            }
        }
    }
}

struct HistoryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var filter = ""
    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            Button("Done") {
                UserDefaults.standard.set(filter, forKey: "history.filter")
                dismiss()
            }
        }
    }
}

struct GroupDetails: View {
    @EnvironmentObject private var store: GroupStore
    let group: String
    @State private var editingDescription = false
    @State private var pickingMembers = false
    @State private var showingNote = false

    var body: some View {
        List {
            Button("Edit description") { editingDescription = true }
            Button("Add members") { pickingMembers = true }
            Button("Note") { showingNote = true }
            NavigationLink {
                LazyContent(HistoryView())
            } label: {
                Text("History")
            }
        }
        .sheet(isPresented: $editingDescription) {
            LazyContent(EditGroupDescription(group: group))
        }
        .sheet(isPresented: $pickingMembers) {
            LazyContent {
                MembersPicker { names in store.members.append(contentsOf: names) }
            }
        }
        .sheet(isPresented: $showingNote) {
            Card(title: "Note") {
                NoteView()
            }
        }
    }
}
