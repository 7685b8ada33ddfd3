import ModalLintPlatform

/// The arguments of one call: a run of one file's `ArgumentStore`.
///
/// Every call's arguments live in one growing buffer per file instead of an array per call
/// (that was an allocation for each call with arguments, and a free when the model went). A
/// random-access collection indexed from 0, so `arguments[0]`, `first`, `count` and `map`
/// read as they would on an array.
public struct Arguments: RandomAccessCollection, Sendable {
    private let store: ArgumentStore?
    private let start: Int32
    private let length: Int32

    /// No arguments.
    public init() {
        store = nil
        start = 0
        length = 0
    }

    init(store: ArgumentStore, start: Int, count: Int) {
        self.store = count == 0 ? nil : store
        self.start = Int32(truncatingIfNeeded: start)
        self.length = Int32(truncatingIfNeeded: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }
    public var count: Int { Int(length) }
    public var isEmpty: Bool { length == 0 }

    public subscript(i: Int) -> Argument {
        precondition(i >= 0 && i < Int(length), "argument index out of range")
        return store.unsafelyUnwrapped.items[Int(start) + i]
    }
}

/// The arguments of all calls of one file, appended while the file is parsed and never
/// changed afterwards (so reading them from any thread is safe). Raw memory, not an array
/// held in a `var`: reads need no exclusivity check.
///
/// The memory comes from `malloc` and changes size with `realloc`: growing often extends the
/// block where it lies, and `trim` gives back the room a doubling left unused without copying
/// anything (5 MB less at the peak of the largest of the README's apps).
final class ArgumentStore: @unchecked Sendable {
    private(set) var items: UnsafeMutablePointer<Argument>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
        items = ArgumentStore.resized(nil, to: self.capacity)
    }

    deinit {
        items.deinitialize(count: count)
        free(items)
    }

    /// Memory for `capacity` arguments, holding the first ones of `old` (moved bit for bit, as
    /// Swift values may be; `old` is freed). Running out of memory traps, as Swift's own
    /// allocation does.
    private static func resized(_ old: UnsafeMutablePointer<Argument>?, to capacity: Int) -> UnsafeMutablePointer<Argument> {
        let bytes = capacity * MemoryLayout<Argument>.stride
        guard let raw = realloc(old.map(UnsafeMutableRawPointer.init), bytes) else {
            fatalError("out of memory: \(bytes) bytes of call arguments")
        }
        return raw.bindMemory(to: Argument.self, capacity: capacity)
    }

    /// Moves `n` arguments from `elements` to the end (they are left uninitialised there) and
    /// returns where they start: a plain memory copy, no retain or release.
    func appendMoving(_ elements: UnsafeMutablePointer<Argument>, _ n: Int) -> Int {
        let at = count
        if count + n > capacity {
            var bigger = capacity * 2
            while bigger < count + n { bigger *= 2 }
            items = ArgumentStore.resized(items, to: bigger)
            capacity = bigger
        }
        (items + count).moveInitialize(from: elements, count: n)
        count += n
        return at
    }

    /// Frees the room past the last argument; called once, when the file has been parsed.
    func trim() {
        let exact = max(1, count)
        guard capacity > exact else { return }
        items = ArgumentStore.resized(items, to: exact)
        capacity = exact
    }
}

/// The parser's stack of list elements (`ParserState.parseList`), a `FactBuffer` used as a
/// stack: a call's arguments are moved from it to the file's `ArgumentStore` without copying
/// (and retaining) each one. Freed by `free()` when the parse ends.
typealias ArgumentStack = FactBuffer<Argument>

extension FactBuffer where Element == Argument {
    mutating func append(contentsOf arguments: Arguments) {
        for a in arguments { append(a) }
    }

    /// Moves the top `n` elements to `store`; returns where they start there.
    mutating func moveTop(_ n: Int, to store: ArgumentStore) -> Int {
        store.appendMoving(popTop(n), n)
    }
}
