import ModalLintPlatform

/// The immutable facts of one file, as the light parser understood them. Everything holds
/// byte ranges into the file; indices link facts to their enclosing function, type, block.
///
/// A final class: the parser fills it in, and afterwards nothing changes it, so it is shared
/// between threads without copying (rules read `index.models[i]` many times per file; as a
/// struct each read retained every one of its arrays).
public final class FileModel: @unchecked Sendable {
    public let file: SourceFile
    public let types: [TypeDecl]
    public let functions: [FunctionDecl]
    public let properties: [PropertyDecl]
    /// Comment tokens (for suppressions and expectations).
    public let comments: [Range<Int>]

    // The facts of statements. A shallow model (`isShallow`) read none of the function bodies
    // that declare nothing; the first read of any of these facts parses its file in full and
    // puts the full parse's facts here (`readInFull`). Declarations are the same either way.
    //
    // (One `yield` of the stored array in each accessor: yielding one of two arrays made the
    // rules' reads copy facts, +10% instructions over a whole lint.)
    public var calls: [CallSite] { _read { if isShallow { readInFull() }; yield statements.calls } }
    public var assignments: [Assignment] { _read { if isShallow { readInFull() }; yield statements.assignments } }
    public var bindings: [Binding] { _read { if isShallow { readInFull() }; yield statements.bindings } }
    public var conditions: [Condition] { _read { if isShallow { readInFull() }; yield statements.conditions } }
    public var closures: [Closure] { _read { if isShallow { readInFull() }; yield statements.closures } }
    public var blocks: [Block] { _read { if isShallow { readInFull() }; yield statements.blocks } }
    public var returns: [ReturnStatement] { _read { if isShallow { readInFull() }; yield statements.returns } }
    /// Places the parser skipped without understanding (bounded recovery).
    public var skipped: [Range<Int>] { _read { if isShallow { readInFull() }; yield statements.skipped } }

    /// The facts above. Written after `init` only by `readInFull`, under its lock, before any
    /// read of a shallow model's facts returns (each read takes the lock first); a full
    /// model's never change. Hence no exclusivity checks.
    @exclusivity(unchecked) private var statements: StatementFacts

    /// Whether the parser left unread the function bodies that declare nothing
    /// (`Parser.parse(_:shallow:)`, for files that name nothing about presentation). Its
    /// types, functions, properties and comments are those of a full parse; its facts of
    /// statements are the full parse's, made on first use.
    public let isShallow: Bool
    /// Words the file spells (`SpelledWords`), found when it was parsed.
    let spells: SpelledWords
    /// The names the file spells before `(` and before `= {` or `: {`, found when it was
    /// parsed.
    let bracketNames: BracketNames
    /// Approximately which identifiers the file spells (made for every model, shallow or
    /// not; nil only for the passing full parse of a shallow model that `scanned` hands its
    /// body, where `mayMention` then answers true).
    private let identifiers: IdentifierFilter?
    /// Whether a shallow model's file has been parsed in full (under `fullLocks`).
    @exclusivity(unchecked) private var readFully = false
    /// Whether the full parse declared something the shallow one had not: the shallow
    /// model's own facts then stay (consistent with its declarations), and `Analyzer.run`
    /// analyses the project again from full parses. (Under `fullLocks`.)
    @exclusivity(unchecked) private var differed = false
    private static let fullLocks = StripedLocks()

    /// Whether an identifier of the file may spell `name`: false only when the file surely
    /// has none. Code that looks at every file asks it before reading a model's statements
    /// for calls of a named function. The answer is the same whether the file was parsed
    /// shallow or in full, so such a test must only turn away files where nothing could be
    /// found (a call named exactly `name`, not one whose name merely contains it).
    public func mayMention(_ name: String) -> Bool {
        identifiers?.mayContain(name) ?? true
    }

