/// Every presentation in the project, resolved once: which controller is shown where, in which
/// style, how the analysis found out, and what handles the swipe. Rules that ask "is this
/// controller presented as a sheet?" and `modallint presentations` read it.
///
/// The sites are every modal segue of the storyboards and every call that presents a
/// controller known where it is written: a UIKit `present`, or a call of a project wrapper
/// (`WrapperIndex`) whose controller is known at the call. A presentation inside a wrapper, of
/// what its parameters decide, is resolved at the wrapper's call sites instead.
public struct PresentationGraph: Sendable {
    public struct Entry: Sendable {
        /// The Swift file and call, or -1 for a storyboard segue.
        public let file: Int
        public let call: Int
        /// For a storyboard segue: (storyboard index, segue index).
        public var segue: (storyboard: Int, segue: Int)? = nil
        /// The expression presented: the argument of `present`, or of a wrapper (for a
        /// router, the argument that selects the controller).
        public let presentedOffset: Int
        public let presented: Presented
        /// The presenting type, when the call sits in one.
        public let presenterType: String?
        /// Whether the call goes through a project wrapper.
        public let viaWrapper: Bool

        /// What handles the swipe on this presentation.
        public func swipe(_ index: ProjectIndex) -> SwipeHandling {
            let p = presented
            guard p.isSwipeable else { return p.verdict == .unknown ? .unknown : .impossible }
            if p.blocksSwipe { return .blocked }
            if p.setsPresentationDelegate {
                let delegate = p.delegateType ?? presenterType
                if let d = delegate {
                    let methods = index.inheritedSummary(d).methods
                    if methods.contains(.presentationControllerDidDismiss) { return .observed }
                    if methods.contains(.presentationControllerShouldDismiss) && index.inheritedSummary(d).shouldDismissAlwaysFalse { return .blocked }
                }
            }
            return .nothing
        }
    }

    /// What handles a presentation's swipe to dismiss.
    public enum SwipeHandling: String, Sendable {
        /// A non-swipe style: there is no swipe.
        case impossible = "no swipe"
        /// `isModalInPresentation` (or a delegate that always refuses) blocks it.
        case blocked
        /// The installed presentation delegate implements `presentationControllerDidDismiss(_:)`.
        case observed
        /// A swipe dismisses it and nothing hears of it.
        case nothing
        /// The presentation is not resolved.
        case unknown
    }

    public private(set) var entries: [Entry] = []
    /// Entry indices by every class a presentation may show (presented, root, or those of
    /// its several paths).
    public private(set) var byClass: [String: [Int]] = [:]
    /// Per Swift file, where its entries are in `entries`: one per presenting call, in call
    /// order (each file's are appended together).
    private var entriesByFile: [Int: Range<Int>] = [:]

