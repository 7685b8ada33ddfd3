import SwiftUI

// Scenario 111 (near miss for swipe_skips_dismiss_work: the Cancel is in a child view).
//
// The network filter's body is a project view, `NetworkList`, whose toolbar has the Cancel
// button; it dismisses the presentation through the environment, like the filter's own Save.
// The filter is shown in a sheet: Save hands the selection back, Cancel only closes, so the
// swipe equals Cancel and Save is not reported. The rows of the list are pushed screens
// (`NavigationLink`): their buttons are not ways out of the filter.

struct WalletView: View {
    @State private var filtering = false
    @State private var selected: [String] = []

    var body: some View {
        Button("Filter") { filtering = true }
            .sheet(isPresented: $filtering) {
                NavigationView {
                    NetworkFilterView(networks: ["main", "test"]) { chosen in selected = chosen }
                }
            }
    }
}

struct NetworkFilterView: View {
    @Environment(\.dismiss) private var dismiss
    @State var networks: [String]
    let saveAction: ([String]) -> Void

    var body: some View {
        NetworkList(networks: networks, showsCancelButton: true)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        saveAction(networks)
                        dismiss()
                    }
                }
            }
    }
}

struct NetworkList: View {
    @Environment(\.presentationMode) private var presentationMode
    var networks: [String]
    var showsCancelButton: Bool

    var body: some View {
        List(networks, id: \.self) { network in
            NavigationLink(destination: NetworkDetail(network: network)) { Text(network) }
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                if showsCancelButton {
                    Button("Cancel") { presentationMode.wrappedValue.dismiss() }
                }
            }
        }
    }
}

struct NetworkDetail: View {
    @Environment(\.dismiss) private var dismiss
    var network: String

    var body: some View {
        Button("Forget network") {
            NetworkStore.shared.forget(network)
            dismiss()
        }
    }
}

final class NetworkStore {
    static let shared = NetworkStore()
    func forget(_ network: String) {}
}
