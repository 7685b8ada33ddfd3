import SwiftUI

// Scenario 164 (button titles given as localisation keys: `"cancel_button".localized`).
//
// - The sleep timer sheet's buttons are titled by keys the app localises through a member of
//   the string. The key says what each button is: `cancel_button` only closes, and
//   `ok_button` commits the dialled duration. A swipe is that Cancel, and discards the
//   chosen duration without asking (swipe_discards_edits).
// - Near miss: the queue sheet's two buttons are keyed `play_now` and `play_next`, two
//   alternatives with no Cancel: a swipe picks neither, and nothing is reported.

extension String {
    var localized: String { self }
}

final class PlayerModel: ObservableObject {
    @Published var sleepAfter: TimeInterval = 0
    @Published var queue: [String] = []
    func setSleepTimer(_ duration: TimeInterval) { sleepAfter = duration }
    func playNow(_ id: String) { queue.insert(id, at: 0) }
    func playNext(_ id: String) { queue.append(id) }
}

struct PlayerScreen: View {
    @ObservedObject var model: PlayerModel
    @State private var showsTimer = false
    @State private var showsQueue = false

    var body: some View {
        VStack {
            Button("Sleep timer") { showsTimer = true }
            Button("Queue") { showsQueue = true }
        }
        .sheet(isPresented: $showsTimer) {
            SleepTimerSheet(model: model)
        }
        .sheet(isPresented: $showsQueue) {
            QueueChoiceSheet(model: model, id: "episode")
        }
    }
}

struct SleepTimerSheet: View {
    @ObservedObject var model: PlayerModel
    @Environment(\.dismiss) private var dismiss
    @State private var minutes = 15.0

    var body: some View {
        VStack {
            Slider(value: $minutes, in: 1...120)
            Button("ok_button".localized) { // expect: swipe_discards_edits
                model.setSleepTimer(minutes * 60)
                dismiss()
            }
            Button("cancel_button".localized) {
                dismiss()
            }
        }
    }
}

struct QueueChoiceSheet: View {
    @ObservedObject var model: PlayerModel
    let id: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("play_now".localized) {
                model.playNow(id)
                dismiss()
            }
            Button("play_next".localized) {
                model.playNext(id)
                dismiss()
            }
        }
    }
}
