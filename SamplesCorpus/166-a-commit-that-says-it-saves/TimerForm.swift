import SwiftUI

// Scenario 166 (a way out titled otherwise that saves, beside a Save).
//
// - The timer form has a Cancel that only closes, a Save as Preset button, and a Start Timer
//   button that stores the typed timer (`store.saveCustomTimer(…)`) before starting it and
//   closing. Both Start Timer and Save as Preset commit the form: a swipe discards the typed
//   timer like Cancel, without asking (swipe_discards_edits on each).
// - Near miss: Start Once starts a timer from the form without saving anything. It is a
//   command, not a commit of the edits; nothing is reported for it.

final class TimerStore: ObservableObject {
    @Published var presets: [String] = []
    @Published var running: String?
    func saveCustomTimer(_ name: String) { presets.append(name) }
    func savePreset(_ name: String) { presets.append(name) }
    func start(_ name: String) { running = name }
}

struct TimersScreen: View {
    @ObservedObject var store: TimerStore
    @State private var showsForm = false

    var body: some View {
        Button("New timer") { showsForm = true }
            .sheet(isPresented: $showsForm) {
                TimerForm(store: store)
            }
    }
}

struct TimerForm: View {
    @ObservedObject var store: TimerStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Button("Start Timer") { // expect: swipe_discards_edits
                    store.saveCustomTimer(name)
                    store.start(name)
                    dismiss()
                }
                Button("Start Once") {
                    store.start(name)
                    dismiss()
                }
                Button("Save as Preset") { // expect: swipe_discards_edits
                    store.savePreset(name)
                    dismiss()
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}
