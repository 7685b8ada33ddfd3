/// `modallint dump-model`: what the parser understood of a file, as JSON (one object per
/// file), so a person can check it against the source.
public enum ModelDump {
    public static func dump(_ m: FileModel) -> String {
        let lines = m.file.lines
        func loc(_ r: Range<Int>) -> String {
            let l = lines.location(of: r.lowerBound)
            return "\"\(l.line):\(l.column)\""
        }
        func q(_ s: String) -> String { JSON.quote(s) }
        func ctx(_ c: Context) -> String {
            var parts: [String] = []
            if let t = c.type { parts.append("\"type\":\(q(m.types[t].qualifiedName))") }
            if let f = c.function { parts.append("\"function\":\(q(m.functions[f].fullName))") }
            if c.closure != nil { parts.append("\"inClosure\":true") }
            return (["\"at-depth\":\(c.block ?? 0)"] + parts).joined(separator: ",")
        }
        func expr(_ e: Expr) -> String { q(describe(e, m)) }
        var out = "{\"file\":\(q(m.file.path)),\n"
        out += " \"types\":[" + m.types.map { t in
            "\n  {\"kind\":\"\(t.kind.rawValue)\",\"name\":\(q(t.qualifiedName)),\"at\":\(loc(t.nameRange)),\"inherits\":[\(t.inherited.map(q).joined(separator: ","))],\"functions\":[\(t.functions.map { q(m.functions[$0].fullName) }.joined(separator: ","))],\"properties\":[\(t.properties.map { q(m.properties[$0].name) }.joined(separator: ","))]}"
        }.joined(separator: ",") + "],\n"
        out += " \"functions\":[" + m.functions.map { f in
            "\n  {\"name\":\(q(f.fullName)),\"kind\":\"\(f.kind.rawValue)\",\"at\":\(loc(f.nameRange)),\"attributes\":[\(f.attributes.map(q).joined(separator: ","))],\"modifiers\":[\(f.modifiers.map(q).joined(separator: ","))]" + (f.returnType.map { ",\"returns\":\(q($0))" } ?? "") + ",\(ctx(f.context))}"
        }.joined(separator: ",") + "],\n"
        out += " \"properties\":[" + m.properties.map { p in
            "\n  {\"name\":\(q(p.name)),\"at\":\(loc(p.nameRange))" + (p.type.map { ",\"type\":\(q($0))" } ?? "") + (p.initializer.map { ",\"initializer\":\(expr($0))" } ?? "") + ",\"modifiers\":[\(p.modifiers.map(q).joined(separator: ","))],\(ctx(p.context))}"
        }.joined(separator: ",") + "],\n"
        out += " \"calls\":[" + m.calls.map { c in
            "\n  {\"callee\":\(expr(c.callee)),\"at\":\(loc(c.nameRange)),\"arguments\":[\(c.arguments.map { a in "{\"label\":\(q(a.label ?? "_")),\"value\":\(expr(a.value))}" }.joined(separator: ","))],\(ctx(c.context))}"
        }.joined(separator: ",") + "],\n"
        out += " \"assignments\":[" + m.assignments.map { a in
            "\n  {\"target\":\(expr(a.target)),\"op\":\(q(a.op)),\"value\":\(expr(a.value)),\"at\":\(loc(a.range)),\(ctx(a.context))}"
        }.joined(separator: ",") + "],\n"
        out += " \"bindings\":[" + m.bindings.map { b in
            "\n  {\"kind\":\"\(b.kind.rawValue)\",\"name\":\(q(b.name))" + (b.initializer.map { ",\"initializer\":\(expr($0))" } ?? "") + ",\(ctx(b.context))}"
        }.joined(separator: ",") + "],\n"
        out += " \"conditions\":[" + m.conditions.map { c in
            "\n  {\"kind\":\"\(c.kind.rawValue)\",\"at\":\(loc(c.range)),\"expressions\":[\(c.expressions.map(expr).joined(separator: ","))],\"branches\":\(c.branches.count)}"
        }.joined(separator: ",") + "],\n"
        out += " \"closures\":\(m.closures.count),\"blocks\":\(m.blocks.count),\"returns\":\(m.returns.count),\"comments\":\(m.comments.count),\"skipped\":\(m.skipped.count)}\n"
        return out
    }

    /// A compact, readable rendering of an expression: `self.present(vc, animated: true)`.
    public static func describe(_ e: Expr, _ m: FileModel, depth: Int = 0) -> String {
        if depth > 12 { return "…" }
        switch e {
        case .name(let n, _): return n
        case .implicitMember(let n, _): return "." + n
        case .member(let b, let n, _): return describe(b, m, depth: depth + 1) + "." + n
        case .call(let i, _):
            let c = m.calls[i]
            let args = c.arguments.map { a in (a.label.map { "\($0): " } ?? "") + describe(a.value, m, depth: depth + 1) }
            return describe(c.callee, m, depth: depth + 1) + "(" + args.joined(separator: ", ") + ")"
        case .subscriptAccess(let b, _): return describe(b, m, depth: depth + 1) + "[…]"
        case .closure: return "{…}"
        case .literal(_, let r): return r.count > 24 ? "<literal>" : m.text(r)
        case .cast(let b, let t, _): return describe(b, m, depth: depth + 1) + " as " + t
        case .ternary(let c, let a, let b, _):
            return describe(c, m, depth: depth + 1) + " ? " + describe(a, m, depth: depth + 1) + " : " + describe(b, m, depth: depth + 1)
        case .binary(let op, let a, let b, _): return describe(a, m, depth: depth + 1) + " \(op) " + describe(b, m, depth: depth + 1)
        case .prefix(let op, let a, _): return op + describe(a, m, depth: depth + 1)
        case .selector(let n, _): return "#selector(\(n))"
        case .other(let r): return r.isEmpty ? "<?>" : "<\(r.count > 24 ? "…" : m.text(r))>"
        }
    }
}
