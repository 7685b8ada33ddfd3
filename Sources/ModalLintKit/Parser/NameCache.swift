import ModalLintPlatform

/// The hash of names (`NameCache`'s long names, `WordListTable`'s lists).
enum NameHash {
    /// FNV-1a over the `n` bytes at `a`, eight at a time (also `WordListTable`'s).
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ n: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash64(bytes, a, n))
    }

    /// The same hash in 64 bits (`BracketNames`, `SourceFile.digest`).
    @inline(__always) static func hash64(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ n: Int) -> UInt64 {
        guard n > 0 else { return 0 }
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
        return h
    }

    /// `hash64` of a name's UTF-8 bytes: the same as for the name read from a file.
    static func hash64(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash64($0, 0, $0.count) }
    }
}

/// Strings of names, remembered per thread across files.
///
/// A name of up to 15 bytes is stored inline in its `String` (no allocation), but making one
/// still validates its bytes; a longer one allocates. The same few thousand names (`view`,
/// `self`, `present`, `navigationController`) make up most of every file. Two
/// direct-mapped tables keyed by a name's bytes answer a repeat with a hash and a
/// comparison: short names by two words and the length, long ones by a hash checked
/// against the string's own bytes. Each thread has its own (`ParserThreadCache`), so no lock is
/// taken; a slot's string is always made from exactly its key's bytes, so a hit gives what
/// making the string would (a long string is then shared by every file that names it).
final class NameCache {
    struct ShortEntry {
        var w0: UInt64
        /// The bytes 8..<15, with the length in the top byte.
        var w1: UInt64
        var name: String
    }

    struct LongEntry {
        var hash: UInt64
        /// `name`'s UTF-8: the bytes inside the native string's own storage, which the entry
        /// keeps alive and which nothing changes (a string's storage is only written while
        /// one value alone holds it, and no copy of `name` is ever changed in place here).
        /// Compared directly: reading the string itself cost a retain and a release per hit
        /// (1.9% of the CPU time of a run, each on a cold cache line).
        var utf8: UnsafePointer<UInt8>?
        var name: String
    }

    /// Slots: 4,096 short (128 KB) and 8,192 long (192 KB) per thread; a large app has
    /// thousands of distinct long names.
    static let slotBits = 12
    static let longSlotBits = 13
    private let short: UnsafeMutablePointer<ShortEntry>
    private let long: UnsafeMutablePointer<LongEntry>

    init() {
        short = .allocate(capacity: 1 << NameCache.slotBits)
        // Key (0, 0) is the empty name, whose string "" is what the slots start with.
        short.initialize(repeating: ShortEntry(w0: 0, w1: 0, name: ""), count: 1 << NameCache.slotBits)
        long = .allocate(capacity: 1 << NameCache.longSlotBits)
        // No long name is empty, so no lookup matches a slot's initial "".
        long.initialize(repeating: LongEntry(hash: 0, utf8: nil, name: ""), count: 1 << NameCache.longSlotBits)
    }

    deinit {
        short.deinitialize(count: 1 << NameCache.slotBits)
        short.deallocate()
        long.deinitialize(count: 1 << NameCache.longSlotBits)
        long.deallocate()
    }

