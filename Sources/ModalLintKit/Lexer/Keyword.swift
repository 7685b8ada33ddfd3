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

    private static let tableSize = 512
    /// Open-addressed table of keyword ids by a hash of the spelling.
    private static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: tableSize)
        for k in Keyword.allCases where k != .none {
            let bytes = Array(k.spelling.utf8)
            var h = bytes.withUnsafeBufferPointer { hash($0, 0, $0.count) }
            while t[h] != 0 { h = (h + 1) & (tableSize - 1) }
            t[h] = k.rawValue
        }
        return t
    }()
    private static let spellings: [[UInt8]] = Keyword.allCases.map { Array($0.spelling.utf8) }

    @inline(__always)
    private static func hash(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int {
        let first = Int(buf[start])
        let last = Int(buf[start + count - 1])
        let second = count > 1 ? Int(buf[start + 1]) : 0
        return (count &* 97 &+ first &* 31 &+ second &* 7 &+ last &* 3) & (tableSize - 1)
    }

    /// The keyword spelled by `count` bytes at `start`, or `.none`.
    @inline(__always)
    static func lookup(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Keyword {
        guard count >= 1 && count <= 15 else { return .none }
        let t = table
        var h = hash(buf, start, count)
        while true {
            let id = t[h]
            if id == 0 { return .none }
            let s = spellings[Int(id)]
            if s.count == count {
                var i = 0
                while i < count && s[i] == buf[start + i] { i += 1 }
                if i == count { return Keyword(rawValue: id)! }
            }
            h = (h + 1) & (tableSize - 1)
        }
    }
}
