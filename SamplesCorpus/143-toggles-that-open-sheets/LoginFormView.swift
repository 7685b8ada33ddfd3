import SwiftUI
import UIKit

// Scenario 143 (a toggle that opens a sheet, and a link out of the app).
//
// - The login form's Generate button counts the use and toggles the state of the generator
//   sheet the form shows itself: it opens that sheet and does not close the form, so it is no
//   way out and is not reported. The form's Save, its only way out, stores the login: a swipe
//   skips that (swipe_skips_dismiss_work) and drops the typed login (swipe_discards_edits).
// - Inside the generator sheet's content, Use toggles the same state: that closes the
//   generator, and it is not reported either (it fills in the password the form keeps).
// - The import help sheet's Open Browser checks that the browser can be opened, opens it and
//   closes: going to another app owes nothing. Its Done (near miss) also marks the help as
//   read: a swipe skips that (swipe_skips_dismiss_work).

final class LoginStore: ObservableObject {
    @Published var logins: [String] = []
    @Published var helpRead = false
    @Published var generated = 0
    func save(_ login: String) { logins.append(login) }
}

struct LoginFormView: View {
    @EnvironmentObject private var store: LoginStore
    @Environment(\.dismiss) private var dismiss
    @State private var username = ""
    @State private var password = ""
    @State private var showGenerator = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Username", text: $username)
                SecureField("Password", text: $password)
                Button("Generate") {
                    store.generated += 1
                    showGenerator.toggle()
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                        store.save(username + ":" + password)
                        dismiss()
                    }
                }
            }
            .sheet(isPresented: $showGenerator) {
                Button("Use") {
                    password = "generated"
                    showGenerator.toggle()
                }
            }
        }
    }
}

struct ImportHelpView: View {
    @EnvironmentObject private var store: LoginStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Open Browser") {
                let url = URL(string: "https://example.com/export")!
                if UIApplication.shared.canOpenURL(url) {
                    UIApplication.shared.open(url)
                }
                dismiss()
            }
            Button("Done") { // expect: swipe_skips_dismiss_work
                store.helpRead = true
                dismiss()
            }
        }
    }
}

struct LoginsView: View {
    @EnvironmentObject private var store: LoginStore
    @State private var adding = false
    @State private var importing = false

    var body: some View {
        List {
            Button("Add") { adding = true }
            Button("Import") { importing = true }
            if !store.helpRead { Text("New: import from your browser") }
            Text("\(store.generated) passwords generated")
        }
        .sheet(isPresented: $adding) { LoginFormView() }
        .sheet(isPresented: $importing) { ImportHelpView() }
    }
}