    /// Whether an identifier of the file may spell one of the names of `keys` (made once for
    /// every file: asking many files about many names stays linear in both).
    func mayMention(anyOf keys: [IdentifierFilter.Key]) -> Bool {
        guard let identifiers else { return true }
        return keys.contains { identifiers.mayContain(key: $0) }
    }

    /// Which worker thread of `Analyzer.parse` made the model (0: the calling thread), set
    /// before the model is shared; `Analyzer.release` frees it on the same worker.
    var worker = 0

    /// Parses a shallow model's file in full, once, and takes its facts of statements.
    @inline(never) private func readInFull() {
        FileModel.fullLocks.withLock(for: self) {
            guard !readFully else { return }
            readFully = true
            let bytes = file.bytes
            // A file changed since it was parsed reads as spaces: its model stays shallow
            // (the run reports the file instead).
            guard !file.changedSinceRead else { return }
            let m = Parser.parse(file, view: Lexer.view(bytes), bodies: .declaringFirst)
            guard m.types.count == types.count && m.functions.count == functions.count && m.properties.count == properties.count else {
                differed = true
                return
            }
            statements = m.statements
        }
    }

    /// For a scan that looks at many files once and keeps little of each (which functions
    /// pass a controller on, which calls present): `body` reads this model if its statements
    /// are here (a full model, or a shallow one already read in full), else a full parse of
    /// the file made for this scan alone, let go afterwards with the bytes it read. Most
    /// files a scan reads are never looked at again.
    ///
    /// `adoptingIf`: whether the scan will keep indices into the parse (a call's, a block's)
    /// or hand its facts to code that reads this model (the resolver): the parse then becomes
    /// this model's statements first, as `readInFull` would have made them from the same
    /// bytes, and `body` reads this model. Later reads see what the scan numbered, even if the
    /// file changes meanwhile. (If the parse declares differently, or the file changed, this
    /// model is read in full as any read of its statements does, and `body` reads it.)
    /// `bytes`: the file's bytes, when the caller has just read them for one use.
    func scanned<R>(bytes given: [UInt8]? = nil, adoptingIf adopt: (FileModel) -> Bool = { _ in false }, _ body: (FileModel) -> R) -> R {
        guard isShallow, !FileModel.fullLocks.withLock(for: self, { readFully }) else { return body(self) }
        let bytes = given ?? file.bytesForOneUse
        guard !file.changedSinceRead else { return body(self) }
        let m = Parser.parse(SourceFile(path: file.path, bytes: bytes), view: Lexer.view(bytes), bodies: .declaringFirst)
        guard m.types.count == types.count && m.functions.count == functions.count && m.properties.count == properties.count else { return body(self) }
        if adopt(m) {
            FileModel.fullLocks.withLock(for: self) {
                guard !readFully else { return }
                readFully = true
                statements = m.statements
            }
            return body(self)
        }
        return body(m)
    }

    /// The same for a scan that reads only the parse: when `keep` says the scan keeps indices
    /// into it (the wrapper search's hits, a file's sheets), the parse becomes this model's
    /// statements afterwards. Should this model have been read in full meanwhile from a file
    /// that changed (its statements are not the parse's), the scan's result would not hold:
    /// `otherwise` is returned instead (the file is reported as changed).
    func scanned<R>(bytes given: [UInt8]? = nil, keepingIf keep: (R) -> Bool, otherwise: R, _ body: (FileModel) -> R) -> R {
        var parse: FileModel? = nil
        let r = scanned(bytes: given) { m -> R in
            if m !== self { parse = m }
            return body(m)
        }
        guard let m = parse, keep(r) else { return r }
        let adopted: Bool = FileModel.fullLocks.withLock(for: self) {
            guard !readFully else { return false }
            readFully = true
            statements = m.statements
            return true
        }
        return adopted || !file.changedSinceRead ? r : otherwise
    }

    /// Whether a shallow model's statements were read (so its file parsed in full).
    public var wasReadInFull: Bool {
        guard isShallow else { return true }
        return FileModel.fullLocks.withLock(for: self) { readFully }
    }

