import SwiftUI

// Scenario 151 (containers nested in a sheet's content).
//
// - The app shows its global sheets from one `sheet(item:)` whose content measures the sheet
//   (`GeometryReader`) and groups the routes (`Group { switch … }`): each route's view is the
//   sheet's screen however deep those containers nest. The theme editor's Save stores the
//   draft and Cancel only closes: a swipe discards the draft (swipe_discards_edits).
// - Near miss: the tip view is shown inside a `ScrollView` in the content, which is the sheet's
//   own layout rather than a container of screens: it is part of that content, and its Save
//   (which has no Cancel beside it) is not read as a screen's.

final class ThemeStore: ObservableObject {
    @Published var themes: [String] = []
    @Published var tips: [String] = []
    func save(_ theme: String) { themes.append(theme) }
    func tip(_ amount: String) { tips.append(amount) }
}

enum GlobalSheet: Identifiable {
    case editingTheme(String)
    case tipJar
    var id: String {
        switch self {
        case .editingTheme(let name): return "theme-" + name
        case .tipJar: return "tips"
        }
    }
}

final class Navigator: ObservableObject {
    @Published var presentingSheet: GlobalSheet?
}

struct ThemeEditor: View {
    @EnvironmentObject private var store: ThemeStore
    @Environment(\.dismiss) private var dismiss
    @State private var draft: String

    init(theme: String) { _draft = State(initialValue: theme) }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Theme", text: $draft)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { // expect: swipe_discards_edits
                        store.save(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct TipView: View {
    @EnvironmentObject private var store: ThemeStore
    @Environment(\.dismiss) private var dismiss
    @State private var amount = ""

    var body: some View {
        VStack {
            TextField("Amount", text: $amount)
            Button("Save") {
                store.tip(amount)
                dismiss()
            }
        }
    }
}

struct GlobalSheetsProvider<Content: View>: View {
    @ObservedObject var navigator: Navigator
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .sheet(item: $navigator.presentingSheet) { sheet in
                GeometryReader { geo in
                    Group {
                        switch sheet {
                        case .editingTheme(let theme):
                            ThemeEditor(theme: theme)
                        case .tipJar:
                            ScrollView {
                                TipView()
                            }
                        }
                    }
                    .frame(width: geo.size.width)
                }
            }
    }
}
