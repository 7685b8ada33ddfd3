import ModalLintPlatform

/// The ways out of every screen shown modally, and what covers its swipe: the one model the
/// rules about dismissal read (`swipe_skips_dismiss_work`, `swipe_discards_edits`,
/// `missing_did_dismiss`, `will_dismiss_finalises`).
///
/// A screen is a view controller the presentation graph shows (as the presented controller
/// or a container's root), one pushed inside such a screen's navigation stack, or one whose
/// own code dismisses itself (such a controller is presented). Its exits are its actions and
/// selector targets, `UIAction` and other closures it hands out that dismiss it, and the
/// unwind actions its storyboard segues run in the presenter; each exit's work is read by
/// `ExitWork`. The swipe is one more exit, doing nothing unless it is blocked
/// (`isModalInPresentation` on the stack), observed (the installed delegate's
/// `presentationControllerDidDismiss`, or the screen's `viewWillDisappear` /
/// `viewDidDisappear` / `deinit` doing the same work) or impossible (a non-swipe style on
/// every path).
public final class ExitModel: @unchecked Sendable {
    public struct Exit: Sendable {
        public enum Kind: String, Sendable { case action, selectorTarget, uiAction, closure, unwind, viewDelegate }
        public let kind: Kind
        /// How messages name it: `saveTapped(_:)`, `the UIAction handler`.
        public let name: String
        /// Where it is reported: a method's name, a closure's opening brace.
        public let file: Int
        public let offset: Int
        public let work: [ExitWork.Item]
        public let dismissal: SiteLocation?
        /// A Cancel / Close path (by its name, title or system item).
        public let isCancel: Bool
        /// A Save / Done / Add path.
        public let isSave: Bool
        /// For a closure assigned to a callback property (`viewModel.onClose = { … }`), the
        /// property's name.
        var handedTo: String? = nil
        /// The names its code calls or assigns, as deep as it is read.
        var reaches: Set<String> = []
        /// A Save closed by the view's reaction to its model (see `closingReaction`): the
        /// screen may have other ways out that close the same way, unseen.
        var closedByReaction = false

        /// How a message starts with it: "`save(_:)`", "The UIAction handler".
        public var subject: String {
            name.hasPrefix("the ") ? "The" + name.dropFirst(3) : "`\(name)`"
        }
    }

    /// One way the screen is shown, and what that presentation does about the swipe.
    public struct Context: Sendable {
        /// The graph entry; nil when the screen's presentation is not in the project (assumed
        /// to be the default, a sheet).
        public let entry: Int?
        public let swipeable: Bool
        /// `isModalInPresentation` on the stack, or an installed delegate that never lets the
        /// swipe through.
        public let blocked: Bool
        /// What an installed delegate's `presentationControllerShouldDismiss(_:)` reads: the
        /// swipe completes only when that condition allows it, so work that only sets those
        /// names is settled already (nil: no such method).
        public let guarded: Set<String>?
        /// The installed delegate implements `presentationControllerDidDismiss(_:)`: it hears
        /// of the swipe and settles what the exits would.
        public let observedByDelegate: Bool
        /// What the screen's `viewWillDisappear`, `viewDidDisappear` and `deinit` do (names
        /// called or assigned): they cover exactly that work.
        public internal(set) var observed: Set<String> = []
        /// Whether any presentation delegate answers a blocked swipe
        /// (`presentationControllerDidAttemptToDismiss(_:)`).
        public let asks: Bool
        /// The classes whose disappearance callbacks make `observed`: the screen, and the
        /// screens whose stack it is pushed on.
        var observers: [String] = []
        /// For a SwiftUI view shown with `.sheet` / `.fullScreenCover` (`entry` is nil): where.
        public internal(set) var site: SiteLocation? = nil
    }

    public struct Screen: Sendable {
        public let className: String
        public var exits: [Exit] = []
        public var contexts: [Context] = []
        /// The screen edits something (text input, controls, a form).
        public var edits = false
        /// Its presentation is not in the project: the default style is assumed.
        public var unseen = false
        /// A screen of a navigation stack it is pushed on has an explicit exit that does no
        /// work (a Cancel / Close, or any exit): going back and taking it loses what a swipe
        /// here loses.
        public var stackHasQuietExit = false
        public var stackHasQuietCancel = false

        /// The exits whose work a swipe skips in some context: not covered there.
        public func uncoveredWork(_ exit: Exit) -> [ExitWork.Item] {
            var lost: [ExitWork.Item] = []
            for c in contexts where c.swipeable && !c.blocked && !c.observedByDelegate && !(c.asks && c.guarded != nil) {
                if c.observed.contains(exit.name.prefix { $0 != "(" }.description) { continue }
                for w in exit.work where !c.observed.contains(w.key) && !lost.contains(where: { $0.key == w.key }) {
                    if let g = c.guarded, let writes = w.writes, !writes.isEmpty, writes.isSubset(of: g) { continue }
                    lost.append(w)
                }
            }
            return lost
        }

        /// The work of an exit that a swipe, once it completes, leaves undone: what the
        /// screen's disappearance callbacks do not also do (blocking is not considered).
        public func workLostOnCompletion(_ exit: Exit) -> [ExitWork.Item] {
            exit.work.filter { w in
                !contexts.contains { c in
                    c.observed.contains(w.key) || (c.guarded.map { g in w.writes.map { !$0.isEmpty && $0.isSubset(of: g) } ?? false } ?? false)
                }
            }
        }

        /// The first context a swipe can dismiss it in, unblocked.
        public var swipeContext: Context? { contexts.first { $0.swipeable && !$0.blocked && !$0.observedByDelegate && !($0.asks && $0.guarded != nil) } }
    }

    public private(set) var screens: [String: Screen] = [:]
    /// Per file, the exits located there: (screen, exit index).
    private var byFile: [Int: [(screen: String, exit: Int)]] = [:]

    /// The exits located in file `file`, with their screens, in source order.
    public func exits(inFile file: Int) -> [(screen: Screen, exit: Exit)] {
        (byFile[file] ?? []).compactMap { s, k in screens[s].map { ($0, $0.exits[k]) } }.sorted { $0.exit.offset < $1.exit.offset }
    }

    /// What a swipe does to an exit's work: skips it (the swipe loses work no explicit exit
    /// without work also loses: every exit does work, or this is the Cancel / Close path),
    /// discards the edits of a Save-only editor (the swipe equals Cancel, and nothing asks),
    /// or nothing that matters.
    public enum Loss {
        case skipsWork([ExitWork.Item])
        case discardsEdits([ExitWork.Item])
        case none
    }

    public func loss(_ exit: Exit, of screen: Screen) -> Loss {
        let lost = screen.uncoveredWork(exit)
        guard !lost.isEmpty else { return .none }
        // A way out that only goes somewhere else (pushes a route or a screen on the presenter's
        // navigation, opens a URL), other than a Cancel or Close: the swipe declines to go
        // there, and owes nothing.
        if !exit.isCancel && lost.allSatisfy(ExitModel.isNavigation) { return .none }
        // A row of a list (`ForEach(items) { item in Button { dismiss(); item.onTap() } }`):
        // one of the alternatives the list offers, picked; the swipe picks none.
        if exit.kind == .closure && !exit.isCancel && !exit.isSave && isListRow(exit) { return .none }
        // A command that removes or deletes something (Remove Cover, Delete), other than a
        // Cancel, Close, Save or Done: the user picked it; a swipe owes no deletion.
        if !exit.isCancel && !exit.isSave && lost.allSatisfy(ExitModel.isRemoval) { return .none }
        // A chooser: two or more ways out that are its own buttons and alternatives (Play Now,
        // Play Next, Add to Queue; Lock, Settings), none a Cancel, Close or Save, whether or not
        // the screen also has switches that apply at once. Its swipe picks none of them, as a
        // cancel would: nothing owed is lost. (Unwind actions and delegate methods are the
        // presenter's, not such buttons.)
        if screen.exits.count >= 2
            && screen.exits.allSatisfy({ e in
                // (or a tap recognizer's closure on one of its views: a card tapped to pick it)
                let button = ExitModel.isOwnButton(e) || (e.kind == .closure && e.name.contains("Tap") && e.name.hasSuffix("Recognizer`"))
                return button && e.handedTo == nil && !e.isCancel && !e.isSave
            })
            // Alternatives: they do different work, or tell the same method different values
            // (`pollTypeController(self, didSelect: .user)`, `didSelect: .zap`).
            && (Set(screen.exits.map { $0.work.map(\.key) }).count >= 2 || Set(screen.exits.map(workWithValues)).count >= 2) { return .none }
        // (Not known where a Save is closed by the view's reaction to its model: a Cancel may
        // close the same way, unseen.)
        let everyExitWorks = !screen.stackHasQuietExit && !screen.exits.contains(where: \.closedByReaction)
            && screen.exits.allSatisfy { !screen.uncoveredWork($0).isEmpty }
        // The Cancel / Close path itself, unless another Cancel / Close exit does nothing (then
        // the swipe is that one, and this is a command: "Cancel Timer"), here or on a screen
        // of the stack it is pushed on.
        let quietCancel = screen.stackHasQuietCancel || screen.exits.contains { $0.isCancel && screen.uncoveredWork($0).isEmpty }
        if everyExitWorks || (exit.isCancel && !quietCancel) { return .skipsWork(lost) }
        let asks = screen.contexts.contains { $0.asks }
        // The edits' commit: a Save, or, on a screen with no exit named as one, beside a Cancel
        // that only closes, any other action or target doing work that does not throw things
        // away (`action(_:)` behind a "Log In" button; not `deleteTapped`, not `onTaskDelete()`;
        // not the closure of a list row, which picks rather than commits), nor opens another
        // screen (a Load that closes the sheet and presents a file picker).
        // Also, whatever else is named Save, one of its own buttons whose lost work saves
        // (`Start Override` calling `state.saveCustomOverride()`).
        let commits = exit.isSave || (!exit.isCancel && quietCancel
            && ((!screen.exits.contains(where: \.isSave)
                    && ([.action, .selectorTarget, .uiAction, .viewDelegate].contains(exit.kind)
                        // (or a SwiftUI button's action whose title is not a literal, `Text(model.title)`)
                        || (exit.kind == .closure && exit.name == "the button's action" && !isListRow(exit))))
                || (ExitModel.isOwnButton(exit) && lost.contains(where: ExitModel.isSaveCall)))
            && !ExitModel.isNoCommitName(exit.name) && !exit.work.contains { ExitModel.isNoCommitName($0.text) }
            && !lost.contains(where: ExitModel.isNavigation) && !opensScreenOnceClosed(exit))
        if commits && screen.edits && !asks { return .discardsEdits(lost) }
        return .none
    }
    /// A button of the screen's own: an action, a target, a `UIAction`, or the action of a
    /// SwiftUI `Button` or of a project view that is tapped (`QueueItemRow(onTap:)`).
    static func isOwnButton(_ e: Exit) -> Bool {
        [.action, .selectorTarget, .uiAction].contains(e.kind) || (e.kind == .closure && e.name.hasSuffix("'s action"))
    }

    /// An exit's work with the values each call passes (`pollTypeController(self,.user)`).
    func workWithValues(_ e: Exit) -> [String] {
        e.work.map { w in
            guard case .swift(let file, let offset) = w.location else { return w.key }
            let m = index.models[file]
            guard let c = m.calls.first(where: { $0.range.lowerBound == offset && $0.name == w.key }) else { return w.key }
            // (A yes or a no, `completion(true)` and `completion(false)`, is an answer the
            // caller waits for, not a pick among alternatives.)
            return w.key + "(" + c.arguments.map { a -> String in
                if case .literal(let k, _) = a.value, k == .boolTrue || k == .boolFalse || k == .nil { return "_" }
                return ExitWork.isCancelValue(a.value, in: m) ? "_" : m.text(a.value.range)
            }.joined(separator: ",") + ")"
        }
    }

    /// Whether a Save whose work the swipe skips also throws away the edits: the screen edits,
    /// has no Cancel or Close at all (here or below it on the stack), and nothing asks. Its
    /// Save is then both the only way out that keeps the work and the only commit of the edits.
    public func alsoDiscardsEdits(_ exit: Exit, of screen: Screen) -> Bool {
        guard exit.isSave, !exit.isCancel, screen.edits, !screen.stackHasQuietCancel,
              !screen.exits.contains(where: \.isCancel), !screen.contexts.contains(where: { $0.asks }) else { return false }
        return !ExitModel.isNoCommitName(exit.name) && !exit.work.contains { ExitModel.isNoCommitName($0.text) } && !opensScreenOnceClosed(exit)
    }

    /// Whether the exit's dismissal opens another screen once the sheet is gone: its
    /// completion presents or pushes one (`controller.dismiss(animated: true) {
    /// self.present(picker, animated: true) }` in the delegate method a Load button calls).
    func opensScreenOnceClosed(_ exit: Exit) -> Bool {
        guard case .swift(let file, let offset)? = exit.dismissal else { return false }
        let m = index.models[file]
        guard let close = m.calls.first(where: { $0.name == "dismiss" && $0.range.contains(offset) }) else { return false }
        let completions: [Range<Int>] = close.arguments.compactMap { a in
            if case .closure(_, let r) = a.value { return r }
            return nil
        }
        return m.calls.contains { c in
            (PresentCall.isUIKitShape(c) || c.name == "pushViewController" || c.name == "show") && completions.contains { $0.contains(c.range.lowerBound) }
        }
    }

    /// Whether a closure exit is written in the content of a SwiftUI `ForEach` or `List` that
    /// lists items (its first argument, unlabelled or `data:`, is what it lists) and uses the
    /// item the content is given (`item`, `$0`). The row may also be made by a method of the
    /// view that the content calls with the item (`ForEach(types) { itemRow(for: $0) }`).
    func isListRow(_ exit: Exit) -> Bool {
        let m = index.models[exit.file]
        guard m.mayMention("ForEach") || m.mayMention("List") else { return false }
        // Each list's content closure, and the name its item goes by there.
        let contents: [(range: Range<Int>, item: String)] = m.calls.compactMap { c in
            guard c.name == "ForEach" || c.name == "List", let first = c.arguments.first, !first.isTrailingClosure,
                  first.label == nil || first.label == "data" else { return nil }
            for a in c.arguments where a.isTrailingClosure {
                if case .closure(let ci, let r) = a.value { return (r, m.closures[ci].parameters.first ?? "$0") }
            }
            return nil
        }
        func uses(_ item: String, in r: Range<Int>) -> Bool {
            var found = false
            ExitWork.forEachWord(Array(item.utf8), in: m.file.bytes) { at, _ in
                guard at >= r.lowerBound else { return true }
                if at < r.upperBound { found = true }
                return false
            }
            return found
        }
        if let closure = m.closures.first(where: { $0.range.lowerBound == exit.offset }),
           contents.contains(where: { $0.range.contains(exit.offset) && uses($0.item, in: closure.range) }) { return true }
        guard let rowMaker = m.functions.first(where: { $0.kind == .function && $0.range.contains(exit.offset) }),
              let t = rowMaker.context.type else { return false }
        return m.calls.contains { c in
            guard c.name == rowMaker.name, c.receiver == nil, c.context.type.map({ m.types[$0].name }) == m.types[t].name,
                  let list = contents.first(where: { $0.range.contains(c.range.lowerBound) }) else { return false }
            return c.arguments.contains { uses(list.item, in: $0.range) }
        }
    }

    /// The name a work item calls, when it is a call (`store.removeCover()` gives `removeCover`).
    private static func calledName(_ item: ExitWork.Item) -> Substring? {
        item.text.hasSuffix(")") ? item.key[...] : nil
    }

    /// Whether `name` is `verb` or starts with it followed by a capital (`removeCover`).
    private static func named(_ name: Substring, _ verb: String) -> Bool {
        name.hasPrefix(verb) && (name.count == verb.count || name[name.index(name.startIndex, offsetBy: verb.count)].isUppercase)
    }

    /// Whether a work item is a call that removes or deletes (`removeIcon()`,
    /// `viewModel.deleteItem()`).
    static func isRemoval(_ item: ExitWork.Item) -> Bool {
        guard var name = calledName(item) else { return false }
        // A handler named for the tap (`didTapDelete()`, `onRemove()`) is the command too.
        for tap in ["didTap", "onTap", "handle", "on"] where named(name, tap) && name.count > tap.count {
            let rest = name.dropFirst(tap.count)
            name = Substring(rest.prefix(1).lowercased() + rest.dropFirst())
            break
        }
        return named(name, "remove") || named(name, "delete")
    }

    /// Whether a work item is a navigation: a call of `push`, `pushViewController`, `navigate`,
    /// `show`, `showDetailViewController` or `route` on any receiver, or the application's
    /// `open` of a URL (and the `canOpenURL` check before it).
    static func isNavigation(_ item: ExitWork.Item) -> Bool {
        guard let name = calledName(item) else { return false }
        if name == "open" || name == "canOpenURL" || name == "openURL" {
            return item.text.hasPrefix("UIApplication.shared.") || item.text.hasPrefix("application.") || item.text.hasPrefix("openURL")
        }
        return ["push", "pushViewController", "navigate", "show", "showDetailViewController", "route"].contains(String(name))
    }

    let index: ProjectIndex
    let graph: PresentationGraph
    public let work: ExitWork
    /// The same reader looking only for where code dismisses.
    let scan: ExitWork

    /// Files whose presentations do not show a screen to users (test code).
    let ignoredFiles: Set<Int>
    let filesWithoutSwipe: Set<Int>
    /// Per class name, the files naming `#selector(Class.method)`.
    let selectorQualifiers: [String: [Int]]
    /// Per name, the helpers of extensions of UIKit controller classes that name a
    /// `#selector(…)` (`addCloseButton()`), and those names for the files' identifier filters.
    let selectorHelpers: [String: [ProjectIndex.FunctionRef]]
    private let selectorHelperKeys: [IdentifierFilter.Key]
    static let dismissNeedle = Array("dismiss(".utf8)

    /// The delegate protocols of project views (`viewDelegateProtocols(_:)`).
    let viewDelegateProtocols: Set<String>
    /// Controllers whose own code ends their app extension's request
    /// (`extensionContext?.completeRequest(…)`): the host shows them in a sheet.
    let extensionScreens: Set<String>
    /// Per custom class of a storyboard scene, the method names of the actions Interface
    /// Builder sends to it (`dismissViewController` of `dismissViewController:`).
    let storyboardActions: [String: Set<String>]
    /// Per project SwiftUI view, where `.sheet` / `.fullScreenCover` show it.
    let swiftUISheets: [String: [SwiftUISheet]]
    /// SwiftUI views pushed (`NavigationLink`, `navigationDestination`) on the stack of a SwiftUI
    /// sheet, or of a view pushed there.
    let swiftUIPushed: Set<String>
    /// What is read once for every screen that shares it (a base class's actions).
    private let cache = Cache()

