import SwiftUI

// Scenario 179 (a back button switched off).
//
// - The app's sheet header shows a back button only when asked (`showBackButton`, false
//   unless passed). The add-tag sheet uses the header without it: its only way out is Save,
//   which hands the typed tag to the presenter, so a swipe skips that
//   (swipe_skips_dismiss_work) and throws the typed tag away (swipe_discards_edits).
// - Near miss: the tag suggestions sheet asks for the back button, which only closes it: the
//   swipe equals that, and a picked suggestion is a choice the swipe declines.

struct SheetHeader: View {
    @Environment(\.dismiss) var dismiss
    let title: String
    let showBackButton: Bool

    init(title: String, showBackButton: Bool = false) {
        self.title = title
        self.showBackButton = showBackButton
    }

    var body: some View {
        HStack {
            if showBackButton {
                Button(action: {
                    dismiss()
                }) {
                    Image(systemName: "chevron.left")
                }
            }
            Text(title)
        }
    }
}

struct AddTagSheet: View {
    @State private var tag = ""
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            SheetHeader(title: "Add tag")
            TextField("Tag", text: $tag)
            Button("Save") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                onSave(tag)
                dismiss()
            }
        }
    }
}

struct TagSuggestionsSheet: View {
    let suggestions = ["work", "home"]
    let onSelect: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            SheetHeader(title: "Suggestions", showBackButton: true)
            ForEach(suggestions, id: \.self) { s in
                Button(s) {
                    onSelect(s)
                    dismiss()
                }
            }
        }
    }
}

struct ProfileEditor: View {
    @State private var tags: [String] = []
    @State private var showAddTag = false
    @State private var showSuggestions = false

    var body: some View {
        List {
            ForEach(tags, id: \.self) { Text($0) }
            Button("Add tag") { showAddTag = true }
            Button("Suggestions") { showSuggestions = true }
        }
        .sheet(isPresented: $showAddTag) {
            AddTagSheet(onSave: { tags.append($0) })
        }
        .sheet(isPresented: $showSuggestions) {
            TagSuggestionsSheet(onSelect: { tags.append($0) })
        }
    }
}
