/// A strict YAML subset, parsed by hand for `.modallint.yml` (standard library only).
///
/// Accepted: block maps and lists (a list may sit at its key's indentation), flow lists
/// `[a, b]` and maps `{a: 1}` nested and spanning lines (so any JSON document parses), plain
/// scalars (also over several lines), single-quoted (`''`) and double-quoted scalars with
/// escapes, literal `|` and folded `>` block scalars (chomping `-`/`+`, indentation 1-9),
/// comments, an empty document, one leading `---` and a final `...`, CRLF or CR line breaks,
/// a leading BOM.
///
/// Rejected with a `line:column` error: anchors, aliases, tags, directives, complex keys
/// (`? `, a flow collection as key), merge keys `<<`, several documents, tabs in indentation,
/// duplicate keys, inconsistent indentation, unterminated strings and flow collections,
/// keys with no `:`, text after a flow collection or quoted string, `key: value` pairs
/// inside a flow list, invalid escapes, C0 control characters anywhere (and DEL, C1
/// controls, U+FFFE/U+FFFF and a BOM past the start outside quotes, which JSON strings may
/// hold), and nesting deeper than `YAML.defaultMaxDepth`.
///
/// Scalars stay text: `true`, `12` and `~` are strings; `quoted` says whether a scalar was
/// written quoted or as a block scalar, so `"true"` and `true` can be told apart. A key with
/// no value (`key:`, `- `, `{a: }`) is the empty plain string, YAML's null.
public enum YAML {
    /// The deepest nesting of lists and maps accepted.
    public static let defaultMaxDepth = 200

    /// Parses one document. `nil` for a document with no content (empty, comments only, `---`).
    public static func parse(_ text: String) -> Result<YAMLValue?, YAMLError> {
        parse(text, maxDepth: defaultMaxDepth)
    }

    public static func parse(_ text: String, maxDepth: Int) -> Result<YAMLValue?, YAMLError> {
        do {
            var parser = try YAMLParser(text: text, maxDepth: maxDepth)
            return .success(try parser.parse())
        } catch {
            return .failure(error)
        }
    }
}

/// Where a node starts: 1-based line and column, the column counted in UTF-8 bytes
/// (a leading BOM is not counted).
public struct YAMLPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: YAMLPosition, b: YAMLPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Why a document was rejected. `description` is `line:col: error: message`; the caller
/// prepends the path.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var position: YAMLPosition { YAMLPosition(line: line, column: column) }
    public var description: String { "\(line):\(column): error: \(message)" }
}

/// A node, with the position where it starts: a scalar's first character (its opening quote,
/// or `|`/`>`), a block list's first `-`, a block map's first key, a flow collection's
/// bracket; for an absent value, the column just after its `:` or `-`.
public enum YAMLValue: Sendable {
    /// A scalar's text. `quoted` is true for single- and double-quoted and block scalars,
    /// false for plain ones (including the empty value of `key:`).
    case string(String, YAMLPosition, quoted: Bool)
    case list([YAMLValue], YAMLPosition)
    /// Entries in document order; keys are unique.
    case map([(key: String, keyPosition: YAMLPosition, value: YAMLValue)], YAMLPosition)

    public var position: YAMLPosition {
        switch self {
        case .string(_, let p, _), .list(_, let p), .map(_, let p): return p
        }
    }

    /// The text of a scalar; nil for a list or a map.
    public var string: String? {
        if case .string(let s, _, _) = self { return s }
        return nil
    }

    /// True for a quoted or block scalar.
    public var isQuoted: Bool {
        if case .string(_, _, true) = self { return true }
        return false
    }

    /// True for an absent value (`key:` with nothing after it): YAML's null.
    public var isEmptyValue: Bool {
        if case .string("", _, false) = self { return true }
        return false
    }

    public var list: [YAMLValue]? {
        if case .list(let items, _) = self { return items }
        return nil
    }

    public var entries: [(key: String, keyPosition: YAMLPosition, value: YAMLValue)]? {
        if case .map(let entries, _) = self { return entries }
        return nil
    }

    /// The value of `key` in a map; nil if absent or if this is not a map.
    public subscript(key: String) -> YAMLValue? {
        entries?.first(where: { $0.key == key })?.value
    }

    /// "a string", "a list" or "a map", for messages.
    public var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .list: return "a list"
        case .map: return "a map"
        }
    }
}

extension YAMLValue: Equatable {
    public static func == (a: YAMLValue, b: YAMLValue) -> Bool {
        switch (a, b) {
        case let (.string(x, p, q), .string(y, r, s)):
            return x == y && p == r && q == s
        case let (.list(x, p), .list(y, r)):
            return p == r && x == y
        case let (.map(x, p), .map(y, r)):
            return p == r && x.count == y.count && zip(x, y).allSatisfy {
                $0.key == $1.key && $0.keyPosition == $1.keyPosition && $0.value == $1.value
            }
        default:
            return false
        }
    }
}
