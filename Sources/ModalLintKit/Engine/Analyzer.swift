import ModalLintPlatform


/// The pipeline: bytes -> tokens -> syntax -> FileModel (per file, in parallel) ->
/// ProjectIndex -> rules (per file, in parallel) -> suppressions -> sorted diagnostics.
public struct Analyzer {
    public var configuration: Configuration
    public var jobs: Int
    /// Called with (files parsed, total) from worker threads, at most every 64 files.
    public var progress: (@Sendable (Int, Int) -> Void)? = nil

    /// Whether `parse(count:load:)` leaves unread the function bodies of files that name
    /// nothing about presentation (`PresentationNames`): most files of an app (84% of the 14
    /// apps' files in the README). Their
    /// models parse them in full when the analysis first reads their statements, so findings
    /// are those of full parses (see `FileModel.isShallow`). On unless `MODALLINT_SHALLOW=0`
    /// is in the environment (for measuring).
    public var shallowParsing = Analyzer.shallowParsingDefault
    /// The project's folder: test code conventions and `test_paths` apply to paths below it
    /// (a path given relative is taken as it is).
    public var root: String? = nil

    public init(configuration: Configuration = Configuration(), jobs: Int = 0) {
        self.configuration = configuration
        self.jobs = jobs
    }

    static let shallowParsingDefault: Bool = {
        Environment.value("MODALLINT_SHALLOW") != "0"
    }()

    public struct Result {
        public var models: [FileModel]
        public var storyboards: [StoryboardModel]
        public var index: ProjectIndex
        /// Every presentation of the project, resolved, and the resolver that did it.
        public var presentations: PresentationGraph
        public var resolver: PresentationResolver
        /// The files that are test code.
        public var testFiles: Set<Int>
        /// The files compiled only for platforms without the swipe (`PlatformFolders`).
        public var filesWithoutSwipe: Set<Int>
        public var diagnostics: [Diagnostic]
    }

    /// Analyses `files` as one project and reports findings for those whose index is in
    /// `reportOn` (all when nil).
    /// Storyboards and XIBs are indexed with the Swift files; findings in them are reported
    /// for the storyboards whose index is in `reportOnStoryboards` (all when nil).
    public func run(files: [SourceFile], storyboards: [SourceFile] = [], reportOn: Set<Int>? = nil, reportOnStoryboards: Set<Int>? = nil) -> Result {
        let parsed = parse(count: files.count) { Swift.Result<SourceFile, Never>.success(files[$0]) }
        let models = parsed.map { outcome -> FileModel in
            switch outcome { case .success(let m): return m }
        }
        return run(models: models, storyboards: storyboards, reportOn: reportOn, reportOnStoryboards: reportOnStoryboards)
    }

    /// Loads and parses `count` files on all cores, each file lexed and parsed by the thread
    /// that loaded (read) it, while its bytes are still in that core's cache: `load(i)` gives
    /// file `i` or why it could not be had. Outcomes in order.
    public func parse<Failure: Error>(count: Int, load: (Int) -> Swift.Result<SourceFile, Failure>) -> [Swift.Result<FileModel, Failure>] {
        let counter = ProgressCounter(total: count, report: progress)
        let shallowParsing = shallowParsing
        return Analyzer.parallelMap(count, jobs: jobs) { i, worker -> Swift.Result<FileModel, Failure> in
            let outcome = load(i).map { file -> FileModel in
                let model = Parser.parse(file, shallow: shallowParsing)
                model.worker = worker
                // A shallow model holds all the project needs of its file until its statements
                // are read (if ever): the bytes are read again then.
                if model.isShallow { file.releaseBytes() }
                return model
            }
            counter.tick()
            return outcome
        }
    }

    /// Analyses parsed files as one project (see `run(files:…)`); `models` in the order of
    /// the files. If a shallow model's full parse turned out to declare more than the shallow
    /// one (`FileModel.fullParseDiffered`, which `Parser`'s test of bodies makes rare), the
    /// project is analysed again from full parses.
    public func run(models: [FileModel], storyboards: [SourceFile] = [], reportOn: Set<Int>? = nil, reportOnStoryboards: Set<Int>? = nil) -> Result {
        let result = analyse(models: models, storyboards: storyboards, reportOn: reportOn, reportOnStoryboards: reportOnStoryboards)
        guard models.contains(where: { $0.isShallow && $0.fullParseDiffered }) else { return result }
        let full = Analyzer.parallelMap(models.count, jobs: jobs) { i -> FileModel in
            models[i].isShallow ? Parser.parse(models[i].file) : models[i]
        }
        return analyse(models: full, storyboards: storyboards, reportOn: reportOn, reportOnStoryboards: reportOnStoryboards)
    }

