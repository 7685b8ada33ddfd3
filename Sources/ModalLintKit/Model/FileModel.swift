/// The immutable facts of one file, as the light parser understood them. Everything holds
/// byte ranges into the file; indices link facts to their enclosing function, type, block.
public struct FileModel: Sendable {
    public let file: SourceFile
    public internal(set) var types: [TypeDecl] = []
    public internal(set) var functions: [FunctionDecl] = []
    public internal(set) var properties: [PropertyDecl] = []
    public internal(set) var calls: [CallSite] = []
    public internal(set) var assignments: [Assignment] = []
    public internal(set) var bindings: [Binding] = []
    public internal(set) var conditions: [Condition] = []
    public internal(set) var closures: [Closure] = []
    public internal(set) var blocks: [Block] = []
    public internal(set) var returns: [ReturnStatement] = []
    /// Comment tokens (for suppressions and expectations).
    public internal(set) var comments: [Range<Int>] = []
    /// Places the parser skipped without understanding (bounded recovery).
    public internal(set) var skipped: [Range<Int>] = []

    init(file: SourceFile) { self.file = file }

    /// The text of a byte range.
    public func text(_ r: Range<Int>) -> String { file.text(r) }

    /// The call behind an `Expr.call`.
    public func call(_ e: Expr) -> CallSite? {
        if case .call(let i, _) = e { return calls[i] }
        return nil
    }

    /// Whether block `inner` is `outer` or nested in it.
    public func block(_ inner: Int?, isInside outer: Int?) -> Bool {
        guard let outer = outer else { return true }
        var b = inner
        while let cur = b {
            if cur == outer { return true }
            b = blocks[cur].parent
        }
        return false
    }
}

/// Where a fact sits: its innermost block, function and type (indices into the model).
public struct Context: Sendable {
    public var block: Int?
    public var function: Int?
    public var type: Int?
    public var closure: Int?
}

/// A class, struct, enum, actor, protocol or extension.
public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, actor, `protocol`, `extension` }
    public var kind: Kind
    /// The declared name, or for an extension the extended type's last name component.
    public var name: String
    /// For nested types and extensions of them: `Outer.Inner`.
    public var qualifiedName: String
    public var inherited: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var range: Range<Int>
    public var nameRange: Range<Int>
    public var bodyBlock: Int?
    public var parent: Int?
    public var functions: [Int] = []
    public var properties: [Int] = []
}

/// A `func`, `init` or `deinit` (also accessors of computed properties, named `get`/`set`).
public struct FunctionDecl: Sendable {
    public enum Kind: String, Sendable { case function, initializer, deinitializer, accessor }
    public var kind: Kind
    /// The base name: `present`, `init`.
    public var name: String
    /// The full name: `presentationControllerDidDismiss(_:)`.
    public var fullName: String
    public var parameters: [Parameter]
    public var returnType: String?
    public var attributes: [String]
    public var modifiers: [String]
    public var range: Range<Int>
    public var nameRange: Range<Int>
    public var bodyBlock: Int?
    public var context: Context

    public var isOverride: Bool { modifiers.contains("override") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// A function parameter: `_ presentationController: UIPresentationController`.
public struct Parameter: Sendable {
    public var label: String?
    public var name: String
    public var type: String
}

/// A stored or computed property (type member or global).
public struct PropertyDecl: Sendable {
    public var name: String
    public var isLet: Bool
    public var type: String?
    public var initializer: Expr?
    public var modifiers: [String]
    public var attributes: [String]
    public var range: Range<Int>
    public var nameRange: Range<Int>
    /// The getter of a computed property (or the body of a read-only one).
    public var getter: Int?
    public var context: Context

    public var isOverride: Bool { modifiers.contains("override") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// A call `callee(arguments) { trailing }`.
public struct CallSite: Sendable {
    /// What is called: `.member(.name("self"), "present")` for `self.present(…)`.
    public var callee: Expr
    /// The called name: `present`, `UINavigationController`, `init`.
    public var name: String
    public var nameRange: Range<Int>
    public var arguments: [Argument]
    public var range: Range<Int>
    public var context: Context

    /// The receiver of a method call (`navigationController` in
    /// `navigationController?.present(…)`), or nil for an unqualified call.
    public var receiver: Expr? {
        if case .member(let base, _, _) = callee { return base }
        return nil
    }

    /// Argument labels, `_` for unlabelled: `present(_:animated:completion:)`.
    public var labels: [String] { arguments.map { $0.label ?? "_" } }

    public func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }
}

/// `target = value` or a compound assignment (`op` is `=`, `+=`, …).
public struct Assignment: Sendable {
    public var target: Expr
    public var op: String
    public var value: Expr
    public var range: Range<Int>
    public var context: Context
}

/// A `let`/`var` binding, an `if let`/`guard let`, a `for` or closure parameter.
public struct Binding: Sendable {
    public enum Kind: String, Sendable { case `let`, `var`, conditional, loop, closureParameter }
    public var kind: Kind
    public var name: String
    public var type: String?
    public var initializer: Expr?
    public var range: Range<Int>
    public var context: Context
}

/// A condition that chooses between blocks: `if`, `guard`, `while`, `switch` subject,
/// a `case` label, or a ternary.
public struct Condition: Sendable {
    public enum Kind: String, Sendable { case `if`, `guard`, `while`, `switch`, `case`, ternary }
    public var kind: Kind
    public var expressions: [Expr]
    public var range: Range<Int>
    /// Blocks the condition selects between (then/else, or a switch's cases).
    public var branches: [Int]
    public var context: Context
}

/// A closure literal.
public struct Closure: Sendable {
    public var range: Range<Int>
    public var parameters: [String]
    public var bodyBlock: Int?
    public var context: Context
}

/// A `return` statement and its value.
public struct ReturnStatement: Sendable {
    public var value: Expr?
    public var range: Range<Int>
    public var context: Context
}

/// A brace-delimited region of statements.
public struct Block: Sendable {
    public enum Kind: String, Sendable {
        case file, typeBody, functionBody, closureBody, then, `else`, guardElse, caseBody, loop, `do`, `catch`, `defer`, accessor, other
    }
    public var kind: Kind
    public var range: Range<Int>
    public var parent: Int?

    /// Whether statements here run only on some paths of the enclosing block.
    public var isConditional: Bool {
        switch kind {
        case .then, .else, .guardElse, .caseBody, .loop, .catch: return true
        default: return false
        }
    }
}
