import SwiftUI

// Scenario 155 (a chooser with switches).
//
// - The wallet menu offers Lock Wallet and Settings, each doing its own work before closing,
//   beside switches that apply at once (show balances, show the graph). Its ways out are still
//   alternatives the user picks from, none a Cancel, Close or Save: a swipe picks none of
//   them, and nothing is reported.
// - The filter sheet (near miss) also has a switch, and its ways out are Apply and Reset:
//   Apply is a commit, so the sheet is no chooser. Both do work and nothing closes it without
//   work, so a swipe skips whichever was meant (swipe_skips_dismiss_work on each); with no
//   Cancel beside it, Apply's swipe also throws the switch's edit away (swipe_discards_edits).

final class WalletStore: ObservableObject {
    @Published var locked = false
    @Published var showsBalances = true
    @Published var showsGraph = true
    @Published var filter = ""
    func lock() { locked = true }
    func apply(_ f: String) { filter = f }
    func resetFilter() { filter = "" }
}

struct WalletMenu: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: WalletStore
    @Binding var showingSettings: Bool

    var body: some View {
        VStack {
            Button("Lock Wallet") {
                dismiss()
                store.lock()
            }
            Button("Settings") {
                showingSettings = true
                dismiss()
            }
            Toggle("Show balances", isOn: $store.showsBalances)
            Toggle("Show graph", isOn: $store.showsGraph)
        }
    }
}

struct FilterSheet: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: WalletStore
    @State private var onlyTokens = false

    var body: some View {
        VStack {
            Toggle("Only tokens", isOn: $onlyTokens)
            Button("Apply") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                store.apply(onlyTokens ? "tokens" : "")
                dismiss()
            }
            Button("Reset") { // expect: swipe_skips_dismiss_work
                store.resetFilter()
                dismiss()
            }
        }
    }
}

struct WalletHome: View {
    @State private var showingMenu = false
    @State private var showingSettings = false
    @State private var filtering = false

    var body: some View {
        HStack {
            Button("Menu") { showingMenu = true }
            Button("Filter") { filtering = true }
        }
        .sheet(isPresented: $showingMenu) { WalletMenu(showingSettings: $showingSettings) }
        .sheet(isPresented: $filtering) { FilterSheet() }
    }
}
