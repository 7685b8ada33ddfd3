import ModalLintKit
#if canImport(Glibc)
import Glibc
#endif

/// Argument parsing, file discovery and the exit code; all analysis lives in ModalLintKit.
/// Analysis results kept until the process exits (freeing them would only cost time).
nonisolated(unsafe) var retainedForExit: AnyObject? = nil

enum CommandLineTool {
    static let usage = """
    USAGE: modallint [lint] [options] [PATH...]
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
      --lint-test-files      Also report findings in files that import XCTest or Testing
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
            Output.write(RuleDocs.markdown(rule.description))
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
            let graph = PresentationGraph(index: index, resolver: PresentationResolver(index: index, exempt: UIKitFacts.defaultExemptControllers))
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

    static func lint(_ args: [String]) -> Int32 {
        var configuration = Configuration()
        var reporterName = "xcode"
        var outputPath: String? = nil
        var projectRoot: String? = nil
        var jobs = 0
        var quiet = false
        var stdinPath: String? = nil
        var touchPath: String? = nil
        var showProgress = isatty(2) == 1
        var configPath: String? = nil
        var baselinePath: String? = nil
        var writeBaselinePath: String? = nil
        var reporterGiven = false
        var projectPerPath = false
        var cliConfig = configuration
        var paths: [String] = []
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
            case "--touch": guard let v = value() else { return usageError("--touch needs a FILE") }; touchPath = v
            case "--stdin-path": guard let v = value() else { return usageError("--stdin-path needs a PATH") }; stdinPath = v
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
        var configRoot: String? = nil
        let firstPath = paths.first.map(FileDiscovery.absolute) ?? stdinPath.map(FileDiscovery.absolute) ?? FileDiscovery.absolute(".")
        let defaultRoot = projectRoot.map(FileDiscovery.absolute) ?? FileDiscovery.projectRoot(for: firstPath) ?? (FileSystem.kind(of: firstPath) == .directory ? firstPath : FileDiscovery.parent(firstPath))
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
                configuration = merged
                if !reporterGiven, let r = loaded.reporter { reporterName = r }
                if baselinePath == nil, let b = loaded.baseline { baselinePath = FileDiscovery.parent(FileDiscovery.absolute(cf)) + "/" + b }
                included = loaded.included
                excluded = loaded.excluded
                configRoot = FileDiscovery.parent(FileDiscovery.absolute(cf))
            }
        }
        guard let reporter = ReporterRegistry.reporter(reporterName) else {
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
            let absolutes = paths.map(FileDiscovery.absolute)
            for (x, a) in absolutes.enumerated() {
                for (y, b) in absolutes.enumerated() where x != y && (a == b || b.hasPrefix(a.hasSuffix("/") ? a : a + "/")) {
                    return usageError("--project-per-path: \(paths[y]) is inside \(paths[x]); give projects that do not overlap")
                }
            }
        }
        for p in paths where FileSystem.kind(of: FileDiscovery.absolute(p)) == .missing {
            Output.error("error: \(p): no such file or directory\n")
            return 2
        }
        let projects: [[String]] = projectPerPath && paths.count > 1 ? paths.map { [$0] } : [paths]
        var collected: [Diagnostic] = []
        var collectedPrints: [Baseline.Entry] = []
        var collectedErrors: [Diagnostic] = []
        var reportedFiles = 0
        let needPrints = writeBaselinePath != nil || baselinePath != nil
        let baseRoot = projectRoot.map(FileDiscovery.absolute) ?? configRoot ?? defaultRoot
        for (projectNumber, paths) in projects.enumerated() {
            var reportPaths: [String] = []
            var reportBoards: [String] = []
            var indexRoots: [String] = []
            // Each folder is walked once (reporting and indexing share the walk).
            var walks: [String: FileDiscovery.Found] = [:]
            func found(_ root: String) -> FileDiscovery.Found {
                if let f = walks[root] { return f }
                let f = FileDiscovery.find(under: root)
                walks[root] = f
                return f
            }
            // Folders that cannot be listed hide their files: reported like unreadable files.
            var unlistable: [FileSystem.ReadError] = []
            for p in paths {
                let abs = FileDiscovery.absolute(p)
                switch FileSystem.kind(of: abs) {
                case .directory:
                    indexRoots.append(abs)
                    let f = found(abs)
                    reportPaths += f.swiftFiles
                    reportBoards += f.interfaceFiles
                    unlistable += f.unlistable
                case .file:
                    if abs.hasSuffix(".storyboard") || abs.hasSuffix(".xib") { reportBoards.append(abs) } else { reportPaths.append(abs) }
                    if let root = projectRoot.map(FileDiscovery.absolute) ?? FileDiscovery.projectRoot(for: abs) { indexRoots.append(root) }
                default:
                    Output.error("error: \(p): no such file or directory\n")
                    return 2
                }
            }
            if let s = stdinSource, let root = projectRoot { indexRoots.append(root); _ = s }
            var allPaths = reportPaths
            var seen = Set(allPaths)
            if let s = stdinSource { seen.insert(s.path) }
            for root in indexRoots {
                for f in found(root).swiftFiles where seen.insert(f).inserted { allPaths.append(f) }
            }
            if let base = configRoot, !(included.isEmpty && excluded.isEmpty) {
                func keep(_ p: String) -> Bool {
                    let rel = Baseline.relative(p, to: base)
                    if !included.isEmpty && !included.contains(where: { Glob.matches($0, rel) }) { return false }
                    return !excluded.contains(where: { Glob.matches($0, rel) })
                }
                reportPaths = reportPaths.filter(keep)
                reportBoards = reportBoards.filter(keep)
            }
            var allBoards = reportBoards
            var seenBoards = Set(allBoards)
            for root in indexRoots {
                for f in found(root).interfaceFiles where seenBoards.insert(f).inserted { allBoards.append(f) }
            }
            // Files in one canonical order (bytewise by path), whatever the order of the paths
            // given: the project, and so the output, is the same for any order.
            allPaths.sort { $0.precedesBytewise($1) }
            allBoards.sort { $0.precedesBytewise($1) }
            let reportBoardSet = Set(reportBoards)
            var boards: [SourceFile] = []
            var reportOnBoards: Set<Int> = []
            let boardContents = Analyzer.parallelMap(allBoards.count, jobs: jobs) { FileSystem.read(allBoards[$0]) }
            for (path, content) in zip(allBoards, boardContents) {
                if case .success(let bytes) = content {
                    if reportBoardSet.contains(path) { reportOnBoards.insert(boards.count) }
                    boards.append(SourceFile(path: path, bytes: bytes))
                }
            }
            let reportSet = Set(reportPaths)
            var fileErrors: [Diagnostic] = []
            var reportedFolders = Set<String>()
            for e in unlistable where reportedFolders.insert(e.path).inserted {
                fileErrors.append(Diagnostic(ruleID: "file_error", severity: .error, message: "could not be listed: \(e.reason)",
                                             path: e.path, location: SourceLocation(line: 1, column: 1), offset: 0))
            }
            var analyzer = Analyzer(configuration: configuration, jobs: jobs)
            if showProgress && !quiet {
                let started = Clock.seconds()
                analyzer.progress = { done, total in
                    let elapsed = Clock.seconds() - started
                    let tenths = Int(elapsed * 10)
                    Output.error("\r[modallint] \(done)/\(total) files, \(tenths / 10).\(tenths % 10) s" + (done == total ? "\n" : ""))
                }
            }
            // Only `leftovers` outlives the block (for all but the last project): the index and
            // everything else are gone at its end, and the models are then freed on all cores
            // before the next project.
            var leftovers: [FileModel] = []
            do {
                var models: [FileModel] = []
                var reportOn: Set<Int> = []
                if let s = stdinSource {
                    reportOn.insert(0)
                    models.append(Parser.parse(SourceFile(path: s.path, bytes: s.bytes)))
                }
                // Each file is read, lexed and parsed by one thread, on all cores; used in order.
                let parsed = analyzer.parse(count: allPaths.count) { i in
                    FileSystem.read(allPaths[i]).map { SourceFile(path: allPaths[i], bytes: $0) }
                }
                for (path, outcome) in zip(allPaths, parsed) {
                    switch outcome {
                    case .success(let model):
                        if reportSet.contains(path) { reportOn.insert(models.count) }
                        models.append(model)
                    case .failure(let e):
                        // A file that cannot be read is reported, and every other file still analysed.
                        if reportSet.contains(path) {
                            fileErrors.append(Diagnostic(ruleID: "file_error", severity: .error, message: "could not be read: \(e.reason)",
                                                         path: path, location: SourceLocation(line: 1, column: 1), offset: 0))
                        }
                    }
                }
                collectedErrors += fileErrors
                reportedFiles += reportOn.count
                // Nothing readable to report on: the errors alone are the outcome (exit 2 below).
                if reportOn.isEmpty && !fileErrors.isEmpty { continue }
                let result = analyzer.run(models: models, storyboards: boards, reportOn: reportOn, reportOnStoryboards: reportOnBoards)
                if needPrints {
                    collectedPrints += Baseline.fingerprints(result.diagnostics, models: result.models, storyboards: result.storyboards, root: baseRoot)
                }
                collected += result.diagnostics
                // The process ends right after reporting: keep the last project's models alive
                // instead of spending time freeing millions of small objects one by one (the
                // projects before it are freed as the loop goes on, so memory stays that of one).
                if projectNumber == projects.count - 1 { retainedForExit = result.index } else { leftovers = result.models }
            }
            Analyzer.release(&leftovers, jobs: jobs)
        }
        if reportedFiles == 0 && !collectedErrors.isEmpty {
            for d in collectedErrors { Output.error("error: \(d.path): \(d.message)\n") }
            return 2
        }
        // Findings of all projects in one order; fingerprints travel with their finding.
        var fileErrorPrints: [Baseline.Entry] = []
        if needPrints { fileErrorPrints = Baseline.fingerprints(collectedErrors, models: [], storyboards: [], root: baseRoot) }
        let ordered = zip(collected + collectedErrors, needPrints ? collectedPrints + fileErrorPrints : [])
        var diagnostics: [Diagnostic]
        var prints: [Baseline.Entry] = []
        if needPrints {
            let pairs = ordered.sorted { Diagnostic.ordered($0.0, $1.0) }
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
        let reportRoot = projectRoot.map(FileDiscovery.absolute) ?? configRoot ?? defaultRoot
        let text = reporter.generate(diagnostics, root: reportRoot)
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
            Output.error("Done linting: \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") in \(reportedFiles) file\(reportedFiles == 1 ? "" : "s").\n")
        }
        if let t = touchPath, let e = FileSystem.writeAtomically(t, Array("\(diagnostics.count) findings\n".utf8)) {
            Output.error("error: \(e)\n")
            return 2
        }
        let failing = diagnostics.contains { $0.severity == .error || configuration.strict }
        return failing ? 1 : 0
    }
}
