import ModalLintPlatform

// What the analysis reads of a file's bytes after parsing, found while parsing (the bytes are
// at hand then): a file whose model is shallow lets its bytes go (`SourceFile.releaseBytes`),
// and looking for these in every file of the project later would read them all again.

/// Words a file spells anywhere (comments and strings included), found when it is parsed:
/// those `FileTypeFacts` looks for, and `#selector(`.
struct SpelledWords: OptionSet, Sendable {
    let rawValue: UInt8
    /// The device idiom (`IdiomCheck.mentionsIdiom`).
    static let idiom = SpelledWords(rawValue: 1)
    /// One of `FileTypeFacts.needles`. Most files name none of them, and then nothing in
    /// them matters to `FileTypeFacts` (identifiers are spelt out in the bytes).
    static let presentationNames = SpelledWords(rawValue: 2)
    /// `interactiveDismissDisabled`.
    static let dismissDisabled = SpelledWords(rawValue: 4)
    /// `init(rootView`.
    static let rootView = SpelledWords(rawValue: 8)
    /// `#selector(`.
    static let selector = SpelledWords(rawValue: 16)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let selectorNeedle = Array("#selector(".utf8)

    init(_ bytes: ArraySlice<UInt8>) {
        var s: SpelledWords = []
        if IdiomCheck.mentionsIdiom(bytes) { s.insert(.idiom) }
        if FileTypeFacts.needles.contains(where: { bytes.containsSubsequence($0) }) { s.insert(.presentationNames) }
        if bytes.containsSubsequence(FileTypeFacts.dismissDisabledNeedle) { s.insert(.dismissDisabled) }
        if bytes.containsSubsequence(FileTypeFacts.rootViewNeedle) { s.insert(.rootView) }
        if bytes.containsSubsequence(SpelledWords.selectorNeedle) { s.insert(.selector) }
        self = s
    }
}

/// Names a file spells before a bracket, read from its bytes when it is parsed (comments and
/// strings included) and kept as 64-bit hashes (`NameHash.hash64`), so that what the project
/// makes and where it hands closures are known without reading any file again. Two of a
/// project's names colliding is, at 64 bits, not a practical concern (some 10^5 names: a
/// chance of about 10^-9).
struct BracketNames: Sendable {
    /// Type names called as initialisers (`Name(`, `Name.init(`: a word that starts with a
    /// capital, maybe after underscores). Sorted, each once.
    let initialisers: [UInt64]
    /// Names handed a closure literal (`name = {`, `name: {`). Sorted, each once.
    let closureTargets: [UInt64]

    static let none = BracketNames(initialisers: [], closureTargets: [])

    init(initialisers: [UInt64], closureTargets: [UInt64]) {
        self.initialisers = initialisers
        self.closureTargets = closureTargets
    }

    init(_ b: UnsafeBufferPointer<UInt8>) {
        initialisers = BracketNames.sortedOnce(BracketNames.initialisers(b))
        closureTargets = BracketNames.sortedOnce(BracketNames.closureTargets(b))
    }

    private static func sortedOnce(_ found: [UInt64]) -> [UInt64] {
        var unique: [UInt64] = []
        unique.reserveCapacity(found.count)
        for h in found.sorted() where unique.last != h { unique.append(h) }
        return unique
    }

    private static func initialisers(_ b: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var found: [UInt64] = []
        guard let base = b.baseAddress else { return found }
        var i = 0
        while i < b.count, let hit = memchr(base + i, Int32(UInt8(ascii: "(")), b.count - i) {
            let paren = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            i = paren + 1
            var end = paren
            var start = end
            while start > 0, ExitWork.isWordByte(b[start - 1]) { start -= 1 }
            // `Name.init(`: the name before `.init`.
            if end - start == 4, start > 0, b[start - 1] == UInt8(ascii: "."),
               b[start] == UInt8(ascii: "i"), b[start + 1] == UInt8(ascii: "n"), b[start + 2] == UInt8(ascii: "i"), b[start + 3] == UInt8(ascii: "t") {
                end = start - 1
                start = end
                while start > 0, ExitWork.isWordByte(b[start - 1]) { start -= 1 }
            }
            // A type name: a capital, maybe after underscores (`_ContentViewController`).
            var first = start
            while first < end, b[first] == UInt8(ascii: "_") { first += 1 }
            guard first < end, b[first] >= UInt8(ascii: "A"), b[first] <= UInt8(ascii: "Z") else { continue }
            found.append(NameHash.hash64(b, start, end - start))
        }
        return found
    }

    private static func closureTargets(_ b: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var found: [UInt64] = []
        guard let base = b.baseAddress else { return found }
        var i = 0
        while i < b.count, let hit = memchr(base + i, Int32(UInt8(ascii: "{")), b.count - i) {
            let brace = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            i = brace + 1
            var j = brace - 1
            while j >= 0, b[j] == 0x20 { j -= 1 }
            guard j >= 0, b[j] == UInt8(ascii: "=") || b[j] == UInt8(ascii: ":") else { continue }
            j -= 1
            while j >= 0, b[j] == 0x20 { j -= 1 }
            let end = j + 1
            while j >= 0, b[j] == 0x5F || (b[j] | 0x20 >= 0x61 && b[j] | 0x20 <= 0x7A) || (b[j] >= 0x30 && b[j] <= 0x39) { j -= 1 }
            guard end > j + 1 else { continue }
            found.append(NameHash.hash64(b, j + 1, end - j - 1))
        }
        return found
    }
}
