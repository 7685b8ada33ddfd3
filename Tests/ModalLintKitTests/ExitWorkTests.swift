import XCTest
@testable import ModalLintKit

/// The pieces of the exits model that read code apart from any screen: the branches a literal
/// argument rules out, the "cancelled" signal of a callback, and the actions `#selector` names.
final class ExitWorkTests: XCTestCase {
    private func model(_ source: String) -> FileModel {
        Parser.parse(SourceFile(path: "A.swift", text: source))
    }

    private func function(_ name: String, in m: FileModel) throws -> Int {
        try XCTUnwrap(m.functions.firstIndex { $0.name == name })
    }

    /// The calls of `f` outside the ranges given.
    private func callsRun(in f: Int, of m: FileModel, skipping skipped: [Range<Int>]) -> [String] {
        m.calls.filter { c in c.context.function == f && !skipped.contains { $0.contains(c.range.lowerBound) } }.map(\.name)
    }

    func testIfBranchesFollowTheLiteralArgument() throws {
        let m = model("""
        final class Editor {
            func close(saving: Bool) {
                prepare()
                dismiss(animated: true) {
                    if saving {
                        store()
                    } else {
                        discard()
                    }
                }
                if !saving { log() }
            }
        }
        """)
        let f = try function("close", in: m)
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: ["saving": false])), ["prepare", "dismiss", "discard", "log"])
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: ["saving": true])), ["prepare", "dismiss", "store"])
        // Nothing known, nothing ruled out.
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: [:])), ["prepare", "dismiss", "store", "discard", "log"])
    }

    func testGuardRulesOutTheRestOrItsElse() throws {
        let m = model("""
        func finish(done: Bool) {
            guard done else {
                cancel()
                return
            }
            save()
            notify()
        }
        """)
        let f = try function("finish", in: m)
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: ["done": false])), ["cancel"])
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: ["done": true])), ["save", "notify"])
    }

    func testFlagsBindLabelledAndDefaultedParameters() throws {
        let m = model("""
        func close(animated: Bool = true, saving: Bool) {}
        func run() {
            close(saving: false)
            close(animated: false, saving: true)
            close(saving: flag)
        }
        """)
        let fn = m.functions[try function("close", in: m)]
        let calls = m.calls.filter { $0.name == "close" }
        XCTAssertEqual(ExitWork.flags(of: calls[0], to: fn), ["saving": false])
        XCTAssertEqual(ExitWork.flags(of: calls[1], to: fn), ["animated": false, "saving": true])
        XCTAssertEqual(ExitWork.flags(of: calls[2], to: fn), [:])
    }

    func testNilParametersRuleOutTheirBranches() throws {
        let m = model("""
        func finish(error: Error? = nil, completion: (() -> Void)? = nil, note: String? = nil) {
            if let error {
                alert(error)
                return
            }
            guard let note = note else {
                dismiss()
                return
            }
            if completion != nil { track() }
            store(note)
        }
        func run() {
            finish()
            finish(error: nil, note: "x")
            finish(error: failure, completion: { done() }, note: text)
        }
        """)
        let f = try function("finish", in: m)
        let fn = m.functions[f]
        let calls = m.calls.filter { $0.name == "finish" }
        XCTAssertEqual(ExitWork.given(of: calls[0], to: fn).nils, ["error", "completion", "note"])
        XCTAssertEqual(ExitWork.given(of: calls[1], to: fn).nils, ["error", "completion"])
        XCTAssertEqual(ExitWork.given(of: calls[2], to: fn).nils, [])
        let all = ExitWork.given(of: calls[0], to: fn).nils
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: [:], nils: all)), ["dismiss"])
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: [:], nils: ["error", "completion"])),
                       ["dismiss", "store"])
        XCTAssertEqual(callsRun(in: f, of: m, skipping: ExitWork.branchesNotTaken(of: f, in: m, flags: [:], nils: [])),
                       ["alert", "dismiss", "track", "store"])
    }

    func testCancelSignals() {
        let m = model("""
        func f() {
            completion(nil, self)
            completion(name, self)
            completion(self)
            completion(false)
            completion(.cancelled)
            completion(.success(nil))
            completion(.success(code))
            completion(.done)
        }
        """)
        let told = m.calls.filter { $0.name == "completion" }.map { ExitWork.signalsCancel($0, in: m) }
        XCTAssertEqual(told, [true, false, false, true, true, true, false, false])
    }

    func testSelectorNames() {
        let bytes = Array("""
        func addCloseButton(action: Selector = #selector(dismissVC)) {
            button.addTarget(self, action: #selector(UIViewController.close(_:)), for: .touchUpInside)
        }
        """.utf8)
        XCTAssertEqual(ExitModel.selectorNames(in: bytes[...]).map(\.method), ["dismissVC", "close"])
    }

    func testWindowRootInstanceMembersAndArgumentValues() throws {
        let m = model("""
        final class LockPresenter {
            var window: UIWindow?
            func show() {
                let lock = LockViewController()
                lock.onClosed = { self.window = nil }
                window?.rootViewController = lock
            }
            func showSheet(over host: UIViewController) {
                let lock = LockViewController()
                lock.onClosed = { print("closed") }
                host.present(lock, animated: true)
            }
        }
        // finish(then: onClosed)
        """)
        let text = String(decoding: m.file.bytes, as: UTF8.self)
        func offsets(of needle: String) -> [Int] {
            var out: [Int] = []
            var from = text.startIndex
            while let r = text.range(of: needle, range: from..<text.endIndex) {
                out.append(text.utf8.distance(from: text.startIndex, to: r.lowerBound))
                from = r.upperBound
            }
            return out
        }
        let members = offsets(of: "onClosed =")
        XCTAssertEqual(members.count, 2)
        // Set on the window's root: not on a sheet. Set on the presented instance: a sheet's.
        XCTAssertTrue(ExitWork.isWindowRootInstanceMember(at: members[0], in: m))
        XCTAssertFalse(ExitWork.isWindowRootInstanceMember(at: members[1], in: m))
        let comment = try XCTUnwrap(offsets(of: "onClosed)").first)
        XCTAssertTrue(ExitWork.isInComment(comment, m))
        XCTAssertFalse(ExitWork.isInComment(members[0], m))
        XCTAssertTrue(ExitWork.followsColon(m.file.bytes, at: comment))
        XCTAssertFalse(ExitWork.followsColon(m.file.bytes, at: members[0]))
    }

    func testBranchesCompiledOnlyForPlatformsWithoutTheSwipe() {
        let source = """
        #if os(iOS)
        let a = 1
        #else
        let b = 2
        #endif
        #if os(macOS) || os(tvOS)
        let c = 3
        #elseif DEBUG
        let d = 4
        #else
        let e = 5
        #endif
        #if !os(iOS)
        let f = 6
        #endif
        #if targetEnvironment(macCatalyst)
        let g = 7
        #else
        let h = 8
        #endif
        """
        let bytes = Array(source.utf8)
        let ranges = ExitModel.branchesWithoutSwipe(in: bytes)
        func excluded(_ name: String) -> Bool {
            let at = source.utf8.distance(from: source.startIndex, to: source.range(of: "let \(name)")!.lowerBound)
            return ranges.contains { $0.contains(at) }
        }
        XCTAssertEqual(["a", "b", "c", "d", "e", "f", "g", "h"].filter(excluded), ["b", "c", "f"])
    }

    /// A closure handed to a screen's callback by a file that spells neither the screen's
    /// class nor its base (the screen is a subclass; the presenter types it by inference) is
    /// followed, and closures handed by test code are not the app's.
    func testClosuresHandedFromFilesNotSpellingTheOwnerAreFollowed() {
        let files = [
            SourceFile(path: "Editor.swift", text: """
                import UIKit
                class Editor: UIViewController {
                    var onDone: (() -> Void)?
                    let store = NoteStore()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                    }
                    @objc func done() {
                        store.save()
                        onDone?()
                    }
                }
                final class NoteEditor: Editor {}
                final class NoteStore { private(set) var saved = 0; func save() { saved += 1 } }
                """),
            SourceFile(path: "NotesCoordinator.swift", text: """
                import UIKit
                final class NotesCoordinator {
                    let nav = UINavigationController()
                    func edit() {
                        let e = NoteEditor()
                        e.onDone = { [weak self] in self?.nav.dismiss(animated: true) }
                        nav.present(e, animated: true)
                    }
                }
                final class AppDelegate: UIResponder { let notes = NotesCoordinator() }
                """),
            SourceFile(path: "Tests/NoteEditorTests.swift", text: """
                import XCTest
                final class NoteEditorTests: XCTestCase {
                    func testDone() {
                        let e = NoteEditor()
                        let done = expectation(description: "done")
                        e.onDone = { done.fulfill() }
                        e.done()
                    }
                }
                """),
        ]
        let result = Analyzer(jobs: 1).run(files: files)
        let found = result.diagnostics.map { "\($0.ruleID) \($0.path):\($0.location.line)" }
        XCTAssertTrue(found.contains("swipe_skips_dismiss_work Editor.swift:9"), "\(found)")
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("fulfill") }, "\(found)")
    }

    /// A SwiftUI view's rows ticked for a later commit: a collection it owns, changed by a
    /// button that does not close it, and handed on by one that does.
    func testSwiftUISelectionIsOwnedTickedAndHandedOn() throws {
        func keeps(_ body: String) -> Bool {
            let m = model("struct Sheet: View {\n" + body + "\n}\nfinal class Model: ObservableObject { @Published var selected: [String] = []; let player = Player() }")
            let index = ProjectIndex(models: [m])
            return ExitModel.keepsSelection(view: m.types.firstIndex { $0.name == "Sheet" }!, in: m, index)
        }
        let dismiss = "@Environment(\\.dismiss) var dismiss\n"
        // Ticked in a model the view owns, handed on by Done.
        XCTAssertTrue(keeps(dismiss + """
            @StateObject var model = Model()
            let onDone: ([String]) -> Void
            var body: some View {
                Button("a") { model.selected.append("a") }
                Button("Done") { onDone(model.selected); dismiss() }
            }
            """))
        // A collection of its own, handed on.
        XCTAssertTrue(keeps(dismiss + """
            @State var picked: [String] = []
            var body: some View {
                Button("a") { picked.append("a") }
                Button("Done") { store(picked); dismiss() }
            }
            """))
        // Expanded rows no commit reads.
        XCTAssertFalse(keeps(dismiss + """
            @State var expanded: Set<String> = []
            var body: some View {
                Button("q") { expanded.insert("q") }
                Button("Done") { markSeen(); dismiss() }
            }
            """))
        // The presenter's collection, changed live.
        XCTAssertFalse(keeps(dismiss + """
            @Binding var picked: [String]
            var body: some View {
                Button("a") { picked.append("a") }
                Button("Done") { store(picked); dismiss() }
            }
            """))
        // A member object's method named like a collection's.
        XCTAssertFalse(keeps(dismiss + """
            @StateObject var model = Model()
            var body: some View {
                Button("Play next") { model.player.insert("t") }
                Button("Done") { model.player.commit(); dismiss() }
            }
            """))
        // Changed when the view appears, not by a tap.
        XCTAssertFalse(keeps(dismiss + """
            @State var rows: [String] = []
            var body: some View {
                List(rows) { Text($0) }.onAppear { rows.append("Opened") }
                Button("Done") { store(rows); dismiss() }
            }
            """))
    }

    /// The call a modifier chain starts from: `.onSubmit` on a `Button` never runs.
    func testModifiedCallIsTheRootOfTheChain() throws {
        let m = model("""
        struct Add: View {
            var body: some View {
                Button("Add") { add() }.disabled(false).onSubmit { add() }
                TextField("URL", text: $url).onSubmit { add() }
                content.onSubmit { add() }
            }
        }
        """)
        let submits = m.calls.filter { $0.name == "onSubmit" }
        XCTAssertEqual(submits.map { ExitModel.modifiedCall(of: $0, in: m)?.name }, ["Button", "TextField", nil])
    }

    /// A presented view's flags: those that say it is shown, less those it shows its own alert
    /// or sheet with (whatever the spelling of the binding).
    func testPresentedFlagsLeaveOutTheViewsOwnAlertFlags() throws {
        let m = model("""
        struct NoteSheet: View {
            @Binding var showSheet: Bool
            @Binding var showSheetError: Bool
            @Binding var showPicker: Bool
            var body: some View {
                Text("x")
                    .alert("Failed", isPresented:
                        self.$showSheetError) { Button("OK") { showSheetError = false } }
                    .sheet(isPresented: $showPicker) { Text("picker") }
            }
        }
        """)
        XCTAssertEqual(ExitModel.presentedFlags(of: "NoteSheet", ProjectIndex(models: [m])), ["showSheet"])
    }
}