    /// Whether reading a shallow model's statements found its full parse declaring more than
    /// the shallow one (see `Analyzer.run`).
    public var fullParseDiffered: Bool {
        guard isShallow else { return false }
        return FileModel.fullLocks.withLock(for: self) { differed }
    }

    /// The finished model of what the parser collected (`let` fields: reading them from any
    /// thread needs no exclusivity check).
    init(_ parts: inout FileModelParts) {
        file = parts.file
        types = parts.types.takeArray()
        functions = parts.functions.takeArray()
        properties = parts.properties.takeArray()
        statements = StatementFacts(calls: parts.calls.takeArray(), assignments: parts.assignments.takeArray(),
                                    bindings: parts.bindings.takeArray(), conditions: parts.conditions.takeArray(),
                                    closures: parts.closures.takeArray(), blocks: parts.blocks.takeArray(),
                                    returns: parts.returns.takeArray(), skipped: parts.skipped)
        comments = parts.comments
        isShallow = parts.shallow
        identifiers = parts.identifiers
        spells = parts.spells
        bracketNames = parts.bracketNames
    }

    // MARK: Facts by function, block and type
    //
    // Rules ask "the calls of this function before that offset" once per presentation; a scan
    // of the whole file each time made one long function with thousands of presentations
    // quadratic. These groups answer with a binary search in the function's own facts.

    /// The groups, made on first use (most files are never asked: only those the resolver
    /// and a few rules look into), under a lock since rules run on several threads.
    private var builtGroups: FactGroupSet? = nil
    private static let groupLocks = StripedLocks()

    var groups: FactGroupSet {
        FileModel.groupLocks.withLock(for: self) {
            if let g = builtGroups { return g }
            let g = FactGroupSet(self)
            builtGroups = g
            return g
        }
    }

    /// Indices into `calls` of the calls in function `f` (nil: top-level code), in source
    /// order, optionally only those starting in `from..<to`.
    public func calls(inFunction f: Int?, from: Int = Int.min, to: Int = Int.max) -> ArraySlice<Int32> {
        groups.callsByFunction.slice(f ?? functions.count, from: from, to: to)
    }

    /// Indices into `assignments` in function `f`, in source order, starting in `from..<to`.
    public func assignments(inFunction f: Int?, from: Int = Int.min, to: Int = Int.max) -> ArraySlice<Int32> {
        groups.assignmentsByFunction.slice(f ?? functions.count, from: from, to: to)
    }

    /// Indices into `bindings` in function `f`, in source order, starting in `from..<to`.
    public func bindings(inFunction f: Int?, from: Int = Int.min, to: Int = Int.max) -> ArraySlice<Int32> {
        groups.bindingsByFunction.slice(f ?? functions.count, from: from, to: to)
    }

    /// The `if let` / `guard let` bindings of condition `ci` (`if let sender = sender`, `if let
    /// error`).
    public func conditionalBindings(of ci: Int) -> [Binding] {
        let c = conditions[ci]
        return bindings(inFunction: c.context.function, from: c.range.lowerBound, to: c.range.upperBound)
            .map { bindings[Int($0)] }.filter { $0.kind == .conditional }
    }

    /// Indices into `returns` in function `f`, in source order.
    public func returns(inFunction f: Int?) -> ArraySlice<Int32> {
        groups.returnsByFunction.slice(f ?? functions.count, from: Int.min, to: Int.max)
    }

    /// Indices into `conditions` whose innermost block is `b` (nil: outside any), in source
    /// order, optionally only those starting in `from..<to`.
    public func conditions(inBlock b: Int?, from: Int = Int.min, to: Int = Int.max) -> ArraySlice<Int32> {
        groups.conditionsByBlock.slice(b ?? blocks.count, from: from, to: to)
    }

