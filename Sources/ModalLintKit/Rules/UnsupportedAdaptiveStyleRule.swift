/// Finds adaptive presentation styles UIKit does not support.
public struct UnsupportedAdaptiveStyleRule: Rule {
    public static let description = RuleDescription(
        id: "unsupported_adaptive_style",
        name: "Unsupported Adaptive Style",
        summary: "adaptivePresentationStyle(for:traitCollection:) can return a style UIKit does not adapt to.",
        rationale: """
        A presentation can only adapt to `.fullScreen`, `.overFullScreen`, `.formSheet`, `.pageSheet` or \
        `.none` (see [the allowed adaptive styles](presentation-model#adaptive-styles-allowed)). Returning `.popover`, `.custom`, `.currentContext` and the rest from \
        `adaptivePresentationStyle(for:traitCollection:)` is not supported: UIKit ignores or misbehaves.
        """,
        fix: "Return one of the supported styles; keep the regular-width style in `modalPresentationStyle` itself.",
        triggering: [
            """
            final class MenuPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    ↓return .popover
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class MenuPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
                }
            }
            """,
        ],
        options: [("supported_adaptive_styles", "The styles adaptation may return (default: fullScreen, overFullScreen, formSheet, pageSheet, none).")]
    )

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let m = ctx.model
        let supported = ctx.configuration.supportedAdaptiveStyles
        var result: [Diagnostic] = []
        for fi in m.functions.indices where m.functions[fi].name.isNamed("adaptivePresentationStyle") {
            let f = m.functions[fi]
            var values: [Expr] = m.returns.filter { $0.context.function == fi && $0.context.closure == nil }.compactMap { $0.value }
            if values.isEmpty, let body = f.bodyBlock {
                // A single-expression body (implicit return): its style members.
                values = bodyStyles(m, body)
            }
            for v in values {
                for (name, range) in styles(in: v) where !supported.contains(name) {
                    result.append(ctx.diagnostic(Self.description, at: range.lowerBound,
                        "adaptivePresentationStyle returns .\(name), which a presentation cannot adapt to; return one of \(supported.sorted().map { "." + $0 }.joined(separator: ", "))"))
                }
            }
        }
        return result
    }

    /// Style members an expression can evaluate to (both arms of a ternary).
    func styles(in e: Expr) -> [(String, Range<Int>)] {
        switch e {
        case .implicitMember(let n, let r) where UIKitFacts.presentationStyles.contains(n): return [(n, r)]
        case .member(.name("UIModalPresentationStyle", _), let n, let r): return [(n, r)]
        case .ternary(_, let a, let b, _): return styles(in: a) + styles(in: b)
        default: return []
        }
    }

    /// For `{ cond ? .a : .b }` bodies with no `return`: the implicit members naming a style.
    /// (The model keeps no expression statements, so the body's bytes are scanned for `.name`.)
    func bodyStyles(_ m: FileModel, _ body: Int) -> [Expr] {
        let r = m.blocks[body].range
        var out: [Expr] = []
        let bytes = m.file.bytes
        var i = r.lowerBound
        while i < r.upperBound {
            if bytes[i] == UInt8(ascii: ".") && (i == 0 || !(bytes[i - 1] == UInt8(ascii: "_") || (bytes[i - 1] | 0x20) >= 0x61 && (bytes[i - 1] | 0x20) <= 0x7A || (bytes[i - 1] >= 0x30 && bytes[i - 1] <= 0x39))) {
                var j = i + 1
                while j < r.upperBound && ((bytes[j] | 0x20) >= 0x61 && (bytes[j] | 0x20) <= 0x7A || bytes[j] == UInt8(ascii: "_")) { j += 1 }
                let name = m.text((i + 1)..<j)
                if UIKitFacts.presentationStyles.contains(name) { out.append(.implicitMember(name, i..<j)) }
                i = j
                continue
            }
            i += 1
        }
        return out
    }
}
