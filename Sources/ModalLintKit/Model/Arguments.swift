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
final class ArgumentStore: @unchecked Sendable {
    private(set) var items: UnsafeMutablePointer<Argument>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
        items = .allocate(capacity: self.capacity)
    }

    deinit {
        items.deinitialize(count: count)
        items.deallocate()
    }

    /// Appends `elements` and returns where they start.
    func append(_ elements: UnsafeBufferPointer<Argument>) -> Int {
        let at = count
        if count + elements.count > capacity {
            var bigger = capacity * 2
            while bigger < count + elements.count { bigger *= 2 }
            let moved = UnsafeMutablePointer<Argument>.allocate(capacity: bigger)
            moved.moveInitialize(from: items, count: count)
            items.deallocate()
            items = moved
            capacity = bigger
        }
        (items + count).initialize(from: elements.baseAddress!, count: elements.count)
        count += elements.count
        return at
    }
}
