import ModalLintKit

/// One project of a lint run: the files to report on and the files to index (the whole
/// project around them), read and parsed on all cores, analysed as one project.
/// `lint` runs one of these for all PATHs, or one per PATH with `--project-per-path`.
struct ProjectRun {
    let configuration: Configuration
    let jobs: Int
    /// `--project-root`, when given.
    let projectRoot: String?
    /// The folder of the configuration file, which `included`/`excluded` are relative to.
    let configRoot: String?
    let included: [String]
    let excluded: [String]
    /// `--stdin-path` and the source read from standard input.
    let stdinSource: (path: String, bytes: [UInt8])?
    let showProgress: Bool
    /// Where baseline fingerprints are relative to; nil when no baseline is read or written.
    let fingerprintRoot: String?
    /// For `modallint fix`: the edits for a project's findings, planned while its models live.
    var fixer: ((Analyzer.Result) -> PresentationFix.Plan)? = nil
    /// Whether to make the presentation map of each project (`modallint presentations`,
    /// the HTML report).
    var mapsPresentations = false
    /// Whether to list each project's screens and exits (`modallint exits`).
    var listsExits = false

    /// What one project gave.
    struct Outcome {
        var diagnostics: [Diagnostic] = []
        /// Baseline fingerprints of `diagnostics`, in the same order (empty without a baseline).
        var prints: [Baseline.Entry] = []
        /// Files that could not be read and folders that could not be listed.
        var fileErrors: [Diagnostic] = []
        /// Files reported on that could be read.
        var reportedFiles = 0
        var fixPlan = PresentationFix.Plan()
        var map = PresentationMap()
        var exitsText = ""
    }

    /// The files of one project, found on disk: what to index and what to report on.
    struct Files {
        /// Swift files and storyboards/XIBs to index, in bytewise order of their paths.
        var swift: [String] = []
        var boards: [String] = []
        /// Those of them to report on; nil: all of them (the common case, which then holds no
        /// second copy of every path: an audit keeps the files of all its projects at once).
        var reportSwift: Set<String>? = []
        var reportBoards: Set<String>? = []
        /// Folders that could not be listed.
        var unlistable: [FileSystem.ReadError] = []
        /// The project's folder (test code conventions apply below it).
        var root: String? = nil
    }

    /// Finds the files of `paths` (folders and files that exist) as one project.
    func discover(_ paths: [String]) -> Files {
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
        // Folders given to report on: every file of theirs is in the report lists already, so
        // indexing them adds nothing (no set of every path is made just to find that out).
        var reportedRoots = Set<String>()
        for p in paths {
            let abs = FileDiscovery.absolute(p)
            switch FileSystem.kind(of: abs) {
            case .directory:
                indexRoots.append(abs)
                reportedRoots.insert(abs)
                let f = found(abs)
                reportPaths += f.swiftFiles
                reportBoards += f.interfaceFiles
                unlistable += f.unlistable
            case .file:
                if FileDiscovery.isInterface(abs) { reportBoards.append(abs) } else { reportPaths.append(abs) }
                if let root = projectRoot.map(FileDiscovery.absolute) ?? FileDiscovery.projectRoot(for: abs) { indexRoots.append(root) }
            default:
                continue  // refused by `lint` before any project runs
            }
        }
        if stdinSource != nil, let root = projectRoot { indexRoots.append(root) }
        var allPaths = reportPaths
        let moreRoots = indexRoots.filter { !reportedRoots.contains($0) }
        if !moreRoots.isEmpty {
            var seen = Set(allPaths)
            if let s = stdinSource { seen.insert(s.path) }
            for root in moreRoots {
                for f in found(root).swiftFiles where seen.insert(f).inserted { allPaths.append(f) }
            }
        }
        // Files left out of the report by `included`/`excluded` are still indexed.
        var boardRoots = moreRoots
        if let base = configRoot, !(included.isEmpty && excluded.isEmpty) {
            boardRoots = indexRoots
            func keep(_ p: String) -> Bool {
                let rel = Baseline.relative(p, to: base)
                if !included.isEmpty && !included.contains(where: { Glob.matches($0, rel) }) { return false }
                return !excluded.contains(where: { Glob.matches($0, rel) })
            }
            reportPaths = reportPaths.filter(keep)
            reportBoards = reportBoards.filter(keep)
        }
        var allBoards = reportBoards
        if !boardRoots.isEmpty {
            var seenBoards = Set(allBoards)
            for root in boardRoots {
                for f in found(root).interfaceFiles where seenBoards.insert(f).inserted { allBoards.append(f) }
            }
        }
        // Files in one canonical order (bytewise by path), whatever the order of the paths
        // given: the project, and so the output, is the same for any order.
        allPaths.sort { $0.precedesBytewise($1) }
        allBoards.sort { $0.precedesBytewise($1) }
        // Every indexed file reported (the counts match only then: the lists to index hold
        // each file once and the reported ones among them).
        let reportSwift: Set<String>? = reportPaths.count == allPaths.count ? nil : Set(reportPaths)
        let reportAllBoards: Set<String>? = reportBoards.count == allBoards.count ? nil : Set(reportBoards)
        let root = projectRoot.map(FileDiscovery.absolute) ?? (indexRoots.isEmpty ? nil : FileDiscovery.commonAncestor(indexRoots))
        return Files(swift: allPaths, boards: allBoards, reportSwift: reportSwift, reportBoards: reportAllBoards, unlistable: unlistable, root: root)
    }