    /// Bodies and closure exits read once, shared by the screens of a class chain (read
    /// from several threads, under a lock).
    final class Cache: @unchecked Sendable {
        private let bodies = MemoTable<Int64, ExitWork.Body>()
        private let dismissing = MemoTable<Int64, Bool>()
        private let observed = MemoTable<String, Set<String>>()
        private let selectors = MemoTable<Int, [(String, String)]>()
        private let screenExits = MemoTable<String, [Exit]>()
        private let partExits = MemoTable<String, [Exit]>()
        private let buttonLabels = MemoTable<String, Set<String>?>()
        private let closures = MemoTable<Int64, [Exit]>()
        private let neverMade = MemoTable<String, Bool>()
        private let platforms = MemoTable<Int, [Range<Int>]>()

        private static func key(_ file: Int, _ k: Int) -> Int64 { Int64(file) << 32 | Int64(k) }

        /// `foreign`: read as a method of another object than the screen (kept apart).
        func body(of f: Int, file: Int, foreign: Bool = false, _ make: () -> ExitWork.Body) -> ExitWork.Body {
            bodies.value(Cache.key(file, f) | (foreign ? 1 << 62 : 0), make)
        }

        func dismisses(_ f: Int, file: Int, _ make: () -> Bool) -> Bool { dismissing.value(Cache.key(file, f), make) }

        func observedKeys(of name: String, _ make: (String) -> Set<String>) -> Set<String> { observed.value(name) { make(name) } }

        /// The `#selector` targets of a file and their bar buttons, read once per file.
        func selectors(ofFile file: Int, _ make: () -> [(String, String)]) -> [(String, String)] { selectors.value(file, make) }

        /// The exits of a screen, read once: for the screen itself and for every screen
        /// pushed on its stack (which looks for its exits without work).
        func exits(of name: String, _ make: () -> [Exit]) -> [Exit] { screenExits.value(name, make) }

        /// The exits of a view a screen is built from, by depth (the same for every screen).
        func partExits(of name: String, depth: Int, _ make: () -> [Exit]) -> [Exit] { partExits.value("\(depth) \(name)", make) }

        func buttonLabels(of name: String, _ make: () -> Set<String>?) -> Set<String>? { buttonLabels.value(name, make) }

        func closureExits(of ref: ProjectIndex.TypeRef, _ make: () -> [Exit]) -> [Exit] { closures.value(Cache.key(ref.file, ref.type), make) }

        /// A file's branches compiled only for platforms without the swipe, read once.
        func platformBranches(ofFile file: Int, _ make: () -> [Range<Int>]) -> [Range<Int>] { platforms.value(file, make) }

        /// Whether a presenting type is one nothing makes (see `isInDeadCode`), once per type.
        func isNeverMade(_ type: String, _ make: () -> Bool) -> Bool { neverMade.value(type, make) }
    }

    /// `reporting`: the files findings are reported in (nil: all). Only the screens that can
    /// matter there are read: those declared (or whose superclasses are declared) in them, the
    /// screens whose unwind actions they hold, and those presented with a delegate they
    /// declare. A pre-commit run over one file reads a handful of screens, not the project's.
    /// `withoutSwipe`: the files compiled only for platforms without the swipe (their exits
    /// owe the swipe nothing).
    public init(index: ProjectIndex, graph: PresentationGraph, resolver: PresentationResolver, ignoring ignoredFiles: Set<Int> = [], withoutSwipe: Set<Int> = [], reporting: Set<Int>? = nil, jobs: Int = 0) {
        self.index = index
        self.graph = graph
        self.ignoredFiles = ignoredFiles
        self.filesWithoutSwipe = withoutSwipe
        let sites = index.closureSites()
        let called = InitialiserCalls(index)
        let sheetFacts = ExitModel.sheetFacts(index, jobs: jobs)
        var bindings = Set(sheetFacts.flatMap(\.bindings))
        for view in Set(sheetFacts.flatMap { $0.sheets.map(\.view) }) { bindings.formUnion(ExitModel.presentedFlags(of: view, index)) }
        let presenters = Set(graph.entries.compactMap(\.presenterType))
        self.work = ExitWork(index: index, resolver: resolver, closureSites: sites, initialiserCalls: called, presentingBindings: bindings, presenters: presenters, ignoredFiles: ignoredFiles)
        self.scan = ExitWork(index: index, resolver: resolver, closureSites: sites, initialiserCalls: called, presentingBindings: bindings, presenters: presenters, ignoredFiles: ignoredFiles, dismissalOnly: true)
        self.selectorQualifiers = ExitModel.selectorQualifiers(index)
        self.selectorHelpers = ExitModel.selectorHelpers(index)
        self.selectorHelperKeys = selectorHelpers.keys.sorted().map(IdentifierFilter.Key.init)
        self.storyboardActions = ExitModel.storyboardActions(index)
        self.viewDelegateProtocols = ExitModel.viewDelegateProtocols(index)
        self.extensionScreens = ExitModel.extensionScreens(index)
        self.swiftUISheets = ExitModel.swiftUISheets(index, found: sheetFacts, work: work)
        var pushes = ExitModel.pushes(index, resolver: resolver)
        // (Pushed from a SwiftUI sheet's view, or from the view a presented hosting controller
        // shows.)
        let swiftUIPushes = ExitModel.swiftUIPushes(from: Set(swiftUISheets.keys).union(graph.entries.compactMap { $0.presented.hostedView }), index)
        for (pushed, pushers) in swiftUIPushes { pushes[pushed, default: []] += pushers }
        self.swiftUIPushed = Set(swiftUIPushes.keys)
        // A project class under a controller from outside the project (`FormViewController`
        // of a form library) is a screen too.
        var names = candidates(pushes: pushes).filter { (index.isProjectClass($0) && index.classKind($0) != .other) || isView($0) }
        if let files = reporting { names = names.filter(ExitModel.relevance(to: files, index: index, graph: graph)) }
        // Each screen on its own (in parallel: the index, the models' full parses and the
        // caches they use are shared safely), then kept in name order.
        let built = Analyzer.parallelMap(names.count, jobs: jobs) { k -> Screen? in self.screen(names[k], pushes: pushes) }
        for s in built.compactMap({ $0 }) {
            for (k, e) in s.exits.enumerated() { byFile[e.file, default: []].append((s.className, k)) }
            screens[s.className] = s
        }
    }

    /// Whether a screen can matter to findings in `files`.
    static func relevance(to files: Set<Int>, index: ProjectIndex, graph: PresentationGraph) -> (String) -> Bool {
        func declaredThere(_ t: String) -> Bool { (index.typesByName[t] ?? []).contains { files.contains($0.file) } }
        var related: Set<String> = []
        // Unwind actions in those files: the screens that unwind to them.
        for sb in index.storyboards {
            for seg in sb.segues where seg.kind == "unwind" {
                guard let action = seg.unwindAction, let src = seg.sourceID, let cls = sb.scene(id: src)?.customClass else { continue }
                let base = String(action.prefix { $0 != ":" })
                if (index.functionsByName[base] ?? []).contains(where: { files.contains($0.file) }) { related.insert(cls) }
            }
        }
        // Screens presented with a delegate those files declare.
        for e in graph.entries where e.presented.setsPresentationDelegate {
            if let d = e.presented.delegateType ?? e.presenterType, declaredThere(d) { related.formUnion(e.presented.shownClasses) }
        }
        return { name in related.contains(name) || index.superclassChain(name).contains(where: declaredThere) }
    }

    /// Whether only Swift code can make the controller: it declares initialisers of its own
    /// (so inherits none), none of them `@objc`, and its `init(coder:)` only traps (no
    /// storyboard or XIB can make it); the class is neither `@objc`, `public` nor `open`.
    private func onlySwiftMakes(_ name: String) -> Bool {
        var ownInit = false, coderTraps = false
        for ref in index.typesByName[name] ?? [] {
            let m = index.models[ref.file]
            let d = m.types[ref.type]
            if d.attributes.contains("objc") || d.modifiers.contains(where: { $0 == "public" || $0 == "open" }) { return false }
            for f in d.functions where m.functions[f].kind == .initializer {
                let fn = m.functions[f]
                if fn.attributes.contains("objc") { return false }
                if fn.parameters.first?.label == "coder" {
                    let body = m.calls.filter { $0.context.function == f }
                    coderTraps = !body.isEmpty && body.allSatisfy { $0.name == "fatalError" }
                } else {
                    ownInit = true
                }
            }
        }
        return ownInit && coderTraps
    }

    /// A screen with its exits and contexts, or nil when no exit does work or it has no
    /// swipeable context.
    private func screen(_ name: String, pushes: [String: [String]]) -> Screen? {
        var s = Screen(className: name)
        // How it is shown first (cheap): a screen not shown as a sheet (only ever full screen,
        // or made by the project where no presentation of it was found) has nothing to lose
        // to a swipe, and its exits are not read.
        s.contexts = contexts(of: name, pushes: pushes, depth: 0)
        if !s.contexts.isEmpty && !s.contexts.contains(where: { $0.swipeable }) { return nil }
        // A controller only ever made by a navigation controller class of the project, as its
        // own child, is shown wherever that container (or a subclass of it) is, in its style.
        if s.contexts.isEmpty, let container = madeOnlyBy(name) {
            let kinds = graph.byClass.keys.filter { $0 == container || index.superclassChain($0).contains(container) }.sorted()
            let shown = kinds.flatMap { contexts(of: $0, pushes: pushes, depth: 0) }
            if shown.isEmpty, let style = index.inheritedSummary(container).styleInInit, UIKitFacts.nonSwipeStyles.contains(style) { return nil }
            let blocks = index.inheritedSummary(name).setsModalInPresentation
            s.contexts = shown.map { c in
                Context(entry: c.entry, swipeable: c.swipeable, blocked: c.blocked || blocks, guarded: c.guarded,
                        observedByDelegate: c.observedByDelegate, asks: c.asks, observers: c.observers + [name])
            }
        }
        if s.contexts.isEmpty {
            // A controller that ends its app extension's request is what the host shows as a
            // sheet, whatever storyboard makes it; any other that the project makes somewhere
            // but whose presentation was not resolved is unknown, not absent.
            guard extensionScreens.contains(name) || !isMade(name, pushes: pushes) else { return nil }
            // A controller wired to an interface file (`@IBOutlet`s) that none of the
            // project's storyboards and XIBs names, and that no code makes, is not shown by
            // this project (its scene was deleted, or code it does not contain loads it).
            if !extensionScreens.contains(name), !index.storyboards.isEmpty, hasOutlets(name) { return nil }
            // A controller only Swift code can make, which no code of the project makes, is
            // dead code rather than a screen shown from outside the project.
            if onlySwiftMakes(name) && isNamedOnlyByItself(name) { return nil }
            s.unseen = true
            let own = index.inheritedSummary(name)
            // A style its initialiser sets holds wherever it is presented.
            if let style = own.styleInInit, UIKitFacts.nonSwipeStyles.contains(style) { return nil }
            let refuses = ownDelegates(of: name, own).contains { index.inheritedSummary($0).shouldDismissAlwaysFalse }
            s.contexts = [Context(entry: nil, swipeable: true, blocked: own.setsModalInPresentation || refuses,
                                  guarded: own.delegatesOwnPresentation ? shouldDismissReads([name]) : nil,
                                  observedByDelegate: own.delegatesOwnPresentation && own.methods.contains(.presentationControllerDidDismiss),
                                  asks: false, observers: [name])]
        }
        guard s.contexts.contains(where: { $0.swipeable }) else { return nil }
        // Its exits last (the costly part): a screen whose exits only close it has nothing a
        // swipe could lose.
        s.exits = visible(cache.exits(of: name) { swipeableExits(of: name) }, of: name, in: s.contexts)
        guard s.exits.contains(where: { !$0.work.isEmpty }) else { return nil }
        // The screens below it on the stacks it is pushed on: an exit of theirs that does no
        // work is a way out this one has too (back, then that exit).
        for below in Set(s.contexts.flatMap(\.observers)).subtracting([name]).sorted() {
            let quiet = cache.exits(of: below) { swipeableExits(of: below) }.filter { $0.work.isEmpty }
            if !quiet.isEmpty { s.stackHasQuietExit = true }
            if quiet.contains(where: \.isCancel) { s.stackHasQuietCancel = true }
        }
        // A SwiftUI view only ever pushed on a sheet's stack has the system's Back button: a way
        // out that does nothing, as a Cancel.
        if swiftUIPushed.contains(name), s.contexts.allSatisfy({ $0.observers.count > 1 }) {
            s.stackHasQuietExit = true
            s.stackHasQuietCancel = true
        }
        for k in s.contexts.indices {
            for cls in s.contexts[k].observers { s.contexts[k].observed.formUnion(cache.observedKeys(of: cls) { observedKeys(screen: $0) }) }
        }
        s.edits = edits(name)
        return s
    }

    // MARK: Notes

    /// The notes of a finding about an exit: where it dismisses, where the screen is presented
    /// as a sheet (or that its presentation is not in the project), and what was looked for
    /// to cover the swipe.
    public func notes(for exit: Exit, of screen: Screen, lost: [ExitWork.Item], ctx: RuleContext) -> [Note] {
        var notes: [Note] = []
        func note(_ text: String, _ location: SiteLocation?) {
            if let l = location, let n = ImplicitPresentationStyleRule.note(ResolutionStep(.configuration, text, at: l), index: index) { notes.append(n) }
        }
        if let w = lost.first, w.location != exit.dismissal { note("the work a swipe skips", w.location) }
        note("it closes the screen here", exit.dismissal)
        if let h = handler(of: exit, on: screen) { note(h.text, h.at) }
        let declared = index.typesByName[screen.className]?.first { index.decl($0).kind == .class }.map { SiteLocation.swift(file: $0.file, offset: index.decl($0).nameRange.lowerBound) }
        if let c = screen.swipeContext {
            if let e = c.entry {
                let entry = graph.entries[e]
                let at: SiteLocation
                if let (si, k) = entry.segue { at = .storyboard(index: si, offset: index.storyboards[si].segues[k].offset) }
                else { at = .swift(file: entry.file, offset: index.models[entry.file].calls[entry.call].nameRange.lowerBound) }
                note("presented here as a sheet the user can swipe away", at)
            } else if let site = c.site {
                note("shown here as a SwiftUI sheet the user can swipe away", site)
            } else {
                if extensionScreens.contains(screen.className) {
                    note("`\(screen.className)` ends its app extension's request: the host shows the extension in a sheet the user can swipe away", declared)
                } else {
                    note("no presentation of `\(screen.className)` is in the project: the default style, a sheet, is assumed", declared)
                }
            }
        }
        note("nothing covers the swipe: no isModalInPresentation on the presented stack, and no presentationControllerDidDismiss(_:), viewWillDisappear or viewDidDisappear doing this work", declared)
        return notes
    }

    /// Where a button's way out is handled when that is not the button itself: the method of
    /// the view that closes the screen for this way out only (`Button("Save") { save() }`),
    /// the view's reaction to its model that closes it after the button's action
    /// (`onReceive(model.$saved) { … dismiss() }`), or, in another file, the closure the view
    /// is given that closes it (`onShare: { … dismiss(…) }`). That is where a fix goes.
    func handler(of exit: Exit, on screen: Screen) -> (text: String, at: SiteLocation)? {
        guard exit.kind == .closure, case .swift(let file, let offset)? = exit.dismissal else { return nil }
        let m = index.models[file]
        // This way out's own handler, not a helper the screen's ways out share (`close()`).
        func onlyThisExit(closesIn range: Range<Int>) -> Bool {
            screen.exits.filter { e in
                guard case .swift(let ef, let eo)? = e.dismissal else { return false }
                return ef == file && range.contains(eo)
            }.count == 1
        }
        // In another file: the closure the view is given there (`ShareView(onShare: { text in
        // … dismiss(…) })`), which the button calls.
        guard file == exit.file else {
            guard let given = m.closures.indices.filter({ m.closures[$0].range.contains(offset) }).min(by: { m.closures[$0].range.count < m.closures[$1].range.count }),
                  onlyThisExit(closesIn: m.closures[given].range),
                  m.calls.contains(where: { c in
                      (c.name == screen.className || isView(c.name)) && c.arguments.contains { a in
                          if case .closure(given, _) = a.value { return true }
                          return false
                      }
                  }) else { return nil }
            return ("handled in the closure the view is given here, which closes the screen", .swift(file: file, offset: m.closures[given].range.lowerBound))
        }
        var best: (range: Range<Int>, text: String, at: Int)? = nil
        for f in m.functions where f.kind == .function && f.range.contains(offset) && !f.range.contains(exit.offset)
            && best.map({ f.range.count < $0.range.count }) ?? true {
            guard onlyThisExit(closesIn: f.range) else { continue }
            best = (f.range, "handled in `\(f.name)()`, which closes the screen", f.nameRange.lowerBound)
        }
        if exit.closedByReaction {
            for r in ExitModel.reactions(in: m) where r.range.contains(offset) && !r.range.contains(exit.offset) {
                best = (r.range, "handled in the view's reaction to its model, which closes the screen", r.range.lowerBound)
            }
        }
        return best.map { ($0.text, .swift(file: file, offset: $0.at)) }
    }

    // MARK: Screens and how they are shown

    /// Classes that may be screens: presented (or roots of what is presented), pushed, or
    /// dismissing themselves.
    private func candidates(pushes: [String: [String]]) -> [String] {
        var names: Set<String> = []
        for e in graph.entries { names.formUnion(e.presented.shownClasses) }
        for (pushed, _) in pushes { names.insert(pushed) }
        names.formUnion(swiftUISheets.keys)
        let needle = Array("dismiss(animated".utf8)
        for model in index.models where model.mayMention("dismiss") && model.file.bytesForOneUse[...].containsSubsequence(needle) {
            model.scanned { m in
                for c in m.calls where PresentCall.isDismiss(c) && work.isOwnDismiss(c, in: m) {
                    if let t = c.context.type { names.insert(m.types[t].name) }
                }
            }
        }
        names.formUnion(extensionScreens)
        return names.sorted()
    }

