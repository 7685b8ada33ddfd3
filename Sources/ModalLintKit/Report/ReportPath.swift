/// Paths as reporters show them: relative to the project root when the file is inside it,
/// and as RFC 3986 URIs for formats that want URIs (SARIF).
public enum ReportPath {
    /// `path` relative to `root` (no leading `/`), or nil when `path` is not inside `root`.
    /// Compared byte by byte: two spellings of the same Unicode name are different paths
    /// on Linux, so canonical equivalence (what `String.hasPrefix` uses) would be wrong.
    public static func relative(_ path: String, to root: String) -> String? {
        var r = Array(root.utf8)
        while r.count > 1 && r.last == slash { r.removeLast() }
        let p = Array(path.utf8)
        guard !r.isEmpty else { return nil }
        if r == [slash] {
            return p.count > 1 && p[0] == slash ? String(decoding: p[1...], as: UTF8.self) : nil
        }
        guard p.count > r.count + 1, p.starts(with: r), p[r.count] == slash else { return nil }
        return String(decoding: p[(r.count + 1)...], as: UTF8.self)
    }

    /// What a person reads: relative to `root` when inside it, else the path as given
    /// (already relative paths stay as they are).
    public static func display(_ path: String, root: String) -> String {
        relative(path, to: root) ?? path
    }

    /// `s` with every byte outside RFC 3986's unreserved set (`A-Z a-z 0-9 - . _ ~`) and
    /// `/` percent-encoded from its UTF-8 bytes: spaces, `%`, `:`, `#`, `?` and non-ASCII
    /// included. Encoding `:` too keeps a relative reference from looking like a scheme.
    public static func percentEncoded(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            if isUnreserved(b) || b == slash {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%"
                out.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(b >> 4)]))
                out.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(b & 0xF)]))
            }
        }
        return out
    }

    /// A `file://` URI for an absolute path; with `directory`, it ends with `/` (SARIF
    /// requires that of a base URI so relative references resolve inside it).
    public static func fileURI(_ absolutePath: String, directory: Bool = false) -> String {
        var encoded = percentEncoded(absolutePath)
        if !encoded.hasPrefix("/") { encoded = "/" + encoded }
        if directory && !encoded.hasSuffix("/") { encoded += "/" }
        return "file://" + encoded
    }

    private static let slash = UInt8(ascii: "/")
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
