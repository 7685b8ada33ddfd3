import SwiftUI

// Scenario 162 (a route's content closure followed by a labelled dismiss hook).
//
// - The app's coordinator shows a content closure as a sheet unless told otherwise
//   (`present(type: RouteType = .sheet, content:, onDismiss:)`). The send screen passes the
//   nonce editor as the first trailing closure and a hook as a second, labelled one
//   (`present { _ in NonceEditor(…) } onDismiss: { … }`). The editor is the sheet's view, not
//   the hook: its Apply stores the typed nonce and its Close only closes, so a swipe discards
//   the edits (swipe_discards_edits).
// - Near miss: the fee editor is given `type: .fullScreen` in the same form, and cannot be
//   swiped away: nothing is reported for it.

final class SendStore: ObservableObject {
    @Published var nonce = ""
    @Published var fee = ""
    @Published var quoting = true
    func setNonce(_ value: String) { nonce = value }
    func setFee(_ value: String) { fee = value }
    func resumeQuoting() { quoting = true }
}

enum RouteType { case sheet, bottomSheet, fullScreen }

final class SendCoordinator: ObservableObject {
    static let shared = SendCoordinator()
    @Published var shown: AnyView?
    @Published var type: RouteType = .sheet
    private var hook: (() -> Void)?

    func present(type: RouteType = .sheet, @ViewBuilder content: @escaping (Binding<Bool>) -> some View, onDismiss: (() -> Void)? = nil) {
        self.type = type
        shown = AnyView(content(.constant(true)))
        hook = onDismiss
    }
}

struct SendScreen: View {
    @ObservedObject var store: SendStore

    var body: some View {
        VStack {
            Button("Edit nonce") {
                SendCoordinator.shared.present { _ in
                    NonceEditor(store: store)
                } onDismiss: {
                    store.resumeQuoting()
                }
            }
            Button("Edit fee") {
                SendCoordinator.shared.present(type: .fullScreen) { _ in
                    FeeEditor(store: store)
                } onDismiss: {
                    store.resumeQuoting()
                }
            }
        }
    }
}

struct NonceEditor: View {
    @ObservedObject var store: SendStore
    @Environment(\.presentationMode) private var presentationMode
    @State private var nonce = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Nonce", text: $nonce)
                Button("Apply") { // expect: swipe_discards_edits
                    store.setNonce(nonce)
                    presentationMode.wrappedValue.dismiss()
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                }
            }
        }
    }
}

struct FeeEditor: View {
    @ObservedObject var store: SendStore
    @Environment(\.dismiss) private var dismiss
    @State private var fee = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Fee", text: $fee)
                Button("Apply") {
                    store.setFee(fee)
                    dismiss()
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}