    /// The exits of the declarations of `name` its SwiftUI sheets can see. Views private to
    /// their files (`private struct EditNameView` in two files) are different screens of one
    /// name: a sheet in one of those files shows that file's view, a sheet elsewhere one that
    /// is not private. Exits are kept as they are when a context is not such a sheet.
    private func visible(_ exits: [Exit], of name: String, in contexts: [Context]) -> [Exit] {
        // (`private extension EditNameView` only hides members: not a type of its own.)
        let decls = (index.typesByName[name] ?? []).filter { index.decl($0).kind != .extension }
        let privateFiles = Set(decls.filter { index.decl($0).modifiers.contains { $0 == "private" || $0 == "fileprivate" } }.map(\.file))
        guard decls.count > 1, !privateFiles.isEmpty else { return exits }
        var seen: Set<Int> = []
        for c in contexts {
            guard c.entry == nil, c.observers == [name], case .swift(let file, _)? = c.site else { return exits }
            if privateFiles.contains(file) { seen.insert(file) }
        }
        return exits.filter { !privateFiles.contains($0.file) || seen.contains($0.file) }
    }

    /// The delegates a screen installs on its own presentation: itself, or other objects.
    private func ownDelegates(of name: String, _ summary: TypeSummary) -> [String] {
        (summary.delegatesOwnPresentation ? [name] : []) + summary.ownDelegateTypes
    }

    /// The presentations a screen is shown in: its own, and those of the screens whose
    /// navigation stack it is pushed on.
    private func contexts(of name: String, pushes: [String: [String]], depth: Int) -> [Context] {
        var out: [Context] = []
        for k in graph.byClass[name] ?? [] {
            let e = graph.entries[k]
            let p = e.presented
            guard p.verdict != .unknown, !ignoredFiles.contains(e.file), !isInDeadCode(e) else { continue }
            let s = index.inheritedSummary(name)
            var delegates: [String] = []
            if p.setsPresentationDelegate, let d = p.delegateType ?? e.presenterType { delegates.append(d) }
            delegates += ownDelegates(of: name, s)
            let methods = delegates.reduce(into: TrackedMethods()) { $0.formUnion(index.inheritedSummary($1).methods) }
            let refuses = delegates.contains { index.inheritedSummary($0).shouldDismissAlwaysFalse }
            let blocked = p.blocksSwipe || s.setsModalInPresentation || refuses
            out.append(Context(entry: k, swipeable: p.isSwipeable, blocked: blocked, guarded: shouldDismissReads(delegates),
                               observedByDelegate: methods.contains(.presentationControllerDidDismiss),
                               asks: methods.contains(.presentationControllerDidAttemptToDismiss), observers: [name]))
        }
        for sheet in swiftUISheets[name] ?? [] where !ignoredFiles.contains(sheet.file) {
            var c = Context(entry: nil, swipeable: sheet.swipeable, blocked: sheet.blocked, guarded: nil, observedByDelegate: false, asks: false, observers: [name])
            c.observed = sheet.onDismiss
            c.site = .swift(file: sheet.file, offset: index.models[sheet.file].calls[sheet.call].nameRange.lowerBound)
            out.append(c)
        }
        if depth < 3 {
            for pusher in pushes[name] ?? [] where pusher != name {
                for c in contexts(of: pusher, pushes: pushes, depth: depth + 1) {
                    // Pushed on that stack: its own isModalInPresentation blocks the swipe too,
                    // and its own disappearance callbacks observe it.
                    let blocked = c.blocked || index.inheritedSummary(name).setsModalInPresentation
                        || (swiftUIPushed.contains(name) && index.dismissDisabledViews.contains(name))
                    var pushed = Context(entry: c.entry, swipeable: c.swipeable, blocked: blocked, guarded: c.guarded, observedByDelegate: c.observedByDelegate,
                                         asks: c.asks, observers: c.observers + [name])
                    // (A SwiftUI sheet's stack: shown where that sheet is, and its `onDismiss`
                    // hears the swipe.)
                    pushed.site = c.site
                    pushed.observed = c.observed
                    out.append(pushed)
                }
            }
        }
        return out
    }

    /// Whether the class declares `@IBOutlet` properties.
    private func hasOutlets(_ name: String) -> Bool {
        (index.typesByName[name] ?? []).contains { ref in
            let m = index.models[ref.file]
            return m.types[ref.type].properties.contains { m.properties[$0].attributes.contains("IBOutlet") }
        }
    }

    /// The navigation controller class of the project that makes every instance of `name`
    /// (its initialiser calls all sit in that class's code: `viewControllers = [Content()]`),
    /// if there is one.
    private func madeOnlyBy(_ name: String) -> String? {
        var owner: String? = nil
        for fi in work.initialiserCalls[name] ?? [] {
            let m = index.models[fi]
            for c in m.calls where c.name == name && c.receiver == nil {
                guard let t = c.context.type else { return nil }
                var k = t
                while let p = m.types[k].parent { k = p }
                let o = m.types[k].name
                if owner != nil && owner != o { return nil }
                owner = o
            }
        }
        guard let o = owner, o != name, index.superclassChain(o).contains("UINavigationController") else { return nil }
        return o
    }

    /// Whether a presentation sits in an instance method of a Swift class (or struct) of the
    /// project that nothing makes: no initialiser call, no subclass, no storyboard scene. Its
    /// chain of supertypes is all the project's own (no `NSObject`, which Objective-C code
    /// could make, no UIKit class, which interface files and the system make), it is neither
    /// public nor `@main`, and no code but its declarations names it, test code aside: it never
    /// runs (a coordinator left behind after a refactoring).
    private func isInDeadCode(_ e: PresentationGraph.Entry) -> Bool {
        guard e.segue == nil, let t = e.presenterType, cache.isNeverMade(t, { isNeverMade(t) }) else { return false }
        let m = index.models[e.file]
        guard let f = m.calls[e.call].context.function else { return false }
        // A static method runs without an instance.
        var fn: Int? = f
        while let k = fn {
            if m.functions[k].isStatic { return false }
            fn = m.functions[k].context.function
        }
        return true
    }

    private func isNeverMade(_ t: String) -> Bool {
        let decls = index.typesByName[t] ?? []
        guard decls.contains(where: { index.decl($0).kind == .class || index.decl($0).kind == .struct }),
              !decls.contains(where: { index.decl($0).attributes.contains { $0 == "main" || $0 == "UIApplicationMain" || $0 == "objc" } }),
              // Public API is made by other modules.
              !decls.contains(where: { index.decl($0).modifiers.contains { $0 == "public" || $0 == "open" } }),
              index.superclassChain(t).dropFirst().allSatisfy({ (index.typesByName[$0] ?? []).contains { index.decl($0).kind != .extension } }) else { return false }
        return isNamedOnlyByItself(t)
    }

    /// Whether the project (test code aside) never makes `t`: no call of its initialiser, and
    /// its name written nowhere but in its own declarations (so not made as `.init(…)` from a
    /// declared type either).
    private func isNamedOnlyByItself(_ t: String) -> Bool {
        let decls = index.typesByName[t] ?? []
        // Called as an initialiser outside test code: made (the common case, known without
        // reading any file).
        if (work.initialiserCalls[t] ?? []).contains(where: { !ignoredFiles.contains($0) }) { return false }
        let needle = Array(t.utf8)
        var mentions = 0
        for (fi, om) in index.models.enumerated() where !ignoredFiles.contains(fi) && om.mayMention(t) {
            mentions += ExitModel.wordCount(needle, in: om)
            if mentions > decls.filter({ !ignoredFiles.contains($0.file) }).count { return false }
        }
        return true
    }

    /// How many times `word` occurs in `m`'s code (not its comments) as a whole word.
    static func wordCount(_ word: [UInt8], in m: FileModel) -> Int {
        var n = 0
        ExitWork.forEachWord(word, in: m.file.bytesForOneUse) { at, _ in
            if !ExitWork.isInComment(at, m) { n += 1 }
            return true
        }
        return n
    }

    /// Whether the project makes the class anywhere (an initialiser call, a storyboard scene,
    /// a push, a subclass): then a presentation the graph did not resolve is unknown, not
    /// absent.
    private func isMade(_ name: String, pushes: [String: [String]]) -> Bool {
        pushes[name] != nil || work.initialiserCalls.isMade(name)
    }

