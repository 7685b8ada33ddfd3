import XCTest
@testable import ModalLintKit

/// The note that points a button's finding at the method or reaction that handles the way
/// out, when that is not the button itself: only for a handler of that way out alone.
final class ExitHandlerNoteTests: XCTestCase {
    /// An editor shown as a sheet, with `toolbar` from line 11 of the file and `method`
    /// after its body (from line 16 when the toolbar takes two lines).
    private func findings(toolbar: String, method: String) -> [Diagnostic] {
        let source = """
        import SwiftUI
        final class Store: ObservableObject { func add(_ s: String) {} }
        struct Editor: View {
            @Environment(\\.dismiss) private var dismiss
            @EnvironmentObject var store: Store
            @State private var title = ""
            var body: some View {
                NavigationStack {
                    Form { TextField("Title", text: $title) }
                        .toolbar {
        \(toolbar)
                        }
                }
            }
        \(method)
        }
        struct List: View {
            @State private var adding = false
            var body: some View { Button("Add") { adding = true }.sheet(isPresented: $adding) { Editor() } }
        }
        """
        var configuration = Configuration()
        configuration.optInRules = ["swipe_discards_edits"]
        return TestSupport.lint([("Editor.swift", source)], configuration: configuration)
            .filter { $0.ruleID == "swipe_discards_edits" }
    }

    private func handlerNotes(_ d: Diagnostic) -> [Note] { d.notes.filter { $0.message.hasPrefix("handled in ") } }

    func testAMethodOnlyTheSaveButtonCallsIsItsHandler() throws {
        let found = findings(toolbar: """
                            Button("Cancel") { dismiss() }
                            Button("Save") { save() }
        """, method: """
            private func save() {
                store.add(title)
                dismiss()
            }
        """)
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(d.location.line, 12)
        let notes = handlerNotes(d)
        XCTAssertEqual(notes.map(\.message), ["handled in `save()`, which closes the screen"])
        XCTAssertEqual(notes.first?.location.line, 16)
    }

    func testAHelperEveryWayOutSharesIsNotAHandler() throws {
        let found = findings(toolbar: """
                            Button("Cancel") { close() }
                            Button("Save") {
                                store.add(title)
                                close()
                            }
        """, method: """
            private func close() { dismiss() }
        """)
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(d.location.line, 12)
        XCTAssertEqual(handlerNotes(d).count, 0)
    }

    /// A view whose Share button calls a closure its presenter gives it, in another file, that
    /// closes the hosting sheet: that closure is the handler.
    func testAClosureTheViewIsGivenInAnotherFileIsItsHandler() throws {
        let view = """
        import SwiftUI
        struct ShareNotice: View {
            var onCancel: () -> Void
            var onShare: (String) -> Void
            @State private var text = ""
            var body: some View {
                NavigationStack {
                    Form { TextEditor(text: $text) }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: onCancel) }
                            ToolbarItem(placement: .confirmationAction) { Button("Share") { onShare(text) } }
                        }
                }
            }
        }
        """
        let presenter = """
        import UIKit
        import SwiftUI
        final class Uploader { static let shared = Uploader(); func send(_ s: String) {} }
        final class MenuViewController: UIViewController {
            func shareLogs() {
                let notice = ShareNotice(
                    onCancel: { [weak self] in self?.dismiss(animated: true) },
                    onShare: { [weak self] text in
                        Uploader.shared.send(text)
                        self?.dismiss(animated: true)
                    }
                )
                let host = UIHostingController(rootView: notice)
                host.modalPresentationStyle = .formSheet
                present(host, animated: true)
            }
        }
        """
        var configuration = Configuration()
        configuration.optInRules = ["swipe_discards_edits"]
        let found = TestSupport.lint([("ShareNotice.swift", view), ("MenuViewController.swift", presenter)], configuration: configuration)
            .filter { $0.ruleID == "swipe_discards_edits" }
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(d.location.line, 11)
        let notes = handlerNotes(d)
        XCTAssertEqual(notes.map(\.message), ["handled in the closure the view is given here, which closes the screen"])
        XCTAssertEqual(notes.first?.path, "MenuViewController.swift")
        XCTAssertEqual(notes.first?.location.line, 8)
    }
}