    /// The `if` one of whose branches (its then or else block) is block `b`: looked for back
    /// from the block among the conditions of its parent, so the nearest is found first.
    public func ifCondition(withBranch b: Int) -> Int? {
        guard let parent = blocks[b].parent else { return nil }
        for k in conditions(inBlock: parent, to: blocks[b].range.lowerBound).reversed() {
            let c = Int(k)
            if conditions[c].kind == .if && conditions[c].branches.contains(b) { return c }
        }
        return nil
    }

    /// The `if` whose then-branch is block `b`.
    public func ifCondition(ofThenBlock b: Int) -> Int? {
        guard blocks[b].kind == .then, let c = ifCondition(withBranch: b), conditions[c].branches.first == b else { return nil }
        return c
    }

    /// Indices into `assignments` made inside type declaration `t` (its own members), in source order.
    public func assignments(inType t: Int) -> ArraySlice<Int32> {
        groups.assignmentsByType.slice(t, from: Int.min, to: Int.max)
    }

    /// The text of a byte range.
    public func text(_ r: Range<Int>) -> String { file.text(r) }

    /// The call behind an `Expr.call`.
    public func call(_ e: Expr) -> CallSite? {
        if case .call(let i, _) = e { return calls[i] }
        return nil
    }

    /// Whether block `inner` is `outer` or nested in it.
    public func block(_ inner: Int?, isInside outer: Int?) -> Bool {
        guard let outer = outer else { return true }
        var b = inner
        while let cur = b {
            if cur == outer { return true }
            b = blocks[cur].parent
        }
        return false
    }
}

/// A model's facts of statements (what a shallow model takes from its file's full parse).
struct StatementFacts {
    var calls: [CallSite]
    var assignments: [Assignment]
    var bindings: [Binding]
    var conditions: [Condition]
    var closures: [Closure]
    var blocks: [Block]
    var returns: [ReturnStatement]
    var skipped: [Range<Int>]
}

/// The facts of one file while the parser collects them.
struct FileModelParts {
    let file: SourceFile
    /// In the thread's raw buffers (`ParserThreadCache`), moved to arrays allocated for their
    /// count when the file is parsed.
    var types: FactBuffer<TypeDecl>
    var functions: FactBuffer<FunctionDecl>
    var properties: FactBuffer<PropertyDecl>
    var calls: FactBuffer<CallSite>
    var assignments: FactBuffer<Assignment>
    var bindings: FactBuffer<Binding>
    var conditions: FactBuffer<Condition>
    var closures: FactBuffer<Closure>
    var blocks: FactBuffer<Block>
    var returns: FactBuffer<ReturnStatement>
    var comments: [Range<Int>] = []
    var skipped: [Range<Int>] = []
    /// Bodies were left unread (`FileModel.isShallow`).
    var shallow = false
    /// The file's identifiers (`FileModel.mayMention`).
    var identifiers: IdentifierFilter? = nil
    var spells: SpelledWords = []
    var bracketNames = BracketNames.none

    init(file: SourceFile, buffers: FactBuffers) {
        self.file = file
        types = buffers.types
        functions = buffers.functions
        properties = buffers.properties
        calls = buffers.calls
        assignments = buffers.assignments
        bindings = buffers.bindings
        conditions = buffers.conditions
        closures = buffers.closures
        blocks = buffers.blocks
        returns = buffers.returns
    }

    /// The buffers, for the next file (after `FileModel.init` has taken their facts).
    var buffers: FactBuffers {
        FactBuffers(types: types, functions: functions, properties: properties, calls: calls,
                    assignments: assignments, bindings: bindings, conditions: conditions,
                    closures: closures, blocks: blocks, returns: returns)
    }
}

/// Where a fact sits: its innermost block, function and type (indices into the model).
///
/// Every fact carries one, so it is stored compactly (four 32-bit indices, -1 for none: 16
/// bytes instead of 64 for four optional Ints) behind optional accessors.
public struct Context: Sendable, Equatable {
    private var blockIndex: Int32 = -1
    private var functionIndex: Int32 = -1
    private var typeIndex: Int32 = -1
    private var closureIndex: Int32 = -1

