import SwiftUI

// Scenario 156 (an app router's routes shown as sheets).
//
// - The app describes each screen as a route value (`Route(id:, style: .sheet) { Editor() }`)
//   that its router shows with one generic `.sheet(item:)`. The route's style says how the
//   view is shown: the server editor's route is a sheet. Its Save stores the edits and its
//   Close only closes (`router.dismiss()`): a swipe discards the edits
//   (swipe_discards_edits).
// - A coordinator presents a content closure through a function whose style parameter
//   defaults to a sheet (`present(type: RouteType = .sheet, content:)`): the birthday form,
//   given no type, is a sheet whose only way out reports the height back
//   (swipe_skips_dismiss_work, swipe_discards_edits).
// - The tag editor's route is a sheet too. Its close button comes from a modifier of the
//   project (`.closeButton { router.dismiss() }`) and its Save action is kept in a local
//   (`let saveAction = { … }`): Save stores the tag, the close button only closes
//   (swipe_discards_edits).
// - Near misses: the log route is pushed (`style: .push`), and the fee form is given
//   `type: .fullScreen`: neither can be swiped away, and nothing is reported for them.

final class ServerStore: ObservableObject {
    @Published var names: [String] = []
    @Published var heights: [Int] = []
    func rename(_ name: String) { names.append(name) }
    func setFee(_ fee: String) { names.append(fee) }
}

struct Route: Identifiable {
    enum Style { case push, sheet, fullScreen }
    let id: String
    let style: Style
    let content: AnyView

    init<Content: View>(id: String, style: Style = .push, @ViewBuilder content: () -> Content) {
        self.id = id
        self.style = style
        self.content = AnyView(content())
    }

    static func editServer(store: ServerStore) -> Route {
        Route(id: "editServer", style: .sheet) {
            EditServerView(store: store)
        }
    }

    static func addTag(store: ServerStore) -> Route {
        Route(id: "addTag", style: .sheet) {
            AddTagView(store: store)
        }
    }

    static func serverLog() -> Route {
        Route(id: "serverLog", style: .push) {
            ServerLogView()
        }
    }
}

final class Router: ObservableObject {
    @Published var sheet: Route?
    @Published var path: [String] = []
    func route(to route: Route) {
        if route.style == .push { path.append(route.id) } else { sheet = route }
    }
    func dismiss() { sheet = nil }
}

struct EditServerView: View {
    @EnvironmentObject private var router: Router
    @ObservedObject var store: ServerStore
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") { router.dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { // expect: swipe_discards_edits
                    store.rename(name)
                    router.dismiss()
                }
            }
        }
    }
}

extension View {
    func closeButton(_ action: @escaping () -> Void) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button(action: action) { Image(systemName: "xmark") }
            }
        }
    }
}

struct AddTagView: View {
    @EnvironmentObject private var router: Router
    @ObservedObject var store: ServerStore
    @State private var tag = ""

    var body: some View {
        Form {
            TextField("Tag", text: $tag)
        }
        .closeButton {
            router.dismiss()
        }
        .toolbar {
            let saveAction: () -> Void = { // expect: swipe_discards_edits
                store.rename(tag)
                router.dismiss()
            }
            Button("Save", action: saveAction)
        }
    }
}

struct ServerLogView: View {
    @EnvironmentObject private var router: Router
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            Button("Done") {
                UserDefaults.standard.set(filter, forKey: "log.filter")
                router.dismiss()
            }
        }
    }
}

final class Coordinator {
    enum RouteType { case sheet, fullScreen }
    static let shared = Coordinator()
    var routes: [(RouteType, AnyView)] = []

    func present<Content: View>(type: RouteType = .sheet, @ViewBuilder content: (Binding<Bool>) -> Content) {
        routes.append((type, AnyView(content(.constant(true)))))
    }
}

struct BirthdayForm: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var height = ""
    let onEnter: (Int) -> Void

    var body: some View {
        VStack {
            TextField("Height", text: $height)
            Button("Done") { // expect: swipe_skips_dismiss_work, swipe_discards_edits
                onEnter(Int(height) ?? 0)
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct FeeForm: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var fee = ""
    let store: ServerStore

    var body: some View {
        VStack {
            TextField("Fee", text: $fee)
            Button("Done") {
                store.setFee(fee)
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct ServerScreen: View {
    @EnvironmentObject private var router: Router
    @StateObject private var store = ServerStore()

    var body: some View {
        List {
            Button("Edit") { router.route(to: .editServer(store: store)) }
            Button("Log") { router.route(to: .serverLog()) }
            Button("Tag") { router.route(to: .addTag(store: store)) }
            Button("Birthday") {
                Coordinator.shared.present { _ in
                    BirthdayForm { store.heights.append($0) }
                }
            }
            Button("Fee") {
                Coordinator.shared.present(type: .fullScreen) { _ in
                    FeeForm(store: store)
                }
            }
        }
        .sheet(item: $router.sheet) { route in
            route.content
        }
    }
}
