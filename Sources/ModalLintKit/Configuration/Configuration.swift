/// What a run is configured to do: which rules, at which severity, with which options.
public struct Configuration: Sendable {
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    /// When non-empty, only these rules run.
    public var onlyRules: Set<String> = []
    public var severities: [String: Severity] = [:]
    /// System controllers exempt from `implicit_presentation_style`.
    public var exemptControllers: Set<String> = UIKitFacts.defaultExemptControllers
    /// Functions outside the project that present their first argument.
    public var presentationWrappers: Set<String> = []
    /// Extra names of project helpers that check the idiom.
    public var idiomHelpers: [String] = []
    /// Report sheet-aware presentations too (teams that want every style written out).
    public var reportSheetAware = false
    /// The styles `adaptivePresentationStyle(for:traitCollection:)` may return.
    public var supportedAdaptiveStyles: Set<String> = UIKitFacts.supportedAdaptiveStyles
    public var strict = false
    /// Report findings in test code too. Test code presents controllers to exercise them,
    /// not to ship a presentation, so it is indexed but not reported by default. Test code is
    /// what `TestCode` recognises, plus `testPaths`.
    public var lintTestFiles = false
    /// More test code: globs of paths relative to the project root (`test_paths`).
    public var testPaths: [String] = []
    /// Also report presentations whose controller comes from code the analysis cannot see
    /// (`--report-unknown`), each with a note saying what could not be seen.
    public var reportUnknown = false
    /// `swipe_skips_dismiss_work` and `swipe_discards_edits`: a screen that dismisses itself
    /// but whose presentation is not in the project is assumed to be a sheet.
    public var assumeSheetWhenUnseen = true

    public init() {}

    public func severity(for rule: RuleDescription) -> Severity {
        severities[rule.id] ?? rule.severity
    }

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if !onlyRules.isEmpty { return onlyRules.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || optInRules.contains(rule.id)
    }
}
