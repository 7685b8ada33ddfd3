#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The attribute and modifier lists of one file (`["private"]`, `["objc"]`,
/// `["override", "public"]`), each distinct list made once and shared.
///
/// Nearly every declaration has one of a handful of lists, and a non-empty `[String]` is an
/// allocation (and a free when the model goes); a shared one is a retain.
struct WordListTable {
    private struct Entry {
        let hash: UInt64
        /// Where the first list's words are in the file (to compare a candidate with).
        let words: [Range<Int32>]
        let list: [String]
    }
    private var entries: [Entry] = []
    /// At most this many lists are kept; later ones are made each time.
    static let capacity = 64

    /// A key for the words at `words` (byte ranges of the file, in order).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [Range<Int>]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for w in words { h = (h ^ UInt64(NameHash.hash(bytes, w.lowerBound, w.count))) &* 0x100_0000_01b3 }
        return h
    }

    /// An earlier list of the same words, if any.
    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [Range<Int>], hash h: UInt64) -> [String]? {
        let base = bytes.baseAddress!
        for e in entries where e.hash == h && e.words.count == words.count {
            var same = true
            for (k, w) in words.enumerated() {
                let x = e.words[k]
                if x.count != w.count || memcmp(base + Int(x.lowerBound), base + w.lowerBound, w.count) != 0 {
                    same = false
                    break
                }
            }
            if same { return e.list }
        }
        return nil
    }

    /// Remembers `list`, the strings of `words`.
    mutating func add(_ list: [String], for words: [Range<Int>], hash h: UInt64) {
        guard entries.count < WordListTable.capacity else { return }
        entries.append(Entry(hash: h, words: words.map { Int32(truncatingIfNeeded: $0.lowerBound)..<Int32(truncatingIfNeeded: $0.upperBound) }, list: list))
    }
}
