/// How serious a finding is; `error` fails a run, `warning` fails it only with `--strict`.
public enum Severity: String, Sendable, Comparable {
    case warning, error
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A related place shown under a finding (`note:` lines).
public struct Note: Sendable {
    public var message: String
    public var path: String
    public var location: SourceLocation
}

/// One finding: a rule, a place, a message and notes.
public struct Diagnostic: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var location: SourceLocation
    /// The byte offset of the finding in its file (for suppressions and baselines).
    public var offset: Int
    public var notes: [Note]

    public init(ruleID: String, severity: Severity, message: String, path: String, location: SourceLocation, offset: Int, notes: [Note] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
        self.offset = offset
        self.notes = notes
    }

    /// Deterministic order: path, line, column, rule, message.
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if !a.path.utf8.elementsEqual(b.path.utf8) { return a.path.precedesBytewise(b.path) }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
