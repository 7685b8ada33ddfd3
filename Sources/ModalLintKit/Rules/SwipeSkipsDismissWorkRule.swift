/// Finds Done/Cancel/Save handlers whose work a swipe-down dismissal skips.
public struct SwipeSkipsDismissWorkRule: Rule {
    public static let description = RuleDescription(
        id: "swipe_skips_dismiss_work",
        name: "Swipe Skips Dismiss Work",
        summary: "A Done/Cancel/Save handler of a controller presented as a sheet does work before dismissing that a swipe-down would skip.",
        rationale: """
        A page sheet can be dismissed by a downward swipe (F3), and a swipe runs no button handler (F4): \
        saving, delegate callbacks, notifications or completion blocks placed in a Done or Cancel action \
        before `dismiss(animated:)` simply do not happen. UIKit offers two answers (F5): block the swipe \
        with `isModalInPresentation = true`, or react to it in `presentationControllerDidDismiss(_:)` of \
        the presentation controller's delegate, which runs once after an interactive dismissal (F6).
        """,
        fix: """
        Move the work (or a call to it) into `presentationControllerDidDismiss(_:)` and set the delegate \
        with `presentationController?.delegate = …`; or set `isModalInPresentation = true` while there \
        are unsaved changes; or present the controller `.fullScreen` when a swipe must not close it.
        """,
        triggering: [
            """
            class NoteEditorViewController: UIViewController {
                var store: NoteStore!
                @IBAction ↓func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() {
                    let editor = NoteEditorViewController()
                    present(editor, animated: true)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            class NoteEditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    isModalInPresentation = true
                }
                @IBAction func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() { present(NoteEditorViewController(), animated: true) }
            }
            """,
            """
            class NoteEditorViewController: UIViewController {
                @IBAction func cancel(_ sender: Any) {
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() { present(NoteEditorViewController(), animated: true) }
            }
            """,
            """
            class NoteEditorViewController: UIViewController {
                @IBAction func save(_ sender: Any) {
                    store.save(note)
                    dismiss(animated: true)
                }
            }
            class NotesViewController: UIViewController {
                func edit() {
                    let editor = NoteEditorViewController()
                    editor.modalPresentationStyle = .fullScreen
                    present(editor, animated: true)
                }
            }
            """,
        ]
    )

    public init() {}

    /// Handler names that close a modal: `done`, `cancelTapped`, `didTapSave`, `closeButtonPressed`.
    static let handlerWords = ["done", "cancel", "save", "close", "dismiss", "finish", "submit", "confirm"]

    /// Calls that are not work a swipe would miss.
    static let trivialCalls: Set<String> = [
        "dismiss", "endEditing", "resignFirstResponder", "print", "debugPrint", "NSLog", "os_log",
        "assert", "assertionFailure", "precondition", "preconditionFailure", "async", "asyncAfter",
        "impactOccurred", "notificationOccurred", "selectionChanged", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "prepare", "popViewController", "log", "debug", "info",
        "trace", "verbose", "isEmpty", "invalidate",
    ]

    static let handlerWordBytes: [[UInt8]] = handlerWords.map { Array($0.utf8) }

    /// Whether the name contains a handler word, ASCII case-insensitively (no allocation
    /// beyond the name's UTF-8 view).
    static func isHandlerName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { buf in
            handlerWordBytes.contains { word in
                guard buf.count >= word.count else { return false }
                for start in 0...(buf.count - word.count) {
                    var k = 0
                    while k < word.count && (buf[start + k] | 0x20) == word[k] { k += 1 }
                    if k == word.count { return true }
                }
                return false
            }
        }
    }

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        var result: [Diagnostic] = []
        for (fi, f) in m.functions.enumerated() where f.kind == .function && Self.isHandlerName(f.name) {
            guard let ti = f.context.type else { continue }
            let typeName = m.types[ti].name
            guard f.attributes.contains("IBAction") || isSelectorTarget(f.name, of: typeName, ctx) else { continue }
            let calls = m.calls.filter { $0.context.function == fi }
            guard let dismiss = calls.first(where: { c in
                PresentCall.isDismiss(c) && (c.receiver.flatMap { $0.localPath }.map { ["presentingViewController", "navigationController", "self"].contains($0.last ?? "") || $0 == ["self"] } ?? true)
            }) else { continue }
            guard let work = calls.first(where: { !Self.trivialCalls.contains($0.name) && !$0.name.isEmpty && !isSuperCall($0) && $0.range.lowerBound != dismiss.range.lowerBound && !(dismiss.range.contains($0.range.lowerBound) && $0.name == "dismiss") }) else { continue }
            guard !isCovered(typeName, ctx) else { continue }
            let workText = ModelDump.describe(work.callee, m)
            result.append(ctx.diagnostic(Self.description, at: f.nameRange.lowerBound,
                "`\(f.fullName)` calls `\(workText)` and dismisses, but a swipe down dismisses `\(typeName)` without running it",
                notes: [ctx.note("the button path dismisses here", file: ctx.fileIndex, at: dismiss.nameRange.lowerBound)]))
        }
        return result
    }

    func isSuperCall(_ c: CallSite) -> Bool {
        if let p = c.callee.path, p.first == "super" { return true }
        return false
    }

    /// `#selector(name)` used anywhere in the type's files.
    func isSelectorTarget(_ name: String, of typeName: String, _ ctx: RuleContext) -> Bool {
        var files = Set((ctx.index.typesByName[typeName] ?? []).map { $0.file })
        files.insert(ctx.fileIndex)
        for fi in files {
            for c in ctx.index.models[fi].calls {
                for a in c.arguments {
                    if case .selector(let n, _) = a.value, n == name { return true }
                }
            }
        }
        return false
    }

    /// Whether nothing is left for the swipe to skip: the swipe is blocked, observed, or
    /// impossible where the controller is presented; or the controller's presentations are
    /// not found at all (then we cannot tell, and stay silent).
    func isCovered(_ typeName: String, _ ctx: RuleContext) -> Bool {
        let s = ctx.index.inheritedSummary(typeName)
        if s.setsModalInPresentation || s.methods.contains("presentationControllerDidDismiss") { return true }
        if s.methods.contains("viewWillDisappear") || s.methods.contains("viewDidDisappear") { return true }
        if s.styleInInit.map({ UIKitFacts.nonSwipeStyles.contains($0) }) == true || s.overridesStyle { return true }
        let entries = (ctx.presentations.byClass[typeName] ?? []).map { ctx.presentations.entries[$0] }
        let swipeable = entries.filter { e in
            let p = e.presented
            if p.blocksSwipe { return false }
            if p.setsPresentationDelegate, let presenter = e.presenterType,
               ctx.index.inheritedSummary(presenter).methods.contains("presentationControllerDidDismiss") { return false }
            switch p.verdict {
            case .unstyled, .partial: return true
            case .styled(let style): return !UIKitFacts.nonSwipeStyles.contains(style) && style != "?"
            default: return false
            }
        }
        return swipeable.isEmpty
    }
}
