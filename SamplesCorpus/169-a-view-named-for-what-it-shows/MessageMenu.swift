import SwiftUI

// Scenario 169 (a project view named for what it shows, not for its action).
//
// - Near miss: the message menu is a sheet of actions with no Cancel: Reply, Forward, and the
//   tap of the delivery-failure banner (`FailedSendView { … }`), which retries. Each closes the
//   menu and tells the timeline what was picked. The banner's name says what it shows, a
//   failed send; it does not make its tap a Save. The three are alternatives, and a swipe
//   picks none of them: nothing is reported.
// - The report form's Send files the report and its Cancel tells the timeline the report was
//   dropped: every way out does work, which a swipe skips (swipe_skips_dismiss_work on each).

final class TimelineModel: ObservableObject {
    @Published var log: [String] = []
    func reply() { log.append("reply") }
    func forward() { log.append("forward") }
    func retrySend() { log.append("retry") }
    func fileReport(_ reason: String) { log.append(reason) }
    func reportDropped() { log.append("dropped") }
}

struct FailedSendView: View {
    let onTap: () -> Void
    var body: some View {
        Button(action: onTap) { Text("Not delivered") }
    }
}

struct MessageMenu: View {
    @ObservedObject var timeline: TimelineModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            FailedSendView {
                dismiss()
                timeline.retrySend()
            }
            Button("Reply") {
                dismiss()
                timeline.reply()
            }
            Button("Forward") {
                dismiss()
                timeline.forward()
            }
        }
    }
}

struct ReportForm: View {
    @ObservedObject var timeline: TimelineModel
    @Environment(\.dismiss) private var dismiss
    @State private var reason = ""

    var body: some View {
        NavigationStack {
            Form { TextField("Reason", text: $reason) }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { // expect: swipe_skips_dismiss_work
                            timeline.reportDropped()
                            dismiss()
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") { // expect: swipe_skips_dismiss_work
                            timeline.fileReport(reason)
                            dismiss()
                        }
                    }
                }
        }
    }
}

struct TimelineScreen: View {
    @ObservedObject var timeline: TimelineModel
    @State private var showsMenu = false
    @State private var showsReport = false

    var body: some View {
        VStack {
            Button("More") { showsMenu = true }
            Button("Report") { showsReport = true }
        }
        .sheet(isPresented: $showsMenu) { MessageMenu(timeline: timeline) }
        .sheet(isPresented: $showsReport) { ReportForm(timeline: timeline) }
    }
}
