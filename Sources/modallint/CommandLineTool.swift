import ModalLintKit
import ModalLintPlatform

/// Argument parsing, file discovery and the exit code; all analysis lives in ModalLintKit.
/// Analysis results kept until the process exits (freeing them would only cost time).
nonisolated(unsafe) var retainedForExit: AnyObject? = nil

enum CommandLineTool {
    static let usage = """
    USAGE: modallint [lint] [options] [PATH...]
           modallint fix [PATH...] --style STYLE [--dry-run] [options]
           modallint presentations [PATH...] [--reporter text|json] [options]
           modallint exits [PATH...] [options]
           modallint rules
           modallint explain RULE_ID
           modallint dump-tokens FILE...
           modallint dump-model FILE...
           modallint init [FILE] [--force]
           modallint generate-docs DIR
           modallint stats FOLDER
           modallint --version

    SUBCOMMANDS:
      lint            Analyse Swift files (default). PATH defaults to the current folder.
      fix             Write an explicit style at implicit_presentation_style findings
                      ('modallint fix --help').
      presentations   The migration map: every presentation, the style it resolves to, how
                      it was resolved and what handles the swipe (text table or JSON).
      exits           Every presented screen's exits (actions, closures, unwind segues), the
                      work each does, and whether a swipe skips it.
      rules           List the rules with their default and severity.
      explain         Print a rule's documentation.
      dump-tokens     Print the lexer's tokens as JSON lines.
      dump-model      Print what the parser understood of each file, as JSON.
      generate-docs   Write Rules/<rule_id>.md for every rule into DIR.
      stats           Counts of what the parser and index understood of FOLDER.
      init            Write a commented starter .modallint.yml.

    LINT OPTIONS:
      --config FILE          Configuration (default: .modallint.yml at the project root)
      --reporter NAME        \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")) (default: xcode)
      --baseline FILE        Hide the findings recorded in FILE; report stale entries
      --write-baseline FILE  Record today's findings in FILE (atomically) and exit 0
      --output FILE          Write the report to FILE (atomically) instead of standard output
      --only-rule ID         Run only this rule (repeatable)
      --enable-rule ID       Enable an opt-in rule (repeatable)
      --disable-rule ID      Disable a rule (repeatable)
      --report-sheet-aware   implicit_presentation_style also reports sheets configured in code
      --project-root DIR     Index this folder (default: nearest folder up with Package.swift,
                             an .xcodeproj/.xcworkspace or .git)
      --project-per-path     Each PATH is its own project: indexed alone and freed before
                             the next (an audit of several apps in one run), one report
      --jobs N               Threads (default: all cores); output is identical for any N
      --stdin-path PATH      Read one file's source from standard input and report it as PATH
                             (for editors); the project around PATH is still indexed
      --lint-test-files      Also report findings in test code (files that import XCTest,
                             Testing, Quick or Nimble; *Tests.swift, *Spec.swift; folders
                             named Tests, *Tests or Specs; the configuration's test_paths)
      --report-unknown       implicit_presentation_style also reports presentations of
                             controllers from code it cannot see, saying what it could not see
      --touch FILE           After linting, write FILE (a stamp for build systems)
      --strict               Warnings fail the run (exit 1)
      --quiet                Print nothing but findings
      --progress / --no-progress
                             Files done / total and elapsed time on standard error
                             (default: on when standard error is a terminal)

    EXIT CODES: 0 nothing at a failing severity, 1 findings at a failing severity,
                2 usage or I/O error.

    """

