import SwiftUI

// Scenario 150 (the app's button views; editors with no Cancel).
//
// - The caption editor's Save is the app's `ActionButton`, whose initialiser takes an async
//   action and a `@ViewBuilder` label: the first trailing closure is the action, the label's
//   `Text("Save")` its title. The editor closes itself with `self.dismiss()`, as its Cancel
//   does, and its haptic feedback through the app's `Haptics` helper is no work. Save commits
//   the typed caption and Cancel only closes (swipe_discards_edits).
// - The tag form has no Cancel: Add is its only way out. A swipe skips Add's work
//   (swipe_skips_dismiss_work) and throws away the typed tag (swipe_discards_edits).
// - The tag list (near miss) has no Cancel either, but edits nothing: its Done, which marks
//   the tags seen, is no commit of edits (only swipe_skips_dismiss_work).
// - The photo info sheet (near miss) is left only by Delete, whose handler is named for the
//   tap (`didTapDelete()`): a command the user picks, which a swipe declines.

final class Haptics {
    static let shared = Haptics()
    func fireHaptic() {}
}

final class PhotoStore: ObservableObject {
    @Published var caption = ""
    @Published var tags: [String] = []
    @Published var tagsSeen = false
    func saveCaption(_ text: String) async { caption = text }
    func addTag(_ tag: String) { tags.append(tag) }
}

struct ActionButton<Label: View>: View {
    private let action: () async -> Void
    private let label: () -> Label

    init(action: @escaping () async -> Void, @ViewBuilder label: @escaping () -> Label) {
        self.action = action
        self.label = label
    }

    var body: some View {
        Button {
            Task { await action() }
        } label: {
            label()
        }
    }
}

struct PhotoCaptionView: View {
    @EnvironmentObject private var store: PhotoStore
    @Environment(\.dismiss) private var dismiss
    @State private var caption = ""

    var body: some View {
        NavigationStack {
            TextField("Caption", text: $caption)
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        ActionButton { // expect: swipe_discards_edits
                            await save()
                        } label: {
                            Text("Save")
                        }
                    }
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button("Cancel", role: .cancel) {
                            self.dismiss()
                        }
                    }
                }
        }
    }

    private func save() async {
        Haptics.shared.fireHaptic()
        await store.saveCaption(caption)
        self.dismiss()
    }
}

struct AddTagView: View {
    @EnvironmentObject private var store: PhotoStore
    @Environment(\.dismiss) private var dismiss
    @State private var tag = ""

    var body: some View {
        Form {
            TextField("Tag", text: $tag)
            Button("Add") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                store.addTag(tag)
                dismiss()
            }
        }
    }
}

struct TagListView: View {
    @EnvironmentObject private var store: PhotoStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(store.tags, id: \.self) { Text($0) }
            .toolbar {
                Button("Done") { // expect: swipe_skips_dismiss_work
                    store.tagsSeen = true
                    dismiss()
                }
            }
    }
}

final class PhotoInfoModel: ObservableObject {
    @Published var deleted = false
    func didTapDelete() { deleted = true }
}

struct PhotoInfoView: View {
    @StateObject private var model = PhotoInfoModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Delete", role: .destructive) {
            model.didTapDelete()
            dismiss()
        }
    }
}

struct PhotoView: View {
    @State private var captioning = false
    @State private var tagging = false
    @State private var listing = false
    @State private var showingInfo = false

    var body: some View {
        VStack {
            Button("Caption") { captioning = true }
            Button("Tag") { tagging = true }
            Button("Tags") { listing = true }
            Button("Info") { showingInfo = true }
        }
        .sheet(isPresented: $captioning) { PhotoCaptionView() }
        .sheet(isPresented: $tagging) { AddTagView() }
        .sheet(isPresented: $listing) { TagListView() }
        .sheet(isPresented: $showingInfo) { PhotoInfoView() }
    }
}
