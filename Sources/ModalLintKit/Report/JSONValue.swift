/// A JSON document built in memory and printed with sorted keys and two-space indentation,
/// so reporters that write structured JSON (SARIF, Code Climate) are deterministic and
/// their golden files diff line by line. Strings go through `JSON.quote`.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document as text, keys sorted by their UTF-8 bytes, ending with a newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, depth: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, depth: Int) {
        switch self {
        case .string(let s): out += JSON.quote(s)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                Self.indent(&out, depth + 1)
                item.write(into: &out, depth: depth + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&out, depth)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (i, key) in keys.enumerated() {
                Self.indent(&out, depth + 1)
                out += JSON.quote(key) + ": "
                members[key]!.write(into: &out, depth: depth + 1)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&out, depth)
            out += "}"
        }
    }

    private static func indent(_ out: inout String, _ depth: Int) {
        out += String(repeating: "  ", count: depth)
    }
}
