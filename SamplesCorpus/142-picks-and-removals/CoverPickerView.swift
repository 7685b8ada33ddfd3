import SwiftUI

// Scenario 142 (rows picked from a list, and commands that remove).
//
// - The cover picker lists colours in a `ForEach`; each row closes the sheet and applies the
//   picked colour. The type list makes its rows in a method the `ForEach` calls. A row is one
//   of the alternatives the list offers: the swipe picks none, owes nothing, and neither is
//   reported. The remove-cover prompt's only button deletes the current cover: a command the
//   user picks, not work a swipe owes.
// - The share sheet's Done (near miss) is its only way out and removes the shared draft before
//   closing: a Done is no removal command, and a swipe skips that (swipe_skips_dismiss_work).
//   The onboarding pages (near miss) are a `ForEach` too, but its Get Started button uses no
//   page: it is no pick, and a swipe skips its work (swipe_skips_dismiss_work).

final class DocumentModel: ObservableObject {
    @Published var cover: String?
    @Published var draft: String?
    func setCover(_ colour: String) { cover = colour }
    func removeCover() { cover = nil }
    func create(_ type: String) {}
    func removeDraft() { draft = nil }
    @Published var onboarded = false
    func markOnboarded() { onboarded = true }
}

struct CoverPickerView: View {
    let colours = ["red", "green", "blue"]
    @EnvironmentObject private var model: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            ForEach(colours, id: \.self) { colour in
                Button(colour) {
                    dismiss()
                    model.setCover(colour)
                }
            }
        }
    }
}

struct RemoveCoverPrompt: View {
    @EnvironmentObject private var model: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Remove the cover?")
            Button("Remove", role: .destructive) {
                model.removeCover()
                dismiss()
            }
        }
    }
}

struct TypeListView: View {
    let types = ["Page", "Note", "Task"]
    @EnvironmentObject private var model: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(types, id: \.self) { type in
                row(for: type)
            }
        }
    }

    private func row(for type: String) -> some View {
        Button(type) {
            model.create(type)
            dismiss()
        }
    }
}

struct ShareDraftView: View {
    @EnvironmentObject private var model: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { // expect: swipe_skips_dismiss_work
            model.removeDraft()
            dismiss()
        }
    }
}

struct OnboardingView: View {
    let pages = ["Write", "Share"]
    @EnvironmentObject private var model: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView {
            ForEach(pages, id: \.self) { page in
                VStack {
                    Text(page)
                    Button("Get Started") { // expect: swipe_skips_dismiss_work
                        model.markOnboarded()
                        dismiss()
                    }
                }
            }
        }
    }
}

struct DocumentView: View {
    @State private var pickingCover = false
    @State private var removingCover = false
    @State private var creating = false
    @State private var sharing = false
    @EnvironmentObject private var model: DocumentModel

    var body: some View {
        VStack {
            Button("Cover") { pickingCover = true }
            Button("Remove Cover") { removingCover = true }
            Button("New") { creating = true }
            Button("Share") { sharing = true }
        }
        .sheet(isPresented: $pickingCover) { CoverPickerView() }
        .sheet(isPresented: $removingCover) { RemoveCoverPrompt() }
        .sheet(isPresented: $creating) { TypeListView() }
        .sheet(isPresented: $sharing) { ShareDraftView() }
        .sheet(isPresented: .constant(!model.onboarded)) { OnboardingView() }
    }
}
