import ModalLintPlatform

/// Facts across all files of a project: types with all their extensions, superclass
/// chains, conformances, members, per-type summaries, factories, style setters and idiom helpers.
/// Built once from the file models; immutable afterwards, so rules read it from any thread.
public final class ProjectIndex: @unchecked Sendable {
    /// A type declaration or extension in some file.
    public struct TypeRef: Sendable { public let file: Int; public let type: Int }
    /// A function in some file.
    public struct FunctionRef: Sendable { public let file: Int; public let function: Int }

    public let models: [FileModel]
    /// Every type declaration and extension by its name, in file order.
    public private(set) var typesByName = NameIndex<TypeRef>()
    /// Every function (not accessors) by its base name, in file order.
    public private(set) var functionsByName = NameIndex<FunctionRef>()
    /// The summary of each class the project declares or extends (made on first request:
    /// the rules ask for a small part of them; see `summary(of:)`).
    private var summaryCache: [String: TypeSummary?] = [:]
    private let summaryLock = StripedLocks(count: 1)
    /// Per file: assignments inside types, controller aliases, mentions (for summaries).
    private var facts: [FileTypeFacts] = []
    /// The superclass named by each project class (first inherited type of a class declaration).
    private var superclasses: [String: String] = [:]
    /// Functions that set `modalPresentationStyle` on one of their parameters: base name ->
    /// parameter indices (`func prepareForCover(_ vc: UIViewController)`).
    public private(set) var styleSetters: [String: Set<Int>] = [:]
    /// Functions that make some object the presentation delegate of one of their parameters
    /// (or configure its sheet): base name -> parameter indices. Passing a controller to one
    /// makes its card deliberate.
    public private(set) var presentationConfigurers: [String: Set<Int>] = [:]
    /// Methods that set `modalPresentationStyle` on `self` (`func configureAsCard()`), by
    /// base name; calling one on a controller styles it.
    public private(set) var selfStylingMethods: Set<String> = []
    /// Methods that configure `self`'s sheet (detents, a presentation delegate,
    /// `isModalInPresentation`), by base name: calling one on a controller makes its card
    /// deliberate (`vc.usingSheetPresentationController()`).
    public private(set) var sheetConfiguringMethods: Set<String> = []
    /// For each adaptive delegate protocol, the first declaration (in file order) of each
    /// type that adopts it directly or through a project protocol.
    public private(set) var adoptions: [String: [String: TypeRef]] = [:]
    /// The files of the declarations in `adoptions` (the only files whose types a rule about
    /// adopters reports).
    public private(set) var adoptingFiles: Set<Int> = []
    /// Project helpers that answer an idiom question (`var isPad: Bool { … userInterfaceIdiom … }`).
    public private(set) var idiomHelpers: Set<String> = []
    /// `idiomHelpers` for asking shallow models (`FileModel.mayMention(anyOf:)`).
    private(set) var idiomHelperKeys: [IdentifierFilter.Key] = []

    /// SwiftUI views (any type) that apply `interactiveDismissDisabled`: hosted in a
    /// controller, they block its swipe.
    public private(set) var dismissDisabledViews: Set<String> = []

    /// Storyboards and XIBs of the project.
    public let storyboards: [StoryboardModel]
    /// Scenes by storyboard identifier: (storyboard index, scene index).
    public private(set) var scenesByIdentifier: [String: [(Int, Int)]] = [:]
    /// Segues by identifier: (storyboard index, segue index).
    public private(set) var seguesByIdentifier: [String: [(Int, Int)]] = [:]
    /// Storyboards by name (`Main` for `Base.lproj/Main.storyboard`): storyboard indices.
    public private(set) var storyboardsByName: [String: [Int]] = [:]

