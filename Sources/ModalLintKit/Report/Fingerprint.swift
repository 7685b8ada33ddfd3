/// Stable identities for findings, for formats whose consumers track a finding across
/// runs (Code Climate's `fingerprint`, SARIF's `partialFingerprints`).
///
/// A fingerprint hashes the rule, the path relative to the project root, the message and
/// the occurrence number among findings with those same three. Line numbers are left out
/// on purpose so that inserting unrelated lines above a finding keeps its identity; the
/// occurrence number keeps two identical findings in one file apart.
public enum Fingerprint {
    /// One fingerprint per diagnostic, in the same order.
    public static func fingerprints(_ diagnostics: [Diagnostic], root: String) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { d in
            let fields = [d.ruleID, ReportPath.display(d.path, root: root), d.message]
            let key = fields.joined(separator: "\u{1F}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return hash(fields + [String(occurrence)])
        }
    }

    /// A 128-bit hash of `fields` as 32 lower-case hex digits: two FNV-1a 64 passes with
    /// different offset bases over the fields' UTF-8 bytes, each field followed by a unit
    /// separator (0x1F) so that `["ab", "c"]` and `["a", "bc"]` differ.
    public static func hash(_ fields: [String]) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64 offset basis
        var b: UInt64 = 0x6c62_272e_07bb_0142  // a second basis: the high half of FNV-1a 128's
        let prime: UInt64 = 0x0000_0100_0000_01B3
        func mix(_ byte: UInt8) {
            a = (a ^ UInt64(byte)) &* prime
            b = (b ^ UInt64(byte ^ 0x5A)) &* prime
        }
        for field in fields {
            for byte in field.utf8 { mix(byte) }
            mix(0x1F)
        }
        return hex(a) + hex(b)
    }

    private static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
