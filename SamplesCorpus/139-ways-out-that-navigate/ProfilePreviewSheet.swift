import SwiftUI

// Scenario 139 (ways out that only go somewhere else).
//
// - The profile preview sheet's Message and View Profile buttons push a route on the app's
//   navigation and close the sheet. A swipe declines to go there: nothing owed is lost, and
//   neither is reported.
// - The Inbox sheet's Open button (near miss) also marks the thread read before it navigates:
//   a swipe skips that (swipe_skips_dismiss_work). The sign-up sheet's Cancel (near miss)
//   returns to the welcome route: a Cancel's navigation is work the swipe skips
//   (swipe_skips_dismiss_work).

enum Route: Hashable {
    case chat(String)
    case profile(String)
}

final class Navigation: ObservableObject {
    @Published var path: [Route] = []
    func push(_ route: Route) { path.append(route) }
}

final class InboxStore: ObservableObject {
    @Published var unread: Set<String> = []
    func markRead(_ thread: String) { unread.remove(thread) }
}

struct ProfilePreviewSheet: View {
    let user: String
    @EnvironmentObject private var navigation: Navigation
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(user)
            Button("Message") {
                navigation.push(.chat(user))
                dismiss()
            }
            Button("View Profile") {
                navigation.push(.profile(user))
                dismiss()
            }
        }
    }
}

struct ThreadPreviewSheet: View {
    let thread: String
    @EnvironmentObject private var navigation: Navigation
    @EnvironmentObject private var inbox: InboxStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Open") { // expect: swipe_skips_dismiss_work
            inbox.markRead(thread)
            navigation.push(.chat(thread))
            dismiss()
        }
    }
}

struct SignUpSheet: View {
    @EnvironmentObject private var navigation: Navigation
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Cancel") { // expect: swipe_skips_dismiss_work
            navigation.push(.profile("welcome"))
            dismiss()
        }
    }
}

struct TimelineView: View {
    @State private var previewedUser: String?
    @State private var previewedThread: String?
    @State private var signingUp = false

    var body: some View {
        List {
            Button("Alice") { previewedUser = "alice" }
            Button("Thread") { previewedThread = "t1" }
        }
        .sheet(item: $previewedUser) { user in
            ProfilePreviewSheet(user: user)
        }
        .sheet(item: $previewedThread) { thread in
            ThreadPreviewSheet(thread: thread)
        }
        .sheet(isPresented: $signingUp) { SignUpSheet() }
    }
}

extension String: Identifiable {
    public var id: String { self }
}
