import SwiftUI

// Scenario 180 (a title from a translation helper).
//
// - The app titles its buttons through a short translation function, `t("common__save")`.
//   The rename sheet's only way out is that Save, which renames the account: a swipe skips
//   the rename (swipe_skips_dismiss_work) and throws the typed name away
//   (swipe_discards_edits).
// - Near miss: the export sheet's Cancel (`t("common__cancel")`) only closes it, so the swipe
//   equals Cancel and its Export is not reported.
// - Near miss: the add-contact sheet's Add and Scan hand the typed key to closures of the
//   presenter that only navigate to the next screen: a swipe declines to go there.

func t(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

struct PrimaryButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title).bold()
        }
    }
}

final class Accounts {
    func rename(_ name: String) {}
    func export() {}
}

struct RenameSheet: View {
    @State private var name = ""
    let accounts: Accounts
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            PrimaryButton(title: t("common__save")) { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                accounts.rename(name)
                dismiss()
            }
        }
    }
}

struct ExportSheet: View {
    let accounts: Accounts
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            PrimaryButton(title: t("common__cancel")) {
                dismiss()
            }
            PrimaryButton(title: t("export__run")) {
                accounts.export()
                dismiss()
            }
        }
    }
}

struct AddContactSheet: View {
    @State private var key = ""
    let onAdd: (String) -> Void
    let onScan: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Key", text: $key)
            PrimaryButton(title: t("contacts__add_scan_qr")) {
                onScan()
                dismiss()
            }
            PrimaryButton(title: t("contacts__add_button")) {
                guard case let .valid(checked) = KeyCheck(key) else { return }
                onAdd(checked)
                dismiss()
            }
        }
    }
}

enum KeyCheck {
    case valid(String)
    case invalid

    init(_ key: String) {
        self = key.isEmpty ? .invalid : .valid(key)
    }
}

enum Route {
    case scanner
    case addContact(String)
}

final class Navigation: ObservableObject {
    @Published var path: [Route] = []
    func navigate(_ route: Route) { path.append(route) }
}

struct ContactsView: View {
    @StateObject var navigation = Navigation()
    @State private var showAdd = false

    var body: some View {
        Button("Add contact") { showAdd = true }
            .sheet(isPresented: $showAdd) {
                AddContactSheet(onAdd: { key in
                    navigation.navigate(.addContact(key))
                }, onScan: {
                    navigation.navigate(.scanner)
                })
            }
    }
}

struct AccountView: View {
    let accounts = Accounts()
    @State private var showRename = false
    @State private var showExport = false

    var body: some View {
        List {
            Button("Rename") { showRename = true }
            Button("Export") { showExport = true }
        }
        .sheet(isPresented: $showRename) { RenameSheet(accounts: accounts) }
        .sheet(isPresented: $showExport) { ExportSheet(accounts: accounts) }
    }
}