    public init() {}

    public var block: Int? {
        get { CompactIndex.load(blockIndex) }
        set { blockIndex = CompactIndex.store(newValue) }
    }
    public var function: Int? {
        get { CompactIndex.load(functionIndex) }
        set { functionIndex = CompactIndex.store(newValue) }
    }
    public var type: Int? {
        get { CompactIndex.load(typeIndex) }
        set { typeIndex = CompactIndex.store(newValue) }
    }
    public var closure: Int? {
        get { CompactIndex.load(closureIndex) }
        set { closureIndex = CompactIndex.store(newValue) }
    }
}

/// An optional fact index in 32 bits, -1 for none. Indices past Int32.max cannot occur: a
/// file's facts are counted in Int32 (offsets are).
enum CompactIndex {
    @inline(__always) static func store(_ v: Int?) -> Int32 {
        guard let v = v, v >= 0, v <= Int(Int32.max) else { return -1 }
        return Int32(v)
    }

    @inline(__always) static func load(_ v: Int32) -> Int? { v < 0 ? nil : Int(v) }
}

/// A byte range stored in two 32-bit offsets, for facts the model holds by the hundred
/// thousand (calls, blocks). Offsets fit: no file over `FileSystem.maximumFileSize`
/// (`Int32.max - 3`) is read.
struct CompactRange: Sendable, Equatable {
    private var lower: Int32
    private var upper: Int32

    @inline(__always) init(_ r: Range<Int>) {
        lower = Int32(truncatingIfNeeded: r.lowerBound)
        upper = Int32(truncatingIfNeeded: r.upperBound)
    }

    @inline(__always) var range: Range<Int> { Int(lower)..<Int(upper) }
}

/// A class, struct, enum, actor, protocol or extension.
public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, actor, `protocol`, `extension` }
    public var kind: Kind
    /// The declared name, or for an extension the extended type's last name component.
    public var name: String
    /// For nested types and extensions of them: `Outer.Inner`.
    public var qualifiedName: String
    public var inherited: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var range: Range<Int>
    public var nameRange: Range<Int>
    public var bodyBlock: Int?
    public var parent: Int?
    public var functions: [Int] = []
    public var properties: [Int] = []
}

/// A `func`, `init` or `deinit` (also accessors of computed properties, named `get`/`set`).
public struct FunctionDecl: Sendable {
    public enum Kind: String, Sendable { case function, initializer, deinitializer, accessor }
    public var kind: Kind
    /// The base name: `present`, `init`.
    public var name: String
    public var parameters: [Parameter]
    public var returnType: String?
    public var attributes: [String]
    public var modifiers: [String]
    public var range: Range<Int>
    public var nameRange: Range<Int>
    public var bodyBlock: Int?
    public var context: Context
    /// The names of its generic parameters: `make<T: UIViewController>()` has `T`.
    public var genericParameters: [String] = []

    public var isOverride: Bool { modifiers.contains("override") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// The full name: `presentationControllerDidDismiss(_:)`, `deinit`, an accessor's `get`.
    /// Made when asked (few are: messages, baselines, dumps), not for every function parsed.
    public var fullName: String {
        switch kind {
        case .deinitializer: return "deinit"
        case .accessor: return name
        case .function, .initializer: return "\(name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))"
        }
    }
}

/// A function parameter: `_ presentationController: UIPresentationController`.
public struct Parameter: Sendable {
    public var label: String?
    public var name: String
    public var type: String
    /// Whether it has a default value (a call may leave it out).
    public var hasDefault = false
    /// The default when it is an implicit member (`style: UIModalPresentationStyle = .automatic`).
    public var defaultMember: String? = nil
    /// The default when it is a new instance of a type (`navigation: Nav = Nav()`): the type.
    public var defaultInstance: String? = nil
    /// The default when it is `true` or `false` (`showBackButton: Bool = false`).
    public var defaultFlag: Bool? = nil
}

/// A stored or computed property (type member or global).
public struct PropertyDecl: Sendable {
    public var name: String
    public var isLet: Bool
    public var type: String?
    public var initializer: Expr?
    public var modifiers: [String]
    public var attributes: [String]
    public var range: Range<Int>
    public var nameRange: Range<Int>
    /// The getter of a computed property (or the body of a read-only one).
    public var getter: Int?
    public var context: Context

