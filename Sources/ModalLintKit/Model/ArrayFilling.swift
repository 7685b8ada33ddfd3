/// Arrays made at their size through code the compiler specialises for the element type.
///
/// The standard library's `Array(unsafeUninitializedCapacity:initializingWith:)` and
/// `Array(repeating:count:)` allocate in a function that is not inlinable
/// (`_allocateBufferUninitialized`), so every call finds the array's storage type at run time
/// through the generic-metadata cache: several hundred instructions a call, tens of thousands
/// of calls per project (the model's fact arrays, the files' bytes, the parser's counting
/// arrays). `reserveCapacity` on an empty array takes the specialised path (its storage type
/// is a cached constant), and `append(contentsOf:)` hands the new room to the sequence's
/// `_copyContents(initializing:)`, where an `ArrayFill` initialises it. The fills are plain
/// structs, not closures: a closure kept in the sequence would be a context to allocate.
protocol ArrayFill {
    associatedtype Element
    /// Initialises elements from the start of `room` and returns how many (at most its count).
    func fill(_ room: UnsafeMutableBufferPointer<Element>) -> Int
}

extension Array {
    /// An array of the elements `fill` initialises in a room of `capacity` elements.
    @inline(__always)
    init<F: ArrayFill>(filling capacity: Int, by fill: F) where F.Element == Element {
        self.init()
        guard capacity > 0 else { return }
        reserveCapacity(capacity)
        append(contentsOf: ArrayFiller(capacity: capacity, fill: fill))
    }

    /// `count` copies of `value` (as `Array(repeating:count:)`).
    @inline(__always)
    init(filled value: Element, count: Int) {
        self.init(filling: count, by: RepeatedFill(value: value))
    }

    /// The `count` elements at `source`, moved (not copied) into a new array; `source` is left
    /// uninitialised.
    @inline(__always)
    init(moving count: Int, from source: UnsafeMutablePointer<Element>) {
        self.init(filling: count, by: MovingFill(source: source))
    }
}

/// Every element of the room set to `value`.
private struct RepeatedFill<Element>: ArrayFill {
    let value: Element
    @inline(__always)
    func fill(_ room: UnsafeMutableBufferPointer<Element>) -> Int {
        room.initialize(repeating: value)
        return room.count
    }
}

/// The room's count of elements moved from `source`.
private struct MovingFill<Element>: ArrayFill {
    let source: UnsafeMutablePointer<Element>
    @inline(__always)
    func fill(_ room: UnsafeMutableBufferPointer<Element>) -> Int {
        room.baseAddress!.moveInitialize(from: source, count: room.count)
        return room.count
    }
}

/// A sequence that, asked to copy itself into an array's new room, lets its fill initialise
/// it. It reports no elements up front (`underestimatedCount` 0), so `append(contentsOf:)`
/// accepts any number from 0 to the room's size.
private struct ArrayFiller<F: ArrayFill>: Sequence {
    let capacity: Int
    let fill: F

    func makeIterator() -> EmptyCollection<F.Element>.Iterator { EmptyCollection<F.Element>.Iterator() }

    var underestimatedCount: Int { 0 }

    @inline(__always)
    func _copyContents(
        initializing buffer: UnsafeMutableBufferPointer<F.Element>
    ) -> (EmptyCollection<F.Element>.Iterator, Int) {
        // The room is at least `capacity` (the array reserved it; malloc may round it up).
        precondition(buffer.count >= capacity, "array room smaller than reserved")
        let n = fill.fill(UnsafeMutableBufferPointer(start: buffer.baseAddress, count: capacity))
        precondition(n >= 0 && n <= capacity, "initialised count out of range")
        return (makeIterator(), n)
    }
}
