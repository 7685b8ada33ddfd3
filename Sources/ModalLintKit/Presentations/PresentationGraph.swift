/// Every presentation in the project, resolved once: which class is shown where, and how.
/// Rules that ask "is this controller presented as a sheet?" read it.
public struct PresentationGraph: Sendable {
    public struct Entry: Sendable {
        /// The Swift file and call, or -1 for a storyboard segue.
        public let file: Int
        public let call: Int
        /// For a storyboard segue: (storyboard index, segue index).
        public var segue: (storyboard: Int, segue: Int)? = nil
        /// The expression presented (the argument of `present` or of a wrapper).
        public let presentedOffset: Int
        public let presented: Presented
        /// The presenting type, when the call sits in one.
        public let presenterType: String?
        /// Whether the call goes through a project wrapper.
        public let viaWrapper: Bool
    }

    public private(set) var entries: [Entry] = []
    /// Entry indices by presented class name and by root class name (for containers).
    public private(set) var byClass: [String: [Int]] = [:]
    /// Per Swift file, where its entries are in `entries`: one per presenting call, in call
    /// order (each file's are appended together).
    private var entriesByFile: [Int: Range<Int>] = [:]

    public init(index: ProjectIndex, resolver: PresentationResolver, extraWrappers: Set<String> = [], jobs: Int = 0) {
        for (si, sb) in index.storyboards.enumerated() {
            for (k, segue) in sb.segues.enumerated() where segue.isModal {
                let presented = resolver.segueVerdict(segue, in: sb)
                let presenter = segue.sourceID.flatMap { sb.scene(id: $0)?.className }
                var entry = Entry(file: -1, call: -1, presentedOffset: segue.offset, presented: presented, presenterType: presenter, viaWrapper: false)
                entry.segue = (si, k)
                entries.append(entry)
                let e = entries.count - 1
                if let cls = presented.className { byClass[cls, default: []].append(e) }
                if let root = presented.rootClassName, root != presented.className { byClass[root, default: []].append(e) }
            }
        }
        // Only calls named `present`, a wrapper or a configured wrapper can present; their
        // name lengths make a cheap first check (a string's length is known without reading it).
        var names: Set<String> = ["present"]
        names.formUnion(index.wrappers.keys)
        names.formUnion(extraWrappers)
        var lengths: UInt64 = 0
        for n in names { lengths |= 1 << UInt64(min(n.utf8.count, 63)) }
        let wrapperKeys = (Set(index.wrappers.keys).union(extraWrappers)).sorted().map(IdentifierFilter.Key.init)
        // Each file's presentations are resolved on their own (in parallel), then numbered in
        // file order, so the entries are the same for any number of threads.
        let perFile: [[Entry]] = Analyzer.parallelMap(index.models.count, jobs: jobs) { fi in
            let m = index.models[fi]
            var found: [Entry] = []
            // A shallow model's file names no `present` (`PresentationNames`): only a call of a
            // wrapper could present there.
            if m.isShallow && !m.mayMention(anyOf: wrapperKeys) { return found }
            for ci in m.calls.indices {
                let length = m.calls[ci].name.utf8.count
                guard lengths & (1 << UInt64(min(length, 63))) != 0, names.contains(m.calls[ci].name) else { continue }
                let c = m.calls[ci]
                guard let arg = PresentationGraph.presentedArgument(c, m: m, index: index)
                        ?? (extraWrappers.contains(c.name) && c.arguments.first?.label == nil ? (c.arguments[0], nil) : nil) else { continue }
                var presented = resolver.resolve(arg.value.value, file: fi, at: c.range.lowerBound, context: c.context)
                if let (ref, param, inner) = arg.wrapper {
                    // What the wrapper itself does to the controller before presenting it
                    // (detents, a presentation delegate, isModalInPresentation).
                    let wm = index.models[ref.file]
                    let fn = index.function(ref)
                    presented = resolver.applyLocalConfiguration(presented, name: param, file: ref.file,
                                                                 from: fn.range.lowerBound, to: wm.calls[inner].range.lowerBound,
                                                                 context: wm.calls[inner].context)
                }
                let presenter = c.context.type.map { m.types[$0].name }
                found.append(Entry(file: fi, call: ci, presentedOffset: arg.value.range.lowerBound, presented: presented,
                                   presenterType: presenter, viaWrapper: arg.wrapper != nil))
            }
            return found
        }
        for (fi, found) in perFile.enumerated() {
            if !found.isEmpty { entriesByFile[fi] = entries.count..<(entries.count + found.count) }
            for entry in found {
                entries.append(entry)
                let e = entries.count - 1
                if let cls = entry.presented.className { byClass[cls, default: []].append(e) }
                if let root = entry.presented.rootClassName, root != entry.presented.className { byClass[root, default: []].append(e) }
            }
        }
    }

    /// The entries of Swift file `file`, one per presenting call, in call order.
    public func entries(inFile file: Int) -> ArraySlice<Entry> {
        entriesByFile[file].map { entries[$0] } ?? []
    }

    /// The presented argument of a UIKit `present` call, or of a call to a project wrapper
    /// that presents one of its parameters. A `present` inside a wrapper, of the wrapper's
    /// own parameter, is left to the wrapper's call sites.
    static func presentedArgument(_ c: CallSite, m: FileModel, index: ProjectIndex) -> (value: Argument, wrapper: (ProjectIndex.FunctionRef, String, Int)?)? {
        if PresentCall.isUIKitShape(c) {
            let arg = c.arguments[0]
            if case .name(let n, _) = arg.value.uncast, let f = c.context.function,
               m.functions[f].parameters.contains(where: { $0.name == n }),
               !m.bindings(inFunction: f).contains(where: { m.bindings[Int($0)].name == n }) {
                return nil
            }
            return (arg, nil)
        }
        guard let wrappers = index.wrappers[c.name] else { return nil }
        let labels = c.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
        for (ref, pi) in wrappers {
            let f = index.function(ref)
            guard f.parameters.count >= labels.count, pi < labels.count,
                  zip(f.parameters, labels).allSatisfy({ ($0.label ?? "_") == $1 }) else { continue }
            // A wrapper that sets the style itself decides the presentation.
            let wm = index.models[ref.file]
            let param = f.parameters[pi].name
            if wm.assignments(inFunction: ref.function).contains(where: { wm.assignments[Int($0)].target.localPath == [param, "modalPresentationStyle"] }) {
                return nil
            }
            guard let inner = wm.calls(inFunction: ref.function).lazy.map({ Int($0) }).first(where: {
                PresentCall.isUIKitShape(wm.calls[$0]) && wm.calls[$0].arguments[0].value.uncast.localPath == [param]
            }) else { continue }
            return (c.arguments[pi], (ref, param, inner))
        }
        return nil
    }
}