    static func run(_ args: [String]) -> Int32 {
        guard let first = args.first else { return lint([]) }
        switch first {
        case "--version", "version":
            Output.write(ModalLintVersion.string + "\n")
            return 0
        case "-h", "--help", "help":
            Output.write(usage)
            return 0
        case "dump-tokens":
            return dumpTokens(Array(args.dropFirst()))
        case "dump-model":
            return dumpModel(Array(args.dropFirst()))
        case "fix":
            if args.count == 2 && (args[1] == "--help" || args[1] == "-h") {
                Output.write(FixCommand.usage)
                return 0
            }
            return lint(Array(args.dropFirst()), fixing: true)
        case "rules":
            for d in RuleRegistry.descriptions {
                Output.write("\(d.id)  \(d.isOptIn ? "opt-in" : "enabled")  \(d.severity.rawValue)  \(d.summary)\n")
            }
            return 0
        case "explain":
            guard args.count == 2 else { return usageError("explain needs one RULE_ID") }
            guard let rule = RuleRegistry.rule(args[1]) else {
                return usageError("unknown rule '\(args[1])'" + (RuleRegistry.suggestion(for: args[1]).map { "; did you mean '\($0)'?" } ?? ""))
            }
            Output.write(RuleDocs.markdown(rule.description, links: false))
            return 0
        case "generate-docs":
            guard args.count == 2 else { return usageError("generate-docs needs one DIR") }
            for d in RuleRegistry.descriptions {
                if let e = FileSystem.writeAtomically(args[1] + "/" + d.id + ".md", Array(RuleDocs.markdown(d).utf8)) {
                    Output.error("error: \(e)\n")
                    return 2
                }
            }
            return 0
        case "stats":
            guard args.count == 2 else { return usageError("stats needs one FOLDER") }
            let root = FileDiscovery.absolute(args[1])
            let files = FileDiscovery.swiftFiles(under: root).compactMap { p -> SourceFile? in
                if case .success(let b) = FileSystem.read(p) { return SourceFile(path: p, bytes: b) } else { return nil }
            }
            let boards = FileDiscovery.interfaceFiles(under: root).compactMap { p -> SourceFile? in
                if case .success(let b) = FileSystem.read(p) { return SourceFile(path: p, bytes: b) } else { return nil }
            }
            let models = Analyzer.parallelMap(files.count, jobs: 0) { Parser.parse(files[$0]) }
            let index = ProjectIndex(models: models, storyboards: boards.map(StoryboardModel.init))
            let graph = PresentationGraph(index: index, resolver: PresentationResolver(index: index, exempt: UIKitFacts.defaultExemptControllers, jobs: 0))
            Output.write(ProjectStats(index: index, graph: graph).text)
            return 0
        case "init":
            let path = args.count >= 2 && !args[1].hasPrefix("-") ? args[1] : ".modallint.yml"
            if FileSystem.kind(of: path) != .missing && !args.contains("--force") {
                return usageError("\(path) exists; pass --force to overwrite it")
            }
            if let e = FileSystem.writeAtomically(path, Array(ConfigurationLoader.starterFile.utf8)) {
                Output.error("error: \(e)\n")
                return 2
            }
            Output.write("Wrote \(path)\n")
            return 0
        case "presentations":
            return lint(Array(args.dropFirst()), mapping: true)
        case "exits":
            return lint(Array(args.dropFirst()), listingExits: true)
        case "lint":
            return lint(Array(args.dropFirst()))
        default:
            return lint(args)
        }
    }

    static func usageError(_ message: String) -> Int32 {
        Output.error("error: \(message)\nRun 'modallint --help' for usage.\n")
        return 2
    }

    static func dumpTokens(_ paths: [String]) -> Int32 {
        if paths.isEmpty { return usageError("dump-tokens needs at least one FILE") }
        var status: Int32 = 0
        var out = ""
        for path in paths {
            switch FileSystem.read(path) {
            case .success(let bytes):
                let file = SourceFile(path: path, bytes: bytes)
                TokenDump.dump(file: file, tokens: Lexer.tokenize(file), into: &out) { pending in
                    Output.write(pending)
                    pending = ""
                }
            case .failure(let error):
                Output.error("error: \(error)\n")
                status = 2
            }
            if out.utf8.count > 1 << 20 {
                Output.write(out)
                out = ""
            }
        }
        Output.write(out)
        return status
    }

