/// A light expression tree: just enough structure for rules to follow a presented
/// controller, an assigned style or an idiom check. Anything else is `.other`.
///
/// Only the cases that hold other expressions are `indirect`: leaves (names, calls,
/// literals) are stored inline, so reading `vc` or `.fullScreen` allocates nothing.
public enum Expr: Sendable {
    /// `vc`, `self`, `super`, `Self`, `UIDevice`.
    case name(String, Range<Int>)
    /// `.fullScreen`, `.init`.
    case implicitMember(String, Range<Int>)
    /// `base.name`; optional chaining and forced unwraps are transparent (`a?.b!` is `a.b`).
    indirect case member(Expr, String, Range<Int>)
    /// A call; `index` points into `FileModel.calls`.
    case call(Int, Range<Int>)
    /// `base[…]`
    indirect case subscriptAccess(Expr, Range<Int>)
    /// A closure literal; `index` points into `FileModel.closures`.
    case closure(Int, Range<Int>)
    /// A string, number, boolean, `nil`, array or dictionary literal.
    case literal(LiteralKind, Range<Int>)
    /// `e as T`, `e as? T`, `e as! T`.
    indirect case cast(Expr, String, Range<Int>)
    /// `c ? a : b`
    indirect case ternary(Expr, Expr, Expr, Range<Int>)
    /// `a op b` for any binary operator (`==`, `&&`, `??`, `>`…), `is` included.
    indirect case binary(String, Expr, Expr, Range<Int>)
    /// `op a` (`!flag`, `-x`).
    indirect case prefix(String, Expr, Range<Int>)
    /// `#selector(name(_:))` with the method's base name.
    case selector(String, Range<Int>)
    /// `( e )` and one-element tuples are transparent; tuples of more are `.other`.
    case other(Range<Int>)

    public enum LiteralKind: Sendable { case string, number, boolTrue, boolFalse, `nil`, array, dictionary }

    /// Whether this is the literal `nil`.
    public var isNilLiteral: Bool {
        if case .literal(.nil, _) = self { return true }
        return false
    }

    /// The byte range the expression covers.
    public var range: Range<Int> {
        switch self {
        case .name(_, let r), .implicitMember(_, let r), .member(_, _, let r), .call(_, let r),
             .subscriptAccess(_, let r), .closure(_, let r), .literal(_, let r), .cast(_, _, let r),
             .ternary(_, _, _, let r), .binary(_, _, _, let r), .prefix(_, _, let r),
             .selector(_, let r), .other(let r):
            return r
        }
    }

    /// The dotted path of a simple reference: `self.vc.view` is `["self", "vc", "view"]`;
    /// nil for anything that is not a chain of names.
    public var path: [String]? {
        switch self {
        case .name(let n, _): return [n]
        case .implicitMember(let n, _): return ["", n]
        case .member(let base, let n, _):
            guard var p = base.path else { return nil }
            p.append(n)
            return p
        default: return nil
        }
    }

    /// The path with a leading `self` removed: `self.vc` and `vc` both give `["vc"]`.
    public var localPath: [String]? {
        guard let p = path else { return nil }
        return p.first == "self" && p.count > 1 ? Array(p.dropFirst()) : p
    }

    /// The first name of `localPath` without building it: `self.vc.view` and `vc.view` give `vc`.
    public var localRoot: String? { Expr.localRoot(of: self, below: nil) }

    /// `localRoot` of `start.child` (`.member(start, child, _)`), without making that node.
    public static func localRoot(of start: Expr, below child: String?) -> String? {
        var e = start
        var child = child
        while true {
            switch e {
            case .name(let n, _): return n == "self" && child != nil ? child : n
            case .implicitMember: return ""
            case .member(let base, let n, _):
                child = n
                e = base
            default: return nil
            }
        }
    }

    /// The number of names in `localPath` (0 when it is nil), without building it.
    public var localPathCount: Int {
        var e = self
        var k = 0
        while true {
            switch e {
            case .name(let n, _): return n == "self" && k > 0 ? k : k + 1
            case .implicitMember: return k + 2
            case .member(let base, _, _):
                k += 1
                e = base
            default: return 0
            }
        }
    }

    /// Whether some name of a reference chain is `name` (`a.sheetPresentationController.b`
    /// holds `sheetPresentationController`); cheap, builds nothing.
    public func chainHolds(_ name: String) -> Bool {
        var e = self
        while true {
            switch e {
            case .name(let n, _), .implicitMember(let n, _): return n == name
            case .member(let base, let n, _):
                if n == name { return true }
                e = base
            default: return false
            }
        }
    }

    /// Whether it is a string literal.
    public var isStringLiteral: Bool {
        if case .literal(.string, _) = self { return true }
        return false
    }

    /// The last name of a reference or member access (`a.b.c` gives `c`).
    public var lastName: String? {
        switch self {
        case .name(let n, _), .implicitMember(let n, _), .member(_, let n, _): return n
        default: return nil
        }
    }

    /// Whether the expression reads the name `name` anywhere (as a name, a member chain's root,
    /// in a call's callee or arguments, in any operand).
    public func mentions(_ name: String, in m: FileModel, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        switch self {
        case .name(let n, _): return n == name
        case .member(let b, _, _), .cast(let b, _, _), .prefix(_, let b, _), .subscriptAccess(let b, _):
            return b.mentions(name, in: m, depth: depth + 1)
        case .ternary(let c, let a, let b, _):
            return c.mentions(name, in: m, depth: depth + 1) || a.mentions(name, in: m, depth: depth + 1) || b.mentions(name, in: m, depth: depth + 1)
        case .binary(_, let a, let b, _):
            return a.mentions(name, in: m, depth: depth + 1) || b.mentions(name, in: m, depth: depth + 1)
        case .call(let ci, _):
            let c = m.calls[ci]
            return c.callee.mentions(name, in: m, depth: depth + 1) || c.arguments.contains { $0.value.mentions(name, in: m, depth: depth + 1) }
        default: return false
        }
    }

    /// Removes casts: `x as! Foo` gives `x`.
    public var uncast: Expr {
        if case .cast(let e, _, _) = self { return e.uncast }
        return self
    }
}

/// One argument of a call: `animated: true`, a trailing closure (label `nil` or its name).
/// `range` covers the label and the value (`value.range` the value alone).
///
/// (Its range stays two full Ints: stored in 32 bits, as calls' are, an argument took 16 bytes
/// less but was copied through an outlined value witness, +2.9% instructions over a whole lint.)
public struct Argument: Sendable {
    public var label: String?
    public var value: Expr
    public var range: Range<Int>
    public var isTrailingClosure: Bool
}