    /// `jobs`: threads for the per-file scans (all cores when 0); the index is the same for any number.
    public init(models: [FileModel], storyboards: [StoryboardModel] = [], extraIdiomHelpers: [String] = [], jobs: Int = 0) {
        self.models = models
        self.storyboards = storyboards
        for (si, sb) in storyboards.enumerated() {
            storyboardsByName[sb.name, default: []].append(si)
            for (k, scene) in sb.scenes.enumerated() {
                if let id = scene.storyboardIdentifier { scenesByIdentifier[id, default: []].append((si, k)) }
            }
            for (k, segue) in sb.segues.enumerated() {
                if let id = segue.identifier { seguesByIdentifier[id, default: []].append((si, k)) }
            }
        }
        // The two name tables and the facts of each file depend on nothing but the models:
        // built in one parallel phase. The first two workers each start with a table (the
        // tables are the largest items, and a thread that took both would leave another idle;
        // one worker alone builds both), then every worker takes files' facts until none are
        // left.
        struct NameTables {
            var types = NameIndex<TypeRef>()
            var superclasses: [String: String] = [:]
            var functions = NameIndex<FunctionRef>()
        }
        func buildTable(_ part: Int) -> NameTables {
            var t = NameTables()
            if part == 0 {
                var types = NameIndex<TypeRef>.Builder(capacity: models.reduce(0) { $0 + $1.types.count })
                for (fi, m) in models.enumerated() {
                    for ti in m.types.indices {
                        let name = m.types[ti].name
                        types.add(name, TypeRef(file: fi, type: ti))
                        // The first class declaration naming a superclass decides it.
                        if m.types[ti].kind == .class, let first = m.types[ti].inherited.first, t.superclasses[name] == nil {
                            t.superclasses[name] = ProjectIndex.baseTypeName(first)
                        }
                    }
                }
                t.types = types.finish()
            } else {
                var functions = NameIndex<FunctionRef>.Builder(capacity: models.reduce(0) { $0 + $1.functions.count })
                for (fi, m) in models.enumerated() {
                    for i in m.functions.indices where m.functions[i].kind != .accessor {
                        functions.add(m.functions[i].name, FunctionRef(file: fi, function: i))
                    }
                }
                t.functions = functions.finish()
            }
            return t
        }
        let threads = max(1, min(jobs > 0 ? jobs : ProcessInfoLite.activeProcessorCount, models.count + 2))
        let tableParts = UnsafeMutablePointer<NameTables>.allocate(capacity: 2)
        let factParts = UnsafeMutablePointer<FileTypeFacts>.allocate(capacity: max(1, models.count))
        defer {
            tableParts.deinitialize(count: 2)
            tableParts.deallocate()
            factParts.deinitialize(count: models.count)
            factParts.deallocate()
        }
        let fileFacts = WorkerThreads.Shared(count: models.count, threads: threads) { i, _ in
            (factParts + i).initialize(to: FileTypeFacts(models[i]))
        }
        WorkerThreads.eachWorker(threads: threads) { w in
            var part = w
            while part < 2 {
                (tableParts + part).initialize(to: buildTable(part))
                part += threads
            }
            fileFacts.work(worker: w)
        }
        typesByName = tableParts[0].types
        superclasses = tableParts[0].superclasses
        functionsByName = tableParts[1].functions
        let facts = Array(UnsafeBufferPointer(start: factParts, count: models.count))
        self.facts = facts
        for (fi, f) in facts.enumerated() {
            for t in f.dismissDisabled { dismissDisabledViews.insert(models[fi].types[t].name) }
        }
        findAdoptions(jobs: jobs)
        findStyleSetters(facts)
        findIdiomHelpers(extra: extraIdiomHelpers, facts)
    }

    public func model(_ ref: TypeRef) -> FileModel { models[ref.file] }
    /// Whether file `file` spells one of `FileTypeFacts.needles` (see `RuleContext`).
    public func mentionsPresentationNames(file: Int) -> Bool { facts[file].mentionsPresentation }
    /// Whether file `file` names the device idiom (`IdiomCheck.mentionsIdiom` of its bytes).
    public func mentionsIdiom(file: Int) -> Bool { facts[file].mentionsIdiom }
    public func decl(_ ref: TypeRef) -> TypeDecl { models[ref.file].types[ref.type] }
    public func function(_ ref: FunctionRef) -> FunctionDecl { models[ref.file].functions[ref.function] }

    // MARK: Inheritance

    /// The superclass named by a project class declaration (its first inherited type, generic
    /// arguments stripped), or nil when the project declares no such class.
    public func superclass(of name: String) -> String? {
        superclasses[name]
    }

