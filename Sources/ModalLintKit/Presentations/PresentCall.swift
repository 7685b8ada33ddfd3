import ModalLintPlatform

/// Recognising UIKit presentation calls by their shape.
public enum PresentCall {
    /// `present(_:animated:)` / `present(_:animated:completion:)`, trailing completion
    /// included, on any receiver. A coordinator's `present(route)` or a presenter's
    /// `present(error:)` has another shape and is not a UIKit presentation.
    public static func isUIKitShape(_ c: CallSite) -> Bool {
        guard c.name == "present", c.arguments.count >= 2, c.arguments.count <= 3 else { return false }
        guard c.arguments[0].label == nil, !c.arguments[0].isTrailingClosure else { return false }
        guard c.arguments[1].label == "animated" else { return false }
        if c.arguments.count == 3 {
            let third = c.arguments[2]
            return third.label == "completion" || (third.isTrailingClosure && third.label == nil)
        }
        return true
    }

    /// `dismiss(animated:)` / `dismiss(animated:completion:)`.
    public static func isDismiss(_ c: CallSite) -> Bool {
        c.name == "dismiss" && c.arguments.first?.label == "animated"
    }
}

/// Recognising checks of the device idiom or the screen size (docs/presentation-model.md: "Adapt to size class").
public enum IdiomCheck {
    /// Helper names that conventionally wrap an idiom check.
    public static let conventionalHelpers: Set<String> = [
        "isPad", "isIPad", "isiPad", "isPhone", "isIPhone", "isiPhone", "IS_IPAD", "IS_IPHONE",
        "isRunningOnPad", "isRunningOnIPad", "deviceIsPad", "isPadDevice",
    ]

    /// Whether an expression reads the idiom (`userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`,
    /// a helper) or the screen size (`UIScreen.main.bounds…`).
    public static func mentions(_ e: Expr, _ m: FileModel, helpers: Set<String>, depth: Int = 0) -> Bool {
        if depth > 24 { return false }
        switch e {
        case .name(let n, _):
            return helpers.contains(n) || conventionalHelpers.contains(n)
        case .implicitMember:
            return false
        case .member(let b, let n, _):
            if n == "userInterfaceIdiom" { return true }
            if helpers.contains(n) || conventionalHelpers.contains(n) { return true }
            if n == "bounds" || n == "nativeBounds", let p = b.path, p.contains("UIScreen") { return true }
            return mentions(b, m, helpers: helpers, depth: depth + 1)
        case .call(let i, _):
            let c = m.calls[i]
            if c.name == "UI_USER_INTERFACE_IDIOM" { return true }
            if helpers.contains(c.name) && c.arguments.isEmpty { return true }
            // `min(UIScreen.main.bounds.width, …)`: the arguments feed the value too.
            return mentions(c.callee, m, helpers: helpers, depth: depth + 1)
                || c.arguments.contains { mentions($0.value, m, helpers: helpers, depth: depth + 1) }
        case .binary(_, let a, let b, _):
            return mentions(a, m, helpers: helpers, depth: depth + 1) || mentions(b, m, helpers: helpers, depth: depth + 1)
        case .prefix(_, let a, _), .cast(let a, _, _), .subscriptAccess(let a, _):
            return mentions(a, m, helpers: helpers, depth: depth + 1)
        case .ternary(let c, _, _, _):
            return mentions(c, m, helpers: helpers, depth: depth + 1)
        default:
            return false
        }
    }

    /// Whether the source of a block mentions the idiom (for finding helpers).
    static func mentionsIdiom(inBlock block: Int, of m: FileModel, helpers: Set<String>) -> Bool {
        mentionsIdiom(m.file.bytes[m.blocks[block].range])
    }

    static let idiomNeedles = [Array("userInterfaceIdiom".utf8), Array("UI_USER_INTERFACE_IDIOM".utf8)]

    /// Whether the bytes name the device idiom.
    static func mentionsIdiom(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.containsSubsequence(idiomNeedles[0]) || bytes.containsSubsequence(idiomNeedles[1])
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs in the slice: libc `memchr` finds each candidate for the
    /// needle's rarest-looking byte (an upper-case letter, `_` or a digit before a lower-case
    /// one: far fewer candidates in source code than its first letter), and `memcmp` checks
    /// the whole needle there. No per-byte Swift work.
    func containsSubsequence(_ needle: [UInt8]) -> Bool { firstOffset(of: needle) != nil }

    /// Where `needle` first occurs: an index of the underlying array (as the slice's own
    /// indices are), or nil.
    func firstOffset(of needle: [UInt8]) -> Int? {
        guard !needle.isEmpty else { return startIndex }
        guard needle.count <= count else { return nil }
        var anchor = 0
        for (k, b) in needle.enumerated() where (b >= 0x41 && b <= 0x5A) || b == 0x5F || (b >= 0x30 && b <= 0x39) {
            anchor = k
            break
        }
        return withUnsafeBytes { hay in
            needle.withUnsafeBytes { n in
                guard let base = hay.baseAddress, let nb = n.baseAddress else { return nil }
                let key = Int32(n[anchor])
                // The needle's last byte is checked before the whole comparison (most
                // candidates differ there, and a `memcmp` call costs more than the anchor's find).
                let lastByte = n[n.count - 1]
                let tail = n.count - 1 - anchor
                // Candidate anchors lie in [anchor, hay.count - n.count + anchor].
                var offset = anchor
                let last = hay.count - n.count + anchor
                while offset <= last {
                    guard let hit = memchr(base + offset, key, last - offset + 1) else { return nil }
                    let at = UnsafeRawPointer(hit) - base
                    if hay[at + tail] == lastByte && memcmp(base + (at - anchor), nb, n.count) == 0 { return startIndex + at - anchor }
                    offset = at + 1
                }
                return nil
            }
        }
    }
}