    /// Analyses the files `discover` found as one project. `keepUntilExit`: the last
    /// project's models are kept until the process ends (freeing millions of small objects
    /// one by one would only cost time); any other project's are freed on all cores before
    /// this returns, so a run over many projects needs the memory of one.
    func run(_ files: Files, keepUntilExit: Bool) -> Outcome {
        var outcome = Outcome()
        let allPaths = files.swift, allBoards = files.boards
        func reported(_ path: String) -> Bool { files.reportSwift?.contains(path) ?? true }
        func reportedBoard(_ path: String) -> Bool { files.reportBoards?.contains(path) ?? true }
        var boards: [SourceFile] = []
        var reportOnBoards: Set<Int> = []
        let boardContents = Analyzer.parallelMap(allBoards.count, jobs: jobs) { FileSystem.read(allBoards[$0]) }
        for (path, content) in zip(allBoards, boardContents) {
            if case .success(let bytes) = content {
                if reportedBoard(path) { reportOnBoards.insert(boards.count) }
                boards.append(SourceFile(path: path, bytes: bytes, readFrom: path))
            }
        }
        var reportedFolders = Set<String>()
        for e in files.unlistable where reportedFolders.insert(e.path).inserted {
            outcome.fileErrors.append(ProjectRun.fileError("could not be listed: \(e.reason)", at: e.path))
        }
        var analyzer = Analyzer(configuration: configuration, jobs: jobs)
        analyzer.root = files.root
        if showProgress {
            let started = Clock.seconds()
            analyzer.progress = { done, total in
                let elapsed = Clock.seconds() - started
                let tenths = Int(elapsed * 10)
                Output.error("\r[modallint] \(done)/\(total) files, \(tenths / 10).\(tenths % 10) s" + (done == total ? "\n" : ""))
            }
        }
        // Only `leftovers` outlives the block: the index and everything else are gone at its
        // end, and the models are then freed on all cores.
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
                FileSystem.read(allPaths[i]).map { SourceFile(path: allPaths[i], bytes: $0, readFrom: allPaths[i]) }
            }
            for (path, result) in zip(allPaths, parsed) {
                switch result {
                case .success(let model):
                    if reported(path) { reportOn.insert(models.count) }
                    models.append(model)
                case .failure(let e):
                    // A file that cannot be read is reported, and every other file still analysed.
                    if reported(path) { outcome.fileErrors.append(ProjectRun.fileError("could not be read: \(e.reason)", at: path)) }
                }
            }
            outcome.reportedFiles = reportOn.count
            // Nothing readable to report on (no Swift file, no storyboard): the errors alone are
            // the outcome.
            if reportOn.isEmpty && reportOnBoards.isEmpty && !outcome.fileErrors.isEmpty { return outcome }
            let result = analyzer.run(models: models, storyboards: boards, reportOn: reportOn, reportOnStoryboards: reportOnBoards)
            if let root = fingerprintRoot {
                outcome.prints = Baseline.fingerprints(result.diagnostics, models: result.models, storyboards: result.storyboards, root: root)
            }
            outcome.diagnostics = result.diagnostics
            if let fixer = fixer { outcome.fixPlan = fixer(result) }
            if listsExits {
                let root = self.projectRoot.map(FileDiscovery.absolute) ?? files.root ?? ""
                outcome.exitsText = ExitModel(index: result.index, graph: result.presentations, resolver: result.resolver, ignoring: result.testFiles, withoutSwipe: result.filesWithoutSwipe).text(root: root)
            }
            if mapsPresentations {
                outcome.map = PresentationMap(result.presentations, index: result.index, reportOn: reportOn, reportOnStoryboards: reportOnBoards)
            }
            if keepUntilExit { retainedForExit = result.index } else { leftovers = result.models }
            // A file read again after parsing (`SourceFile.releaseBytes`) that had changed since
            // it was first read: what followed saw spaces. Its findings and fixes are dropped
            // and the file is reported instead.
            let changed = Set(result.models.map(\.file).filter(\.changedSinceRead).map(\.path)
                              + result.storyboards.map(\.file).filter(\.changedSinceRead).map(\.path))
            if !changed.isEmpty {
                for path in changed.sorted(by: { $0.precedesBytewise($1) }) where reported(path) || reportedBoard(path) {
                    outcome.fileErrors.append(ProjectRun.fileError("changed while it was being analysed: it is not reported on or fixed in this run; run again", at: path))
                }
                let keep = outcome.diagnostics.indices.filter { !changed.contains(outcome.diagnostics[$0].path) }
                if outcome.prints.count == outcome.diagnostics.count { outcome.prints = keep.map { outcome.prints[$0] } }
                outcome.diagnostics = keep.map { outcome.diagnostics[$0] }
                outcome.fixPlan.files.removeAll { changed.contains($0.path) }
                outcome.fixPlan.skipped.removeAll { changed.contains($0.path) }
            }
        }
        Analyzer.release(&leftovers, jobs: jobs)
        return outcome
    }

    static func fileError(_ message: String, at path: String) -> Diagnostic {
        Diagnostic(ruleID: "file_error", severity: .error, message: message, path: path,
                   location: SourceLocation(line: 1, column: 1), offset: 0)
    }
}

