#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of one file longer than 15 bytes, each made into a `String` once.
///
/// A `String` of up to 15 UTF-8 bytes is stored inline; a longer one allocates. Long names
/// repeat within a file (`navigationController`, `presentationController`, a type's own
/// name), so the parser makes each once and shares it: a second use costs a hash and a
/// byte comparison instead of an allocation now and a free when the model goes.
struct NameTable {
    /// Open addressing, a power-of-two count of slots; each holds an index into `names`
    /// plus one, 0 when empty.
    private var slots: [Int32] = []
    private var names: [String] = []
    /// Where each name's bytes are in the file (to compare a candidate with).
    private var starts: [Int32] = []
    private var hashes: [UInt32] = []

    /// The string of `bytes[a..<b]` (valid or repaired UTF-8, as `String(decoding:)` gives).
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) -> String {
        let n = b - a
        let h = NameTable.hash(bytes, a, n)
        if slots.isEmpty {
            // A typical file has a few dozen long names: room for them up front, so the
            // three lists do not grow (and reallocate) one doubling at a time.
            slots = [Int32](repeating: 0, count: 64)
            names.reserveCapacity(32)
            starts.reserveCapacity(32)
            hashes.reserveCapacity(32)
        }
        let mask = slots.count - 1
        var s = Int(h) & mask
        while true {
            let k = Int(slots[s]) - 1
            if k < 0 { break }
            if hashes[k] == h {
                let other = Int(starts[k])
                let existing = names[k]
                // Same hash: the same name if the bytes match (the first use's bytes are in
                // this file, so no String is read).
                if existing.utf8.count == n && memcmp(bytes.baseAddress! + a, bytes.baseAddress! + other, n) == 0 {
                    return existing
                }
            }
            s = (s + 1) & mask
        }
        let made = String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self)
        // Repaired (invalid UTF-8) names are not shared: their byte count differs from `n`
        // and the comparison above must stay a plain byte comparison.
        guard made.utf8.count == n else { return made }
        names.append(made)
        starts.append(Int32(truncatingIfNeeded: a))
        hashes.append(h)
        slots[s] = Int32(truncatingIfNeeded: names.count)
        if names.count * 2 > slots.count { grow() }
        return made
    }

    private mutating func grow() {
        var bigger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for k in 0..<names.count {
            var s = Int(hashes[k]) & mask
            while bigger[s] != 0 { s = (s + 1) & mask }
            bigger[s] = Int32(truncatingIfNeeded: k + 1)
        }
        slots = bigger
    }

    /// FNV-1a over the `n` bytes at `a`, eight at a time (also `WordListTable`'s).
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ n: Int) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let raw = UnsafeRawPointer(bytes.baseAddress! + a)
        var i = 0
        while i + 8 <= n {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x100_0000_01b3
            h ^= h >> 29
            i += 8
        }
        while i < n {
            h = (h ^ UInt64(raw.load(fromByteOffset: i, as: UInt8.self))) &* 0x100_0000_01b3
            i += 1
        }
        h ^= h >> 32
        return UInt32(truncatingIfNeeded: h)
    }
}