    public var isOverride: Bool { modifiers.contains("override") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// A call `callee(arguments) { trailing }`.
public struct CallSite: Sendable {
    /// What is called: `.member(.name("self"), "present")` for `self.present(…)`. Made when
    /// read: a method call keeps its receiver and the member's range instead of a boxed
    /// `.member` node (more than a third of all member nodes are callees), so code that runs
    /// over many calls reads `receiver` and `name`.
    public var callee: Expr {
        get { memberStart < 0 ? calleeBase : .member(calleeBase, name, Int(memberStart)..<Int(memberEnd)) }
        set { (calleeBase, memberStart, memberEnd) = CallSite.split(newValue, name: name) }
    }
    /// The called name: `present`, `UINavigationController`, `init`.
    public var name: String
    public var nameRange: Range<Int> {
        get { nameSpan.range }
        set { nameSpan = CompactRange(newValue) }
    }
    public var arguments: Arguments
    public var range: Range<Int> {
        get { span.range }
        set { span = CompactRange(newValue) }
    }
    public var context: Context
    /// `nameRange` and `range` in 32 bits a bound (112 bytes a call instead of 128).
    private var nameSpan: CompactRange
    private var span: CompactRange
    /// The receiver of a method call, or the whole callee of any other call.
    private var calleeBase: Expr
    /// For a method call, the range of `receiver.name` (offsets fit 32 bits: no file over
    /// `FileSystem.maximumFileSize` is read); -1 otherwise.
    private var memberStart: Int32
    private var memberEnd: Int32

    public init(callee: Expr, name: String, nameRange: Range<Int>, arguments: Arguments, range: Range<Int>, context: Context) {
        (calleeBase, memberStart, memberEnd) = CallSite.split(callee, name: name)
        self.name = name
        self.nameSpan = CompactRange(nameRange)
        self.arguments = arguments
        self.span = CompactRange(range)
        self.context = context
    }

    /// A call to the member `name` of `receiver`, spanning `memberRange` (no `.member` node
    /// is made).
    init(receiver: consuming Expr, name: String, memberRange: Range<Int>, nameRange: Range<Int>, arguments: Arguments, range: Range<Int>, context: Context) {
        calleeBase = receiver
        memberStart = Int32(truncatingIfNeeded: memberRange.lowerBound)
        memberEnd = Int32(truncatingIfNeeded: memberRange.upperBound)
        self.name = name
        self.nameSpan = CompactRange(nameRange)
        self.arguments = arguments
        self.span = CompactRange(range)
        self.context = context
    }

    private static func split(_ callee: Expr, name: String) -> (Expr, Int32, Int32) {
        if case .member(let base, let n, let r) = callee, n == name {
            return (base, Int32(truncatingIfNeeded: r.lowerBound), Int32(truncatingIfNeeded: r.upperBound))
        }
        return (callee, -1, -1)
    }

    /// The receiver of a method call (`navigationController` in
    /// `navigationController?.present(…)`), or nil for an unqualified call.
    public var receiver: Expr? {
        if memberStart >= 0 { return calleeBase }
        // A `.member` callee set whole (its name is not the call's).
        if case .member(let base, _, _) = calleeBase { return base }
        return nil
    }

    /// Argument labels, `_` for unlabelled: `present(_:animated:completion:)`.
    public var labels: [String] { arguments.map { $0.label ?? "_" } }

    public func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }
}

/// `target = value` or a compound assignment (`op` is `=`, `+=`, …).
public struct Assignment: Sendable {
    public var target: Expr
    public var op: String
    public var value: Expr
    public var range: Range<Int>
    public var context: Context
}

extension Assignment {
    /// Whether this is `name = …` (or `self.name = …`): the local or property gets a new value.
    public func replaces(_ name: String) -> Bool {
        op == "=" && target.localPathCount == 1 && target.localRoot == name
    }
}

/// A `let`/`var` binding, an `if let`/`guard let`, a `for` or closure parameter.
public struct Binding: Sendable {
    public enum Kind: String, Sendable { case `let`, `var`, conditional, loop, closureParameter }
    public var kind: Kind
    public var name: String
    public var type: String?
    public var initializer: Expr?
    public var range: Range<Int>
    public var context: Context
}

/// A condition that chooses between blocks: `if`, `guard`, `while`, `switch` subject,
/// a `case` label, or a ternary.
public struct Condition: Sendable {
    public enum Kind: String, Sendable { case `if`, `guard`, `while`, `switch`, `case`, ternary }
    public var kind: Kind
    public var expressions: [Expr]
    public var range: Range<Int>
    /// Blocks the condition selects between (then/else, or a switch's cases).
    public var branches: [Int]
    public var context: Context
}

/// A closure literal.
public struct Closure: Sendable {
    public var range: Range<Int>
    public var parameters: [String]
    public var bodyBlock: Int?
    public var context: Context
}

/// A `return` statement and its value.
public struct ReturnStatement: Sendable {
    public var value: Expr?
    public var range: Range<Int>
    public var context: Context
}

/// A brace-delimited region of statements.
public struct Block: Sendable {
    public enum Kind: String, Sendable {
        case file, typeBody, functionBody, closureBody, then, `else`, guardElse, caseBody, loop, `do`, `catch`, `defer`, accessor, other
    }
    public var kind: Kind
    public var range: Range<Int> {
        get { span.range }
        set { span = CompactRange(newValue) }
    }
    public var parent: Int? {
        get { CompactIndex.load(parentIndex) }
        set { parentIndex = CompactIndex.store(newValue) }
    }
    /// `range` and `parent` in 32 bits (16 bytes a block instead of 40; a file's blocks are
    /// counted in 32 bits, as its offsets are).
    private var span: CompactRange
    private var parentIndex: Int32

