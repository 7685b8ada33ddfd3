import SwiftUI

// Scenario 178 (labels ticked for Done).
//
// - The filter sheet lists labels; tapping a row ticks or unticks it in the view model, and
//   Done hands the ticked labels to the presenter. Cancel only closes, so a swipe throws the
//   ticked labels away without asking (swipe_discards_edits).
// - Near miss: the sort sheet's rows each pick an order and close the sheet at once: a choice
//   the swipe declines, with nothing ticked to lose.

@MainActor
final class FilterLabelsModel: ObservableObject {
    @Published var labels: [String] = ["Work", "Home", "Later"]
    @Published var selected: [String] = []
}

struct FilterLabelsView: View {
    @StateObject var model = FilterLabelsModel()
    let onDone: ([String]) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(model.labels, id: \.self) { label in
                Button {
                    if model.selected.contains(label) {
                        model.selected.removeAll(where: { $0 == label })
                    } else {
                        model.selected.append(label)
                    }
                } label: {
                    HStack {
                        Text(label)
                        if model.selected.contains(label) { Image(systemName: "checkmark") }
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { // expect: swipe_discards_edits
                        onDone(model.selected)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct SortView: View {
    let orders = ["Newest", "Oldest"]
    @Binding var order: String
    @State private var recent: [String] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(orders, id: \.self) { o in
            Button(o) {
                recent.append(o)
                order = o
                dismiss()
            }
        }
    }
}

struct InboxView: View {
    @State private var showFilter = false
    @State private var showSort = false
    @State private var filter: [String] = []
    @State private var order = "Newest"

    var body: some View {
        List {
            Button("Filter") { showFilter = true }
            Button("Sort") { showSort = true }
        }
        .sheet(isPresented: $showFilter) {
            FilterLabelsView(onDone: { filter = $0 })
        }
        .sheet(isPresented: $showSort) {
            SortView(order: $order)
        }
    }
}
