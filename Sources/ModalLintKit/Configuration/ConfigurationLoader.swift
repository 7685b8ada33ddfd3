/// Reads `.modallint.yml` (or `--config FILE`) into a `Configuration`. The file is a strict
/// YAML subset (see `YAML`); every problem is an error with its line and column, and unknown
/// keys or rule ids come with a did-you-mean.
public enum ConfigurationLoader {
    /// A configuration error at a place in the file.
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let column: Int
        public let message: String
        public var description: String { "\(path):\(line):\(column): error: \(message)" }
    }

    /// What the file sets besides rule configuration.
    public struct Loaded {
        public var configuration: Configuration
        public var included: [String] = []
        public var excluded: [String] = []
        /// Folders (globs relative to the configuration file) each analysed as a project of
        /// its own, as `--project-per-path` would: a PATH that holds them is split into them.
        public var projects: [String] = []
        /// `fix: { style: …, styles: { "Path/Prefix/": … } }`: the style `modallint fix`
        /// writes, and the styles of some folders.
        public var fixStyle: PresentationFix.Style? = nil
        public var fixStyles: [(prefix: String, style: PresentationFix.Style)] = []
        public var reporter: String? = nil
        public var baseline: String? = nil
    }

    static let topLevelKeys = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "reporter", "strict",
        "baseline", "lint_test_files", "test_paths", "projects", "fix",
    ]
    static let ruleOptionKeys: [String: [String]] = [
        "implicit_presentation_style": ["severity", "exempt_controllers", "extra_exempt_controllers", "presentation_wrappers", "report_sheet_aware", "report_unknown"],
        "idiom_presentation_style": ["severity", "idiom_helpers"],
        "unsupported_adaptive_style": ["severity", "supported_adaptive_styles"],
        "swipe_skips_dismiss_work": ["severity", "assume_sheet_when_unseen"],
        "swipe_discards_edits": ["severity", "assume_sheet_when_unseen"],
    ]

    public static func load(path: String, text: String, into base: Configuration = Configuration()) -> Result<Loaded, Failure> {
        let parsed: YAMLValue?
        switch YAML.parse(text) {
        case .failure(let e): return .failure(Failure(path: path, line: e.line, column: e.column, message: e.message))
        case .success(let v): parsed = v
        }
        var loaded = Loaded(configuration: base)
        guard let root = parsed else { return .success(loaded) }
        guard let entries = root.entries else {
            return .failure(Failure(path: path, line: root.position.line, column: root.position.column, message: "the configuration must be a map of keys, found \(root.kindDescription)"))
        }
        let ruleIDs = RuleRegistry.descriptions.map { $0.id }
        func fail(_ p: YAMLPosition, _ message: String) -> Result<Loaded, Failure> {
            .failure(Failure(path: path, line: p.line, column: p.column, message: message))
        }
        func strings(_ v: YAMLValue, _ key: String) -> Result<[String], Failure> {
            if let s = v.string, !v.isQuoted, s.isEmpty { return .success([]) }
            guard let list = v.list else {
                return .failure(Failure(path: path, line: v.position.line, column: v.position.column, message: "'\(key)' must be a list of strings, found \(v.kindDescription)"))
            }
            var out: [String] = []
            for item in list {
                guard let s = item.string else {
                    return .failure(Failure(path: path, line: item.position.line, column: item.position.column, message: "'\(key)' must hold strings, found \(item.kindDescription)"))
                }
                out.append(s)
            }
            return .success(out)
        }
        func bool(_ v: YAMLValue, _ key: String) -> Result<Bool, Failure> {
            guard let s = v.string, !v.isQuoted, s == "true" || s == "false" else {
                return .failure(Failure(path: path, line: v.position.line, column: v.position.column, message: "'\(key)' must be true or false"))
            }
            return .success(s == "true")
        }
        func ruleList(_ v: YAMLValue, _ key: String) -> Result<Set<String>, Failure> {
            switch strings(v, key) {
            case .failure(let f): return .failure(f)
            case .success(let ids):
                for (i, id) in ids.enumerated() where !ruleIDs.contains(id) {
                    let p = v.list?[i].position ?? v.position
                    return .failure(Failure(path: path, line: p.line, column: p.column, message: "unknown rule '\(id)'" + hint(id, ruleIDs)))
                }
                return .success(Set(ids))
            }
        }
        var config = base
        for (key, keyPosition, value) in entries {
            switch key {
            case "included", "excluded", "projects", "test_paths":
                switch strings(value, key) {
                case .failure(let f): return .failure(f)
                case .success(let globs):
                    switch key {
                    case "included": loaded.included = globs
                    case "excluded": loaded.excluded = globs
                    case "test_paths": config.testPaths = globs
                    default: loaded.projects = globs
                    }
                }
            case "disabled_rules", "opt_in_rules", "only_rules":
                switch ruleList(value, key) {
                case .failure(let f): return .failure(f)
                case .success(let ids):
                    if key == "disabled_rules" { config.disabledRules.formUnion(ids) }
                    else if key == "opt_in_rules" { config.optInRules.formUnion(ids) }
                    else { config.onlyRules.formUnion(ids) }
                }
            case "reporter", "baseline":
                guard let s = value.string, !s.isEmpty else { return fail(value.position, "'\(key)' must be a string") }
                if key == "reporter" { loaded.reporter = s } else { loaded.baseline = s }
            case "fix":
                guard let options = value.entries else { return fail(value.position, "'fix' must be a map (style, styles)") }
                func style(_ v: YAMLValue) -> Result<PresentationFix.Style, Failure> {
                    let names = PresentationFix.Style.allCases.map(\.rawValue)
                    guard let s = v.string, let style = PresentationFix.Style(rawValue: s) else {
                        return .failure(Failure(path: path, line: v.position.line, column: v.position.column,
                                                message: "unknown style '\(v.string ?? v.kindDescription)' (\(names.joined(separator: ", ")))" + hint(v.string ?? "", names)))
                    }
                    return .success(style)
                }
                for (option, optionPosition, optionValue) in options {
                    switch option {
                    case "style":
                        switch style(optionValue) {
                        case .failure(let f): return .failure(f)
                        case .success(let s): loaded.fixStyle = s
                        }
                    case "styles":
                        guard let prefixes = optionValue.entries else { return fail(optionValue.position, "'styles' must map path prefixes to styles") }
                        for (prefix, _, v) in prefixes {
                            switch style(v) {
                            case .failure(let f): return .failure(f)
                            case .success(let s): loaded.fixStyles.append((prefix, s))
                            }
                        }
                    default:
                        return fail(optionPosition, "unknown option '\(option)' for fix" + hint(option, ["style", "styles"]))
                    }
                }
            case "strict", "lint_test_files":
                switch bool(value, key) {
                case .failure(let f): return .failure(f)
                case .success(let b):
                    if key == "strict" { config.strict = b } else { config.lintTestFiles = b }
                }
            default:
                guard ruleIDs.contains(key) else {
                    return fail(keyPosition, "unknown key '\(key)'" + hint(key, topLevelKeys + ruleIDs))
                }
                guard let options = value.entries else { return fail(value.position, "'\(key)' must be a map of options (severity, …)") }
                let allowed = ruleOptionKeys[key] ?? ["severity"]
                for (option, optionPosition, optionValue) in options {
                    guard allowed.contains(option) else {
                        return fail(optionPosition, "unknown option '\(option)' for \(key)" + hint(option, allowed))
                    }
                    switch option {
                    case "severity":
                        guard let s = optionValue.string, let sev = Severity(rawValue: s) else {
                            return fail(optionValue.position, "severity must be warning or error")
                        }
                        config.severities[key] = sev
                    case "report_sheet_aware", "report_unknown", "assume_sheet_when_unseen":
                        switch bool(optionValue, option) {
                        case .failure(let f): return .failure(f)
                        case .success(let b):
                            switch option {
                            case "report_unknown": config.reportUnknown = b
                            case "assume_sheet_when_unseen": config.assumeSheetWhenUnseen = b
                            default: config.reportSheetAware = b
                            }
                        }
                    default:
                        let list: [String]
                        switch strings(optionValue, option) {
                        case .failure(let f): return .failure(f)
                        case .success(let l): list = l
                        }
                        switch option {
                        case "exempt_controllers": config.exemptControllers = Set(list)
                        case "extra_exempt_controllers": config.exemptControllers.formUnion(list)
                        case "presentation_wrappers": config.presentationWrappers = Set(list)
                        case "idiom_helpers": config.idiomHelpers = list
                        case "supported_adaptive_styles":
                            for (i, style) in list.enumerated() where !UIKitFacts.presentationStyles.contains(style) {
                                let p = optionValue.list?[i].position ?? optionValue.position
                                return fail(p, "unknown presentation style '\(style)'" + hint(style, Array(UIKitFacts.presentationStyles).sorted()))
                            }
                            config.supportedAdaptiveStyles = Set(list)
                        default: break
                        }
                    }
                }
            }
        }
        loaded.configuration = config
        return .success(loaded)
    }

    /// "; did you mean 'x'?" for the closest candidate, if close enough.
    static func hint(_ word: String, _ candidates: [String]) -> String {
        guard let best = candidates.min(by: { EditDistance.distance($0, word) < EditDistance.distance($1, word) }),
              EditDistance.distance(best, word) <= max(2, word.count / 3) else { return "" }
        return "; did you mean '\(best)'?"
    }

    /// The commented starter file `modallint init` writes.
    public static var starterFile: String {
        var out = """
        # ModalLint configuration (https://github.com/…/ModalLint). A strict YAML subset:
        # block or flow maps and lists, quoted or plain strings, comments. JSON works too.

        # Folders and files to lint, and to leave out (globs relative to this file; ** spans folders).
        included: []
        excluded: [".build/**", "Pods/**", "Carthage/**"]

        # Rules: switch some off, switch opt-in ones on, or run only a few.
        disabled_rules: []
        opt_in_rules: []        # e.g. [presenter_lifecycle_after_sheet]
        # only_rules: [implicit_presentation_style]

        # Findings at a failing severity make the exit code 1; strict makes warnings fail too.
        strict: false
        # Report findings in test code (indexed either way): files that import XCTest, Testing,
        # Quick or Nimble, files named *Tests.swift or *Spec.swift, and folders named Tests,
        # *Tests or Specs; test_paths adds globs of your own.
        lint_test_files: false
        test_paths: []
        # reporter: xcode       # xcode, json, sarif, github-actions, checkstyle, junit, codeclimate, markdown
        # baseline: .modallint-baseline.json
        # Folders that are projects of their own (classes of the same name are not merged).
        # projects: ["apps/*"]
        # The style `modallint fix` writes, by default and per folder.
        # fix: { style: fullScreen, styles: { "Sources/Onboarding/": pageSheet } }

        # Per-rule severity and options.
        implicit_presentation_style:
          severity: warning
          # Controllers whose automatic (sheet) style is intended, added to the built-in list
          # of system controllers (alerts, activity, mail, Safari, pickers, ...).
          extra_exempt_controllers: []
          # Functions from code ModalLint cannot see that present their first argument.
          presentation_wrappers: []
          # Also report sheets the code configures on purpose (detents, delegate, isModalInPresentation).
          report_sheet_aware: false
          # Also report presentations of controllers from code ModalLint cannot see (Objective-C,
          # binary frameworks), each with a note saying what it could not see.
          report_unknown: false
        idiom_presentation_style:
          # Helpers that wrap an idiom check (isPad and similar are found automatically).
          idiom_helpers: []
        swipe_skips_dismiss_work:
          # A screen that dismisses itself but whose presentation is not in the project is
          # assumed to be a sheet (false: stay silent there).
          assume_sheet_when_unseen: true
        unsupported_adaptive_style:
          supported_adaptive_styles: [\(UIKitFacts.supportedAdaptiveStyles.sorted().joined(separator: ", "))]

        """
        out += "\n# Rules and their defaults:\n"
        for d in RuleRegistry.descriptions {
            out += "#   \(d.id): \(d.isOptIn ? "opt-in" : "on"), \(d.severity.rawValue)\n"
        }
        return out
    }
}

