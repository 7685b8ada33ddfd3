import SwiftUI
import UIKit

// Scenario 105 (swipe_skips_dismiss_work through a project's SwiftUI button view).
//
// `CloseButton` is the app's own button view: its body gives its `action` property to a
// `Button`. A sheet that passes it a closure property the presenter handed in
// (`CloseButton(action: onClose)`) has a way out that does what that closure does.
//
// The theme picker's close button only dismisses the hosting controller, so picking a theme
// (which saves it) is not lost to a swipe: the swipe equals Close. No finding.
//
// The draft sheet's close button discards the draft on the server before dismissing, and its
// Send button sends it: every way out does work, and a swipe does neither. A finding on each,
// the close button's where it is given its action.

struct CloseButton: View {
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "xmark.circle.fill")
        }
    }
}

struct ThemePickerView: View {
    let themes: [String]
    var onPick: (String) -> Void
    var onClose: () -> Void

    var body: some View {
        VStack {
            HStack {
                Spacer()
                CloseButton(action: onClose)
            }
            ForEach(themes, id: \.self) { theme in
                Button(theme) {
                    onPick(theme)
                }
            }
        }
    }
}

struct DraftView: View {
    @State var text = ""
    var onSend: (String) -> Void
    var onCancel: () -> Void

    var body: some View {
        VStack {
            HStack {
                CloseButton(action: onCancel) // expect: swipe_skips_dismiss_work
                Spacer()
                Button("Send") { // expect: swipe_skips_dismiss_work
                    onSend(text)
                }
            }
            Text(text)
        }
    }
}

final class AppearanceViewController: UIViewController {
    private let settings = ThemeSettings()
    private let drafts = DraftService()

    func chooseTheme() {
        var host: UIViewController?
        let picker = ThemePickerView(themes: ["Light", "Dark"], onPick: { [weak self] theme in
            self?.settings.save(theme: theme)
            host?.dismiss(animated: true)
        }, onClose: {
            host?.dismiss(animated: true)
        })
        host = UIHostingController(rootView: picker)
        present(host!, animated: true) // expect: implicit_presentation_style
    }

    func writeDraft() {
        var host: UIViewController?
        let draft = DraftView(onSend: { [weak self] text in
            self?.drafts.send(text)
            host?.dismiss(animated: true)
        }, onCancel: { [weak self] in
            self?.drafts.discard()
            host?.dismiss(animated: true)
        })
        host = UIHostingController(rootView: draft)
        present(host!, animated: true) // expect: implicit_presentation_style
    }
}

final class ThemeSettings {
    private(set) var theme = "Light"
    func save(theme: String) { self.theme = theme }
}

final class DraftService {
    private(set) var sent: [String] = []
    private(set) var discarded = 0
    func send(_ text: String) { sent.append(text) }
    func discard() { discarded += 1 }
}