    /// The names `presentationControllerShouldDismiss(_:)` of these delegates reads, nil when
    /// none implements it.
    private func shouldDismissReads(_ delegates: [String]) -> Set<String>? {
        var keys: Set<String>? = nil
        var seen: Set<Int64> = []
        for d in delegates {
            for t in index.superclassChain(d) where index.isProjectClass(t) || t == d {
                for ref in index.typesByName[t] ?? [] {
                    let m = index.models[ref.file]
                    for f in m.types[ref.type].functions where m.functions[f].name == "presentationControllerShouldDismiss" {
                        guard let body = m.functions[f].bodyBlock else { continue }
                        var names = work.readFunction(f, file: ref.file, seen: &seen).keys
                        // The names the condition reads (`pendingChanges == 0`).
                        for word in m.text(m.blocks[body].range).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                            names.insert(String(word))
                        }
                        keys = (keys ?? []).union(names)
                    }
                }
            }
        }
        return keys
    }

    /// What the screen's own `viewWillDisappear`, `viewDidDisappear` and `deinit` do when a
    /// swipe closes it (the names they call or assign, followed as deep as exits are).
    private func observedKeys(screen: String) -> Set<String> {
        var keys: Set<String> = []
        var seen: Set<Int64> = []
        if isView(screen) {
            // A SwiftUI screen: what its `.onDisappear { … }` closures do.
            for ref in index.typesByName[screen] ?? [] {
                let m = index.models[ref.file]
                for c in m.calls where c.name == "onDisappear" && c.context.type == ref.type {
                    for a in c.arguments { if case .closure(let ci, _) = a.value { keys.formUnion(work.readClosure(ci, file: ref.file, seen: &seen).keys) } }
                }
            }
            return keys
        }
        for t in index.superclassChain(screen) where index.isProjectClass(t) {
            for ref in index.typesByName[t] ?? [] {
                let m = index.models[ref.file]
                for f in m.types[ref.type].functions {
                    let fn = m.functions[f]
                    guard fn.kind == .deinitializer || fn.name == "viewWillDisappear" || fn.name == "viewDidDisappear" else { continue }
                    keys.formUnion(work.readFunction(f, file: ref.file, seen: &seen).keys)
                }
            }
        }
        return keys
    }

    // MARK: Exits

    /// The exits of a screen, without those compiled only for platforms that have no swipe
    /// to dismiss a sheet (`#if os(macOS)`, `#if os(tvOS)`: a macOS sheet window, tvOS; a
    /// file in a `tvOS` folder).
    private func swipeableExits(of name: String) -> [Exit] {
        exits(of: name).filter { e in
            !filesWithoutSwipe.contains(e.file) && !cache.platformBranches(ofFile: e.file) { ExitModel.branchesWithoutSwipe(in: index.models[e.file].file.bytes) }.contains { $0.contains(e.offset) }
        }
    }

    /// The ranges of `#if` / `#elseif` / `#else` branches compiled only for platforms other
    /// than iOS: a condition made only of `os(…)` tests naming other systems (`os(macOS) ||
    /// os(tvOS)`), or `!os(iOS)`; and any later `#elseif` or `#else` of a chain with an
    /// earlier branch taken on iOS (its condition `os(iOS)`, alone or among other `os(…)`
    /// tests). Anything else (a feature flag,
    /// `targetEnvironment(…)`, `canImport(…)`) may include iOS. Read from the bytes, a line at a
    /// time, nested directives followed.
    static func branchesWithoutSwipe(in bytes: [UInt8]) -> [Range<Int>] {
        guard bytes[...].containsSubsequence(Array("#if".utf8)) else { return [] }
        struct Level { var start: Int; var excludes: Bool; var earlierIncludeIOS: Bool }
        var out: [Range<Int>] = []
        var stack: [Level] = []
        // A condition's `||` terms, white space dropped.
        func terms(_ c: String) -> [String] {
            String(c.filter { $0 != " " && $0 != "\t" }).split(separator: "|", omittingEmptySubsequences: true).map(String.init)
        }
        func isOSTest(_ t: String) -> Bool { t.hasPrefix("os(") && t.hasSuffix(")") && !t.dropFirst(3).contains("(") }
        func conditionExcludesIOS(_ c: String) -> Bool {
            let ts = terms(c)
            if ts == ["!os(iOS)"] { return true }
            return !ts.isEmpty && ts.allSatisfy { isOSTest($0) && $0 != "os(iOS)" } && !c.contains("&")
        }
        func conditionIsIOS(_ c: String) -> Bool {
            let ts = terms(c)
            return ts.contains("os(iOS)") && ts.allSatisfy(isOSTest) && !c.contains("&")
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var i = lineStart
            while i < lineEnd, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            if i < lineEnd, bytes[i] == UInt8(ascii: "#") {
                var end = lineEnd
                var k = i
                while k + 1 < lineEnd {
                    if bytes[k] == UInt8(ascii: "/") && bytes[k + 1] == UInt8(ascii: "/") { end = k; break }
                    k += 1
                }
                let line = String(decoding: bytes[i..<end], as: UTF8.self).trimmingCharacters()
                func close(at end: Int) {
                    if let top = stack.last, top.excludes { out.append(top.start..<end) }
                }
                if line.hasPrefix("#if ") {
                    let c = String(line.dropFirst(4))
                    stack.append(Level(start: lineEnd, excludes: conditionExcludesIOS(c), earlierIncludeIOS: conditionIsIOS(c)))
                } else if line.hasPrefix("#elseif "), !stack.isEmpty {
                    close(at: lineStart)
                    let c = String(line.dropFirst(8))
                    let earlier = stack[stack.count - 1].earlierIncludeIOS
                    // After a branch taken on iOS, no later branch of the chain is compiled there.
                    stack[stack.count - 1] = Level(start: lineEnd, excludes: earlier || conditionExcludesIOS(c), earlierIncludeIOS: earlier || conditionIsIOS(c))
                } else if line == "#else", !stack.isEmpty {
                    close(at: lineStart)
                    stack[stack.count - 1] = Level(start: lineEnd, excludes: stack[stack.count - 1].earlierIncludeIOS, earlierIncludeIOS: true)
                } else if line.hasPrefix("#endif"), !stack.isEmpty {
                    close(at: lineStart)
                    stack.removeLast()
                }
            }
            lineStart = lineEnd + 1
        }
        return out
    }

    private func exits(of name: String) -> [Exit] {
        if isView(name) { return viewExits(of: name) + sheetContentExits(of: name) }
        var out: [Exit] = []
        let selectors = selectorTargets(inFilesOf: name)
        let wired = storyboardActions[name] ?? []
        var seenFunctions: Set<Int64> = []
        // The functions made exits (`seenFunctions` holds every function looked at).
        var madeFunctions: Set<Int64> = []
        for t in index.superclassChain(name) where index.isProjectClass(t) {
            for ref in index.typesByName[t] ?? [] {
                let m = index.models[ref.file]
                for f in m.types[ref.type].functions {
                    let fn = m.functions[f]
                    guard fn.kind == .function, seenFunctions.insert(Int64(ref.file) << 32 | Int64(f)).inserted else { continue }
                    let isAction = fn.attributes.contains("IBAction") || wired.contains(fn.name)
                    let item = selectors[fn.name]
                    // A method of a project view's delegate protocol the screen adopts
                    // (`followAll(_ footer:)` of `…FooterDelegate`): the view's button calls it.
                    // Only one that dismisses in its own body is read (most such methods
                    // update the screen; following each one's calls is not worth it).
                    let fromView = !isAction && item == nil && isViewDelegateMethod(fn.name, of: m.types[ref.type])
                        && m.file.bytes[fn.range].containsSubsequence(ExitModel.dismissNeedle)
                    // A target wired only to pan or swipe recognizers drives a swipe of its own; one
                    // wired only to timers or observers is not the user's.
                    if !isAction, let item, item.split(separator: "|", omittingEmptySubsequences: false).allSatisfy({ $0 == ExitModel.untappedItem }) { continue }
                    let isTarget = item != nil
                    guard isAction || isTarget || fromView else { continue }
                    // An unwind action (`@IBAction func back(_ segue: UIStoryboardSegue)`) is an
                    // exit of the screens that unwind to it, not of this one.
                    if fn.parameters.first?.type.hasSuffix("UIStoryboardSegue") == true { continue }
                    // Most actions do not close the screen: a first look for a dismissal only.
                    guard cache.dismisses(f, file: ref.file, {
                        var seen: Set<Int64> = []
                        return scan.readFunction(f, file: ref.file, seen: &seen).dismissal != nil
                    }) else { continue }
                    if let e = exit(function: f, file: ref.file, kind: isAction ? .action : fromView ? .viewDelegate : .selectorTarget, label: fn.name + " " + (item ?? "")) {
                        out.append(e)
                        madeFunctions.insert(Int64(ref.file) << 32 | Int64(f))
                    }
                }
                out += cache.closureExits(of: ref) { closureExits(in: ref, of: m) }
                out += helperWiredExits(in: ref, of: m, screen: name, seen: &seenFunctions, made: &madeFunctions)
            }
        }
        out += storyboardWiredExits(of: name, seen: &seenFunctions)
        out += foreignWiredExits(of: name, seen: &seenFunctions)
        // A hosting controller's root view closes it through its own buttons.
        if let root = hostedView(of: name) { out += viewExits(of: root) }
        out += unwindExits(of: name)
        // A closure handed to a callback property that another exit calls (`onClose?()` in
        // the view model's `cancel()`) is how that exit closes the screen, not an exit of its own.
        let all = out
        out.removeAll { e in
            guard let p = e.handedTo else { return false }
            return all.contains { $0.handedTo != p && $0.reaches.contains(p) }
        }
        return out
    }

    /// The exit that function `f` of file `fi` is, read with its calls, or nil when it does not
    /// close the screen. `label` (its name, with the bar button item or title that calls it)
    /// tells a Cancel or a Save. `foreign`: a method of another object than the screen, whose
    /// private state outlives it.
    private func exit(function f: Int, file fi: Int, kind: Exit.Kind, label: String, foreign: Bool = false) -> Exit? {
        let body = cache.body(of: f, file: fi, foreign: foreign) {
            var seen: Set<Int64> = []
            return work.readFunction(f, file: fi, ownerOutlivesScreen: foreign, seen: &seen)
        }
        guard let d = body.dismissal else { return nil }
        let fn = index.models[fi].functions[f]
        return Exit(kind: kind, name: fn.fullName, file: fi, offset: fn.nameRange.lowerBound, work: body.work, dismissal: d,
                    isCancel: ExitModel.isCancelName(label), isSave: ExitModel.isSaveName(label), reaches: body.keys)
    }

    /// Whether `method` is a requirement of a protocol the declaration adopts that is the
    /// delegate protocol of a project view (`weak var delegate: FooterDelegate?` in a
    /// `UITableViewHeaderFooterView` subclass).
    private func isViewDelegateMethod(_ method: String, of decl: TypeDecl) -> Bool {
        guard !viewDelegateProtocols.isEmpty else { return false }
        for inh in decl.inherited {
            let p = ProjectIndex.baseTypeName(inh)
            guard viewDelegateProtocols.contains(p) else { continue }
            for r in index.typesByName[p] ?? [] where index.decl(r).kind == .protocol {
                let pm = index.models[r.file]
                if index.decl(r).functions.contains(where: { pm.functions[$0].name == method }) { return true }
            }
        }
        return false
    }

    /// The project controllers whose own methods end their app extension's request.
    static func extensionScreens(_ index: ProjectIndex) -> Set<String> {
        var out: Set<String> = []
        for model in index.models where model.mayMention("extensionContext") {
            model.scanned { m in
                for c in m.calls where ExitWork.endsExtensionRequest(c) {
                    guard let t = c.context.type, case .viewController = index.classKind(m.types[t].name) else { continue }
                    out.insert(m.types[t].name)
                }
            }
        }
        return out
    }

    /// The project protocols that a project view (a `UIView`, cell or control subclass)
    /// declares its delegate as: their methods are called from that view's buttons.
    static func viewDelegateProtocols(_ index: ProjectIndex) -> Set<String> {
        let views: Set<String> = ["UIView", "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
                                  "UIControl", "UIButton", "UIStackView", "UIScrollView"]
        var out: Set<String> = []
        // (Declarations only: every file is looked at, as the property's name need not be
        // `delegate` itself.)
        for m in index.models {
            for t in m.types where t.kind == .class {
                guard let top = index.superclassChain(t.name).last, views.contains(top) else { continue }
                for pi in t.properties where m.properties[pi].name.lowercased().hasSuffix("delegate") {
                    guard let type = m.properties[pi].type else { continue }
                    let p = ProjectIndex.baseTypeName(type)
                    if (index.typesByName[p] ?? []).contains(where: { index.decl($0).kind == .protocol }) { out.insert(p) }
                }
            }
        }
        return out
    }

    /// Exits wired by a helper that an extension of a UIKit controller class declares and the
    /// screen calls: `addCloseButton()` adding a bar button whose action
    /// (`#selector(dismissVC)`, in the helper's body or a default argument) closes the screen.
    /// A call passing its own `#selector` wires that one instead (found among the screen's).
    /// The action runs as the screen's class dispatches it: an override in the screen's class,
    /// or in a class between it and the extended one, is the exit instead of the extension's.
    private func helperWiredExits(in ref: ProjectIndex.TypeRef, of m: FileModel, screen: String, seen: inout Set<Int64>, made: inout Set<Int64>) -> [Exit] {
        var out: [Exit] = []
        // A file that names no such helper is not read for its calls.
        guard !selectorHelpers.isEmpty, m.mayMention(anyOf: selectorHelperKeys) else { return [] }
        for c in m.calls where c.context.type == ref.type && (c.receiver == nil || c.receiver?.path == ["self"]) {
            guard let helpers = selectorHelpers[c.name], !c.arguments.contains(where: { m.text($0.value.range).hasPrefix("#selector") }) else { continue }
            for h in helpers {
                let hm = index.models[h.file]
                let helper = hm.functions[h.function]
                guard let ti = helper.context.type else { continue }
                let extended = hm.types[ti].name
                for (target, _) in ExitModel.selectorNames(in: hm.file.bytes[helper.range]) {
                    // `addCloseButton` names a Close exit, not an Add one.
                    let label = (c.name.hasPrefix("add") ? String(c.name.dropFirst(3)) : c.name) + " " + target
                    // The action, in any extension of the same class.
                    let base = (index.functionsByName[target] ?? []).filter { t in
                        let tm = index.models[t.file]
                        let fn = tm.functions[t.function]
                        return fn.kind == .function && fn.context.type.map { tm.types[$0].name == extended } == true
                    }
                    // (An override that reaches no dismissal of its own, calling `super` for it,
                    // leaves the extension's action to be read.)
                    if !base.isEmpty, let o = override(of: target, in: screen, below: extended) {
                        let key = Int64(o.file) << 32 | Int64(o.function)
                        seen.insert(key)
                        if made.contains(key) { continue }
                        if let e = exit(function: o.function, file: o.file, kind: .selectorTarget, label: label) {
                            made.insert(key)
                            out.append(e)
                            continue
                        }
                    }
                    for t in base {
                        guard seen.insert(Int64(t.file) << 32 | Int64(t.function)).inserted else { continue }
                        made.insert(Int64(t.file) << 32 | Int64(t.function))
                        if let e = exit(function: t.function, file: t.file, kind: .selectorTarget, label: label) { out.append(e) }
                    }
                }
            }
        }
        return out
    }

    /// The method named `method` that a project class declares (in its body or an extension)
    /// in the superclass chain of `screen`, before `base`: what a message sent to an instance
    /// of `screen` runs instead of `base`'s.
    private func override(of method: String, in screen: String, below base: String) -> (file: Int, function: Int)? {
        for cls in index.superclassChain(screen) {
            guard cls != base, index.isProjectClass(cls) else { break }
            for r in index.typesByName[cls] ?? [] {
                let om = index.models[r.file]
                if let f = om.types[r.type].functions.first(where: { om.functions[$0].name == method && om.functions[$0].kind == .function }) { return (r.file, f) }
            }
        }
        return nil
    }

    /// Bar buttons another object puts on the screen with itself as the target: a coordinator
    /// that makes the controller and sets `controller.navigationItem.leftBarButtonItem =
    /// UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))`.
    /// That object's method is an exit of the screen (read the same way: the delegate it tells,
    /// and the presenter's implementation that closes the sheet and releases it).
    private func foreignWiredExits(of name: String, seen: inout Set<Int64>) -> [Exit] {
        var out: [Exit] = []
        for fi in (work.initialiserCalls[name] ?? []).sorted() {
            let m = index.models[fi]
            guard m.mayMention("navigationItem") else { continue }
            for a in m.assignments {
                guard a.op == "=", let path = a.target.localPath, path.count == 3, path[1] == "navigationItem",
                      path[2] == "leftBarButtonItem" || path[2] == "rightBarButtonItem",
                      let ci = barButtonCall(a.value, in: m, before: a.range.lowerBound, function: a.context.function),
                      case .selector(let method, _)? = m.calls[ci].argument("action")?.value,
                      case .name("self", _)? = m.calls[ci].argument("target")?.value,
                      let t = a.context.type, m.types[t].name != name, !index.superclassChain(m.types[t].name).contains(name),
                      work.resolver.typeName(of: Expr.name(path[0], a.target.range), in: m, at: a.range.lowerBound, context: a.context) == name else { continue }
                let owner = m.types[t].name
                var item = ""
                if case .implicitMember(let n, _)? = m.calls[ci].argument("barButtonSystemItem")?.value { item = n }
                else if let title = m.calls[ci].argument("title") { item = ExitModel.titleName(m.text(title.value.range)[...]) }
                else if m.calls[ci].name != "UIBarButtonItem" { item = m.calls[ci].name }
                for ref in index.typesByName[owner] ?? [] {
                    let om = index.models[ref.file]
                    for f in om.types[ref.type].functions where om.functions[f].name == method && om.functions[f].kind == .function {
                        guard seen.insert(Int64(ref.file) << 32 | Int64(f)).inserted,
                              let e = exit(function: f, file: ref.file, kind: .selectorTarget, label: method + " " + item, foreign: true) else { continue }
                        out.append(e)
                    }
                }
            }
        }
        return out
    }

    /// The call that makes the bar button `value` is: `UIBarButtonItem(…)`, a project factory
    /// of the class (`UIBarButtonItem.closeButton(target:action:)`), or either bound to a local
    /// of the same function before `offset` (`let closeItem = …`).
    private func barButtonCall(_ value: Expr, in m: FileModel, before offset: Int, function: Int?) -> Int? {
        var value = value
        if case .name(let local, _) = value {
            guard let function, let b = m.bindings(inFunction: function, to: offset).last(where: { m.bindings[Int($0)].name == local }),
                  let initializer = m.bindings[Int(b)].initializer else { return nil }
            value = initializer
        }
        guard case .call(let ci, _) = value else { return nil }
        let c = m.calls[ci]
        return c.name == "UIBarButtonItem" || c.receiver?.path == ["UIBarButtonItem"] ? ci : nil
    }

    /// Actions Interface Builder sends to the screen's scenes whose method an extension of a
    /// UIKit controller class declares (`@IBAction func dismissViewController(_:)` in an
    /// extension of `UIViewController`); the screen's own methods are read with its class.
    private func storyboardWiredExits(of name: String, seen: inout Set<Int64>) -> [Exit] {
        var out: [Exit] = []
        for method in (storyboardActions[name] ?? []).sorted() {
            for ref in index.functionsByName[method] ?? [] {
                let m = index.models[ref.file]
                let fn = m.functions[ref.function]
                guard fn.kind == .function, let t = fn.context.type, ExitModel.uikitControllerClasses.contains(m.types[t].name),
                      seen.insert(Int64(ref.file) << 32 | Int64(ref.function)).inserted else { continue }
                if let e = exit(function: ref.function, file: ref.file, kind: .action, label: method) { out.append(e) }
            }
        }
        return out
    }

    /// A SwiftUI presentation of a project view: `.sheet(isPresented:onDismiss:content:)`,
    /// `.sheet(item:)`, `.fullScreenCover(…)`.
    struct SwiftUISheet: Sendable {
        let file: Int
        /// The `sheet` / `fullScreenCover` call.
        let call: Int
        let swipeable: Bool
        /// The view, or the sheet's content, applies `interactiveDismissDisabled`.
        let blocked: Bool
        /// What its `onDismiss` does (names called or assigned): it runs on every dismissal,
        /// a swipe included.
        let onDismiss: Set<String>
        /// The content closure (buttons the presenter puts around the view are ways out too).
        let content: Range<Int>
    }

    /// The project views `.sheet` and `.fullScreenCover` show: the first project view made in
    /// the content closure. Only files spelling `sheet(` or `fullScreenCover(` are read.
    static func swiftUISheets(_ index: ProjectIndex, found: [SheetFacts], work: ExitWork) -> [String: [SwiftUISheet]] {
        var out: [String: [SwiftUISheet]] = [:]
        let blocking = blockingModifiers(index)
        var blockingViews: [String: Bool] = [:]
        for f in found {
            let m = index.models[f.file]
            for s in f.sheets {
                let c = m.calls[s.call]
                let viewBlocks = blockingViews[s.view] ?? {
                    let b = index.dismissDisabledViews.contains(s.view) || !viewCalls(s.view, index).isDisjoint(with: blocking)
                    blockingViews[s.view] = b
                    return b
                }()
                var keys: Set<String> = []
                if let a = c.argument("onDismiss") {
                    if case .closure(let dk, _) = a.value {
                        var seen: Set<Int64> = []
                        keys = work.readClosure(dk, file: f.file, seen: &seen).keys
                    } else if let name = a.value.lastName {
                        keys.insert(name)
                    }
                }
                // (A router's route is shown as a sheet by construction.)
                out[s.view, default: []].append(SwiftUISheet(file: f.file, call: s.call, swipeable: c.name == "sheet" || !swiftUIPresenters.contains(c.name),
                                                             blocked: s.disabled || !s.contentCalls.isDisjoint(with: blocking) || viewBlocks,
                                                             onDismiss: keys, content: s.content))
            }
        }
        return out
    }

    /// What one file says about SwiftUI presentations: the state they are bound to, and the
    /// project views `.sheet` / `.fullScreenCover` show.
    struct SheetFacts: Sendable {
        let file: Int
        var bindings: [String] = []
        var sheets: [(call: Int, view: String, disabled: Bool, contentCalls: Set<String>, content: Range<Int>)] = []
    }

    /// Whether code is directly in an extension of `View` or a view or view modifier's own
    /// code, where `sheet(item:) { … }` without a receiver is SwiftUI's modifier applied to
    /// `self` (a router's `withSheetDestinations(…)`). A type nested in a view is not.
    static func inViewCode(type: Int?, of m: FileModel) -> Bool {
        guard let t = type else { return false }
        let d = m.types[t]
        if d.kind == .extension { return d.name == "View" }
        return d.kind == .struct && d.inherited.contains { ["View", "ViewModifier"].contains(ProjectIndex.baseTypeName($0)) }
    }

    /// The files that may show a SwiftUI sheet, read (in parallel) for their presentations.
    static func sheetFacts(_ index: ProjectIndex, jobs: Int) -> [SheetFacts] {
        let routers = routeSheetDefaults(index)
        let routerKeys = routers.keys.sorted().map(IdentifierFilter.Key.init)
        let perFile = Analyzer.parallelMap(index.models.count, jobs: jobs) { fi -> SheetFacts? in
            let model = index.models[fi]
            let spellsSheet = maySpellSheet(model)
            let routes = spellsSheet || mayNameSheetStyle(model) || model.mayMention(anyOf: routerKeys)
            guard spellsSheet || routes else { return nil }
            // (A file whose sheets are found keeps the parse for good: the facts hold its calls'
            // indices.)
            return model.scanned(keepingIf: { $0 != nil }, otherwise: nil) { m -> SheetFacts? in
                var facts = SheetFacts(file: fi)
                // Routes of the app's router whose view is shown as a sheet: a value or call given
                // the view in a content closure and a sheet style (`NavigationRoute(id:, style:
                // .sheet) { Editor() }`, `coordinator.present(type: .sheet) { _ in Editor() }`), or
                // a function whose style parameter defaults to one (`present { _ in Editor() }`).
                if routes {
                    for (ci, c) in m.calls.enumerated() where !swiftUIPresenters.contains(c.name) && !c.arguments.isEmpty && ExitModel.routesAsSheet(c, defaults: routers)
                        && !ExitModel.inPreview(c, of: m) {
                        guard let content = ExitModel.contentClosure(of: c), case .closure(_, let r) = content.value else { continue }
                        let inside = ExitModel.callsInside(r, function: c.context.function, of: m)
                        let disabled = ExitModel.disablesSwipe(inside)
                        for view in Set(ExitModel.rootViews(of: inside, in: index)).sorted() { facts.sheets.append((ci, view, disabled, Set(inside.map(\.name)), r)) }
                    }
                }
                for (ci, c) in m.calls.enumerated() where spellsSheet && swiftUIPresenters.contains(c.name) && (c.receiver != nil || ExitModel.inViewCode(type: c.context.type, of: m))
                    && !ExitModel.inPreview(c, of: m) {
                    for a in c.arguments where a.label == "isPresented" || a.label == "item" {
                        if case .name(let n, _) = a.value, n.hasPrefix("$"), n.count > 1 { facts.bindings.append(String(n.dropFirst())) }
                    }
                    guard c.name != "popover", let content = ExitModel.contentClosure(of: c),
                          case .closure(_, let r) = content.value else { continue }
                    var inside = ExitModel.callsInside(r, function: c.context.function, of: m)
                    var roots = ExitModel.rootViews(of: inside, in: index)
                    var contentRange = r
                    // A content that names a property of the view: the views that property makes.
                    if roots.isEmpty, let t = c.context.type, let g = ExitModel.contentProperty(r, of: t, in: m), let b = m.functions[g].bodyBlock {
                        inside = ExitModel.inSourceOrder(m.calls.filter { $0.context.function == g })
                        roots = ExitModel.rootViews(of: inside, in: index)
                        contentRange = m.blocks[b].range
                    }
                    guard !roots.isEmpty else { continue }
                    let disabled = ExitModel.disablesSwipe(inside)
                    for view in Set(roots).sorted() { facts.sheets.append((ci, view, disabled, Set(inside.map(\.name)), contentRange)) }
                }
                return facts.bindings.isEmpty && facts.sheets.isEmpty ? nil : facts
            }
        }
        return perFile.compactMap { $0 }
    }

    /// The closure a sheet or a route is given its view in: the argument labelled `content`,
    /// else the first trailing closure without a label (`present { _ in Editor() } onDismiss:
    /// { … }`: the labelled one after it is a hook), else the last trailing closure.
    static func contentClosure(of c: CallSite) -> Argument? {
        c.argument("content") ?? c.arguments.first(where: { $0.isTrailingClosure && $0.label == nil }) ?? c.arguments.last(where: \.isTrailingClosure)
    }

    /// The SwiftUI views pushed from `shown` (views shown as sheets), and from the views pushed
    /// there, two levels deep: each pushed view with the views that push it. A push is a
    /// `NavigationLink` (its `destination:`, or its content closure beside a `label:`) or a
    /// `navigationDestination` in the pushing view's own code; the destination is the project
    /// view at the root of it (through its modifiers: `Editor().navigationTitle(…)`).
    static func swiftUIPushes(from shown: Set<String>, _ index: ProjectIndex) -> [String: [String]] {
        var out: [String: [String]] = [:]
        var frontier = shown, seen = shown
        for _ in 0..<2 {
            var next: Set<String> = []
            for pusher in frontier.sorted() {
                for ref in index.typesByName[pusher] ?? [] {
                    let m = index.models[ref.file]
                    // (A project's own link, `CustomNavigationLink(…)`, spells it too.)
                    guard m.mayMention("navigationDestination") || m.file.bytesForOneUse[...].containsSubsequence(ExitModel.navigationLinkNeedle) else { continue }
                    for c in m.calls where c.context.type == ref.type && (c.name.hasSuffix("NavigationLink") || c.name == "navigationDestination") {
                        for pushed in Set(ExitModel.destinations(of: c, in: m, index: index)) where pushed != pusher {
                            out[pushed, default: []].append(pusher)
                            if seen.insert(pushed).inserted { next.insert(pushed) }
                        }
                    }
                }
            }
            frontier = next
        }
        return out
    }

    /// The project views a `NavigationLink` or `navigationDestination` pushes.
    static func destinations(of c: CallSite, in m: FileModel, index: ProjectIndex) -> [String] {
        func root(_ e: Expr) -> String? {
            guard case .call(let ci, _) = e else { return nil }
            let k = m.calls[ci]
            if k.name.first?.isUppercase == true { return ExitModel.isView(k.name, in: index) ? k.name : nil }
            return k.receiver.flatMap(root)
        }
        var content: Argument? = c.argument("destination")
        if content == nil {
            // `NavigationLink { Editor() } label: { … }`: the first trailing closure;
            // `navigationDestination(for:) { item in … }`: its last one.
            content = c.name == "navigationDestination" ? c.arguments.last(where: { $0.isTrailingClosure })
                : (c.argument("label") != nil ? c.arguments.first(where: { $0.isTrailingClosure }) : nil)
        }
        guard let value = content?.value else { return [] }
        if case .closure(_, let r) = value { return ExitModel.rootViews(of: ExitModel.callsInside(r, function: c.context.function, of: m), in: index) }
        return root(value).map { [$0] } ?? []
    }

    /// The calls inside a closure of `m`, in source order (an outer call before the calls in it).
    static func callsInside(_ r: Range<Int>, function: Int?, of m: FileModel) -> [CallSite] {
        inSourceOrder(m.calls(inFunction: function, from: r.lowerBound + 1, to: r.upperBound).map { m.calls[Int($0)] })
    }

    /// Calls in source order, an outer call before the calls in it.
    static func inSourceOrder(_ calls: [CallSite]) -> [CallSite] {
        calls.sorted { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.range.count > $1.range.count }
    }

    /// Whether a sheet's content applies `interactiveDismissDisabled` (not `(false)`).
    static func disablesSwipe(_ inside: [CallSite]) -> Bool {
        inside.contains { d in
            guard d.name == "interactiveDismissDisabled" else { return false }
            if case .literal(.boolFalse, _)? = d.arguments.first?.value { return false }
            return true
        }
    }

    /// The sheet styles a router may be told to show a route in.
    static let sheetStyleMembers: Set<String> = ["sheet", "formSheet", "pageSheet"]

    /// Whether a file may name one of `sheetStyleMembers`.
    static func mayNameSheetStyle(_ m: FileModel) -> Bool { sheetStyleMembers.contains { m.mayMention($0) } }

    /// A project function (or type, for its initialisers) taking a content closure with a
    /// parameter whose default is a sheet style (`func present(type: RouteType = .sheet,
    /// content: …)`): the labels of those parameters, and of all its parameters.
    struct RouteSheetDefault: Sendable {
        var styleLabels: Set<String> = []
        var labels: Set<String> = []
    }

    /// The functions and types that show a content closure's view as a sheet by default, by
    /// name; a call that leaves the style out shows its content as a sheet.
    static func routeSheetDefaults(_ index: ProjectIndex) -> [String: [RouteSheetDefault]] {
        var out: [String: [RouteSheetDefault]] = [:]
        for m in index.models where mayNameSheetStyle(m) {
            for f in m.functions where f.kind == .function || f.kind == .initializer {
                let styles = f.parameters.filter { $0.defaultMember.map(sheetStyleMembers.contains) == true }.compactMap { $0.label ?? $0.name }
                guard !styles.isEmpty, f.parameters.contains(where: { $0.type.contains("->") }) else { continue }
                let name = f.kind == .initializer ? f.context.type.map { m.types[$0].name } : f.name
                if let name { out[name, default: []].append(RouteSheetDefault(styleLabels: Set(styles), labels: Set(f.parameters.compactMap(\.label)))) }
            }
        }
        return out
    }

    /// Whether a call shows the view of its content closure as a sheet: an argument set to a
    /// sheet style (`style: .sheet`), or a call of a router function that keeps its sheet-style
    /// default (every label the call passes is one of that function's, and its style is not
    /// passed).
    static func routesAsSheet(_ c: CallSite, defaults: [String: [RouteSheetDefault]]) -> Bool {
        if c.arguments.contains(where: { a in
            guard !a.isTrailingClosure, case .implicitMember(let member, _) = a.value else { return false }
            return sheetStyleMembers.contains(member)
        }) { return true }
        let passed = Set(c.arguments.filter { !$0.isTrailingClosure }.compactMap(\.label))
        return (defaults[c.name] ?? []).contains { d in passed.isSubset(of: d.labels) && passed.isDisjoint(with: d.styleLabels) }
    }

    /// The project views at the root of a sheet's or a navigation destination's content
    /// (`inside`: its calls, from `callsInside`): at the top of the content, or in containers
    /// there, nested to any depth (`NavigationView { Editor() }`, `Group { if … { A() } else
    /// { B() } }`, `GeometryReader { Group { switch … } }`). Content built inline (a list, a
    /// form) is part of the view that shows it. A modifier applied to a view (`Editor().toolbar
    /// { … }`) is not its parent.
    static func rootViews(of inside: [CallSite], in index: ProjectIndex) -> [String] {
        func parent(_ k: Int) -> Int? {
            var best: Int? = nil
            for j in inside.indices where j != k && inside[j].range.lowerBound <= inside[k].range.lowerBound && inside[j].range.upperBound >= inside[k].range.upperBound
                && inside[j].range != inside[k].range && inside[j].receiver.map({ $0.range.contains(inside[k].range.lowerBound) }) != true {
                if best.map({ inside[j].range.count < inside[$0].range.count }) ?? true { best = j }
            }
            return best
        }
        func underContainersOnly(_ k: Int) -> Bool {
            var p = parent(k), depth = 0
            while let q = p {
                guard depth < 4, ExitModel.sheetContainers.contains(inside[q].name) || ExitModel.isViewWrapper(inside[q].name, in: index) else { return false }
                p = parent(q)
                depth += 1
            }
            return true
        }
        var roots: [String] = []
        for k in inside.indices {
            let c = inside[k]
            guard c.name.first?.isUppercase == true, ExitModel.isView(c.name, in: index) else { continue }
            if underContainersOnly(k) { roots.append(c.name) }
        }
        return roots
    }

    /// Whether code is an Xcode preview, never shown to users: in a `PreviewProvider` type or a
    /// `#Preview { … }` body.
    static func inPreview(_ c: CallSite, of m: FileModel) -> Bool {
        if let t = c.context.type { return m.types[t].inherited.contains { ProjectIndex.baseTypeName($0) == "PreviewProvider" } }
        guard c.context.function == nil, var k = c.context.closure else { return false }
        while let outer = m.closures[k].context.closure { k = outer }
        // Back from the closure's `{`: blanks, an optional `(…)` of arguments, then `#Preview`.
        let b = m.file.bytes
        var i = m.closures[k].range.lowerBound - 1
        func skipBlanks() { while i >= 0, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x09 || b[i] == 0x0D { i -= 1 } }
        skipBlanks()
        if i >= 0, b[i] == UInt8(ascii: ")") {
            var depth = 0
            while i >= 0 {
                if b[i] == UInt8(ascii: ")") { depth += 1 } else if b[i] == UInt8(ascii: "(") { depth -= 1; if depth == 0 { i -= 1; break } }
                i -= 1
            }
            skipBlanks()
        }
        let word = Array("#Preview".utf8)
        return i + 1 >= word.count && Array(b[(i + 1 - word.count)...i]) == word
    }

    /// The `@Binding` Bool properties of a view a sheet shows that say it is presented
    /// (`@Binding var isPresented: Bool`, `showingPicker`): setting one to false closes it.
    /// A flag the view shows its own alert, dialog, sheet, cover or popover with
    /// (`.alert(…, isPresented: $showErrorAlert)`) is that one's, not the view's.
    static func presentedFlags(of view: String, _ index: ProjectIndex) -> Set<String> {
        var out: Set<String> = []
        var own: Set<String> = []
        for ref in index.typesByName[view] ?? [] {
            let m = index.models[ref.file]
            var found = false
            for pi in m.types[ref.type].properties {
                let p = m.properties[pi]
                guard p.attributes.contains("Binding"), p.type == "Bool" else { continue }
                let l = p.name.lowercased()
                if ["present", "show", "visible", "open", "display"].contains(where: { l.contains($0) }) { out.insert(p.name); found = true }
            }
            guard found else { continue }
            for c in m.calls where c.context.type == ref.type && ExitModel.ownPresenters.contains(c.name) {
                for a in c.arguments where a.label == "isPresented" {
                    if let flag = ExitModel.boundFlag(a.value, in: m) { own.insert(flag) }
                }
            }
        }
        return out.subtracting(own)
    }

    /// What a view shows itself with an `isPresented:` flag.
    static let ownPresenters = swiftUIPresenters.union(["alert", "confirmationDialog"])

    /// The flag a binding argument names: `$showError`, `self.$showError` give `showError`.
    static func boundFlag(_ e: Expr, in m: FileModel) -> String? {
        var t = m.text(e.range).filter { !$0.isWhitespace }
        if t.hasPrefix("self.") { t.removeFirst(5) }
        guard t.hasPrefix("$") else { return nil }
        t.removeFirst()
        if t.hasPrefix("self.") { t.removeFirst(5) }
        return t.isEmpty ? nil : t
    }

    static let swiftUIPresenters: Set<String> = ["sheet", "fullScreenCover", "popover"]
    static let sheetContainers: Set<String> = ["NavigationView", "NavigationStack", "Group", "GeometryReader"]

    /// Whether a project view wraps content it is given: generic over a parameter that is a
    /// view (`struct LazyView<Content: View>`, `struct SheetContainer<C: View>`). The views
    /// handed to it (`LazyView(Editor())`, `SheetContainer { Editor() }`) are screens of their
    /// own, as in a system container.
    static func isViewWrapper(_ name: String, in index: ProjectIndex) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        return (index.typesByName[name] ?? []).contains { r in
            let d = index.decl(r)
            guard d.kind == .struct, d.inherited.contains(where: { ProjectIndex.baseTypeName($0) == "View" }) else { return false }
            let b = index.models[r.file].file.bytes
            var i = d.nameRange.upperBound
            while i < b.count, b[i] == 0x20 { i += 1 }
            guard i < b.count, b[i] == UInt8(ascii: "<") else { return false }
            // The generic clause, up to its closing `>`: a parameter constrained to `View`.
            var depth = 0, clause: [UInt8] = []
            while i < b.count {
                if b[i] == UInt8(ascii: "<") { depth += 1 } else if b[i] == UInt8(ascii: ">") { depth -= 1; if depth == 0 { break } }
                if b[i] != 0x20 { clause.append(b[i]) }
                i += 1
            }
            clause.append(UInt8(ascii: ","))
            return clause[...].containsSubsequence(Array(":View,".utf8))
        }
    }

    /// Whether a file may show a SwiftUI sheet (spells `sheet(`, `fullScreenCover(` or
    /// `popover(`): only those are read for it.
    static func maySpellSheet(_ m: FileModel) -> Bool {
        guard m.mayMention("sheet") || m.mayMention("fullScreenCover") || m.mayMention("popover") else { return false }
        let bytes = m.file.bytesForOneUse
        return sheetNeedles.contains { bytes[...].containsSubsequence($0) }
    }

    static let sheetNeedles = [Array("sheet(".utf8), Array("fullScreenCover(".utf8), Array("popover(".utf8)]

    /// The names of the calls a view's code makes.
    static func viewCalls(_ view: String, _ index: ProjectIndex) -> Set<String> {
        var out: Set<String> = []
        for ref in index.typesByName[view] ?? [] {
            let m = index.models[ref.file]
            for c in m.calls where c.context.type == ref.type { out.insert(c.name) }
        }
        return out
    }

    /// The project's view modifiers that block the swipe: methods of `extension View` whose
    /// body applies `interactiveDismissDisabled` or a modifier type that does
    /// (`closeButtonWithDiscardChangesPrompt()`).
    static func blockingModifiers(_ index: ProjectIndex) -> Set<String> {
        var out: Set<String> = []
        guard !index.dismissDisabledViews.isEmpty else { return out }
        for ref in index.typesByName["View"] ?? [] where index.decl(ref).kind == .extension {
            let m = index.models[ref.file]
            for f in m.types[ref.type].functions where m.functions[f].kind == .function {
                if m.calls(inFunction: f).contains(where: { k in
                    let n = m.calls[Int(k)].name
                    return n == "interactiveDismissDisabled" || index.dismissDisabledViews.contains(n)
                }) { out.insert(m.functions[f].name) }
            }
        }
        return out
    }

    /// Per custom class of the storyboards' scenes, the method names of the actions sent to
    /// the scene's controller.
    static func storyboardActions(_ index: ProjectIndex) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for sb in index.storyboards where !sb.actions.isEmpty {
            var classes: [String: String] = [:]
            for scene in sb.scenes { if let c = scene.customClass { classes[scene.id] = c } }
            for a in sb.actions { if let c = classes[a.destination] { out[c, default: []].insert(a.methodName) } }
        }
        return out
    }

    static let uikitControllerClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController"]

    /// The functions of extensions of UIKit's controller classes whose declaration names a
    /// `#selector(…)`, by name. Read from declarations and bytes: no file is parsed for it.
    static func selectorHelpers(_ index: ProjectIndex) -> [String: [ProjectIndex.FunctionRef]] {
        var out: [String: [ProjectIndex.FunctionRef]] = [:]
        for name in uikitControllerClasses.sorted() {
            for r in index.typesByName[name] ?? [] {
                let m = index.models[r.file]
                guard m.spells.contains(.selector) else { continue }
                for f in m.types[r.type].functions where m.functions[f].kind == .function {
                    let fn = m.functions[f]
                    if m.file.bytes[fn.range].containsSubsequence(SpelledWords.selectorNeedle) { out[fn.name, default: []].append(ProjectIndex.FunctionRef(file: r.file, function: f)) }
                }
            }
        }
        return out
    }

    /// The method names of the `#selector(…)` expressions in some bytes, with where each
    /// expression starts: `dismissVC` of `#selector(dismissVC)` and of
    /// `#selector(UIViewController.dismissVC)`, `close` of `#selector(close(_:))`.
    static func selectorNames(in bytes: ArraySlice<UInt8>) -> [(method: String, at: Int)] {
        var out: [(method: String, at: Int)] = []
        let needle = SpelledWords.selectorNeedle
        var from = bytes.startIndex
        while let at = bytes[from...].firstOffset(of: needle) {
            from = at + needle.count
            var i = from, start = from, end = from
            while i < bytes.endIndex, bytes[i] != UInt8(ascii: ")"), bytes[i] != UInt8(ascii: "("), i - from < 200 {
                if bytes[i] == UInt8(ascii: ".") { start = i + 1 }
                i += 1
                end = i
            }
            while start < end, bytes[start] == 0x20 { start += 1 }
            guard start < end else { continue }
            let method = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters()
            if !method.isEmpty { out.append((method, at)) }
        }
        return out
    }

    /// Closures of the screen's code that dismiss it and are handed out: `UIAction`
    /// handlers, closures given to a view model or a subscription (`onDone = { … }`,
    /// `.sink { … }`). Closures inside an action are part of it.
    /// (No test of the file's names first: a closure may close the screen through a call
    /// to code elsewhere, `onTap: { self?.onDismiss() }`.)
    private func closureExits(in ref: ProjectIndex.TypeRef, of m: FileModel) -> [Exit] {
        var out: [Exit] = []
        for f in m.types[ref.type].functions where !m.functions[f].attributes.contains("IBAction") {
          for k in m.calls(inFunction: f) {
            let c = m.calls[Int(k)]
            for a in c.arguments {
                guard case .closure(let ci, let r) = a.value else { continue }
                // A completion handler of a method call (`core.save(item) { … dismiss }`) goes on
                // with that method's caller: it is part of the exit that calls it. A closure
                // handed to something made (`Model(onDone: { … })`, `UIBarButtonItem(primaryAction:)`)
                // or subscribed is an exit of its own.
                let made = c.name.first?.isUppercase == true
                let handedOut = c.name == "UIAction" || (ExitModel.closureSinks.contains(c.name) && ExitModel.subscribesToUser(c, in: m))
                    || (made && (a.label.map { ExitModel.isHandlerLabel($0) } ?? false))
                guard handedOut, c.name != "UIAlertAction", !PresentCall.isDismiss(c) else { continue }
                var seen: Set<Int64> = []
                guard scan.readClosure(ci, file: ref.file, seen: &seen).dismissal != nil else { continue }
                seen = []
                let body = work.readClosure(ci, file: ref.file, seen: &seen)
                guard let d = body.dismissal else { continue }
                let title = ExitModel.actionTitle(c, in: m) ?? ExitModel.boundName(c, in: m) ?? a.label ?? ""
                let kind: Exit.Kind = c.name == "UIAction" ? .uiAction : .closure
                let name = c.name == "UIAction" ? "the UIAction handler" : "the closure passed to `\(c.name)`"
                out.append(Exit(kind: kind, name: name, file: ref.file, offset: r.lowerBound, work: body.work, dismissal: d,
                                isCancel: ExitModel.isCancelName(title) || ExitModel.systemItem(of: c, in: m).map(ExitModel.isCancelName) == true,
                                isSave: ExitModel.isSaveName(title) || ExitModel.systemItem(of: c, in: m).map(ExitModel.isSaveName) == true, reaches: body.keys))
            }
          }
        }
        // Closures assigned to the screen's (or its model's) callback properties in its code:
        // `viewModel.onClose = { [weak self] in self?.dismiss(animated: true) }`.
        for f in m.types[ref.type].functions { for k in m.assignments(inFunction: f) {
            let a = m.assignments[Int(k)]
            guard case .closure(let ci, let r) = a.value, let n = a.target.lastName, ExitModel.isHandlerLabel(n) else { continue }
            var seen: Set<Int64> = []
            guard scan.readClosure(ci, file: ref.file, seen: &seen).dismissal != nil else { continue }
            seen = []
            let body = work.readClosure(ci, file: ref.file, seen: &seen)
            guard let d = body.dismissal else { continue }
            out.append(Exit(kind: .closure, name: "the `\(n)` closure", file: ref.file, offset: r.lowerBound, work: body.work, dismissal: d,
                            isCancel: ExitModel.isCancelName(n), isSave: ExitModel.isSaveName(n), handedTo: n, reaches: body.keys))
        } }
        return out
    }

    /// Whether a name is a project SwiftUI view (a struct adopting `View`, or `ToolbarContent`,
    /// whose buttons are read like a view's): a screen when a hosting controller shows it.
    func isView(_ name: String) -> Bool { ExitModel.isView(name, in: index) }

    static func isView(_ name: String, in index: ProjectIndex) -> Bool {
        (index.typesByName[name] ?? []).contains { r in
            let d = index.decl(r)
            // Toolbar content of the project (`CancelToolbarItem: ToolbarContent`) holds buttons
            // like a view.
            return d.kind == .struct && d.inherited.contains { ProjectIndex.baseTypeName($0) == "View" || ProjectIndex.baseTypeName($0) == "ToolbarContent" }
        }
    }

    /// The buttons of a SwiftUI screen that close it: `Button(…) { … }`,
    /// `Button(action: { … })` and `Button(action: close)` whose action dismisses (the
    /// environment's `dismiss()`, a closure the presenter handed the view that dismisses the
    /// hosting controller), and the project's button views given such an action
    /// (`ModalCloseButton(action: dismissAction)`).
    /// The project views the screen is built from (`NetworkList(showsCancel: true)` in its
    /// body) are read too, two levels deep: their buttons that dismiss close the same
    /// presentation. Views it pushes or presents (`NavigationLink`, `.sheet`) are other
    /// screens and are left out.
    private func viewExits(of name: String, depth: Int = 0) -> [Exit] {
        var out: [Exit] = []
        for ref in index.typesByName[name] ?? [] {
            let m = index.models[ref.file]
            // The content of the view's own sheets (their buttons close those), and of what it
            // pushes.
            let (sheets, pushed) = ExitModel.otherScreens(shownBy: ref.type, in: m)
            for c in m.calls where c.context.type == ref.type {
                let at = c.range.lowerBound
                if sheets.contains(where: { $0.contains(at) }) { continue }
                let inPushed = pushed.contains { $0.contains(at) }
                if depth == 0 || !inPushed { out += buttonExits(c, in: m, file: ref.file, view: name, direct: depth > 0) }
                guard depth < 2, !inPushed, c.receiver == nil, c.name.first?.isUppercase == true, c.name != name,
                      isView(c.name), buttonActionLabels(ofView: c.name) == nil else { continue }
                let parts = cache.partExits(of: c.name, depth: depth + 1) { viewExits(of: c.name, depth: depth + 1) }
                out += parts.filter { !isSwitchedOff($0, by: c, in: m) }
            }
        }
        return out
    }

    /// Whether a button of a part view is not there where the view is used: it sits under
    /// `if flag { … }`, `flag` being a Bool property of the part that this use leaves false
    /// (`SheetHeader(title: "Add")` of `showBackButton: Bool = false`, or passes `false`).
    private func isSwitchedOff(_ exit: Exit, by use: CallSite, in m: FileModel) -> Bool {
        let pm = index.models[exit.file]
        for cond in pm.conditions where cond.kind == .if && cond.expressions.count == 1 {
            guard case .name(let flag, _) = cond.expressions[0], let then = cond.branches.first,
                  pm.blocks[then].range.contains(exit.offset), let t = cond.context.type, pm.types[t].name == use.name else { continue }
            if flagValue(flag, of: use.name, at: use, in: m) == false { return true }
        }
        return false
    }

    /// The value a use of a view gives its Bool property `flag`: the literal it passes, or the
    /// default its initialiser (or the property) declares; nil when not known.
    private func flagValue(_ flag: String, of view: String, at use: CallSite, in m: FileModel) -> Bool? {
        if let a = use.arguments.first(where: { $0.label == flag }) {
            if case .literal(let k, _) = a.value { return k == .boolTrue ? true : k == .boolFalse ? false : nil }
            return nil
        }
        var declared: Bool? = nil
        for ref in index.typesByName[view] ?? [] {
            let vm = index.models[ref.file]
            let d = vm.types[ref.type]
            let inits = d.functions.map { vm.functions[$0] }.filter { $0.kind == .initializer }
            if !inits.isEmpty {
                // Every initialiser must default it alike (one that takes no such parameter
                // sets it some other way).
                let defaults = inits.map { f in f.parameters.first(where: { $0.name == flag })?.defaultFlag }
                guard let first = defaults.first, let value = first, defaults.allSatisfy({ $0 == value }) else { return nil }
                declared = value
            }
            if let p = d.properties.lazy.map({ vm.properties[$0] }).first(where: { $0.name == flag }), case .literal(let k, _)? = p.initializer {
                if inits.isEmpty || declared == nil { declared = k == .boolTrue ? true : k == .boolFalse ? false : nil }
            }
        }
        return declared
    }

    /// Where a SwiftUI view's own code shows other screens: the arguments of its sheets,
    /// covers and popovers, and of what it pushes (links, destinations).
    static func otherScreens(shownBy type: Int, in m: FileModel) -> (sheets: [Range<Int>], pushed: [Range<Int>]) {
        var sheets: [Range<Int>] = [], pushed: [Range<Int>] = []
        for c in m.calls where c.context.type == type && (showsOtherScreens.contains(c.name) || c.name.hasSuffix("NavigationLink")) {
            // (A content that names a property of the view: that property's code, too.)
            let ranges = c.arguments.map(\.range) + c.arguments.compactMap { a -> Range<Int>? in
                guard case .closure(_, let r) = a.value, let g = ExitModel.contentProperty(r, of: type, in: m), let b = m.functions[g].bodyBlock else { return nil }
                return m.blocks[b].range
            }
            if swiftUIPresenters.contains(c.name) { sheets += ranges } else { pushed += ranges }
        }
        return (sheets, pushed)
    }

    /// The getter of the view's property a content closure only names (`.sheet(isPresented:
    /// $showingFilters) { filtersSheet }`), if that is what it does.
    static func contentProperty(_ closure: Range<Int>, of type: Int, in m: FileModel) -> Int? {
        guard closure.count > 2, closure.upperBound <= m.file.bytes.count else { return nil }
        let body = String(decoding: m.file.bytes[(closure.lowerBound + 1)..<(closure.upperBound - 1)], as: UTF8.self).filter { !$0.isWhitespace }
        guard !body.isEmpty, body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return m.types[type].properties.lazy.map { m.properties[$0] }.first { $0.name == String(body) }?.getter
    }

    /// `dismiss()` of `@Environment(\.dismiss)`, `presentationMode.wrappedValue.dismiss()`, the
    /// app's `router.dismiss()`.
    static func isEnvironmentDismiss(_ c: CallSite) -> Bool {
        guard c.name == "dismiss", c.arguments.isEmpty else { return false }
        guard let r = c.receiver else { return true }
        return r.path == ["self"] || ["presentationMode", "wrappedValue"].contains(r.path?.last ?? "")
            || (r.path?.count == 1 && ExitWork.isRouterName(r.path?.last ?? ""))
    }

    /// The call at the root of a modifier chain (`Button(…)` of `Button(…).disabled(x)
    /// .onSubmit { … }`), if the chain starts with one.
    static func modifiedCall(of c: CallSite, in m: FileModel) -> CallSite? {
        var r = c.receiver
        var root: CallSite? = nil
        var steps = 0
        while case .call(let ci, _)? = r, ci < m.calls.count, steps < 64 {
            root = m.calls[ci]
            r = m.calls[ci].receiver
            steps += 1
        }
        return r == nil ? root : nil
    }

    /// SwiftUI calls whose content is another screen: pushed or presented (and the project's
    /// own links, named `…NavigationLink`).
    static let showsOtherScreens: Set<String> = ["NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover"]

    /// The exits of a button: a SwiftUI `Button` or a button view of the project
    /// (`CloseButton(action: onClose)`), whose action closes the screen. The action is a
    /// closure, or (for a button in `view`'s own code) a method of the view, which is then the
    /// exit, or a closure property the presenter handed the view.
    /// `direct`: only actions that are closures calling the environment's dismiss action
    /// themselves (for the buttons of a view the screen is built from, whose closures the
    /// screen does not hand them).
    /// Whether a name is a method of the project's `extension View` that takes a closure: a
    /// modifier that adds a button running it (`func navigationBarCloseButton(_ action:
    /// @escaping () -> Void) -> some View`).
    func isButtonModifier(_ name: String) -> Bool {
        (index.functionsByName[name] ?? []).contains { r in
            let m = index.models[r.file], f = m.functions[r.function]
            guard let t = f.context.type, m.types[t].kind == .extension, m.types[t].name == "View" else { return false }
            return f.parameters.contains { $0.type.contains("->") }
        }
    }

    private func buttonExits(_ c: CallSite, in m: FileModel, file: Int, view: String?, direct: Bool = false) -> [Exit] {
        let labels: Set<String>
        let trailing: Bool
        // `.onSubmit` runs for the text fields inside the view it modifies: on a button
        // (`Button("Add") { … }.onSubmit { … }`) there are none, and it never runs.
        if c.name == "onSubmit", ExitModel.modifiedCall(of: c, in: m)?.name == "Button" { return [] }
        if c.name == "Button" || c.name == "onSubmit" {
            labels = ["action"]
            trailing = true
        } else if c.name.first?.isUppercase == true, let own = buttonActionLabels(ofView: c.name) {
            labels = own
            trailing = own.count == 1
        } else if c.name.hasSuffix("Button"), c.name.first?.isLowercase == true, isButtonModifier(c.name) {
            // A modifier of the project that puts a button on the view and runs the closure it
            // is given (`.navigationBarCloseButton { router.dismiss() }`); its name titles it.
            labels = ["action"]
            trailing = true
        } else {
            return []
        }
        // The title: a string, a localised name (`Button(Localization.send)`), or the
        // `Text("Create")` of its label closure.
        // (A labelled first argument titles it only with a string: `CapsuleButton(title: "Save")`.)
        var title = "", titleName = ""
        if let first = c.arguments.first, first.label == nil || first.value.isStringLiteral { (title, titleName) = ExitModel.titleWords(first.value, in: m) }
        // (Also the `label:` closure of a project button view: `ActionButton { … } label: { Text("Send") }`.)
        if title.isEmpty, let labelClosure = c.arguments.first(where: { $0.label == "label" || (c.name == "Button" && $0.isTrailingClosure && c.argument("action") != nil) }),
           case .closure(_, let lr) = labelClosure.value,
           let text = m.calls.first(where: { ($0.name == "Text" || $0.name == "Label") && lr.contains($0.range.lowerBound) && ExitModel.titledByFirstArgument($0) }), let value = text.arguments.first?.value {
            (title, titleName) = ExitModel.titleWords(value, in: m)
        }
        if titleName.isEmpty, c.name != "Button", let key = c.argument("title").flatMap({ ExitModel.localizedKey($0.value, in: m) }) {
            // A project button view's localised `title:` (`CapsuleTextButton(title: #localized("Cancel"), …)`).
            titleName = key
        }
        if titleName.isEmpty, c.name == "Button" {
            if let key = c.arguments.first.flatMap({ $0.label == nil ? ExitModel.localizedKey($0.value, in: m) : nil }) {
                // A localised title (`#localize("add_button")`, `NSLocalizedString("Add", …)`).
                titleName = key
            } else if let role = c.argument("role")?.value.lastName {
                // `Button(role: .confirm) { … }`, `role: .cancel`, `role: .destructive`.
                titleName = role
                title = role
            }
        }
        // The keyboard's return key submitting a form (`.onSubmit { add() }`).
        if c.name == "onSubmit" { titleName = "submit" }
        // A title that says neither: the toolbar placement SwiftUI gives a modal screen's
        // commit and cancel (`ToolbarItem(placement: .confirmationAction)`) says it. Read only
        // for a button that is (or may be) a way out.
        var placement: String?? = nil
        func withPlacement(_ label: String) -> String {
            if placement == nil {
                let inToolbar = m.mayMention("ToolbarItem") || m.mayMention("ToolbarItemGroup")
                placement = .some(inToolbar && !ExitModel.isCancelName(titleName) && !ExitModel.isSaveName(titleName) ? ExitModel.toolbarRole(of: c, in: m) : nil)
            }
            return placement!.map { label + " " + $0 } ?? label
        }
        // Whether the view may close itself in reaction to its model (see `closingReaction`).
        let mayReact = !direct && c.name != "onSubmit" && (m.mayMention("onReceive") || m.mayMention("onChange"))
        var out: [Exit] = []
        for a in c.arguments where (a.isTrailingClosure && trailing && c.argument("action") == nil) || (!a.isTrailingClosure && a.label.map(labels.contains) == true) {
            let body: ExitWork.Body
            var closedLater = false
            var exitFile = file
            let offset: Int
            var exitName = !title.isEmpty ? "the \(title) button's action" : c.name == "Button" ? "the button's action" : c.name == "onSubmit" ? "the keyboard's submit action" : "the `\(c.name)`'s action"
            // A project view's name says what it is when it is named as a button (`CloseButton`);
            // a view named for what it shows (`SendFailureView`) says nothing of its action.
            let namesAction = c.name != "Button" && !(c.name.hasSuffix("View") && !c.name.contains("Button"))
            var label = titleName + " " + (namesAction ? c.name : "")
            // An action kept in a local first (`let saveAction = { … }`, `Button("Save",
            // action: saveAction)`) is that closure.
            var value = a.value
            if case .name(let n, _) = value {
                for b in m.bindings(inFunction: c.context.function, to: c.range.lowerBound).reversed() where m.bindings[Int(b)].name == n {
                    if case .closure? = m.bindings[Int(b)].initializer { value = m.bindings[Int(b)].initializer! }
                    break
                }
            }
            switch value {
            case .closure(let ci, let r):
                if direct && !m.calls.contains(where: { r.contains($0.range.lowerBound) && ExitModel.isEnvironmentDismiss($0) }) { continue }
                var seen: Set<Int64> = []
                var closing = scan.readClosure(ci, file: file, seen: &seen).dismissal
                // A Save that only starts the commit, the view closing once its model reports it
                // done: the Save is the exit, closed by that reaction.
                // (Not the keyboard's submit: in a search it picks the first result.)
                let later = closing == nil && mayReact && ExitModel.isSaveName(withPlacement(label)) && !ExitModel.opensOwnPresentation(r, type: c.context.type, in: m)
                    ? closingReaction(besides: c, in: m, file: file) : nil
                closing = closing ?? later
                guard closing != nil else { continue }
                seen = []
                var b = work.readClosure(ci, file: file, seen: &seen)
                if let later, b.dismissal == nil { b.closes(at: later); closedLater = true }
                body = b
                offset = r.lowerBound
            case .name(let n, let r):
                guard let view, !direct else { continue }
                label += " " + n
                if let method = viewMethod(n, of: view) {
                    let fm = index.models[method.file]
                    var seen: Set<Int64> = []
                    body = work.readFunction(method.function, file: method.file, seen: &seen)
                    exitFile = method.file
                    offset = fm.functions[method.function].nameRange.lowerBound
                    exitName = fm.functions[method.function].fullName
                } else {
                    body = work.readCall(ofProperty: n, owner: view, at: .swift(file: file, offset: r.lowerBound))
                    offset = r.lowerBound
                }
            case .member(_, let method, let r) where method != "callAsFunction" && mayReact && ExitModel.isSaveName(withPlacement(label)):
                // `PrimaryButton(title: "Create", action: model.createAlias)`: a Save handing the
                // commit to its model, the view closing once the model reports it done.
                guard let later = closingReaction(besides: c, in: m, file: file) else { continue }
                var b = ExitWork.Body()
                b.work.append(ExitWork.Item(text: m.text(a.value.range) + "()", key: method, location: .swift(file: file, offset: r.lowerBound)))
                b.closes(at: later)
                body = b
                closedLater = true
                offset = r.lowerBound
            case .member(let base, "callAsFunction", let r) where base.lastName == "dismiss":
                // `action: dismiss.callAsFunction`: the environment's dismiss action itself.
                var b = ExitWork.Body()
                b.closes(at: .swift(file: file, offset: r.lowerBound))
                body = b
                offset = r.lowerBound
            default:
                continue
            }
            guard let d = body.dismissal else { continue }
            let classified = withPlacement(label)
            // An alert's OK acknowledges the alert: it commits nothing.
            let acknowledges = titleName.lowercased() == "ok" && !ExitModel.enclosingCalls(of: c, named: ["alert", "confirmationDialog"], in: m).isEmpty
            out.append(Exit(kind: .closure, name: exitName, file: exitFile, offset: offset,
                            work: body.work, dismissal: d, isCancel: ExitModel.isCancelName(classified), isSave: !acknowledges && ExitModel.isSaveName(classified), reaches: body.keys,
                            closedByReaction: closedLater))
        }
        return out
    }

    /// Where a view closes itself in reaction to its model (`.onReceive(model.$isUpdating) {
    /// if !$0 { dismiss() } }`, `.onChange(of: model.saved) { … dismiss() }`), in the code of the
    /// type that holds `button`; nil when it has no such reaction.
    private func closingReaction(besides button: CallSite, in m: FileModel, file: Int) -> SiteLocation? {
        guard let type = button.context.type else { return nil }
        for r in ExitModel.reactions(in: m) where r.type == type {
            var seen: Set<Int64> = []
            if let d = scan.readClosure(r.closure, file: file, seen: &seen).dismissal { return d }
        }
        return nil
    }

    /// A view's reactions to its model: the closures of its `onReceive` and `onChange`, in
    /// source order (a full parse of a shallow model lists the calls of bodies that declare
    /// something first: the first reaction found must not depend on it).
    static func reactions(in m: FileModel) -> [(type: Int?, closure: Int, range: Range<Int>)] {
        m.calls.compactMap { r -> (type: Int?, closure: Int, range: Range<Int>)? in
            guard r.name == "onReceive" || r.name == "onChange",
                  let a = r.arguments.last(where: { $0.isTrailingClosure || $0.label == "perform" }), case .closure(let ci, let range) = a.value else { return nil }
            return (r.context.type, ci, range)
        }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether an action opens a sheet, cover or popover of the view's own: it sets to true
    /// the flag one of them is shown with (`viewModel.showCreate = true` for `.sheet(isPresented:
    /// $viewModel.showCreate)`). Such a button goes further in, not out.
    static func opensOwnPresentation(_ action: Range<Int>, type: Int?, in m: FileModel) -> Bool {
        m.assignments.contains { a in
            guard action.contains(a.range.lowerBound), case .literal(.boolTrue, _) = a.value,
                  let flag = a.target.localPath?.joined(separator: ".") else { return false }
            return ExitWork.opensOwnSheet(flag, at: a.range.lowerBound, in: m, type: type)
        }
    }

    /// The project view a `UIHostingController<Root>` subclass (or one of its superclasses)
    /// hosts.
    func hostedView(of name: String) -> String? {
        for t in index.superclassChain(name) where index.isProjectClass(t) {
            for ref in index.typesByName[t] ?? [] {
                for inherited in index.decl(ref).inherited where ProjectIndex.baseTypeName(inherited) == "UIHostingController" {
                    guard let lt = inherited.firstIndex(of: "<"), inherited.last == ">" else { continue }
                    let root = String(inherited[inherited.index(after: lt)..<inherited.index(before: inherited.endIndex)].filter { $0 != " " })
                    if isView(root) { return root }
                }
            }
        }
        return nil
    }

    /// The buttons the presenter puts around a view it shows with `.sheet`
    /// (`NavigationView { Filter().toolbar { Button("Cancel") { showFilter = false } } }`):
    /// ways out of the view too.
    private func sheetContentExits(of name: String) -> [Exit] {
        var out: [Exit] = []
        for sheet in swiftUISheets[name] ?? [] {
            let m = index.models[sheet.file]
            for c in m.calls where sheet.content.contains(c.range.lowerBound) { out += buttonExits(c, in: m, file: sheet.file, view: nil) }
        }
        return out
    }

    /// A method `name` of the view (in its declaration or an extension).
    private func viewMethod(_ name: String, of view: String) -> ProjectIndex.FunctionRef? {
        for ref in index.typesByName[view] ?? [] {
            let m = index.models[ref.file]
            if let f = m.types[ref.type].functions.first(where: { m.functions[$0].name == name && m.functions[$0].kind == .function }) {
                return ProjectIndex.FunctionRef(file: ref.file, function: f)
            }
        }
        return nil
    }

    /// For a project SwiftUI view that is a button (its body gives a stored property to a
    /// `Button` as the action: `Button(action: action)`), the labels of those properties;
    /// nil for any other type.
    func buttonActionLabels(ofView name: String) -> Set<String>? {
        cache.buttonLabels(of: name) { readButtonActionLabels(ofView: name) }
    }

    private func readButtonActionLabels(ofView name: String) -> Set<String>? {
        guard isView(name) else { return nil }
        var out: Set<String> = []
        for ref in index.typesByName[name] ?? [] {
            let m = index.models[ref.file]
            let stored = Set(m.types[ref.type].properties.map { m.properties[$0].name })
            for c in m.calls where c.name == "Button" && c.context.type == ref.type {
                for a in c.arguments where a.label == "action" {
                    if case .name(let n, _) = a.value, stored.contains(n) { out.insert(n) }
                }
            }
            // A view named as a button (`CloseButton`) whose initialiser takes a closure: that
            // closure is what it runs when tapped, however its body calls it. Without an
            // initialiser of its own, a struct's memberwise one takes its stored closures.
            if name.hasSuffix("Button") {
                let inits = m.types[ref.type].functions.filter { m.functions[$0].kind == .initializer }
                for f in inits {
                    for p in m.functions[f].parameters where index.isClosureType(p.type) && ExitModel.returnsNothing(p.type) { out.insert(p.label ?? p.name) }
                }
                if inits.isEmpty && m.types[ref.type].kind == .struct {
                    for pi in m.types[ref.type].properties {
                        let p = m.properties[pi]
                        if p.getter == nil, !p.isStatic, let t = p.type, index.isClosureType(t), ExitModel.returnsNothing(t) { out.insert(p.name) }
                    }
                }
            }
        }
        return out.isEmpty ? nil : out
    }

    /// Whether a closure type returns nothing, as a button's action does, rather than a view
    /// or a value (`@ViewBuilder label: () -> Label`, `isEnabled: () -> Bool`). A type without
    /// an arrow (an alias such as `ActionHandler`) is taken to be an action.
    static func returnsNothing(_ type: String) -> Bool {
        guard let arrow = type.ranges(of: "->").last else { return true }
        let result = type[arrow.upperBound...].filter { !" )?!".contains($0) }
        return result.isEmpty || result == "Void" || result == "("
    }

    /// Unwind segues of the screen's storyboard scenes: the action each runs in the
    /// presenter is an exit of the screen.
    private func unwindExits(of name: String) -> [Exit] {
        var out: [Exit] = []
        for sb in index.storyboards {
            for s in sb.segues where s.kind == "unwind" {
                guard let action = s.unwindAction, let src = s.sourceID, sb.scene(id: src)?.customClass == name else { continue }
                let base = String(action.prefix { $0 != ":" })
                for ref in index.functionsByName[base] ?? [] {
                    let fn = index.function(ref)
                    guard fn.parameters.first?.type.hasSuffix("UIStoryboardSegue") == true, !out.contains(where: { $0.file == ref.file && $0.offset == fn.nameRange.lowerBound }) else { continue }
                    var seen: Set<Int64> = []
                    let body = work.readFunction(ref.function, file: ref.file, seen: &seen)
                    out.append(Exit(kind: .unwind, name: fn.fullName, file: ref.file, offset: fn.nameRange.lowerBound, work: body.work,
                                    dismissal: .swift(file: ref.file, offset: fn.nameRange.lowerBound),
                                    isCancel: ExitModel.isCancelName(base) || ExitModel.isCancelName(s.identifier ?? ""), isSave: ExitModel.isSaveName(base)))
                }
            }
        }
        return out
    }

    /// Whether the screen edits something: text input or controls among its properties, a
    /// text delegate, or an editor's name.
    private func edits(_ name: String) -> Bool {
        if isView(name) { return hasInputs(view: name, depth: 0) }
        // A sign-in or verification prompt takes a one-time answer, not edits to keep.
        if ExitModel.isPrompt(name) { return false }
        if let root = hostedView(of: name), edits(root) { return true }
        for t in index.superclassChain(name) where index.isProjectClass(t) {
            // An editor by name; a chooser (`SelectNewOwnerViewController`, a picker, the
            // destination of an "Add to…": `AddToPlaylistViewController`) picks rather than
            // edits, unless it has inputs of its own (read below).
            if ["Edit", "Editor", "Compose", "Composer", "Form", "Create", "New", "Add"].contains(where: { t.contains($0) }),
               !["Select", "Picker", "Chooser", "AddTo"].contains(where: { t.contains($0) }) { return true }
            for ref in index.typesByName[t] ?? [] {
                let m = index.models[ref.file]
                let d = m.types[ref.type]
                if d.inherited.contains(where: { ["UITextFieldDelegate", "UITextViewDelegate", "UIPickerViewDelegate"].contains(ProjectIndex.baseTypeName($0)) }) { return true }
                if hasInputProperties(m, d, viewsDeep: 1) { return true }
            }
            if keepsSelection(t) { return true }
        }
        return false
    }

    /// Whether a list screen keeps a selection of several rows for a button to commit: its
    /// `tableView(_:didSelectRowAt:)` or `collectionView(_:didSelectItemAt:)` adds to or
    /// removes from a property of the screen (`selected.append(…)`, `marked[playlist] =
    /// songs`) and does not close it. A list whose row picks and closes is a chooser, not an
    /// editor.
    private func keepsSelection(_ name: String) -> Bool {
        let refs = index.typesByName[name] ?? []
        guard refs.contains(where: { index.models[$0.file].mayMention("didSelectRowAt") || index.models[$0.file].mayMention("didSelectItemAt") }) else { return false }
        // The class's stored properties, wherever it is declared (the method is often in an
        // extension).
        var properties: Set<String> = []
        for ref in refs { let m = index.models[ref.file]; for p in m.types[ref.type].properties { properties.insert(m.properties[p].name) } }
        func root(_ e: Expr) -> String? {
            if case .subscriptAccess(let base, _) = e { return root(base) }
            return e.localRoot
        }
        for ref in refs {
            let m = index.models[ref.file]
            for f in m.types[ref.type].functions {
                let fn = m.functions[f]
                guard fn.kind == .function, fn.name == "tableView" || fn.name == "collectionView",
                      fn.parameters.contains(where: { $0.label == "didSelectRowAt" || $0.label == "didSelectItemAt" }) else { continue }
                guard !cache.dismisses(f, file: ref.file, {
                    var seen: Set<Int64> = []
                    return scan.readFunction(f, file: ref.file, seen: &seen).dismissal != nil
                }) else { return false }
                let calls = m.calls(inFunction: f).map { m.calls[Int($0)] }
                // A row that opens another screen navigates; it ticks nothing.
                if calls.contains(where: { ["pushViewController", "present", "show", "performSegue"].contains($0.name) }) { continue }
                // Several rows ticked, not one picked (`selected = participants[row]`, a choice
                // a swipe declines like Cancel): an element set (`marked[playlist] = songs`), a
                // collection changed in place (`selected.append(…)`), or a field of a model the
                // screen holds toggled or added to (`filters.freeShipping.toggle()`; not the
                // screen's own flag or counter, `isExpanded.toggle()`, `page += 1`).
                let changes = m.assignments(inFunction: f).contains { k in
                    let a = m.assignments[Int(k)]
                    guard root(a.target).map(properties.contains) == true else { return false }
                    if case .subscriptAccess = a.target { return true }
                    return a.op != "=" && a.target.localPathCount >= 2
                } || calls.contains { c in
                    guard let r = c.receiver, root(r).map(properties.contains) == true else { return false }
                    if c.name == "toggle" { return r.localPathCount >= 2 }
                    return ExitModel.collectionEdits.contains(c.name)
                }
                if changes { return true }
            }
        }
        return false
    }

    /// Whether a SwiftUI view keeps a selection for a later commit: a button's action that does
    /// not close the view adds to or removes from a collection the view owns (`@State var
    /// picked: [ID]`, or a collection property of its `@StateObject` model:
    /// `viewModel.selectedLabels.append(label)`), and an action that closes the view hands that
    /// collection on (names it, or calls a method of that model). A collection of the
    /// presenter's (a binding, an environment object) is changed live; expanded rows or a
    /// navigation path that no commit reads are not edits.
    static func keepsSelection(view t: Int, in m: FileModel, _ index: ProjectIndex) -> Bool {
        guard m.calls.contains(where: { $0.context.type == t && collectionEdits.contains($0.name) }) else { return false }
        // The view's properties, wherever it is declared.
        var properties: [String: (decl: PropertyDecl, file: Int)] = [:]
        var flags: Set<String> = []
        for ref in index.typesByName[m.types[t].name] ?? [] {
            let vm = index.models[ref.file]
            for pi in vm.types[ref.type].properties {
                let p = vm.properties[pi]
                properties[p.name] = (p, ref.file)
                if p.attributes.contains("Binding"), p.type == "Bool" { flags.insert(p.name) }
            }
        }
        // Where the view closes itself: its environment's dismiss, or its presentation flag
        // set to false.
        var closings: [Int] = m.calls.lazy.filter { $0.context.type == t && isEnvironmentDismiss($0) }.map(\.range.lowerBound)
        for a in m.assignments where a.context.type == t {
            if case .literal(.boolFalse, _) = a.value, let n = a.target.lastName, flags.contains(n) { closings.append(a.range.lowerBound) }
        }
        guard !closings.isEmpty else { return false }
        // The action closures of its buttons (not their labels) and tap gestures.
        var ticking: [Range<Int>] = [], committing: [Range<Int>] = []
        for b in m.calls where b.context.type == t && (b.name == "Button" || b.name == "onTapGesture") {
            guard let a = b.argument("action") ?? b.arguments.first(where: { $0.isTrailingClosure && $0.label == nil }),
                  case .closure(_, let r) = a.value else { continue }
            if closings.contains(where: { r.contains($0) }) { committing.append(r) } else { ticking.append(r) }
        }
        guard !ticking.isEmpty, !committing.isEmpty else { return false }
        // `[ID]`, `Set<ID>`, or made as one: `= []`, `= [Label]()`, `= Set<ID>()`.
        func isCollection(_ p: PropertyDecl, in pm: FileModel) -> Bool {
            if let type = p.type { return type.hasPrefix("[") || type.hasPrefix("Set<") }
            guard let e = p.initializer else { return false }
            if case .literal(let k, _) = e { return k == .array || k == .dictionary }
            let text = pm.text(e.range)
            return text.hasPrefix("[") || text.hasPrefix("Set<") || text.hasPrefix("Set(")
        }
        for c in m.calls where c.context.type == t && collectionEdits.contains(c.name) && ticking.contains(where: { $0.contains(c.range.lowerBound) }) {
            guard let receiver = c.receiver, let root = receiver.localRoot, root != "self", let (p, pf) = properties[root],
                  !p.attributes.contains(where: { ["Binding", "EnvironmentObject", "ObservedObject", "Environment", "Bindable"].contains($0) }),
                  p.attributes.contains("State") || p.attributes.contains("StateObject") || p.initializer != nil else { continue }
            let collection: String
            switch receiver.localPathCount {
            case 1:
                guard isCollection(p, in: index.models[pf]) else { continue }
                collection = root
            case 2:
                // A collection property of the model's type (not a member object whose method
                // is named alike: `model.player.insert(track)`).
                guard let member = receiver.lastName else { continue }
                var modelType = p.type.map(ProjectIndex.baseTypeName)
                if modelType == nil, case .call(let ci, _)? = p.initializer { modelType = index.models[pf].calls[ci].name }
                guard let modelType, (index.typesByName[modelType] ?? []).contains(where: { ref in
                    let tm = index.models[ref.file]
                    return tm.types[ref.type].properties.contains { tm.properties[$0].name == member && isCollection(tm.properties[$0], in: tm) }
                }) else { continue }
                collection = member
            default:
                continue
            }
            // The commit hands it on.
            let handedOn = committing.contains { r in
                m.text(r).contains(collection)
                    || (collection != root && m.calls.contains { r.contains($0.range.lowerBound) && $0.receiver?.localRoot == root && $0.receiver?.localPathCount == 1 })
            }
            if handedOn { return true }
        }
        return false
    }

    /// Methods that change a collection in place.
    static let collectionEdits: Set<String> = ["append", "insert", "remove", "removeAll", "removeValue", "formUnion", "formSymmetricDifference", "subtract"]

    /// Whether a UIKit type's properties hold an input (`UITextField`, `let field =
    /// UITextField()`), or a view of the project that does (`amountInput: AmountInputView`
    /// whose own field takes the amount), `viewsDeep` views deep.
    private func hasInputProperties(_ m: FileModel, _ d: TypeDecl, viewsDeep: Int) -> Bool {
        for pi in d.properties {
            let p = m.properties[pi]
            var type = p.type.map(ProjectIndex.baseTypeName)
            // `let field = UITextField()`
            if type == nil, case .call(let ci, _)? = p.initializer { type = m.calls[ci].name }
            guard let type else { continue }
            if ExitModel.inputTypes.contains(type) { return true }
            guard viewsDeep > 0, type != d.name, index.isProjectClass(type), index.classKind(type) == .other,
                  index.superclassChain(type).contains(where: { $0.hasSuffix("View") || $0 == "UIControl" }) else { continue }
            for ref in index.typesByName[type] ?? [] {
                let vm = index.models[ref.file], vd = vm.types[ref.type]
                if vd.inherited.contains(where: { ["UITextFieldDelegate", "UITextViewDelegate"].contains(ProjectIndex.baseTypeName($0)) }) { return true }
                if hasInputProperties(vm, vd, viewsDeep: viewsDeep - 1) { return true }
            }
        }
        return false
    }

    /// Whether a SwiftUI view's own code shows an input: a SwiftUI one (`TextField`,
    /// `Toggle`, …), or a project view given a binding (`NosTextField(text: $title)`) that
    /// shows one, two levels deep. What its own sheets, covers and popovers show is another
    /// screen's.
    private func hasInputs(view name: String, depth: Int) -> Bool {
        (index.typesByName[name] ?? []).contains { ref in
            let m = index.models[ref.file]
            if ExitModel.keepsSelection(view: ref.type, in: m, index) { return true }
            let shown = ExitModel.otherScreens(shownBy: ref.type, in: m).sheets
            return m.calls.contains { c in
                guard c.context.type == ref.type, !shown.contains(where: { $0.contains(c.range.lowerBound) }) else { return false }
                if ExitModel.swiftUIInputs.contains(c.name) { return true }
                guard c.name != name, c.receiver == nil, isView(c.name) else { return false }
                // A project control that hands its value to a closure setting the view's own
                // state (`NumberSelectorView(…) { value in self.value = value }`).
                if ExitModel.setsOwnState(c, in: m, type: ref.type) { return true }
                // A binding (`$title`, `$model.name`), not a closure's shorthand argument (`$0`).
                return depth < 2
                    && c.arguments.contains { m.text($0.value.range).utf8.dropFirst().first.map { $0 == UInt8(ascii: "_") || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) } == true
                        && m.text($0.value.range).hasPrefix("$") }
                    && hasInputs(view: c.name, depth: depth + 1)
            }
        }
    }

    /// Whether a closure given to call `c` stores the value it is handed in a `@State`
    /// property of view `type` of `m` (`{ value in self.value = value }`, `{ count = $0 }`):
    /// a control reporting what the user chose. A closure that only sets state of its own
    /// accord (a button's `{ editing = false }`) is not one.
    static func setsOwnState(_ c: CallSite, in m: FileModel, type: Int) -> Bool {
        let closures = c.arguments.compactMap { a -> (index: Int, parameters: [String])? in
            if case .closure(let ci, _) = a.value { return (ci, m.closures[ci].parameters) }
            return nil
        }
        guard !closures.isEmpty else { return false }
        let state = Set(m.types[type].properties.filter { m.properties[$0].attributes.contains("State") }.map { m.properties[$0].name })
        guard !state.isEmpty else { return false }
        return m.assignments(inFunction: c.context.function, from: c.range.lowerBound, to: c.range.upperBound).contains { k in
            let a = m.assignments[Int(k)]
            guard a.op == "=", a.target.localPathCount == 1, a.target.localRoot.map(state.contains) == true,
                  case .name(let v, _) = a.value else { return false }
            // (In that closure itself, not in one nested in it: a content closure holds the
            // whole screen.)
            return closures.contains { $0.index == a.context.closure && ($0.parameters.contains(v) || v == "$0") }
        }
    }

    // MARK: Tables

    /// The method names `#selector(…)` names in the files of a class (where its actions are
    /// wired, `target: self`) and anywhere as `#selector(Class.method)`, each with the
    /// system item or title of the bar button it is the action of (empty when there is none).
    /// Read from the bytes around each `#selector(`, so no file is parsed for it.
    func selectorTargets(inFilesOf name: String) -> [String: String] {
        var out: [String: String] = [:]
        var files = Set((index.typesByName[name] ?? []).map { $0.file })
        for t in index.superclassChain(name) where index.isProjectClass(t) { files.formUnion((index.typesByName[t] ?? []).map { $0.file }) }
        files.formUnion(selectorQualifiers[name] ?? [])
        for fi in files.sorted() {
            for (method, item) in cache.selectors(ofFile: fi, { ExitModel.selectors(in: index.models[fi].file.bytes) }) {
                out[method] = (out[method].map { $0 + "|" } ?? "") + item
            }
        }
        return out
    }

    /// Per class name, the files that name `#selector(Class.method)` (one pass over the
    /// bytes of the files that spell `#selector(`).
    static func selectorQualifiers(_ index: ProjectIndex) -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        let needle = SpelledWords.selectorNeedle
        for (fi, m) in index.models.enumerated() where m.spells.contains(.selector) {
            let bytes = m.file.bytesForOneUse
            var from = bytes.startIndex
            var seen: Set<String> = []
            while let at = bytes[from...].firstOffset(of: needle) {
                from = at + needle.count
                var i = from
                while i < bytes.count, ExitWork.isWordByte(bytes[i]) { i += 1 }
                if i < bytes.count, bytes[i] == UInt8(ascii: "."), i > from {
                    let q = String(decoding: bytes[from..<i], as: UTF8.self)
                    if seen.insert(q).inserted { out[q, default: []].append(fi) }
                }
            }
        }
        return out
    }

    /// The `#selector(…)` targets a file's bytes name: the method (the last name before `(`
    /// or `)`) and the system item or title of the bar button it is the action of.
    /// What `selectors(in:)` gives as the item of an action no tap on the screen runs: a pan
    /// or swipe recognizer's (a swipe of its own), a timer's, a display link's, a notification
    /// observer's.
    static let untappedItem = "(untapped)"

    static func selectors(in bytes: [UInt8]) -> [(String, String)] {
        var out: [(String, String)] = []
        for (method, at) in selectorNames(in: bytes[...]) {
            let before = String(decoding: bytes[max(0, at - 160)..<at], as: UTF8.self)
            var item = ""
            // The action of a pan or swipe recognizer: the screen's own interactive dismissal,
            // a swipe of its own, not a button.
            if let r = before.ranges(of: "GestureRecognizer(").last, !before[r.upperBound...].contains(")"),
               ["Pan", "Swipe"].contains(where: { before[..<r.lowerBound].hasSuffix($0) }) {
                out.append((method, untappedItem))
                continue
            }
            // The `selector:` of a timer, display link, thread or notification observer: time
            // or another object calls it, not the user. (A project helper's `selector:` may be
            // a button's; a `perform(_:with:afterDelay:)` runs what code the user drives asked
            // for, later.)
            let written = before.reversed().drop { $0.isWhitespace }
            if written.starts(with: ":rotceles"),
               let open = ["scheduledTimer(", "Timer(", "CADisplayLink(", "addObserver(", "Thread(", "detachNewThreadSelector("]
                   .compactMap({ before.ranges(of: $0).last }).max(by: { $0.lowerBound < $1.lowerBound }),
               !before[open.upperBound...].contains(")") {
                out.append((method, untappedItem))
                continue
            }
            // `scrollView.panGestureRecognizer.addTarget(self, action: …)`: the same.
            if let r = before.ranges(of: ".addTarget(").last, !before[r.upperBound...].contains(")") {
                let receiver = before[..<r.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed().map { $0.lowercased() }.joined()
                if (receiver.contains("pan") || receiver.contains("swipe")) && (receiver.contains("gesture") || receiver.contains("recognizer")) {
                    out.append((method, untappedItem))
                    continue
                }
            }
            if let r = before.ranges(of: "ystemItem: .").last { item = String(before[r.upperBound...].prefix { $0.isLetter }) }
            else if let r = before.ranges(of: "title: ").last { item = ExitModel.titleName(before[r.upperBound...]) }
            out.append((method, item))
        }
        return out
    }

    /// A button title as written after `title: `: a string (`"Save"`), a localised string
    /// (`NSLocalizedString("Save", …)`), or the last name of a constant (`L10n.save`,
    /// `Strings.Common.cancel`).
    static func titleName(_ text: Substring) -> String {
        let written = text.prefix { $0 != "," && $0 != "\n" }
        if written.first == "\"" { return String(written.dropFirst().prefix { $0 != "\"" }) }
        if let q = written.firstIndex(of: "\"") { return String(written[written.index(after: q)...].prefix { $0 != "\"" }) }
        let path = written.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        return String(path.split(separator: ".").last ?? "")
    }

    /// Which classes push which: `navigationController?.pushViewController(Detail(), …)`,
    /// `show(Detail(), sender:)` in a class, and storyboard show/push segues.
    static func pushes(_ index: ProjectIndex, resolver: PresentationResolver) -> [String: [String]] {
        var out: [String: [String]] = [:]
        let pushNeedle = Array("pushViewController(".utf8)
        let showNeedle = Array("show(".utf8)
        let found = Analyzer.parallelMap(index.models.count, jobs: 0) { fi -> [(String, String)] in
            let model = index.models[fi]
            guard model.mayMention("pushViewController") || (model.mayMention("show") && model.mayMention("sender")) else { return [] }
            let bytes = model.file.bytesForOneUse
            guard bytes[...].containsSubsequence(pushNeedle) || bytes[...].containsSubsequence(showNeedle) else { return [] }
            // (A file that pushes keeps the parse for good: the resolver reads the model.)
            return model.scanned(bytes: bytes, adoptingIf: { m in m.calls.contains { $0.name == "pushViewController" || ($0.name == "show" && $0.argument("sender") != nil) } }) { m in
                var pairs: [(String, String)] = []
                for c in m.calls where c.name == "pushViewController" || (c.name == "show" && c.argument("sender") != nil) {
                    guard let t = c.context.type, let a = c.arguments.first else { continue }
                    let pushed = resolver.resolve(a.value, file: fi, at: c.range.lowerBound, context: c.context)
                    for cls in pushed.shownClasses { pairs.append((cls, m.types[t].name)) }
                }
                return pairs
            }
        }
        for pairs in found { for (cls, pusher) in pairs { out[cls, default: []].append(pusher) } }
        for sb in index.storyboards {
            for s in sb.segues where s.kind == "show" || s.kind == "push" {
                guard let src = s.sourceID.flatMap({ sb.scene(id: $0) }), let dest = sb.scene(id: s.destination) else { continue }
                out[dest.className, default: []].append(src.className)
            }
        }
        return out
    }

    static let navigationLinkNeedle = Array("NavigationLink".utf8)
    static let closureSinks: Set<String> = ["sink", "subscribe", "observe", "bind", "onNext", "addAction", "receiveValue", "drive", "on"]
    static let swiftUIInputs: Set<String> = ["TextField", "TextEditor", "SecureField", "Toggle", "Picker", "DatePicker", "Stepper", "Slider"]
    static let inputTypes: Set<String> = ["UITextField", "UITextView", "UISwitch", "UISegmentedControl", "UIStepper", "UIDatePicker", "UIPickerView", "UISlider", "UISearchBar"]

    /// Whether a subscription listens to the user (`closeButton.rx.tap.subscribe { … }`,
    /// `cancelTapped.sink { … }`, `control.addAction(…)`), not to data or state
    /// (`$state.sink { … }`, `fetchInfo().sink(receiveCompletion:)`): only the user's taps
    /// are ways out; a sheet that closes itself once data arrives is not left by a choice the
    /// swipe could stand in for.
    static func subscribesToUser(_ c: CallSite, in m: FileModel) -> Bool {
        guard c.name != "addAction", let r = c.receiver else { return true }
        return !ExitModel.words(of: m.text(r.range)).isDisjoint(with: ExitModel.userEventWords)
    }

    /// The lowercased words of code, split at punctuation and camel case
    /// (`cancelButton.rx.tap` gives cancel, button, rx, tap).
    static func words<S: StringProtocol>(of text: S) -> Set<String> {
        var words: Set<String> = [], word = ""
        for ch in text {
            if ch.isLetter && ch.isUppercase, !word.isEmpty { words.insert(word); word = "" }
            if ch.isLetter || ch.isNumber { word.append(Character(ch.lowercased())) } else if !word.isEmpty { words.insert(word); word = "" }
        }
        if !word.isEmpty { words.insert(word) }
        return words
    }

    static let userEventWords: Set<String> = ["tap", "tapped", "taps", "button", "click", "clicked", "touch", "action", "cancel", "close", "done", "dismiss", "select", "selected", "back"]

    static func isHandlerLabel(_ s: String) -> Bool {
        let l = s.lowercased()
        return l.hasPrefix("on") || l.contains("dismiss") || l.contains("close") || l.contains("cancel") || l.contains("done")
            || l.contains("finish") || l.contains("complet") || l.contains("handler") || l.contains("action")
    }

    /// A screen named as a sign-in or verification prompt: `CaptchaViewController`,
    /// `TwoFactorViewController`, `PasscodeInputVC`, `OTPEntryViewController`.
    static func isPrompt(_ name: String) -> Bool {
        ["Captcha", "TwoFactor", "OTP", "Otp", "Passcode", "Login", "LogIn", "SignIn", "Signin", "Verification", "Verify"].contains { name.contains($0) }
    }

    /// Whether a `Text` or `Label` in a button's label is titled by its first argument
    /// (`Label("Save", systemImage: …)`), not by a closure (`Label { Text("Save") } icon: { … }`,
    /// whose own `Text` is read instead).
    static func titledByFirstArgument(_ c: CallSite) -> Bool {
        guard let first = c.arguments.first else { return false }
        if case .closure = first.value { return false }
        return true
    }

    /// The calls of those names whose arguments hold `c` (`ToolbarItem(…) { Button … }`).
    static func enclosingCalls(of c: CallSite, named names: Set<String>, in m: FileModel) -> [CallSite] {
        m.calls.filter { names.contains($0.name) && $0.range.lowerBound < c.range.lowerBound && $0.range.upperBound >= c.range.upperBound }
    }

    /// How a title reads: a string is shown and classifies the exit, as do the titles a
    /// condition chooses between; a name (`Localization.cancel`) only classifies it.
    static func titleWords(_ e: Expr, in m: FileModel) -> (shown: String, name: String) {
        if case .literal(.string, let r) = e {
            let text = String(m.text(r).dropFirst().dropLast())
            return (text, text)
        }
        if let either = conditionalTitle(e, in: m) { return (either, either) }
        return ("", e.path?.last ?? "")
    }

    /// The titles a conditional title chooses between (`isNew ? "Create" : "Save Changes"`),
    /// as `Create / Save Changes`; nil for any other expression.
    static func conditionalTitle(_ e: Expr, in m: FileModel) -> String? {
        guard case .ternary(_, let a, let b, _) = e else { return nil }
        let titles = [a, b].compactMap { x -> String? in
            if case .literal(.string, let r) = x { return String(m.text(r).dropFirst().dropLast()) }
            return x.path?.last
        }
        return titles.isEmpty ? nil : titles.joined(separator: " / ")
    }

    /// What the toolbar placement of the item holding a button says of it: `confirm` in a
    /// `ToolbarItem(placement: .confirmationAction)` (the commit of a modal screen), `cancel`
    /// in `.cancellationAction`, nil elsewhere.
    static func toolbarRole(of c: CallSite, in m: FileModel) -> String? {
        for t in enclosingCalls(of: c, named: ["ToolbarItem", "ToolbarItemGroup"], in: m) {
            switch t.argument("placement")?.value.lastName {
            case "confirmationAction": return "confirm"
            case "cancellationAction": return "cancel"
            default: continue
            }
        }
        return nil
    }

    /// The key or text of a localised title: the first string in a localisation macro
    /// (`#localize("add_button")`), function (`NSLocalizedString("Add", comment: "")`),
    /// initialiser (`String(localized: "common.add")`) or member of the string
    /// (`"cancel_button".localized`, `"ok".localized()`).
    static func localizedKey(_ e: Expr, in m: FileModel) -> String? {
        switch e {
        case .other(let r):
            let text = m.text(r)
            guard text.hasPrefix("#"), let q = text.firstIndex(of: "\"") else { return nil }
            return String(text[text.index(after: q)...].prefix { $0 != "\"" })
        case .call(let ci, _):
            let f = m.calls[ci]
            let localises = f.name.lowercased().contains("locali")
            // A key localised by a member of the string (`"cancel_button".localized()`).
            if localises, case .literal(.string, let r)? = f.receiver { return String(m.text(r).dropFirst().dropLast()) }
            // (Also an app's short translation helper: `t("common__save")`, `L("save")`.)
            let helper = f.receiver == nil && f.name.count <= 2 && f.arguments.count == 1
            guard localises || helper || f.arguments.first?.label == "localized",
                  case .literal(.string, let r)? = f.arguments.first?.value else { return nil }
            return String(m.text(r).dropFirst().dropLast())
        case .member(.literal(.string, let r), let name, _) where name.lowercased().contains("locali"):
            // `"cancel_button".localized`
            return String(m.text(r).dropFirst().dropLast())
        default:
            return nil
        }
    }

    static func isCancelName(_ s: String) -> Bool {
        // `renameAndDismiss`, `saveThenClose`: the closing follows the work, it is no Cancel.
        var l = s.lowercased()
        if l.contains("and") || l.contains("then") {
            for tail in ["anddismiss", "thendismiss", "andclose", "thenclose"] { l = l.replacingAll(tail, "") }
            // `dismissAndPresent`, `closeAndOpenTheApp`: closing is the first step of something
            // else, no Cancel either (`cancelAndDismiss` still is one).
            for head in ["dismissand", "dismissthen", "closeand", "closethen"] {
                guard let r = l.firstRange(of: head), !ExitModel.mentionsAny(String(l[r.upperBound...]), cancelWords) else { continue }
                l = l.replacingAll(head, "")
            }
        }
        return ExitModel.mentionsAny(l, cancelWords)
    }

    private static let cancelWords = ["cancel", "close", "dismiss", "discard", "back", "exit", "stop", "abort", "skip", "later"].map { Array($0.utf8) }
    private static let saveWords = ["save", "done", "submit", "send", "add", "create", "apply", "confirm", "finish", "post", "update", "ok", "continue"].map { Array($0.utf8) }

    /// Whether the lower-cased `text` contains one of `words` (on its bytes).
    private static func mentionsAny(_ text: String, _ words: [[UInt8]]) -> Bool {
        let bytes = Array(text.utf8)[...]
        return words.contains { bytes.containsSubsequence($0) }
    }

    /// An exit that throws away, leaves or answers a question rather than commits edits:
    /// `deleteTapped`, `signOut`, `agree(_:)`, `decline(_:)`.
    static func isNoCommitName(_ s: String) -> Bool {
        let l = s.lowercased()
        return ["delete", "remove", "trash", "signout", "logout", "log out", "sign out", "reset", "clear", "erase", "revoke", "unsubscribe",
                "agree", "accept", "decline", "reject", "deny", "allow", "destructive"].contains { l.contains($0) }
    }

    /// Whether a piece of work is a call of a function that says it saves
    /// (`store.saveCustomOverride()`, `context.save()`, `invokeSaveOfTargets()`).
    static func isSaveCall(_ w: ExitWork.Item) -> Bool {
        // (A call's key is the function's name.)
        w.text.hasSuffix("()") && ExitModel.words(of: w.key).contains("save")
    }

    static func isSaveName(_ s: String) -> Bool {
        ExitModel.mentionsAny(s.lowercased(), saveWords)
    }

    /// A UIAction's title (`UIAction(title: "Cancel")`).
    static func actionTitle(_ c: CallSite, in m: FileModel) -> String? {
        guard let t = c.argument("title"), case .literal(.string, let r) = t.value else { return nil }
        return m.text(r)
    }

    /// The name a UIAction is stored under (`let cancel = UIAction { … }`).
    static func boundName(_ c: CallSite, in m: FileModel) -> String? {
        for b in m.bindings(inFunction: c.context.function, to: c.range.lowerBound + 1).reversed() {
            if case .call(_, let r)? = m.bindings[Int(b)].initializer, r == c.range { return m.bindings[Int(b)].name }
        }
        return nil
    }

    /// The system item of the bar button a UIAction is the primary action of.
    static func systemItem(of c: CallSite, in m: FileModel) -> String? {
        for outer in m.calls(inFunction: c.context.function, to: c.range.lowerBound) where m.calls[Int(outer)].name == "UIBarButtonItem" {
            let o = m.calls[Int(outer)]
            guard o.range.contains(c.range.lowerBound) else { continue }
            if let item = o.argument("systemItem") ?? o.argument("barButtonSystemItem"), let n = item.value.lastName { return n }
            if let t = o.argument("title"), case .literal(.string, let r) = t.value { return m.text(r) }
        }
        return nil
    }
}