    /// Whether a type as written is optional: `T?`, `T!`, `Optional<T>`.
    static func isOptionalType(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// `Base<T>` -> `Base`, `Module.Base` -> `Base`, `Base?` -> `Base`.
    public static func baseTypeName(_ s: String) -> String {
        // Most names are plain (`UIViewController`): returned as they are, nothing allocated.
        var plain = true
        for b in s.utf8 where b == UInt8(ascii: "<") || b == UInt8(ascii: "?") || b == UInt8(ascii: "!") || b == UInt8(ascii: ".") {
            plain = false
            break
        }
        if plain { return s }
        var t = Substring(s)
        if let lt = t.firstIndex(of: "<") { t = t[..<lt] }
        while let last = t.last, last == "?" || last == "!" { t = t.dropLast() }
        if let dot = t.lastIndex(of: ".") { t = t[t.index(after: dot)...] }
        return String(t)
    }

    /// The chain `name`, its superclass, … up to the first class the project does not declare
    /// (32 steps at most, cycles cut).
    public func superclassChain(_ name: String) -> [String] {
        var chain = [name]
        var cur = name
        while chain.count < 32, let s = superclass(of: cur), !chain.contains(s) {
            chain.append(s)
            cur = s
        }
        return chain
    }

    /// What a class is known to be.
    public enum ClassKind: Equatable { case viewController(framework: String), other, unknown }

    /// Whether `name` is a view controller: its chain ends in a framework view controller.
    /// `.unknown` when the chain ends in a class the project cannot see.
    public func classKind(_ name: String) -> ClassKind {
        let chain = superclassChain(name)
        let top = chain.last!
        if UIKitFacts.isFrameworkViewController(top) { return .viewController(framework: top) }
        if typesByName[top] == nil { return top == name ? .unknown : (top.hasSuffix("Controller") ? .unknown : .other) }
        return .other
    }

    /// Whether the project declares a type, class, struct or other.
    public func isProjectType(_ name: String) -> Bool { typesByName[name] != nil }

    /// Whether `name` adopts `proto`: declared on any of its declarations or extensions,
    /// through protocol inheritance in the project, or through a superclass.
    public func conforms(_ name: String, to proto: String) -> Bool {
        var seen: Set<String> = []
        var work = superclassChain(name)
        while let t = work.popLast() {
            if t == proto { return true }
            guard seen.insert(t).inserted, seen.count < 256 else { continue }
            for r in typesByName[t] ?? [] {
                for inh in decl(r).inherited {
                    let b = ProjectIndex.baseTypeName(inh)
                    if b == proto { return true }
                    if typesByName[b]?.contains(where: { decl($0).kind == .protocol }) == true { work.append(b) }
                }
            }
        }
        return false
    }

    /// Where `name` (or an extension) first declares `proto`, directly or through a project
    /// protocol that refines it (precomputed for the adaptive delegate protocols).
    public func adoption(of proto: String, by name: String) -> TypeRef? {
        adoptions[proto]?[name]
    }

    /// What the declarations and extensions of `name` do about presentation, or nil when the
    /// project declares no class and no extension of that name. Made once, on first request.
    public func summary(of name: String) -> TypeSummary? {
        summaryLock.withLock(for: self) {
            if let known = summaryCache[name] { return known }
            var made: TypeSummary? = nil
            // Only classes (and framework classes the project extends) are presented or present.
            if let refs = typesByName[name], refs.contains(where: { let k = decl($0).kind; return k == .class || k == .extension }) {
                made = TypeSummary(name: name, refs: Array(refs), models: models, facts: facts, dismissDisabledViews: dismissDisabledViews)
            }
            summaryCache[name] = .some(made)
            return made
        }
    }

    /// The summary of a class, merged along its superclass chain (a superclass in another
    /// file setting the style counts, docs/presentation-model.md, "Wrapped controllers").
    public func inheritedSummary(_ name: String) -> TypeSummary {
        var merged = TypeSummary(name: name)
        for t in superclassChain(name) {
            // Only classes the project declares: an extension of a framework class
            // (`extension UIViewController { func asSheet() … }`) adds helpers that run when
            // called (`sheetConfiguringMethods`), not what every controller does.
            guard isProjectClass(t), let s = summary(of: t) else { continue }
            merged.merge(s)
        }
        return merged
    }

    /// Whether the project declares a class of that name (not only extensions of it).
    public func isProjectClass(_ name: String) -> Bool {
        typesByName[name]?.contains { decl($0).kind == .class } ?? false
    }

    // MARK: Closures handed to objects

    /// Per file and name (`"12 onDone"`), the closures handed to it there (made on request).
    private var closureAssignmentCache: [String: [HandedClosure]] = [:]
    private let closureLock = StripedLocks(count: 1)

    /// Per name of a closure-typed property the project declares (`var onDone: (() -> Void)?`),
    /// the files that spell a closure literal handed to that name (`name = {`, `name: {`),
    /// found from the bytes when they were parsed (`BracketNames`).
    public func closureSites() -> [String: [Int]] {
        var propertyNames: Set<String> = []
        for m in models {
            for p in m.properties where p.type.map(isClosureType) ?? false { propertyNames.insert(p.name) }
        }
        var out: [String: [Int]] = [:]
        var byHash: [UInt64: String] = [:]
        for name in propertyNames {
            out[name] = []
            byHash[NameHash.hash64(name)] = name
        }
        for (fi, m) in models.enumerated() {
            for h in m.bracketNames.closureTargets { if let name = byHash[h] { out[name]?.append(fi) } }
        }
        return out
    }

    /// A closure literal handed to an object's closure property: assigned
    /// (`editor.onDone = { … }`, `call` nil) or passed to an initialiser under the property's
    /// name (`Editor(onDone: { … })`, `call` the initialiser's index).
    public struct HandedClosure: Sendable {
        public let file: Int
        public let closure: Int
        public let assignment: Int?
        public let call: Int?
    }

    /// The closure literals file `fi` hands to properties named `name` (the file is read in
    /// full for it).
    public func closureAssignments(named name: String, inFile fi: Int) -> [HandedClosure] {
        let key = "\(fi) \(name)"
        if let known = closureLock.withLock(for: self, { closureAssignmentCache[key] }) { return known }
        let m = models[fi]
        var found: [HandedClosure] = []
        for (ai, a) in m.assignments.enumerated() where a.target.lastName == name {
            if case .closure(let ci, _) = a.value { found.append(HandedClosure(file: fi, closure: ci, assignment: ai, call: nil)) }
        }
        for (ci, c) in m.calls.enumerated() where c.name.first?.isUppercase == true {
            for arg in c.arguments where arg.label == name {
                if case .closure(let k, _) = arg.value { found.append(HandedClosure(file: fi, closure: k, assignment: nil, call: ci)) }
            }
        }
        closureLock.withLock(for: self) { closureAssignmentCache[key] = found }
        return found
    }

    /// Whether a type's spelling has a `->` (a function type), read from its bytes.
    /// Whether a property's type holds a closure: it spells a function type, or it names a
    /// type the project does not declare as one, named as closure aliases are
    /// (`typealias ResultHandler = (String?, Bool) -> Void`; aliases are not modelled).
    func isClosureType(_ type: String) -> Bool {
        if ProjectIndex.spellsFunctionType(type) { return true }
        // On the bytes first (most types are not named so): the name, less a trailing `?`/`!`.
        var bytes = type.utf8[...]
        while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { bytes = bytes.dropLast() }
        guard ProjectIndex.closureAliasSuffixes.contains(where: { bytes.count >= $0.count && bytes.suffix($0.count).elementsEqual($0) }) else { return false }
        return typesByName[ProjectIndex.baseTypeName(type)] == nil
    }

    static let closureAliasSuffixes: [[UInt8]] = ["Handler", "Callback", "Completion", "Block", "Closure"].map { Array($0.utf8) }

    static func spellsFunctionType(_ type: String) -> Bool {
        var previous: UInt8 = 0
        for b in type.utf8 {
            if b == UInt8(ascii: ">") && previous == UInt8(ascii: "-") { return true }
            previous = b
        }
        return false
    }

    // MARK: Wrappers and helpers

    /// Precomputes `adoptions`: which project protocols refine each adaptive protocol
    /// (transitively), then which types list one of them. Linear in the declarations.
    private func findAdoptions(jobs: Int) {
        var protocols: [(name: String, inherits: [String])] = []
        for m in models {
            for ti in m.types.indices where m.types[ti].kind == .protocol {
                protocols.append((m.types[ti].name, m.types[ti].inherited.map(ProjectIndex.baseTypeName)))
            }
        }
        var refiningSets: [(String, Set<String>)] = []
        for proto in UIKitFacts.adaptiveDelegateProtocols {
            var refining: Set<String> = [proto]
            var changed = true
            var rounds = 0
            while changed && rounds < 32 {
                changed = false
                rounds += 1
                for p in protocols where !refining.contains(p.name) && p.inherits.contains(where: { refining.contains($0) }) {
                    refining.insert(p.name)
                    changed = true
                }
            }
            refiningSets.append((proto, refining))
        }
        // One pass over the declarations for all protocols: each file's adopting types found
        // on all cores, then kept in file order (the first declaration wins).
        var first = [[String: TypeRef]](repeating: [:], count: refiningSets.count)
        let any = refiningSets.reduce(into: Set<String>()) { $0.formUnion($1.1) }
        let hits = Analyzer.parallelMap(models.count, jobs: jobs) { fi -> [(k: Int, type: Int)] in
            let m = models[fi]
            var found: [(k: Int, type: Int)] = []
            for ti in m.types.indices where m.types[ti].kind != .protocol && !m.types[ti].inherited.isEmpty {
                for inherited in m.types[ti].inherited {
                    let base = ProjectIndex.baseTypeName(inherited)
                    guard any.contains(base) else { continue }
                    for k in refiningSets.indices where refiningSets[k].1.contains(base) { found.append((k, ti)) }
                }
            }
            return found
        }
        for (fi, found) in hits.enumerated() {
            for (k, ti) in found where first[k][models[fi].types[ti].name] == nil {
                first[k][models[fi].types[ti].name] = TypeRef(file: fi, type: ti)
            }
        }
        for k in refiningSets.indices { adoptions[refiningSets[k].0] = first[k] }
        for table in first { for ref in table.values { adoptingFiles.insert(ref.file) } }
    }

    private func findStyleSetters(_ facts: [FileTypeFacts]) {
        for (fi, m) in models.enumerated() where facts[fi].mentionsPresentation {
            for ai in m.assignments.indices {
                let target = m.assignments[ai].target
                guard let f = m.assignments[ai].context.function else { continue }
                // Cheap checks first: only these names matter, and most assignments have none.
                let last = target.lastName
                let viaAlias = m.assignments[ai].context.type.map { t in target.localRoot.map { facts[fi].controllerAliases[t]?.contains($0) ?? false } ?? false } ?? false
                guard last == "modalPresentationStyle" || target.chainHolds("presentationController")
                        || target.chainHolds("sheetPresentationController") || viaAlias, let path = target.localPath else { continue }
                let fn = m.functions[f]
                if path == ["modalPresentationStyle"] && fn.kind == .function && m.assignments[ai].context.type != nil {
                    selfStylingMethods.insert(fn.name)
                }
                if fn.kind == .function, let t = m.assignments[ai].context.type,
                   path.first == "sheetPresentationController" || path.starts(with: ["presentationController", "delegate"])
                    || (path.count >= 2 && facts[fi].controllerAliases[t]?.contains(path[0]) == true) {
                    sheetConfiguringMethods.insert(fn.name)
                }
                if path.count >= 2, path[1] == "presentationController" || path[1] == "sheetPresentationController",
                   let pi = fn.parameters.firstIndex(where: { $0.name == path[0] }) {
                    presentationConfigurers[fn.name, default: []].insert(pi)
                }
                guard path.count == 2, path[1] == "modalPresentationStyle" else { continue }
                if let pi = fn.parameters.firstIndex(where: { $0.name == path[0] }) {
                    styleSetters[fn.name, default: []].insert(pi)
                }
            }
        }
    }

    /// UIKit's methods that show, hide or stack controllers.
    static let uikitTransitionMethods: Set<String> = [
        "present", "dismiss", "show", "showDetailViewController", "pushViewController", "popViewController",
        "setViewControllers", "addChild", "performSegue",
    ]

    /// Whether the project function `name` styles its argument at position `k`: it sets that
    /// parameter's `modalPresentationStyle` (`styleSetters`), calls a method that styles its
    /// receiver on it (`func configure(_ vc: UIViewController) { vc.configureAsModal() }`), or
    /// hands it on to such a helper, a few helpers deep. Read when a call passes a controller
    /// that is presented, once per name, position and depth. Not for UIKit's own method names
    /// (a project method named `show` that styles tells nothing about UIKit's) nor `init`.
    public func stylesArgument(of name: String, at k: Int, depth: Int = 0) -> Bool {
        let uikitName = name == "init" || ProjectIndex.uikitTransitionMethods.contains(name)
        // Inside a helper, `present(vc, …)` is UIKit's.
        if depth > 0 && uikitName { return false }
        if styleSetters[name]?.contains(k) == true { return true }
        guard depth < 3, !uikitName, let refs = functionsByName[name] else { return false }
        return indirectStyling.value("\(depth) \(k) \(name)") {
            refs.prefix(4).contains { ref in
                let m = models[ref.file]
                let fn = m.functions[ref.function]
                // A parameter that holds a controller (`UIViewController`, `SettingsViewController`,
                // `UINavigationController`): an `append(_ element:)` is not read.
                guard fn.kind == .function, k < fn.parameters.count, fn.parameters[k].type.contains("Controller"), fn.bodyBlock != nil else { return false }
                let parameter = fn.parameters[k].name
                return m.calls.contains { c in
                    guard c.context.function == ref.function else { return false }
                    if selfStylingMethods.contains(c.name), !ProjectIndex.uikitTransitionMethods.contains(c.name),
                       c.callee.localPath == [parameter, c.name] { return true }
                    return c.arguments.enumerated().contains { j, a in
                        guard case .name(parameter, _) = a.value.uncast else { return false }
                        return stylesArgument(of: c.name, at: j, depth: depth + 1)
                    }
                }
            }
        }
    }
    private let indirectStyling = MemoTable<String, Bool>()

    private func findIdiomHelpers(extra: [String], _ facts: [FileTypeFacts]) {
        idiomHelpers.formUnion(extra)
        for (fi, m) in models.enumerated() where facts[fi].mentionsIdiom {
            for p in m.properties {
                guard let g = p.getter, let body = m.functions[g].bodyBlock else { continue }
                if IdiomCheck.mentionsIdiom(inBlock: body, of: m, helpers: []) { idiomHelpers.insert(p.name) }
            }
            for f in m.functions where f.kind == .function && f.parameters.isEmpty && f.returnType == "Bool" {
                if let body = f.bodyBlock, IdiomCheck.mentionsIdiom(inBlock: body, of: m, helpers: []) {
                    idiomHelpers.insert(f.name)
                }
            }
        }
        idiomHelperKeys = idiomHelpers.sorted().map(IdentifierFilter.Key.init)
    }
}

/// References grouped by name: what `[String: [Ref]]` holds, without an array per name (a
/// large app declares some 30,000 names): one table from name to group, and all references
/// in one array, group after group, each group in the order its references were added.
public struct NameIndex<Ref>: Sendable where Ref: Sendable {
    private var groups: [String: Int32] = [:]
    /// Where each group starts in `refs` (one more entry than groups: the last is the end).
    private var starts: [Int32] = [0]
    private var refs: [Ref] = []

