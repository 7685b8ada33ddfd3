import SwiftUI

// Scenario 137 (ways out compiled only for platforms without the swipe).
//
// - The preset editor lays out its buttons per platform. On iOS its toolbar Save commits the
//   typed name beside a Cancel that only closes: a swipe discards the name
//   (swipe_discards_edits). The Save inside `#if os(macOS)` belongs to a sheet window, which
//   has no swipe-down dismissal, and is not reported.
// - The `#else` of an `#if os(iOS)` test holds the tvOS layout: not reported either; a Save
//   under a feature flag (near miss) may run on iOS and is.

final class PresetStore: ObservableObject {
    @Published var names: [String] = []
}

struct PresetEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: PresetStore
    @State private var name = ""

    var body: some View {
        #if os(macOS)
        VStack {
            TextField("Name", text: $name)
            HStack {
                Button("Cancel") { dismiss() }
                Button("Save") {
                    store.names.append(name)
                    dismiss()
                }
            }
        }
        #else
        NavigationStack {
            TextField("Name", text: $name)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { // expect: swipe_discards_edits
                            store.names.append(name)
                            dismiss()
                        }
                    }
                }
        }
        #endif
    }
}

struct ChannelEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: PresetStore
    @State private var name = ""

    var body: some View {
        NavigationStack {
            TextField("Channel", text: $name)
                .toolbar {
                    Button("Cancel") { dismiss() }
                    #if os(iOS)
                    Button("Save") { // expect: swipe_discards_edits
                        store.names.append(name)
                        dismiss()
                    }
                    #else
                    Button("Done") {
                        store.names.append(name)
                        dismiss()
                    }
                    #endif
                    #if BETA
                    Button("Save as Draft") { // expect: swipe_discards_edits
                        store.names.append("draft: " + name)
                        dismiss()
                    }
                    #endif
                }
        }
    }
}

struct PresetsView: View {
    @State private var editing = false
    @State private var editingChannel = false

    var body: some View {
        List {
            Button("New Preset") { editing = true }
            Button("New Channel") { editingChannel = true }
        }
        .sheet(isPresented: $editing) { PresetEditorView() }
        .sheet(isPresented: $editingChannel) { ChannelEditorView() }
    }
}
