import SwiftUI
import UIKit

// Scenario 128 (a closure hook an initialiser takes with a nil default).
//
// - The password view stores `onDismiss`, an optional closure its initialiser takes with a
//   nil default, and its Cancel calls it when it is there. The export screen never passes it
//   and gives the required `onCreated` as a trailing closure (which goes to `onCreated`, the
//   first closure parameter, not to the last one): Cancel does nothing but close, so the view
//   is a Save-only editor and Create loses the typed password to a swipe
//   (swipe_discards_edits).
// - The backup screen's key view is made with `onDismiss:` passed: its Cancel reports the
//   cancelled backup, and both exits do work a swipe skips (swipe_skips_dismiss_work ×2).

struct PasswordView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var password = ""
    let onCreated: (String) -> Void
    let onDismiss: (() -> Void)?

    init(title: String, onCreated: @escaping (String) -> Void, onDismiss: (() -> Void)? = nil) {
        self.onCreated = onCreated
        self.onDismiss = onDismiss
    }

    var body: some View {
        Form {
            SecureField("Password", text: $password)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") {
                    if let onDismiss {
                        onDismiss()
                    } else {
                        dismiss()
                    }
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Create") { // expect: swipe_discards_edits
                    dismiss()
                    onCreated(password)
                }
            }
        }
    }
}

struct BackupKeyView: View {
    @Environment(\.dismiss) private var dismiss
    let onSaved: () -> Void
    let onDismiss: (() -> Void)?

    init(onSaved: @escaping () -> Void, onDismiss: (() -> Void)? = nil) {
        self.onSaved = onSaved
        self.onDismiss = onDismiss
    }

    var body: some View {
        VStack {
            Button("Cancel") { // expect: swipe_skips_dismiss_work
                dismiss()
                onDismiss?()
            }
            Button("Saved") { // expect: swipe_skips_dismiss_work
                dismiss()
                onSaved()
            }
        }
    }
}

final class ExportViewController: UIViewController {
    func askPassword() {
        let view = PasswordView(title: "Export") { password in
            UserDefaults.standard.set(password, forKey: "exportPassword")
        }
        present(UIHostingController(rootView: view), animated: true) // expect: implicit_presentation_style
    }

    func showBackupKey() {
        let view = BackupKeyView(onSaved: {
            UserDefaults.standard.set(true, forKey: "backupKeySaved")
        }, onDismiss: {
            UserDefaults.standard.set(true, forKey: "backupCancelled")
        })
        present(UIHostingController(rootView: view), animated: true) // expect: implicit_presentation_style
    }
}