    private func analyse(models: [FileModel], storyboards: [SourceFile], reportOn: Set<Int>?, reportOnStoryboards: Set<Int>?) -> Result {
        let files = models.map { $0.file }
        // A storyboard's model holds all the analysis reads of it: its bytes are read again
        // only for a finding or a fix in it.
        let boards = Analyzer.parallelMap(storyboards.count, jobs: jobs) { i -> StoryboardModel in
            let board = StoryboardModel(file: storyboards[i])
            storyboards[i].releaseBytes()
            return board
        }
        let index = ProjectIndex(models: models, storyboards: boards, extraIdiomHelpers: configuration.idiomHelpers, jobs: jobs)
        let resolver = PresentationResolver(index: index, exempt: configuration.exemptControllers, extraWrappers: configuration.presentationWrappers, jobs: jobs)
        let graph = PresentationGraph(index: index, resolver: resolver, jobs: jobs)
        let rules = RuleRegistry.all.filter { configuration.isEnabled($0.description) }.map { $0.init() }
        // Test code (a few byte searches per file: on all cores). It is not reported, and its
        // presentations show no screen to users.
        let isTest = Analyzer.parallelMap(files.count, jobs: jobs) { TestCode.isTest(files[$0], root: root, testPaths: configuration.testPaths, mayMention: models[$0].mayMention) }
        let testFiles = Set(files.indices.filter { isTest[$0] })
        let withoutSwipe = Set(files.indices.filter { PlatformFolders.isWithoutSwipe(files[$0].path, root: root) })
        // The exits of presented screens, for the rules about dismissal.
        let reported = files.indices.map { i in (reportOn?.contains(i) ?? true) && (configuration.lintTestFiles || !isTest[i]) }
        let targets = files.indices.filter { reported[$0] }
        let exits = rules.contains(where: { type(of: $0).readsExits })
            ? ExitModel(index: index, graph: graph, resolver: resolver, ignoring: testFiles, withoutSwipe: withoutSwipe, reporting: reportOn == nil ? nil : Set(targets), jobs: jobs) : nil
        let perFile: [[Diagnostic]] = Analyzer.parallelMap(targets.count, jobs: jobs) { k in
            let fi = targets[k]
            let ctx = RuleContext(fileIndex: fi, index: index, configuration: configuration, resolver: resolver, presentations: graph, exits: exits)
            var found: [Diagnostic] = []
            for rule in rules { found += rule.check(ctx) }
            guard !found.isEmpty else { return [] }
            let suppressions = Suppressions(model: models[fi])
            return found.filter { !suppressions.isSuppressed($0) }
        }
        var all = perFile.flatMap { $0 }
        if configuration.isEnabled(ImplicitPresentationStyleRule.description) {
            let found = ImplicitPresentationStyleRule.storyboardDiagnostics(graph, index: index, configuration: configuration, reportOn: reportOnStoryboards)
            all += found.filter { d in
                guard let sb = boards.first(where: { $0.file.path == d.path }) else { return true }
                return !Suppressions(file: sb.file, comments: sb.comments).isSuppressed(d)
            }
        }
        let diagnostics = all.sorted(by: Diagnostic.ordered)
        return Result(models: models, storyboards: boards, index: index, presentations: graph, resolver: resolver, testFiles: testFiles, filesWithoutSwipe: withoutSwipe, diagnostics: diagnostics)
    }

    /// Whether a file is test code (see `TestCode`), `root` being the project's folder.
    public static func isTestFile(_ f: SourceFile, root: String? = nil, testPaths: [String] = []) -> Bool {
        TestCode.isTest(f, root: root, testPaths: testPaths)
    }

    /// Frees `models` and leaves the array empty. Tearing down a project's models is millions
    /// of small frees; between the projects of one run (`--project-per-path`) they are spread
    /// over the cores like the parsing that made them (with `jobs` other than 1). Each model
    /// is freed by the worker that parsed it: its memory came from that thread's
    /// malloc arena, and freeing it from another thread would take the arena's lock for each
    /// block (measured: two threads freed no faster than one). A model still referenced
    /// elsewhere (by a live index) is only released, not freed.
    public static func release(_ models: inout [FileModel], jobs: Int) {
        let threads = jobs > 0 ? jobs : ProcessInfoLite.activeProcessorCount
        if threads > 1 && models.count > 1 {
            var byWorker: [[Int]] = []
            for (i, m) in models.enumerated() {
                while byWorker.count <= m.worker { byWorker.append([]) }
                byWorker[m.worker].append(i)
            }
            let placeholder = Parser.parse(SourceFile(path: "", bytes: []))
            models.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                // Each slot's model is released (and freed) on the thread that overwrites it.
                WorkerThreads.eachWorker(threads: byWorker.count) { w in
                    for i in byWorker[w] { (base + i).pointee = placeholder }
                }
            }
        }
        models = []
    }

    /// `transform(0..<count)` on up to `jobs` threads (all cores when 0), results in order.
    /// Threads the system refuses to start are done without (see `WorkerThreads`): fewer
    /// threads, never a hang.
    public static func parallelMap<T>(_ count: Int, jobs: Int, _ transform: (Int) -> T) -> [T] {
        parallelMap(count, jobs: jobs) { i, _ in transform(i) }
    }

    /// The same, telling `transform` which worker runs it (0: the calling thread).
    static func parallelMap<T>(_ count: Int, jobs: Int, _ transform: (_ item: Int, _ worker: Int) -> T) -> [T] {
        let threads = jobs > 0 ? jobs : ProcessInfoLite.activeProcessorCount
        if threads <= 1 || count < 2 {
            return (0..<count).map { transform($0, 0) }
        }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            WorkerThreads.run(count: count, threads: threads) { i, worker in
                (base + i).initialize(to: transform(i, worker))
            }
            initialized = count
        }
    }
}

/// Counts finished files across threads and reports every 64th.
final class ProgressCounter: @unchecked Sendable {
    private var done = 0
    private let lock = Mutexes(count: 1)
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func tick() {
        guard let report = report else { return }
        let n = lock.withLock(0) { () -> Int in
            done += 1
            return done
        }
        if n % 64 == 0 || n == total { report(n, total) }
    }
}

/// The number of cores, without Foundation.
public enum ProcessInfoLite {
    public static var activeProcessorCount: Int { Platform.activeProcessorCount }
}

