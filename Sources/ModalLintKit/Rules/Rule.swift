/// Everything a rule's documentation, registry entry and SARIF metadata come from.
public struct RuleDescription: Sendable {
    /// snake_case, never changed once released.
    public let id: String
    public let name: String
    /// One line: what it finds.
    public let summary: String
    /// Why it matters: the UIKit fact (DOMAIN F-numbers).
    public let rationale: String
    /// How to fix a finding.
    public let fix: String
    public let severity: Severity
    /// Opt-in rules run only when enabled in the configuration.
    public let isOptIn: Bool
    /// Code that must trigger; `↓` marks each line that must be reported.
    public let triggering: [String]
    /// Code that must not trigger.
    public let nonTriggering: [String]
    /// Options, documented: name -> explanation.
    public let options: [(String, String)]

    public init(id: String, name: String, summary: String, rationale: String, fix: String,
                severity: Severity = .warning, isOptIn: Bool = false,
                triggering: [String], nonTriggering: [String], options: [(String, String)] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.severity = severity
        self.isOptIn = isOptIn
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.options = options
    }
}

/// What a rule sees: one file's model, the project index and the options. Rules are pure
/// functions of these: no I/O, no global mutable state.
public struct RuleContext {
    public let fileIndex: Int
    public let index: ProjectIndex
    public let configuration: Configuration
    public let resolver: PresentationResolver
    public let presentations: PresentationGraph
    /// The exits of presented screens (made when a rule about dismissal runs).
    public let exits: ExitModel?

    public init(fileIndex: Int, index: ProjectIndex, configuration: Configuration, resolver: PresentationResolver, presentations: PresentationGraph,
                exits: ExitModel? = nil) {
        self.fileIndex = fileIndex
        self.index = index
        self.configuration = configuration
        self.resolver = resolver
        self.presentations = presentations
        self.exits = exits
    }

    public var model: FileModel { index.models[fileIndex] }

    /// Whether this file spells `modalPresentationStyle`, `isModalInPresentation` or
    /// `…presentationController` (computed once per file by the index). A rule whose findings
    /// all need an assignment to one of them can skip a file that spells none: identifiers
    /// are spelt out in the bytes.
    public var mentionsPresentationNames: Bool { index.mentionsPresentationNames(file: fileIndex) }

    public var path: String { model.file.path }

    /// A diagnostic at a byte offset of this file.
    public func diagnostic(_ rule: RuleDescription, at offset: Int, _ message: String, notes: [Note] = []) -> Diagnostic {
        Diagnostic(ruleID: rule.id, severity: configuration.severity(for: rule), message: message, path: path,
                   location: model.file.lines.location(of: offset), offset: offset, notes: notes)
    }

    /// A note at a byte offset of file `file`.
    public func note(_ message: String, file: Int, at offset: Int) -> Note {
        let m = index.models[file]
        return Note(message: message, path: m.file.path, location: m.file.lines.location(of: offset))
    }
}

/// A rule: a description and a check.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Whether the rule reads `RuleContext.exits` (made only when one does).
    static var readsExits: Bool { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var readsExits: Bool { false }
}