    public init(kind: Kind, range: Range<Int>, parent: Int?) {
        self.kind = kind
        self.span = CompactRange(range)
        self.parentIndex = CompactIndex.store(parent)
    }

    /// Whether statements here run only on some paths of the enclosing block.
    public var isConditional: Bool {
        switch kind {
        case .then, .else, .guardElse, .caseBody, .loop, .catch: return true
        default: return false
        }
    }
}

/// The six groupings of one file's facts.
final class FactGroupSet: @unchecked Sendable {
    let callsByFunction: FactGroups
    let assignmentsByFunction: FactGroups
    let bindingsByFunction: FactGroups
    let returnsByFunction: FactGroups
    let conditionsByBlock: FactGroups
    let assignmentsByType: FactGroups

    init(_ m: FileModel) {
        let calls = m.calls, assignments = m.assignments, bindings = m.bindings
        let returns = m.returns, conditions = m.conditions
        let slots = m.functions.count + 1
        let blockSlots = m.blocks.count + 1, typeSlots = m.types.count + 1
        callsByFunction = FactGroups(count: calls.count, slots: slots) { (calls[$0].context.function ?? slots - 1, calls[$0].range.lowerBound) }
        assignmentsByFunction = FactGroups(count: assignments.count, slots: slots) { (assignments[$0].context.function ?? slots - 1, assignments[$0].range.lowerBound) }
        bindingsByFunction = FactGroups(count: bindings.count, slots: slots) { (bindings[$0].context.function ?? slots - 1, bindings[$0].range.lowerBound) }
        returnsByFunction = FactGroups(count: returns.count, slots: slots) { (returns[$0].context.function ?? slots - 1, returns[$0].range.lowerBound) }
        conditionsByBlock = FactGroups(count: conditions.count, slots: blockSlots) { (conditions[$0].context.block ?? blockSlots - 1, conditions[$0].range.lowerBound) }
        assignmentsByType = FactGroups(count: assignments.count, slots: typeSlots) { (assignments[$0].context.type ?? typeSlots - 1, assignments[$0].range.lowerBound) }
    }
}

/// A fixed set of mutexes shared by many objects (chosen by the object's address), so that
/// lazily built state needs no lock per object.
final class StripedLocks: @unchecked Sendable {
    private let locks: Mutexes

