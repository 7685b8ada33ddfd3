import SwiftUI

// Scenario 159 (a commit whose title the model gives).
//
// - The restore-height form's main button is titled by its view model (`Text(viewModel
//   .buttonTitle)`: "Restore" or "Save"). Beside a Cancel that only closes, on a form with a
//   text field, that button is the commit: a swipe throws the typed height away
//   (swipe_discards_edits).
// - Near miss: the network list's rows are buttons titled by each network's name; picking
//   one closes the sheet. A row picked from a list is a choice, not a commit of edits, even
//   with a search field above the list.

final class HeightInputViewModel: ObservableObject {
    @Published var height = ""
    @Published var heights: [String] = []
    var buttonTitle: String { heights.isEmpty ? "Restore" : "Save" }
    func apply() { heights.append(height) }
}

struct HeightInputView: View {
    @Environment(\.presentationMode) private var presentationMode
    @ObservedObject var viewModel: HeightInputViewModel

    var body: some View {
        VStack {
            TextField("Block height", text: $viewModel.height)
            Button(action: { // expect: swipe_discards_edits
                viewModel.apply()
                presentationMode.wrappedValue.dismiss()
            }) {
                Text(viewModel.buttonTitle)
            }
            Button(action: {
                presentationMode.wrappedValue.dismiss()
            }) {
                Text("Cancel")
            }
        }
    }
}

final class NetworkStore: ObservableObject {
    @Published var networks = ["Main", "Test"]
    @Published var selected = "Main"
    @Published var query = ""
}

struct NetworkListView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var store: NetworkStore

    var body: some View {
        List {
            TextField("Search", text: $store.query)
            ForEach(store.networks, id: \.self) { network in
                Button(action: {
                    store.selected = network
                    dismiss()
                }) {
                    Text(network)
                }
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct WalletSettingsView: View {
    @StateObject private var heights = HeightInputViewModel()
    @StateObject private var networks = NetworkStore()
    @State private var editingHeight = false
    @State private var choosingNetwork = false

    var body: some View {
        List {
            Button("Restore height") { editingHeight = true }
            Button("Network") { choosingNetwork = true }
        }
        .sheet(isPresented: $editingHeight) { HeightInputView(viewModel: heights) }
        .sheet(isPresented: $choosingNetwork) { NetworkListView(store: networks) }
    }
}
