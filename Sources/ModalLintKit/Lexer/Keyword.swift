/// Keywords the lexer recognises. Reserved ones (`isReserved`) become `.keyword` tokens;
/// contextual ones (`override`, `get`, `actor`) stay identifiers with the keyword noted.
public enum Keyword: UInt8, CaseIterable, Sendable {
    case none = 0
    // Reserved in declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`,
         `import`, `init`, `inout`, `internal`, `let`, `operator`, `private`,
         `precedencegroup`, `protocol`, `public`, `rethrows`, `static`, `struct`,
         `subscript`, `typealias`, `var`
    // Reserved in statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`,
         `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`,
         `where`, `while`
    // Reserved in expressions and types.
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`,
         wildcard
    // Contextual.
    case actor, async, await, convenience, didSet, dynamic, final, get, indirect, lazy,
         mutating, nonmutating, optional, override, required, set, some, any, unowned, weak,
         willSet, open, package, macro, nonisolated, consuming, borrowing, isolated, `prefix`,
         `postfix`, `infix`

    /// Whether the word can never be an identifier without backticks.
    public var isReserved: Bool {
        rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.wildcard.rawValue
    }

    /// The spelling in source.
    public var spelling: String {
        self == .wildcard ? "_" : String(describing: self)
    }

    /// Reserved keywords after which an expression (and so a regex literal) may start: all
    /// but those that are expressions themselves. Contextual keywords (`await` included)
    /// are identifiers to swiftc's lexer, after which a `/` is a division.
    var startsExpressionContext: Bool {
        switch self {
        case .self, .Self, .super, .true, .false, .nil, .wildcard, .Any: return false
        default: return isReserved
        }
    }

    // MARK: Lookup

    fileprivate static let tableSize = 512

    @inline(__always)
    fileprivate static func hash(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int {
        let first = Int(buf[start])
        let last = Int(buf[start + count - 1])
        let second = count > 1 ? Int(buf[start + 1]) : 0
        return (count &* 97 &+ first &* 31 &+ second &* 7 &+ last &* 3) & (tableSize - 1)
    }
}

/// The keyword table as raw memory, made once and shared: the lexer keeps a copy of these
/// three pointers, so looking a word up reads no lazily initialised global (each such read is
/// a call) and retains no array.
struct KeywordTable: @unchecked Sendable {
    /// `Keyword.tableSize` slots, each a keyword's raw value or 0.
    let slots: UnsafePointer<UInt8>
    /// Per raw value: the spelling's length.
    let lengths: UnsafePointer<UInt8>
    /// Per raw value: the spelling in 16 bytes (zero-padded).
    let spellings: UnsafePointer<UInt8>
    /// Per first byte: bit `k` set when some keyword of length `k` starts with that byte (most
    /// identifiers are turned away by this one load, before any hashing).
    let lengthsByFirstByte: UnsafePointer<UInt16>

    static let shared = KeywordTable()

    private init() {
        let ids = Keyword.allCases.count
        let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: Keyword.tableSize)
        slots.initialize(repeating: 0, count: Keyword.tableSize)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: ids)
        lengths.initialize(repeating: 0, count: ids)
        let spellings = UnsafeMutablePointer<UInt8>.allocate(capacity: ids * 16)
        spellings.initialize(repeating: 0, count: ids * 16)
        let byFirst = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        byFirst.initialize(repeating: 0, count: 256)
        for (position, k) in Keyword.allCases.enumerated() {
            // `lookup` turns a slot back into a case with `unsafeBitCast`: that needs every raw
            // value to be the case's position (implicit raw values 0, 1, 2 …).
            precondition(Int(k.rawValue) == position, "Keyword raw values must run 0, 1, 2 … in case order")
            guard k != .none else { continue }
            let bytes = Array(k.spelling.utf8)
            // Open addressing by a hash of the spelling.
            var h = bytes.withUnsafeBufferPointer { Keyword.hash($0, 0, $0.count) }
            while slots[h] != 0 { h = (h + 1) & (Keyword.tableSize - 1) }
            slots[h] = k.rawValue
            lengths[position] = UInt8(bytes.count)
            for (i, b) in bytes.prefix(16).enumerated() { spellings[position * 16 + i] = b }
            precondition(bytes.count <= 15, "Keyword spellings must fit the 16-bit length mask")
            byFirst[Int(bytes[0])] |= 1 << UInt16(bytes.count)
        }
        self.slots = UnsafePointer(slots)
        self.lengths = UnsafePointer(lengths)
        self.spellings = UnsafePointer(spellings)
        self.lengthsByFirstByte = UnsafePointer(byFirst)
    }

    /// The keyword spelled by `count` bytes at `start`, or `.none`.
    @inline(__always)
    func lookup(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Keyword {
        guard count >= 1 && count <= 15, (lengthsByFirstByte[Int(buf[start])] >> UInt16(count)) & 1 != 0 else { return .none }
        var h = Keyword.hash(buf, start, count)
        while true {
            let id = Int(slots[h])
            if id == 0 { return .none }
            if Int(lengths[id]) == count {
                let s = spellings + id * 16
                var i = 0
                while i < count && s[i] == buf[start + i] { i += 1 }
                // Raw values in the table are valid cases.
                if i == count { return unsafeBitCast(UInt8(id), to: Keyword.self) }
            }
            h = (h + 1) & (Keyword.tableSize - 1)
        }
    }
}