    /// `count` must be a power of two.
    init(count: Int = 64) {
        locks = Mutexes(count: count)
    }

    func withLock<R>(for object: AnyObject, _ body: () -> R) -> R {
        let k = Int((UInt(bitPattern: ObjectIdentifier(object)) >> 6) & UInt(locks.count - 1))
        return locks.withLock(k, body)
    }
}

/// Facts of one kind grouped by a slot (function, block or type index), each group in source
/// order: one array of fact indices and the start of each group in it (built by counting, in
/// linear time, with two allocations).
struct FactGroups: Sendable {
    private let starts: [Int32]
    private let items: [Int32]
    /// The start offset of each item, parallel to `items`, for binary searches.
    private let offsets: [Int32]

    init(count: Int, slots: Int, key: (Int) -> (slot: Int, offset: Int)) {
        var counts = [Int32](filled: 0, count: slots + 1)
        var keys: [(slot: Int, offset: Int)] = []
        keys.reserveCapacity(count)
        for i in 0..<count {
            let k = key(i)
            keys.append(k)
            counts[k.slot + 1] += 1
        }
        for i in 1..<counts.count { counts[i] += counts[i - 1] }
        starts = counts
        var next = counts
        var items = [Int32](filled: 0, count: count)
        var offsets = [Int32](filled: 0, count: count)
        for (i, k) in keys.enumerated() {
            let at = Int(next[k.slot])
            items[at] = Int32(truncatingIfNeeded: i)
            offsets[at] = Int32(truncatingIfNeeded: min(k.offset, Int(Int32.max)))
            next[k.slot] += 1
        }
        // Facts are recorded mostly in source order; sort any group that is not.
        for g in 0..<slots {
            let a = Int(counts[g]), b = Int(counts[g + 1])
            guard b - a > 1 else { continue }
            var sorted = true
            for j in (a + 1)..<b where offsets[j] < offsets[j - 1] { sorted = false; break }
            if sorted { continue }
            var pairs: [(Int32, Int32)] = []
            for j in a..<b { pairs.append((offsets[j], items[j])) }
            pairs.sort { (x: (Int32, Int32), y: (Int32, Int32)) -> Bool in x.0 != y.0 ? x.0 < y.0 : x.1 < y.1 }
            for (j, p) in pairs.enumerated() {
                offsets[a + j] = p.0
                items[a + j] = p.1
            }
        }
        self.items = items
        self.offsets = offsets
    }

    /// The group of `slot`, only facts starting in `from..<to`.
    func slice(_ slot: Int, from: Int, to: Int) -> ArraySlice<Int32> {
        guard slot >= 0, slot + 1 < starts.count else { return [] }
        var a = Int(starts[slot]), b = Int(starts[slot + 1])
        if from > Int(Int32.min) { a = lowerBound(a, b, from) }
        if to < Int(Int32.max) { b = lowerBound(a, b, to) }
        return items[a..<max(a, b)]
    }

    /// The first position in `a..<b` whose offset is at least `value`.
    private func lowerBound(_ a: Int, _ b: Int, _ value: Int) -> Int {
        var lo = a, hi = b
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(offsets[mid]) < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