extension ProjectRun {
    /// The PATHs split along the configuration's `projects`: each folder directly inside a
    /// PATH folder that a glob matches (relative to `base`, the configuration's folder) is a
    /// project of its own; what else a split PATH holds is one more project. Nil when no PATH
    /// holds such a folder.
    static func split(_ paths: [String], projects globs: [String], relativeTo base: String) -> [[String]]? {
        var result: [[String]] = []
        var splitAny = false
        for path in paths {
            let folder = FileDiscovery.absolute(path)
            guard FileSystem.kind(of: folder) == .directory, let names = FileSystem.list(folder) else {
                result.append([path])
                continue
            }
            var own: [[String]] = []
            var rest: [String] = []
            for name in names {
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                let kind = FileSystem.kind(of: child)
                let relative = Baseline.relative(child, to: base)
                // The folder itself matches (`apps/*` names `apps/one`, not `apps/one/Sources`).
                if kind == .directory && globs.contains(where: { Glob.matchesWhole($0, relative) || Glob.matchesWhole($0, relative + "/") }) {
                    own.append([child])
                } else if kind == .directory || child.hasSuffix(".swift") || FileDiscovery.isInterface(child) {
                    rest.append(child)
                }
            }
            if own.isEmpty {
                result.append([path])
            } else {
                splitAny = true
                result += own
                if !rest.isEmpty { result.append(rest) }
            }
        }
        return splitAny ? result : nil
    }
}
