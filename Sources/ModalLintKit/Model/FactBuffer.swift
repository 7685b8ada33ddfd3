/// The facts of one kind while a file is parsed (calls, blocks, declarations…): raw
/// memory that grows by moving its elements (a memory copy, no retain or release), handed to
/// the model at the end as an array of their count (`takeArray`).
///
/// The model's arrays used to be reserved at a guess of the file's density and kept that
/// room: over the 14 apps of the README, 219 MB reserved for 118 MB of calls, blocks,
/// assignments and bindings in one 80 MB project. Now the guess only sizes a buffer each
/// thread reuses from file to file (`ParserThreadCache`), and the model's arrays are allocated
/// at their count.
///
/// The parser's stack of list elements is one too (`ArgumentStack`).
///
/// A value with raw memory: one copy in use at a time, ended by `free()`, after which it must
/// not be used (appending to it traps).
struct FactBuffer<Element> {
    private var items: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        items = .allocate(capacity: self.capacity)
    }

    /// Room for at least `n` facts.
    mutating func reserve(_ n: Int) {
        precondition(capacity > 0, "FactBuffer used after free()")
        guard n > capacity else { return }
        items = items.moved(toCapacity: n, count: count)
        capacity = n
    }

    @inline(__always)
    mutating func append(_ e: consuming Element) {
        if count == capacity { grow() }
        (items + count).initialize(to: e)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        precondition(capacity > 0, "FactBuffer used after free()")
        items = items.moved(toCapacity: capacity * 2, count: count)
        capacity *= 2
    }

    subscript(i: Int) -> Element {
        @inline(__always) get {
            precondition(i >= 0 && i < count, "fact index out of range")
            return items[i]
        }
        @inline(__always) nonmutating _modify {
            precondition(i >= 0 && i < count, "fact index out of range")
            yield &items[i]
        }
    }

    /// `0..<count`.
    var indices: Range<Int> { 0..<count }

    /// The top `n` facts, bottom first (used as a stack).
    func top(_ n: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: items + (count - n), count: n)
    }

    /// Pops and releases the top `n` facts.
    @inline(__always)
    mutating func removeLast(_ n: Int) {
        (popTop(n)).deinitialize(count: n)
    }

    /// Pops the top `n` facts, left initialised where they are for the caller to move.
    @inline(__always)
    mutating func popTop(_ n: Int) -> UnsafeMutablePointer<Element> {
        precondition(n >= 0 && n <= count, "stack underflow")
        count -= n
        return items + count
    }

    /// The facts, moved into an array allocated for their count (malloc may round it up a
    /// little); the buffer is left empty, its memory kept for the next file.
    mutating func takeArray() -> [Element] {
        let n = count
        let source = items
        count = 0
        return [Element](moving: n, from: source)
    }

    /// The number of facts the buffer has room for.
    var room: Int { capacity }

    /// Releases the facts and the memory; the buffer must not be used afterwards.
    mutating func free() {
        items.deinitialize(count: count)
        items.deallocate()
        count = 0
        capacity = 0
    }
}
