/// Which identifiers a file spells, approximately: a Bloom filter of the names of its
/// identifier tokens (backticks removed) and `#` keywords (`#selector`), three bits a name,
/// four to eight bits a token (at least 1,024): a name the file does not spell is taken for
/// one it does about once in a thousand. `mayContain` is false only for a name no
/// identifier of the file spells (string contents are not identifiers). Every model keeps
/// one, so that code looking at every file can pass over one that cannot name what it looks
/// for (a wrapper, an idiom helper) without reading its statements, whichever way the file
/// was parsed.
struct IdentifierFilter: Sendable {
    private let words: [UInt64]
    /// The number of bits less one (a power of two less one).
    private let mask: UInt64

    init(_ v: TokenView, _ bytes: UnsafeBufferPointer<UInt8>) {
        // Four bits a token: real code has two or three tokens an identifier.
        var bits = 1024
        while bits < v.count * 4 && bits < 1 << 21 { bits <<= 1 }
        let mask = UInt64(bits - 1)
        var words = [UInt64](repeating: 0, count: bits / 64)
        words.withUnsafeMutableBufferPointer { w in
            let w = w.baseAddress.unsafelyUnwrapped
            for i in 0..<v.count where v.kinds[i] == .identifier || v.kinds[i] == .poundKeyword {
                var a = v.start(i), b = v.end(i)
                if bytes[a] == 0x60 && b - a >= 2 && bytes[b - 1] == 0x60 { a += 1; b -= 1 }
                let h = IdentifierFilter.hash(bytes.baseAddress.unsafelyUnwrapped + a, b - a, room: bytes.count - a)
                let (b0, b1, b2) = IdentifierFilter.bits(h, mask)
                w[Int(b0 >> 6)] |= 1 << (b0 & 63)
                w[Int(b1 >> 6)] |= 1 << (b1 & 63)
                w[Int(b2 >> 6)] |= 1 << (b2 & 63)
            }
        }
        self.words = words
        self.mask = mask
    }

    /// The three bits of a name's hash in a filter of `mask + 1` bits.
    @inline(__always) private static func bits(_ h: UInt64, _ mask: UInt64) -> (UInt64, UInt64, UInt64) {
        (h & mask, (h >> 21) & mask, (h >> 42) & mask)
    }

    /// A quick hash of the `n` bytes at `p` (`room` bytes readable from `p`): the first and
    /// last eight bytes and the length. Names alike in those share a hash, which only makes
    /// `mayContain` say yes more often.
    @inline(__always) static func hash(_ p: UnsafePointer<UInt8>, _ n: Int, room: Int) -> UInt64 {
        let raw = UnsafeRawPointer(p)
        var x: UInt64
        if n >= 8 {
            x = (raw.loadUnaligned(as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15) ^ raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else if room >= 8 {
            x = raw.loadUnaligned(as: UInt64.self) & ((1 &<< UInt64(8 * n)) &- 1)
        } else {
            x = 0
            for i in 0..<n { x |= UInt64(p[i]) << UInt64(8 * i) }
        }
        x = (x ^ UInt64(truncatingIfNeeded: n) &<< 58) &* 0xBF58_476D_1CE4_E5B9
        return x ^ (x >> 32)
    }

    /// A name's hash, made once for asking many files (`mayContain(key:)`).
    struct Key: Sendable {
        let hash: UInt64
        init(_ name: String) {
            var name = name
            hash = name.withUTF8 { IdentifierFilter.hash($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count, room: $0.count) }
        }
    }

    /// Whether some identifier of the file may spell `name` (false: none does).
    func mayContain(_ name: String) -> Bool { mayContain(key: Key(name)) }

    /// Whether some identifier of the file may spell the key's name (false: none does).
    func mayContain(key: Key) -> Bool {
        let (b0, b1, b2) = IdentifierFilter.bits(key.hash, mask)
        return words[Int(b0 >> 6)] & (1 << (b0 & 63)) != 0 && words[Int(b1 >> 6)] & (1 << (b1 & 63)) != 0
            && words[Int(b2 >> 6)] & (1 << (b2 & 63)) != 0
    }
}
