/// Where an expression is evaluated: a file, an offset and the context there, and the frame
/// of the function call being followed (nil at the presentation itself).
public struct Place {
    public let file: Int
    public let offset: Int
    public let context: Context
    let frame: Frame?

    init(file: Int, offset: Int, context: Context, frame: Frame?) {
        self.file = file
        self.offset = offset
        self.context = context
        self.frame = frame
    }

    /// The same frame at another point of the same file.
    func moved(to offset: Int, _ context: Context) -> Place {
        Place(file: file, offset: offset, context: context, frame: frame)
    }

    /// How many calls deep the resolution is.
    var depth: Int { frame?.depth ?? 0 }
}

/// A call being followed into a project function: what its parameters were bound to at the
/// call site. Parameters the call leaves out (defaulted ones) are not bound.
final class Frame {
    /// The callee: its file and function index.
    let file: Int
    let function: Int
    /// Parameter name -> the argument at the call site.
    let arguments: [String: Bound]
    /// Generic parameter name -> the class the call site chose (`let vc: Settings = make()`).
    let generics: [String: String]
    let depth: Int

    init(file: Int, function: Int, arguments: [String: Bound], generics: [String: String], depth: Int) {
        self.file = file
        self.function = function
        self.arguments = arguments
        self.generics = generics
        self.depth = depth
    }

    /// Whether `place` is inside this frame's function.
    func covers(_ place: Place) -> Bool {
        place.file == file && place.context.function == function
    }
}

/// An argument as written at a call site, evaluated where it was written.
struct Bound {
    let expr: Expr
    let at: Place
}

/// A value known at resolution time: an enum case (with its payload as written), a string,
/// a boolean or a type. Used to choose the branch a call site takes in a router or factory.
enum Constant: Equatable {
    case enumCase(String)
    case string(String)
    case bool(Bool)
    case type(String)

    static func == (a: Constant, b: Constant) -> Bool {
        switch (a, b) {
        case (.enumCase(let x), .enumCase(let y)), (.string(let x), .string(let y)), (.type(let x), .type(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        default: return false
        }
    }
}

/// A known constant and, for an enum case written with a payload (`.modal(animated: true)`),
/// the call that carries it and where it was written.
struct ConstantValue {
    let value: Constant
    let payload: (call: CallSite, at: Place)?
}