/// Glob patterns (`*`, `?`, `**` for any number of folders) matched against relative paths.
public enum Glob {
    /// Whether `path` matches `pattern` or is inside a folder it names.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        matchesWhole(pattern, path) || (!pattern.hasSuffix("/**") && matchesPrefix(pattern, path))
    }

    /// Whether `path` itself matches `pattern` (`*` and `?` within one path component, `**`
    /// across them).
    public static func matchesWhole(_ pattern: String, _ path: String) -> Bool {
        let p = Array(pattern.utf8), s = Array(path.utf8)
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (s.count + 1) + j
            if let m = memo[key] { return m }
            var r: Bool
            if i == p.count {
                r = j == s.count
            } else if p[i] == UInt8(ascii: "*") && i + 1 < p.count && p[i + 1] == UInt8(ascii: "*") {
                // `**` matches any run of characters, slashes included; `**/` may match nothing.
                var k = i + 2
                if k < p.count && p[k] == UInt8(ascii: "/") { k += 1 }
                r = go(k, j) || (j < s.count && go(i, j + 1))
            } else if p[i] == UInt8(ascii: "*") {
                r = go(i + 1, j) || (j < s.count && s[j] != UInt8(ascii: "/") && go(i, j + 1))
            } else if j < s.count && (p[i] == UInt8(ascii: "?") ? s[j] != UInt8(ascii: "/") : p[i] == s[j]) {
                r = go(i + 1, j + 1)
            } else {
                r = false
            }
            memo[key] = r
            return r
        }
        return go(0, 0)
    }

    static func matchesPrefix(_ pattern: String, _ path: String) -> Bool {
        var prefix = ""
        for part in path.split(separator: "/").dropLast() {
            prefix += (prefix.isEmpty ? "" : "/") + part
            if matches(pattern + "/**", path) || prefix == pattern { return true }
        }
        return false
    }
}
