import Combine
import SwiftUI

// Scenario 149 (a Save that the model closes).
//
// - The note sheet's Save only starts the update; the sheet closes itself when the model
//   reports the update finished (`.onReceive(model.$isUpdating.dropFirst())`). Save is the
//   exit that commits the typed note, and Cancel only closes: a swipe discards the note
//   (swipe_discards_edits).
// - The draft sheet hands its Save to the model as a method (`action: model.commitDraft`):
//   the same commit, the sheet closing on the model's flag (swipe_discards_edits).
// - The password setup's Confirm and Cancel both only tell the model, which sets the flag the
//   sheet closes on (`.onChange(of: model.shouldDismiss)`). Its Confirm commits the typed
//   password (swipe_discards_edits); that it is the only way out seen does not make the swipe
//   skip its work (near miss for swipe_skips_dismiss_work): the Cancel closes the same way.
// - The report sheet (near miss) closes itself when loading fails; its Refresh is no commit
//   of anything typed and is not reported, nor is its Close.

final class NoteModel: ObservableObject {
    @Published var isUpdating = false
    @Published var note = ""
    @Published var failed = false

    func update(_ text: String) {
        isUpdating = true
        note = text
        isUpdating = false
    }

    func reload() { failed = false }
}

struct NoteSheet: View {
    @ObservedObject var model: NoteModel
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationView {
            Form {
                TextEditor(text: $text)
                Button("Save") { // expect: swipe_discards_edits
                    model.update(text)
                }
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
        .onReceive(model.$isUpdating.dropFirst()) { isUpdating in
            if !isUpdating {
                dismiss()
            }
        }
    }
}

final class PasswordModel: ObservableObject {
    @Published var shouldDismiss = false
    @Published var password = ""

    func confirm(_ text: String) {
        password = text
        shouldDismiss = true
    }

    func cancel() { shouldDismiss = true }
}

struct PasswordSetupView: View {
    @ObservedObject var model: PasswordModel
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationView {
            Form {
                SecureField("Password", text: $text)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { model.cancel() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Confirm") { // expect: swipe_discards_edits
                        model.confirm(text)
                    }
                }
            }
        }
        .onChange(of: model.shouldDismiss) { _ in
            dismiss()
        }
    }
}

final class DraftModel: ObservableObject {
    @Published var text = ""
    @Published var committed = false
    var drafts: [String] = []

    func commitDraft() {
        drafts.append(text)
        committed = true
    }
}

struct DraftSheet: View {
    @ObservedObject var model: DraftModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Draft", text: $model.text)
            Button("Cancel") { dismiss() }
            Button("Save", action: model.commitDraft) // expect: swipe_discards_edits
        }
        .onChange(of: model.committed) { committed in
            if committed { dismiss() }
        }
    }
}

struct ReportSheet: View {
    @ObservedObject var model: NoteModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(model.note)
            Button("Refresh") { model.reload() }
            Button("Close") { dismiss() }
        }
        .onReceive(model.$failed) { failed in
            if failed { dismiss() }
        }
    }
}

struct NoteScreen: View {
    @StateObject private var model = NoteModel()
    @State private var editing = false
    @State private var reporting = false
    @State private var settingPassword = false
    @StateObject private var passwords = PasswordModel()
    @StateObject private var drafts = DraftModel()
    @State private var drafting = false

    var body: some View {
        VStack {
            Button("Edit Note") { editing = true }
            Button("Report") { reporting = true }
            Button("Password") { settingPassword = true }
            Button("Draft") { drafting = true }
        }
        .sheet(isPresented: $editing) { NoteSheet(model: model) }
        .sheet(isPresented: $reporting) { ReportSheet(model: model) }
        .sheet(isPresented: $settingPassword) { PasswordSetupView(model: passwords) }
        .sheet(isPresented: $drafting) { DraftSheet(model: drafts) }
    }
}
