import SwiftUI

// Scenario 181 (a value from a custom control).
//
// - The calibration sheet's only input is the app's own number selector, which hands each
//   new value to a closure that sets the sheet's state. Add commits that value; Cancel only
//   closes. A swipe equals Cancel (no skipped work), but it throws the chosen value away
//   without asking (swipe_discards_edits).
// - Near miss: the summary sheet also uses a project view with a closure, but that closure
//   only logs the tap: the sheet edits nothing, and its Done is not reported.

struct NumberSelector: View {
    let title: String
    let value: Int
    let changed: (Int) -> Void

    var body: some View {
        Stepper(title, value: Binding(get: { value }, set: { changed($0) }))
    }
}

struct InfoRow: View {
    let title: String
    let tapped: () -> Void

    var body: some View {
        Button(title, action: tapped)
    }
}

final class CalibrationStore: ObservableObject {
    @Published private(set) var offsets: [Int] = []
    func add(_ offset: Int) { offsets.append(offset) }
}

struct AddCalibrationView: View {
    @Environment(\.dismiss) var dismiss
    @State private var value = 100
    var add: (Int) -> Void

    var body: some View {
        NavigationView {
            Form {
                NumberSelector(title: "Glucose", value: value) { newValue in
                    self.value = newValue
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") { // expect: swipe_discards_edits
                        add(value)
                        dismiss()
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
            }
        }
    }
}

struct SummaryView: View {
    @Environment(\.dismiss) var dismiss
    @State private var taps = 0
    var store: CalibrationStore

    var body: some View {
        NavigationView {
            List {
                InfoRow(title: "Offsets") {
                    print("tapped")
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        store.add(0)
                        dismiss()
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
            }
        }
    }
}

struct CalibrationsView: View {
    @StateObject private var store = CalibrationStore()
    @State private var adding = false
    @State private var summarising = false

    var body: some View {
        List {
            Button("Add calibration") { adding = true }
            Button("Summary") { summarising = true }
        }
        .sheet(isPresented: $adding) {
            AddCalibrationView { store.add($0) }
        }
        .sheet(isPresented: $summarising) {
            SummaryView(store: store)
        }
    }
}