    /// The string of the `n` (at most 15) bytes at `a`; `bytes` must hold 16 bytes from `a`.
    /// `make` makes it on a miss.
    @inline(__always)
    func shortName(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ n: Int, make: () -> String) -> String {
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + a)
        var w0 = raw.loadUnaligned(as: UInt64.self)
        var w1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        if n < 8 {
            w0 &= (1 &<< UInt64(8 * n)) &- 1
            w1 = 0
        } else {
            w1 &= (1 &<< UInt64(8 * (n - 8))) &- 1
        }
        w1 |= UInt64(n) &<< 56
        let h = Int(truncatingIfNeeded: ((w0 &* 0x9E37_79B9_7F4A_7C15) ^ (w1 &* 0xC2B2_AE3D_27D4_EB4F)) &>> UInt64(64 - NameCache.slotBits))
        let e = short + h
        if e.pointee.w0 == w0 && e.pointee.w1 == w1 { return e.pointee.name }
        let made = make()
        e.pointee = ShortEntry(w0: w0, w1: w1, name: made)
        return made
    }

    /// The string of `bytes[a..<b]` (more than 15 bytes; valid or repaired UTF-8, as
    /// `String(decoding:)` gives). Repaired names are not kept: their bytes differ from the
    /// key's, and the comparison must stay a plain byte comparison.
    func longName(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) -> String {
        let n = b - a
        let h = UInt64(NameHash.hash(bytes, a, n)) | UInt64(n) &<< 32
        let e = long + Int(truncatingIfNeeded: (h &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - NameCache.longSlotBits))
        // (The hash holds the length: equal hashes, equal lengths.)
        if e.pointee.hash == h, let kept = e.pointee.utf8, memcmp(kept, bytes.baseAddress! + a, n) == 0 {
            return e.pointee.name
        }
        var made = String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self)
        // Kept only when its bytes are the key's (not repaired) and stored contiguously, as a
        // native string made from bytes is: the pointer stays valid while the slot holds it.
        if made.utf8.count == n, let utf8 = made.withUTF8({ $0.baseAddress }) {
            e.pointee = LongEntry(hash: h, utf8: utf8, name: made)
        }
        return made
    }
}

/// What the parser keeps on each thread from one file to the next: the names it has made
/// (`NameCache`) and the raw buffers each kind of fact is collected in (`FactBuffer`: no
/// allocation per file once they are large enough, and each model array made once, at its
/// count). Made on a thread's first parse, freed when the thread ends.
final class ParserThreadCache {
    let names = NameCache()
    /// The buffers between parses (nil while a parse holds them).
    private var buffers: FactBuffers? = nil

    /// A finished `TokenView`'s arrays, for the next file lexed on this thread.
    private var tokenParts: TokenViewBuilder.Parts? = nil
    /// The attribute and modifier lists made so far, with the parser's buffers for them.
    private var declarationWords: DeclarationWords? = nil

    /// The attribute and modifier lists (and buffers) for a parse: the thread's, or new ones
    /// while another parse on this thread holds them.
    func takeDeclarationWords() -> DeclarationWords {
        defer { declarationWords = nil }
        return declarationWords ?? (WordListTable(), [], [])
    }

    /// Gives back what `takeDeclarationWords` gave, for the next file.
    func giveBack(_ words: DeclarationWords) {
        if declarationWords == nil { declarationWords = words }
    }

    deinit {
        buffers?.free()
        tokenParts?.deallocate()
    }

    /// Arrays for lexing a file into a view, with room for at least `capacity` items: those a
    /// finished view left (when large enough), or new ones.
    func takeTokenParts(capacity: Int) -> TokenViewBuilder.Parts {
        if var kept = tokenParts {
            tokenParts = nil
            if kept.capacity >= capacity {
                kept.reset()
                return kept
            }
            kept.deallocate()
        }
        return TokenViewBuilder.Parts(capacity: capacity)
    }

    /// A finished view's arrays: kept for the next file unless one set is kept already or they
    /// are larger than `keptTokenRoom` items (a huge file's are freed, not held for the life
    /// of the thread).
    func giveBack(_ parts: TokenViewBuilder.Parts) {
        if tokenParts == nil && parts.capacity <= ParserThreadCache.keptTokenRoom && parts.commentCapacity <= ParserThreadCache.keptTokenRoom {
            tokenParts = parts
        } else {
            parts.deallocate()
        }
    }

    /// Items kept per thread for lexing: 262,144 (25 bytes each over the eleven arrays, so
    /// 6.5 MB at most, and as many comments of 16 bytes; files up to about 1 MB need no more).
    static let keptTokenRoom = 1 << 18