    public init() {}

    /// The references named `name`, in the order added; nil when there are none.
    public subscript(name: String) -> ArraySlice<Ref>? {
        guard let g = groups[name] else { return nil }
        return refs[Int(starts[Int(g)])..<Int(starts[Int(g) + 1])]
    }

    /// The number of names.
    public var count: Int { groups.count }

    /// Collects references, then groups them by counting (linear, three arrays in all).
    struct Builder {
        private var groups: [String: Int32] = [:]
        private var added: [(group: Int32, ref: Ref)] = []

        init(capacity: Int) {
            groups.reserveCapacity(capacity)
            added.reserveCapacity(capacity)
        }

        mutating func add(_ name: String, _ ref: Ref) {
            // One lookup: the defaulting subscript's in-place access finds the name's group or
            // inserts the next one.
            func read(_ group: inout Int32) -> Int32 { group }
            let next = Int32(truncatingIfNeeded: groups.count)
            let g = read(&groups[name, default: next])
            added.append((g, ref))
        }

        func finish() -> NameIndex<Ref> {
            var index = NameIndex<Ref>()
            guard let first = added.first else { return index }
            var starts = [Int32](repeating: 0, count: groups.count + 1)
            for a in added { starts[Int(a.group) + 1] += 1 }
            for g in 0..<groups.count { starts[g + 1] += starts[g] }
            var next = starts
            var refs = [Ref](repeating: first.ref, count: added.count)
            for a in added {
                refs[Int(next[Int(a.group)])] = a.ref
                next[Int(a.group)] += 1
            }
            index.groups = groups
            index.starts = starts
            index.refs = refs
            return index
        }
    }
}
