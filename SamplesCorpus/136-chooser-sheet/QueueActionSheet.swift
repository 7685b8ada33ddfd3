import SwiftUI

// Scenario 136 (a chooser: a sheet whose ways out are alternatives).
//
// - The queue sheet offers Play Now, Play Next and Play Last, each doing its own work
//   before closing, and no Cancel, Close or Save (nor Add or Done): the user picks one, and a
//   swipe picks none of them, as a cancel would. Nothing owed is lost, and nothing is
//   reported.
// - The upload sheet (near miss) has one way out, Upload, which sends the recording: a swipe
//   skips it (swipe_skips_dismiss_work).

final class PlayerQueue: ObservableObject {
    @Published var items: [String] = []
    func play(_ item: String) { items.insert(item, at: 0) }
    func playNext(_ item: String) { items.insert(item, at: min(1, items.count)) }
    func append(_ item: String) { items.append(item) }
    func upload(_ item: String) { items.removeAll { $0 == item } }
}

struct QueueActionSheet: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var queue: PlayerQueue
    let video: String

    var body: some View {
        VStack {
            Button("Play Now") {
                queue.play(video)
                dismiss()
            }
            Button("Play Next") {
                queue.playNext(video)
                dismiss()
            }
            Button("Play Last") {
                queue.append(video)
                dismiss()
            }
        }
    }
}

struct UploadSheet: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var queue: PlayerQueue
    let recording: String

    var body: some View {
        Button("Upload") { // expect: swipe_skips_dismiss_work
            queue.upload(recording)
            dismiss()
        }
    }
}

struct VideoRow: View {
    @State private var choosing = false
    @State private var uploading = false
    let video: String

    var body: some View {
        HStack {
            Text(video)
            Button("More") { choosing = true }
            Button("Share") { uploading = true }
        }
        .sheet(isPresented: $choosing) { QueueActionSheet(video: video) }
        .sheet(isPresented: $uploading) { UploadSheet(recording: video) }
    }
}
