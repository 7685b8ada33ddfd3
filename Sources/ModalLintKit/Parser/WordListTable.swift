import ModalLintPlatform

/// The attribute and modifier lists (`["private"]`, `["objc"]`, `["override", "public"]`)
/// parsed on one thread, each distinct list made once and shared by every file that spells
/// it (`ParserThreadCache` keeps the table from one file to the next).
///
/// Nearly every declaration has one of a handful of lists, and a non-empty `[String]` is an
/// allocation (and a free when the model goes); a shared one is a retain. Direct-mapped by
/// the words' hash: a list is found with one comparison of its bytes, and a new list takes
/// its slot.
struct WordListTable {
    private struct Entry {
        let hash: UInt64
        /// The words' bytes, each after its length in one byte.
        let key: [UInt8]
        let list: [String]
    }
    private var slots: [Entry?]
    static let slotCount = 256

    init() { slots = Array(repeating: nil, count: WordListTable.slotCount) }

    private init(noSlots: ()) { slots = [] }

    /// A table that keeps nothing (a placeholder: nothing is allocated for it).
    static let empty = WordListTable(noSlots: ())

    /// A key for the words at `words` (byte ranges of the file, in order).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [Range<Int>]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for w in words { h = (h ^ UInt64(NameHash.hash(bytes, w.lowerBound, w.count))) &* 0x100_0000_01b3 }
        return h
    }

    private static func slot(_ h: UInt64) -> Int { Int(truncatingIfNeeded: (h ^ (h >> 29)) & UInt64(slotCount - 1)) }

    /// An earlier list of the same words, if its slot still holds it.
    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [Range<Int>], hash h: UInt64) -> [String]? {
        guard !slots.isEmpty, let e = slots[WordListTable.slot(h)], e.hash == h else { return nil }
        let base = bytes.baseAddress!
        return e.key.withUnsafeBufferPointer { key -> [String]? in
            var k = 0
            for w in words {
                guard k < key.count, Int(key[k]) == w.count, k + 1 + w.count <= key.count,
                      memcmp(key.baseAddress! + k + 1, base + w.lowerBound, w.count) == 0 else { return nil }
                k += 1 + w.count
            }
            return k == key.count ? e.list : nil
        }
    }

    /// Remembers `list`, the strings of `words` (words longer than 255 bytes are not kept).
    mutating func add(_ list: [String], for words: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64) {
        guard !slots.isEmpty, words.allSatisfy({ $0.count <= 255 }) else { return }
        var key: [UInt8] = []
        key.reserveCapacity(words.reduce(0) { $0 + 1 + $1.count })
        for w in words {
            key.append(UInt8(w.count))
            key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[w]))
        }
        slots[WordListTable.slot(h)] = Entry(hash: h, key: key, list: list)
    }
}