    /// Empty buffers for a file of `tokens` tokens (the thread's own, or new ones while a parse
    /// on this thread holds them), each with room for more than the usual density of its facts
    /// (per app of the 14 of the README, one call per 16-22 of the tokens the parser reads, a
    /// block per 22-27, a binding per 43-75, an assignment per 53-117; up to a tenth of an
    /// app's files need more and grow a buffer; declarations, conditions, closures and returns
    /// start small and grow over the first files).
    func takeBuffers(tokens: Int) -> FactBuffers {
        var b = buffers ?? FactBuffers()
        buffers = nil
        // At most the room a thread keeps: a huge file (a generated one, a line of 50 MB of
        // `(`) grows its buffers only as far as it has facts.
        b.calls.reserve(min(tokens / 12 + 4, ParserThreadCache.keptRoom))
        b.blocks.reserve(min(tokens / 20 + 4, ParserThreadCache.keptRoom))
        b.assignments.reserve(min(tokens / 50 + 4, ParserThreadCache.keptRoom))
        b.bindings.reserve(min(tokens / 40 + 4, ParserThreadCache.keptRoom))
        return b
    }

    /// Gives back buffers `takeBuffers` gave (emptied by `FactBuffer.takeArray`), for the next
    /// file. One that grew past `keptRoom` facts (a huge or generated file) is freed and
    /// replaced by a small one: the calling thread lives as long as the process, and would
    /// keep it to the end.
    func giveBack(_ b: FactBuffers) {
        var b = b
        guard buffers == nil else { return b.free() }
        b.shrinkOversized(to: ParserThreadCache.keptRoom)
        buffers = b
    }

    /// Room kept per buffer: 65,536 facts (7.5 MB of calls at most).
    static let keptRoom = 1 << 16

    /// The calling thread's (made on first use, freed when the thread ends). Should the
    /// process have no thread-specific key left, each caller gets one of its own: slower, the
    /// same model.
    static var current: ParserThreadCache {
        ParserThreadCache.slot?.value { ParserThreadCache() } ?? ParserThreadCache()
    }

    private static let slot = ThreadLocalObject<ParserThreadCache>()
}

/// The attribute and modifier lists of a thread, and the parser's buffers of their words.
typealias DeclarationWords = (lists: WordListTable, attributes: [Range<Int>], modifiers: [Range<Int>])

/// The buffers of `ParserThreadCache`, one per kind of fact, lent to one parse.
struct FactBuffers {
    var types = FactBuffer<TypeDecl>(capacity: 16)
    var functions = FactBuffer<FunctionDecl>(capacity: 64)
    var properties = FactBuffer<PropertyDecl>(capacity: 64)
    var calls = FactBuffer<CallSite>(capacity: 0)
    var assignments = FactBuffer<Assignment>(capacity: 0)
    var bindings = FactBuffer<Binding>(capacity: 0)
    var conditions = FactBuffer<Condition>(capacity: 64)
    var closures = FactBuffer<Closure>(capacity: 64)
    var blocks = FactBuffer<Block>(capacity: 0)
    var returns = FactBuffer<ReturnStatement>(capacity: 64)

    /// Frees every buffer (see `FactBuffer.free`).
    mutating func free() {
        types.free(); functions.free(); properties.free(); calls.free(); assignments.free()
        bindings.free(); conditions.free(); closures.free(); blocks.free(); returns.free()
    }

    /// Replaces each buffer with room for more than `limit` facts by a new small one.
    mutating func shrinkOversized(to limit: Int) {
        func shrink<T>(_ b: inout FactBuffer<T>, _ fresh: Int) {
            if b.room > limit {
                b.free()
                b = FactBuffer(capacity: fresh)
            }
        }
        shrink(&types, 16); shrink(&functions, 64); shrink(&properties, 64); shrink(&calls, 0)
        shrink(&assignments, 0); shrink(&bindings, 0); shrink(&conditions, 64); shrink(&closures, 64)
        shrink(&blocks, 0); shrink(&returns, 64)
    }
}
