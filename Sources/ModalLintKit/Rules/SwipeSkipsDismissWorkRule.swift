/// Finds Done/Cancel/Save handlers whose work a swipe-down dismissal skips.
public struct SwipeSkipsDismissWorkRule: Rule {
    public static let description = RuleDescription(
        id: "swipe_skips_dismiss_work",
        name: "Swipe Skips Dismiss Work",
        summary: "A Done/Cancel/Save handler of a controller presented as a sheet does work before dismissing that a swipe-down would skip.",
        rationale: """
        A page sheet can be dismissed by a downward swipe (see [swipe to dismiss](presentation-model#swipe-to-dismiss)), and a swipe runs no button handler (see [the swipe skips handlers](presentation-model#swipe-skips-handlers)): \
        saving, delegate callbacks, notifications or completion blocks placed in a Done or Cancel action \
        before `dismiss(animated:)` simply do not happen. UIKit offers two answers (see [handling the swipe](presentation-model#handling-the-swipe)): block the swipe \
        with `isModalInPresentation = true`, or react to it in `presentationControllerDidDismiss(_:)` of \
        the presentation controller's delegate, which runs once after an interactive dismissal (see [the dismissal callbacks](presentation-model#dismissal-delegate-callbacks)).
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
    static let uiAction = Array("UIAction".utf8)

    /// Which bytes start a handler word (lower case).
    static let handlerFirstBytes: [Bool] = {
        var t = [Bool](repeating: false, count: 256)
        for w in handlerWordBytes { t[Int(w[0])] = true }
        return t
    }()

    /// Each handler word's first four bytes as one little-endian word (every handler word has
    /// at least four, and no two share them), and all the words' bytes one after another with
    /// where each starts: read through pointers, no array is retained per candidate.
    static let handlerKeys: [UInt32] = handlerWordBytes.map { w in
        UInt32(w[0]) | UInt32(w[1]) << 8 | UInt32(w[2]) << 16 | UInt32(w[3]) << 24
    }
    static let handlerWordsFlat: [UInt8] = handlerWordBytes.flatMap { $0 }
    static let handlerWordStarts: [Int] = handlerWordBytes.reduce(into: [0]) { $0.append($0.last! + $1.count) }

    /// Whether the name contains a handler word, ASCII case-insensitively (no allocation
    /// beyond the name's UTF-8 view). One pass over the name: only where a byte could start a
    /// word are the four bytes there (lower-cased) compared with the words' first four, and a
    /// word's remaining bytes read only when those match.
    static func isHandlerName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { buf in
            let n = buf.count
            guard n >= 4 else { return false }
            return handlerFirstBytes.withUnsafeBufferPointer { first in
                handlerKeys.withUnsafeBufferPointer { keys in
                    handlerWordsFlat.withUnsafeBufferPointer { flat in
                        handlerWordStarts.withUnsafeBufferPointer { starts in
                            var i = 0
                            while i + 4 <= n {
                                if first[Int(buf[i] | 0x20)] {
                                    let k = (UInt32(buf[i]) | UInt32(buf[i + 1]) << 8 | UInt32(buf[i + 2]) << 16 | UInt32(buf[i + 3]) << 24) | 0x2020_2020
                                    for j in 0..<keys.count where keys[j] == k {
                                        let a = starts[j], length = starts[j + 1] - a
                                        guard length <= n - i else { continue }
                                        var m = 4
                                        while m < length && (buf[i + m] | 0x20) == flat[a + m] { m += 1 }
                                        if m == length { return true }
                                    }
                                }
                                i += 1
                            }
                            return false
                        }
                    }
                }
            }
        }
    }

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        var result: [Diagnostic] = []
        // Method handlers: @IBAction or #selector targets named like Done/Cancel/Save.
        for fi in m.functions.indices where m.functions[fi].kind == .function && Self.isHandlerName(m.functions[fi].name) {
            let f = m.functions[fi]
            guard let ti = f.context.type else { continue }
            let typeName = m.types[ti].name
            // (In a shallow model, whether a swipe could skip anything is asked first: it
            // reads no statements of the file, and most handlers' controllers are never sheets.)
            if m.isShallow && isCovered(typeName, ctx) { continue }
            guard f.attributes.contains("IBAction") || isSelectorTarget(f.name, of: typeName, ctx) else { continue }
            let calls = m.calls.filter { $0.context.function == fi }
            guard let (work, dismissNote) = skippedWork(calls, ctx) else { continue }
            guard !isCovered(typeName, ctx) else { continue }
            result.append(ctx.diagnostic(Self.description, at: f.nameRange.lowerBound,
                "`\(f.fullName)` calls `\(work)` and dismisses, but a swipe down dismisses `\(typeName)` without running it",
                notes: [dismissNote]))
        }
        // Closure handlers: `UIAction { … }` for a Done/Cancel/Save button.
        // (A call of `UIAction` spells it: most files have none to look for.)
        for ci in ctx.spells(Self.uiAction) ? m.calls.indices : 0..<0 where m.calls[ci].name == "UIAction" {
            let c = m.calls[ci]
            guard let ti = c.context.type, isHandlerAction(ci, c, m) else { continue }
            guard let closureArg = c.arguments.first(where: { $0.isTrailingClosure || $0.label == "handler" }),
                  case .closure(_, let range) = closureArg.value else { continue }
            let typeName = m.types[ti].name
            let calls = m.calls.filter { range.contains($0.range.lowerBound) && $0.context.function == c.context.function }
            guard let (work, dismissNote) = skippedWork(calls, ctx) else { continue }
            guard !isCovered(typeName, ctx) else { continue }
            result.append(ctx.diagnostic(Self.description, at: range.lowerBound,
                "This UIAction handler calls `\(work)` and dismisses, but a swipe down dismisses `\(typeName)` without running it",
                notes: [dismissNote]))
        }
        return result
    }

    /// The work a handler does and where it dismisses: directly (`dismiss`, on self,
    /// `presentingViewController` or `navigationController`) or through a project method it
    /// calls (typically the delegate's) that dismisses. Nil when it does not dismiss or does
    /// nothing but dismiss.
    func skippedWork(_ calls: [CallSite], _ ctx: RuleContext) -> (String, Note)? {
        let m = ctx.model
        let work = calls.first { c in
            !Self.trivialCalls.contains(c.name) && !c.name.isEmpty && !isSuperCall(c) && !PresentCall.isDismiss(c)
        }
        if let dismiss = calls.first(where: { PresentCall.isDismiss($0) && isOwnDismiss($0) }) {
            guard let w = work else { return nil }
            return (ModelDump.describe(w.callee, m), ctx.note("the button path dismisses here", file: ctx.fileIndex, at: dismiss.nameRange.lowerBound))
        }
        // Dismissed by a method it calls (a delegate): that method dismisses and does work.
        for c in calls where !Self.trivialCalls.contains(c.name) {
            // The one implementation in the project (protocol requirements have no body).
            let refs = (ctx.index.functionsByName[c.name] ?? []).filter { ctx.index.function($0).bodyBlock != nil }
            guard refs.count == 1, let ref = refs.first else { continue }
            let fm = ctx.index.models[ref.file]
            let inner = fm.calls.filter { $0.context.function == ref.function }
            guard let d = inner.first(where: { PresentCall.isDismiss($0) }) else { continue }
            let innerWork = inner.contains { !Self.trivialCalls.contains($0.name) && !PresentCall.isDismiss($0) }
                || fm.assignments.contains { $0.context.function == ref.function }
            guard innerWork else { continue }
            return (ModelDump.describe(c.callee, m), ctx.note("\(ctx.index.function(ref).fullName) dismisses here", file: ref.file, at: d.nameRange.lowerBound))
        }
        return nil
    }

    func isOwnDismiss(_ c: CallSite) -> Bool {
        guard let r = c.receiver else { return true }
        guard let p = r.localPath else { return false }
        return p == ["self"] || ["presentingViewController", "navigationController"].contains(p.last ?? "")
    }

    /// Whether a `UIAction` belongs to a Done/Cancel/Save button: its title, the system item
    /// of the bar button it is the primary action of, or the name it is stored under.
    func isHandlerAction(_ ci: Int, _ c: CallSite, _ m: FileModel) -> Bool {
        if let t = c.argument("title"), case .literal(.string, let r) = t.value, Self.isHandlerName(m.text(r)) { return true }
        for outer in m.calls where outer.name == "UIBarButtonItem" {
            guard outer.arguments.contains(where: { if case .call(ci, _) = $0.value { return true } else { return false } }) else { continue }
            if let item = outer.argument("systemItem") ?? outer.argument("barButtonSystemItem"), let n = item.value.lastName, Self.isHandlerName(n) { return true }
            if let t = outer.argument("title"), case .literal(.string, let r) = t.value, Self.isHandlerName(m.text(r)) { return true }
        }
        for b in m.bindings {
            if case .call(ci, _)? = b.initializer, Self.isHandlerName(b.name) { return true }
        }
        for p in m.properties {
            if case .call(ci, _)? = p.initializer, Self.isHandlerName(p.name) { return true }
        }
        return false
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
            // `#selector(name)` spells both.
            guard ctx.index.models[fi].mayMention("#selector") && ctx.index.models[fi].mayMention(name) else { continue }
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
        if s.setsModalInPresentation || s.methods.contains(.presentationControllerDidDismiss) { return true }
        if s.methods.contains(.viewWillDisappear) || s.methods.contains(.viewDidDisappear) { return true }
        // The controller makes something the delegate of its own presentation: dismissal is
        // being handled (or blocked) by code we would have to guess about.
        if s.delegatesOwnPresentation { return true }
        if s.styleInInit.map({ UIKitFacts.nonSwipeStyles.contains($0) }) == true || s.overridesStyle { return true }
        let entries = (ctx.presentations.byClass[typeName] ?? []).map { ctx.presentations.entries[$0] }
        let swipeable = entries.filter { e in
            let p = e.presented
            if p.blocksSwipe { return false }
            // A presentation delegate that hears about the swipe (DidDismiss) or decides it
            // (ShouldDismiss) covers it; one set from code we cannot see is given the benefit.
            if p.setsPresentationDelegate {
                guard let presenter = e.presenterType else { return false }
                let methods = ctx.index.inheritedSummary(presenter).methods
                if methods.contains(.presentationControllerDidDismiss) || methods.contains(.presentationControllerShouldDismiss) { return false }
                let own = ctx.index.inheritedSummary(typeName).methods
                if own.contains(.presentationControllerDidDismiss) || own.contains(.presentationControllerShouldDismiss) { return false }
                if !methods.contains(.presentationControllerWillDismiss) && !own.contains(.presentationControllerWillDismiss) { return false }
            }
            switch p.verdict {
            case .unstyled, .partial, .sheetAware: return true
            case .styled(let style): return !UIKitFacts.nonSwipeStyles.contains(style) && style != "?" && style != "custom"
            default: return false
            }
        }
        return swipeable.isEmpty
    }
}