extension ExitModel {
    /// Every screen with its exits, how it is shown and what a swipe does to each exit's work,
    /// as `modallint exits` prints it (paths relative to `root`).
    public func text(root: String) -> String {
        func place(_ l: SiteLocation?) -> String {
            switch l {
            case .swift(let f, let o)?: return "\(ReportPath.display(index.models[f].file.path, root: root)):\(index.models[f].file.lines.location(of: o).line)"
            case .storyboard(let s, let o)?: return "\(ReportPath.display(index.storyboards[s].file.path, root: root)):\(index.storyboards[s].file.lines.location(of: o).line)"
            case nil: return "?"
            }
        }
        var out = ""
        for name in screens.keys.sorted() {
            let s = screens[name]!
            let unseen = extensionScreens.contains(name) ? " (an app extension's screen: the host shows it in a sheet)" : " (presentation not in the project: a sheet is assumed)"
            out += "\(name)\(s.unseen ? unseen : "")\(s.edits ? " edits" : "")\n"
            for c in s.contexts {
                var where_ = c.site.map(place) ?? "unseen"
                if let e = c.entry {
                    let entry = graph.entries[e]
                    if let (si, k) = entry.segue { where_ = place(.storyboard(index: si, offset: index.storyboards[si].segues[k].offset)) }
                    else { where_ = place(.swift(file: entry.file, offset: index.models[entry.file].calls[entry.call].nameRange.lowerBound)) }
                }
                let flags = [c.swipeable ? "swipeable" : "no swipe", c.blocked ? "blocked" : nil, c.observedByDelegate ? "delegate hears DidDismiss" : nil,
                             c.guarded != nil ? "ShouldDismiss guards" : nil, c.asks ? "asks" : nil].compactMap { $0 }
                out += "  shown at \(where_): \(flags.joined(separator: ", "))\n"
            }
            for e in s.exits {
                let verdict: String
                switch self.loss(e, of: s) {
                case .skipsWork: verdict = "swipe skips its work"
                case .discardsEdits: verdict = "swipe discards the edits"
                case .none: verdict = s.uncoveredWork(e).isEmpty ? "nothing lost" : "swipe equals an exit without work"
                }
                let kind = [e.isCancel ? "cancel" : nil, e.isSave ? "save" : nil].compactMap { $0 }.joined(separator: ",")
                out += "  exit \(e.name) at \(place(.swift(file: e.file, offset: e.offset))) [\(e.kind.rawValue)\(kind.isEmpty ? "" : ", " + kind)]: "
                out += e.work.isEmpty ? "no work" : e.work.map(\.text).joined(separator: ", ")
                out += "; closes at \(place(e.dismissal)); \(verdict)\n"
            }
        }
        return out
    }
}
