import SwiftUI

final class WatchStore: ObservableObject {
    @Published var names: [String] = []
    func save(_ name: String) { names.append(name) }
}

struct WatchEditor: View {
    @EnvironmentObject private var store: WatchStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Cancel") { dismiss() }
            Button("Save") {
                store.save(name)
                dismiss()
            }
        }
    }
}

struct WatchRoot: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) { WatchEditor() }
    }
}
