import SwiftUI

// Scenario 115 (a project button view with no initialiser of its own).
//
// `CloseButton` keeps the closure it runs in a stored property and has no initialiser: Swift
// makes a memberwise one, and `CloseButton { dismiss() }` passes the closure as its last,
// trailing argument. Its body calls the closure from inside a `Button` of its own. That is
// the backup form's Close, which only dismisses; its Done creates the backup from what the
// user typed: a Save-only editor, so swipe_discards_edits on Done and no
// swipe_skips_dismiss_work.

struct CloseButton: View {
    let action: () -> Void

    var body: some View {
        Button(role: .cancel) {
            action()
        } label: {
            Image(systemName: "xmark")
        }
    }
}

struct BackupsView: View {
    @State private var creating = false

    var body: some View {
        Button("New backup") { creating = true }
            .sheet(isPresented: $creating) {
                BackupCreateView()
            }
    }
}

struct BackupCreateView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    CloseButton {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { // expect: swipe_discards_edits
                        BackupManager.shared.createBackup(named: name)
                        dismiss()
                    }
                }
            }
        }
    }
}

final class BackupManager {
    static let shared = BackupManager()
    func createBackup(named name: String) {}
}