    static func dumpModel(_ paths: [String]) -> Int32 {
        if paths.isEmpty { return usageError("dump-model needs at least one FILE") }
        var status: Int32 = 0
        for path in paths {
            switch FileSystem.read(path) {
            case .success(let bytes):
                Output.write(ModelDump.dump(Parser.parse(SourceFile(path: path, bytes: bytes))))
            case .failure(let error):
                Output.error("error: \(error)\n")
                status = 2
            }
        }
        return status
    }

    /// Seconds with two decimals, for the closing summary.
    static func seconds(_ t: Double) -> String {
        let hundredths = Int((t * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func lint(_ args: [String], fixing: Bool = false, mapping: Bool = false, listingExits: Bool = false) -> Int32 {
        let started = Clock.seconds()
        var configuration = Configuration()
        var reporterName = "xcode"
        var outputPath: String? = nil
        var projectRoot: String? = nil
        var jobs = 0
        var quiet = false
        var stdinPath: String? = nil
        var touchPath: String? = nil
        var showProgress = Platform.isTerminal(2)
        var configPath: String? = nil
        var baselinePath: String? = nil
        var writeBaselinePath: String? = nil
        var reporterGiven = false
        var projectPerPath = false
        var cliConfig = configuration
        var paths: [String] = []
        var fixStyle: PresentationFix.Style? = nil
        var dryRun = false
        var i = 0
        func value() -> String? {
            i += 1
            return i < args.count ? args[i] : nil
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "--reporter": guard let v = value() else { return usageError("--reporter needs a NAME") }; reporterName = v; reporterGiven = true
            case "--config": guard let v = value() else { return usageError("--config needs a FILE") }; configPath = v
            case "--baseline": guard let v = value() else { return usageError("--baseline needs a FILE") }; baselinePath = v
            case "--write-baseline": guard let v = value() else { return usageError("--write-baseline needs a FILE") }; writeBaselinePath = v
            case "--output": guard let v = value() else { return usageError("--output needs a FILE") }; outputPath = v
            case "--project-root": guard let v = value() else { return usageError("--project-root needs a DIR") }; projectRoot = v
            case "--jobs":
                guard let v = value(), let n = Int(v), n >= 1 else { return usageError("--jobs needs a positive number") }
                jobs = n
            case "--only-rule", "--enable-rule", "--disable-rule":
                guard let v = value() else { return usageError("\(a) needs a RULE_ID") }
                guard RuleRegistry.rule(v) != nil else {
                    return usageError("unknown rule '\(v)'" + (RuleRegistry.suggestion(for: v).map { "; did you mean '\($0)'?" } ?? ""))
                }
                if a == "--only-rule" { configuration.onlyRules.insert(v) }
                else if a == "--enable-rule" { configuration.optInRules.insert(v) }
                else { configuration.disabledRules.insert(v) }
            case "--report-sheet-aware": configuration.reportSheetAware = true
            case "--lint-test-files": configuration.lintTestFiles = true
            case "--report-unknown": configuration.reportUnknown = true
            case "--touch": guard let v = value() else { return usageError("--touch needs a FILE") }; touchPath = v
            case "--stdin-path": guard let v = value() else { return usageError("--stdin-path needs a PATH") }; stdinPath = v
            case "--style" where fixing:
                guard let v = value(), let s = PresentationFix.Style(rawValue: v) else {
                    return usageError("--style needs one of \(PresentationFix.Style.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                fixStyle = s
            case "--dry-run" where fixing: dryRun = true
            case "--strict": configuration.strict = true
            case "--project-per-path": projectPerPath = true
            case "--quiet": quiet = true
            case "--progress": showProgress = true
            case "--no-progress": showProgress = false
            default:
                if a.hasPrefix("-") && a != "-" { return usageError("unknown option '\(a)'") }
                paths.append(a)
            }
            i += 1
        }
        cliConfig = configuration
        _ = cliConfig
        // The configuration file: --config, or .modallint.yml at the project root.
        var included: [String] = []
        var excluded: [String] = []
        var projectGlobs: [String] = []
        var fixStyles: [(prefix: String, style: PresentationFix.Style)] = []
        var configRoot: String? = nil
        let firstPath = paths.first.map(FileDiscovery.absolute) ?? stdinPath.map(FileDiscovery.absolute) ?? FileDiscovery.absolute(".")
        // With several projects (--project-per-path), the run's root is the folder that holds
        // them all, whatever their order: it has the configuration file, and report and
        // baseline paths are relative to it.
        let severalProjects = projectPerPath && paths.count > 1
        let defaultRoot = projectRoot.map(FileDiscovery.absolute)
            ?? (severalProjects ? FileDiscovery.commonAncestor(paths.map(FileDiscovery.absolute)) : nil)
            ?? FileDiscovery.projectRoot(for: firstPath) ?? (FileSystem.kind(of: firstPath) == .directory ? firstPath : FileDiscovery.parent(firstPath))
        let configFile = configPath ?? {
            let candidate = defaultRoot + "/.modallint.yml"
            return FileSystem.kind(of: candidate) == .file ? candidate : nil
        }()
        if let cf = configFile {
            guard case .success(let bytes) = FileSystem.read(cf) else { return usageError("cannot read configuration \(cf)") }
            switch ConfigurationLoader.load(path: cf, text: String(decoding: bytes, as: UTF8.self), into: configuration) {
            case .failure(let f):
                Output.error("\(f)\n")
                return 2
            case .success(let loaded):
                // Options given on the command line win over the file.
                var merged = loaded.configuration
                merged.onlyRules.formUnion(configuration.onlyRules)
                merged.optInRules.formUnion(configuration.optInRules)
                merged.disabledRules.formUnion(configuration.disabledRules)
                merged.strict = merged.strict || configuration.strict
                merged.reportSheetAware = merged.reportSheetAware || configuration.reportSheetAware
                merged.lintTestFiles = merged.lintTestFiles || configuration.lintTestFiles
                merged.reportUnknown = merged.reportUnknown || configuration.reportUnknown
                configuration = merged
                if !reporterGiven, let r = loaded.reporter { reporterName = r }
                if baselinePath == nil, let b = loaded.baseline { baselinePath = FileDiscovery.parent(FileDiscovery.absolute(cf)) + "/" + b }
                included = loaded.included
                excluded = loaded.excluded
                projectGlobs = loaded.projects
                if fixStyle == nil { fixStyle = loaded.fixStyle }
                fixStyles = loaded.fixStyles
                configRoot = FileDiscovery.parent(FileDiscovery.absolute(cf))
            }
        }
        if mapping {
            // The map has two forms of its own; a configuration's reporter does not apply.
            if !reporterGiven { reporterName = "text" }
            guard reporterName == "text" || reporterName == "json" else {
                return usageError("presentations prints a text table or JSON: --reporter text or json, not '\(reporterName)'")
            }
        }
        guard let reporter = mapping ? XcodeReporter.self : ReporterRegistry.reporter(reporterName) else {
            return usageError("unknown reporter '\(reporterName)' (available: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")))")
        }
        var stdinSource: (path: String, bytes: [UInt8])? = nil
        if let sp = stdinPath {
            guard paths.isEmpty else { return usageError("--stdin-path takes no other PATH") }
            let abs = FileDiscovery.absolute(sp)
            let bytes = FileSystem.readStandardInput()
            if bytes.count > FileSystem.maximumFileSize { return usageError("standard input is too large to analyse (the limit is \(FileSystem.maximumFileSize) bytes)") }
            stdinSource = (abs, bytes)
            if let root = projectRoot.map(FileDiscovery.absolute) ?? FileDiscovery.projectRoot(for: FileDiscovery.parent(abs)) {
                projectRoot = root
            }
        }
        if paths.isEmpty && stdinSource == nil { paths = ["."] }

        // What to report on, and what to index: all PATHs as one project, or with
        // --project-per-path each PATH as its own project (indexed alone, freed before the next,
        // reported together).
        if projectPerPath {
            // Compared as bytes (paths are names on disk, not text to normalise).
            let absolutes = paths.map { Array(FileDiscovery.absolute($0).utf8) }
            for (x, a) in absolutes.enumerated() {
                let folder = a.last == UInt8(ascii: "/") ? a : a + [UInt8(ascii: "/")]
                for (y, b) in absolutes.enumerated() where x != y && (a == b || b.starts(with: folder)) {
                    return usageError("--project-per-path: \(paths[y]) is inside \(paths[x]); give projects that do not overlap")
                }
            }
        }
        for p in paths {
            switch FileSystem.kind(of: FileDiscovery.absolute(p)) {
            case .directory, .file: continue
            default:
                Output.error("error: \(p): no such file or directory\n")
                return 2
            }
        }
        var projects: [[String]] = severalProjects ? paths.map { [$0] } : [paths]
        if !projectPerPath && stdinSource == nil && !projectGlobs.isEmpty, let base = configRoot {
            projects = ProjectRun.split(paths, projects: projectGlobs, relativeTo: base) ?? projects
        }
        let needPrints = writeBaselinePath != nil || baselinePath != nil
        let baseRoot = projectRoot.map(FileDiscovery.absolute) ?? configRoot ?? defaultRoot
        var project = ProjectRun(configuration: configuration, jobs: jobs, projectRoot: projectRoot, configRoot: configRoot,
                                 included: included, excluded: excluded, stdinSource: stdinSource,
                                 showProgress: showProgress && !quiet, fingerprintRoot: needPrints ? baseRoot : nil)
        var fix: FixCommand? = nil
        if fixing {
            guard let style = fixStyle else {
                return usageError("fix needs --style STYLE (\(PresentationFix.Style.allCases.map(\.rawValue).joined(separator: ", "))), or fix: { style: … } in the configuration")
            }
            fix = FixCommand(style: style, styles: fixStyles, root: projectRoot.map(FileDiscovery.absolute) ?? configRoot ?? defaultRoot, dryRun: dryRun, quiet: quiet)
            project.fixer = fix!.plan
        }
        project.mapsPresentations = mapping || reporterName == "html"
        project.listsExits = listingExits
        var collected: [Diagnostic] = []
        var collectedPrints: [Baseline.Entry] = []
        var collectedErrors: [Diagnostic] = []
        var reportedFiles = 0
        // The project with the most Swift files runs last: the last project's models are
        // never freed (the process ends instead), so the largest teardown is the one skipped.
        // Outcomes are gathered in PATH order and findings sorted together below, so the
        // order of running changes no output.
        // Each project's folders are walked on a core of their own (a walk is mostly system
        // calls, one at a time).
        var found = Analyzer.parallelMap(projects.count, jobs: jobs) { project.discover(projects[$0]) }
        // An empty run is not a clean one: a PATH with nothing to analyse is a typo or the wrong
        // checkout, so it is said and fails (files left out by the configuration do not count
        // as empty: they were found).
        if stdinSource == nil && found.allSatisfy({ $0.swift.isEmpty && $0.boards.isEmpty && $0.unlistable.isEmpty }) {
            Output.error("error: no Swift, storyboard or XIB file to lint in \(paths.joined(separator: ", "))\n")
            return 2
        }
        var order = Array(found.indices)
        if let largest = found.indices.max(by: { found[$0].swift.count < found[$1].swift.count }) {
            order.remove(at: largest)
            order.append(largest)
        }
        var outcomes = [ProjectRun.Outcome](repeating: ProjectRun.Outcome(), count: found.count)
        for (k, index) in order.enumerated() {
            outcomes[index] = project.run(found[index], keepUntilExit: k == order.count - 1)
            found[index] = ProjectRun.Files()
        }
        for outcome in outcomes {
            collected += outcome.diagnostics
            collectedPrints += outcome.prints
            collectedErrors += outcome.fileErrors
            reportedFiles += outcome.reportedFiles
        }
        if reportedFiles == 0 && !collectedErrors.isEmpty {
            for d in collectedErrors { Output.error("error: \(d.path): \(d.message)\n") }
            return 2
        }
        if let fix = fix {
            var plan = PresentationFix.Plan()
            for outcome in outcomes { plan.merge(outcome.fixPlan) }
            return fix.finish(plan, fileErrors: collectedErrors)
        }
        var map = PresentationMap()
        for outcome in outcomes { map.merge(outcome.map) }
        let reportRoot = projectRoot.map(FileDiscovery.absolute) ?? configRoot ?? defaultRoot
        if listingExits {
            Output.write(outcomes.map(\.exitsText).joined(separator: "\n"))
            return collectedErrors.isEmpty ? 0 : 1
        }
        if mapping {
            let text = reporterName == "json" ? map.json(root: reportRoot) : map.text(root: reportRoot)
            if let out = outputPath {
                if let e = FileSystem.writeAtomically(out, Array(text.utf8)) {
                    Output.error("error: \(e)\n")
                    return 2
                }
            } else {
                Output.write(text)
            }
            for d in collectedErrors { Output.error("error: \(d.path): \(d.message)\n") }
            return collectedErrors.isEmpty ? 0 : 1
        }
        // Findings of all projects in one order; fingerprints travel with their finding.
        var fileErrorPrints: [Baseline.Entry] = []
        if needPrints { fileErrorPrints = Baseline.fingerprints(collectedErrors, models: [], storyboards: [], root: baseRoot) }
        var diagnostics: [Diagnostic]
        var prints: [Baseline.Entry] = []
        if needPrints {
            let pairs = zip(collected + collectedErrors, collectedPrints + fileErrorPrints).sorted { Diagnostic.ordered($0.0, $1.0) }
            diagnostics = pairs.map { $0.0 }
            prints = pairs.map { $0.1 }
        } else {
            diagnostics = (collected + collectedErrors).sorted(by: Diagnostic.ordered)
        }
        if let wb = writeBaselinePath {
            if let e = FileSystem.writeAtomically(wb, Array(Baseline(entries: prints).serialised().utf8)) {
                Output.error("error: \(e)\n")
                return 2
            }
            if !quiet { Output.error("Wrote a baseline of \(prints.count) finding\(prints.count == 1 ? "" : "s") to \(wb).\n") }
            return 0
        }
        if let bp = baselinePath {
            guard case .success(let bytes) = FileSystem.read(bp) else { return usageError("cannot read baseline \(bp)") }
            switch Baseline.parse(String(decoding: bytes, as: UTF8.self), path: bp) {
            case .failure(let f):
                Output.error("\(f)\n")
                return 2
            case .success(let baseline):
                let (kept, stale) = baseline.filter(diagnostics, fingerprints: prints)
                if !quiet {
                    Output.error("Baseline: \(diagnostics.count - kept.count) finding\(diagnostics.count - kept.count == 1 ? "" : "s") hidden, \(stale) stale entr\(stale == 1 ? "y" : "ies") no longer match anything.\n")
                }
                diagnostics = kept
            }
        }
        // Paths in SARIF, codeclimate and baselines are relative to the project root.
        let text = reporterName == "html" ? HTMLReporter.generate(diagnostics, root: reportRoot, presentations: map) : reporter.generate(diagnostics, root: reportRoot)
        if reporterName == "github-actions", let summaryPath = Environment.value("GITHUB_STEP_SUMMARY"), !summaryPath.isEmpty {
            FileSystem.append(summaryPath, Array(GitHubActionsReporter.summary(diagnostics, root: reportRoot).utf8))
        }
        if let out = outputPath {
            if let e = FileSystem.writeAtomically(out, Array(text.utf8)) {
                Output.error("error: \(e)\n")
                return 2
            }
        } else {
            Output.write(text)
        }
        if !quiet && reporterName == "xcode" {
            Output.error("Done linting: \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") in \(reportedFiles) file\(reportedFiles == 1 ? "" : "s") (\(seconds(Clock.seconds() - started)) s).\n")
        }
        if let t = touchPath, let e = FileSystem.writeAtomically(t, Array("\(diagnostics.count) findings\n".utf8)) {
            Output.error("error: \(e)\n")
            return 2
        }
        let failing = diagnostics.contains { $0.severity == .error || configuration.strict }
        return failing ? 1 : 0
    }
}