    public init(index: ProjectIndex, resolver: PresentationResolver, jobs: Int = 0) {
        for (si, sb) in index.storyboards.enumerated() {
            for (k, segue) in sb.segues.enumerated() where segue.isModal {
                let presented = resolver.segueVerdict(segue, in: sb, storyboard: si)
                let presenter = segue.sourceID.flatMap { sb.scene(id: $0)?.className }
                var entry = Entry(file: -1, call: -1, presentedOffset: segue.offset, presented: presented, presenterType: presenter, viaWrapper: false)
                entry.segue = (si, k)
                add(entry)
            }
        }
        // Only calls named `present`, a wrapper or a configured wrapper can present; their
        // name lengths make a cheap first check (a string's length is known without reading it).
        let wrappers = resolver.wrappers
        var names: Set<String> = ["present"]
        names.formUnion(wrappers.byName.keys)
        names.formUnion(wrappers.extra)
        var lengths: UInt64 = 0
        for n in names { lengths |= 1 << UInt64(min(n.utf8.count, 63)) }
        let wrapperNames = Set(wrappers.byName.keys).union(wrappers.extra).sorted()
        let wrapperKeys = wrapperNames.map(IdentifierFilter.Key.init)
        let wrapperWords = wrapperNames.map { Array($0.utf8) }
        // Each file's presentations are resolved on their own (in parallel), then numbered in
        // file order, so the entries are the same for any number of threads.
        let perFile: [[Entry]] = Analyzer.parallelMap(index.models.count, jobs: jobs) { fi in
            let model = index.models[fi]
            // A shallow model's file names no `present` (`PresentationNames`): only a call of a
            // wrapper could present there, spelled in its bytes. (Its full parse is let go
            // unless such a call is found, whose resolution reads the file in full for good.)
            var bytes: [UInt8]? = nil
            if model.isShallow {
                guard model.mayMention(anyOf: wrapperKeys) else { return [] }
                let spelt = model.file.bytesForOneUse
                guard PresentationGraph.spellsCall(ofAny: wrapperWords, in: spelt) else { return [] }
                bytes = spelt
            }
            let inner = wrappers.innerCalls(inFile: fi)
            func candidate(_ ci: Int, _ m: FileModel) -> Bool {
                let length = m.calls[ci].name.utf8.count
                return lengths & (1 << UInt64(min(length, 63))) != 0 && names.contains(m.calls[ci].name) && !inner.contains(ci)
            }
            // (A file holding such a call that a wrapper's labels fit, or that is UIKit's, keeps
            // the parse for good: the resolver reads the model.)
            func resolved(_ c: CallSite) -> Bool {
                (wrappers.byName[c.name] ?? []).contains { WrapperIndex.bind(c, to: index.function($0.ref)) != nil }
                    || WrapperIndex.uikitPresented(c, extra: wrappers.extra) != nil
            }
            return model.scanned(bytes: bytes, adoptingIf: { m in m.calls.indices.contains { candidate($0, m) && resolved(m.calls[$0]) } }) { m in
                var found: [Entry] = []
                // (Not a presentation of what the enclosing wrapper's parameters decide.)
                for ci in m.calls.indices where candidate(ci, m) {
                    let c = m.calls[ci]
                    let place = Place(file: fi, offset: c.range.lowerBound, context: c.context, frame: nil)
                    let presenter = c.context.type.map { m.types[$0].name }
                    let called = resolver.wrappersCalled(by: c, at: place)
                    if !called.isEmpty {
                        guard let presented = resolver.resolveWrapperCall(c, at: place, wrappers: called, depth: 0) else { continue }
                        let offset = PresentationGraph.selectingArgument(c, wrappers: called, index: index)?.range.lowerBound ?? c.range.lowerBound
                        found.append(Entry(file: fi, call: ci, presentedOffset: offset, presented: presented, presenterType: presenter, viaWrapper: true))
                    } else if let arg = WrapperIndex.uikitPresented(c, extra: wrappers.extra) {
                        let presented = resolver.resolve(arg.value, at: place, depth: 0)
                        found.append(Entry(file: fi, call: ci, presentedOffset: arg.value.range.lowerBound, presented: presented,
                                           presenterType: presenter, viaWrapper: wrappers.extra.contains(c.name)))
                    }
                }
                return found
            }
        }
        for (fi, found) in perFile.enumerated() {
            if !found.isEmpty { entriesByFile[fi] = entries.count..<(entries.count + found.count) }
            for entry in found { add(entry) }
        }
    }

    /// Whether `bytes` spell a call of one of `names`: the name as a whole word, then `(`, a
    /// trailing closure's `{` or a generic argument's `<` (spaces between allowed, and an
    /// optional call's `?` or `!`).
    static func spellsCall(ofAny names: [[UInt8]], in bytes: [UInt8]) -> Bool {
        for name in names {
            var found = false
            ExitWork.forEachWord(name, in: bytes) { _, end in
                var i = end
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!") { i += 1 }
                found = i < bytes.count && (bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "<"))
                return !found
            }
            if found { return true }
        }
        return false
    }

    private mutating func add(_ entry: Entry) {
        entries.append(entry)
        let e = entries.count - 1
        for cls in entry.presented.shownClasses { byClass[cls, default: []].append(e) }
    }

    /// The entries of Swift file `file`, one per presenting call, in call order.
    public func entries(inFile file: Int) -> ArraySlice<Entry> {
        entriesByFile[file].map { entries[$0] } ?? []
    }

    /// The argument of a wrapper call that its inner presentation depends on first.
    static func selectingArgument(_ c: CallSite, wrappers: [WrapperIndex.Wrapper], index: ProjectIndex) -> Argument? {
        guard let w = wrappers.first, let mapping = WrapperIndex.bind(c, to: index.function(w.ref)) else { return nil }
        for (ai, pi) in mapping.enumerated() where w.parameters.contains(pi) { return c.arguments[ai] }
        return nil
    }

    /// The presented argument of a call, as the graph takes it: the controller of a UIKit
    /// `present`, or the argument of a wrapper call that decides the controller. Nil for a
    /// call that presents nothing or presents what its enclosing wrapper's parameters decide.
    public static func presentedArgument(_ c: CallSite, file: Int, call: Int, resolver: PresentationResolver) -> (value: Argument, viaWrapper: Bool)? {
        if resolver.wrappers.innerCalls(inFile: file).contains(call) { return nil }
        let place = Place(file: file, offset: c.range.lowerBound, context: c.context, frame: nil)
        let called = resolver.wrappersCalled(by: c, at: place)
        if !called.isEmpty { return selectingArgument(c, wrappers: called, index: resolver.index).map { ($0, true) } }
        return WrapperIndex.uikitPresented(c, extra: resolver.wrappers.extra).map { ($0, false) }
    }
}
