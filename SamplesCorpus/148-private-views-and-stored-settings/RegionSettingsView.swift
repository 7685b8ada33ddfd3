import SwiftUI

// Scenario 148 (views private to their files; settings stored through a wrapper).
//
// - `Preferences.region` is declared with a property wrapper that stores it: setting it
//   persists the value, though the type's own file never reads it. The region form's Save
//   sets it and Cancel only closes: a swipe discards the picked region (swipe_discards_edits).
//   Its Save also sets `Preferences.lastEditedField`, a plain property nothing reads.
// - The team view and the profile view each declare a `private struct RenameView` of their
//   own. The team's is shown as a sheet and its Save renames the team
//   (swipe_discards_edits). The profile's (near miss) is shown nowhere: its Save is not
//   reported, though a view of the same name is shown from the team view. A `private
//   extension` is no type of its own: the team note view, declared with a private extension
//   in the team view's file and shown from the profile view, keeps its Save
//   (swipe_discards_edits).

struct RegionSettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var region = Preferences.region

    var body: some View {
        NavigationStack {
            Form {
                TextField("Region", text: $region)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { // expect: swipe_discards_edits
                        Preferences.region = region
                        Preferences.lastEditedField = "region"
                        dismiss()
                    }
                }
            }
        }
    }
}

struct SettingsView: View {
    @State private var choosingRegion = false

    var body: some View {
        Button("Region") { choosingRegion = true }
            .sheet(isPresented: $choosingRegion) { RegionSettingsView() }
    }
}
