// modallint-bench: time each phase of the pipeline over a folder of Swift files.
// A benchmark a person runs (never a timed test):
//   swift run -c release modallint-bench [--jobs N] [--repeat K] [--lex-only] [--all-tokens] [--one-project] [--full-parse] FOLDER...
// The lex phase lexes as the CLI does: straight into the parser's view (white space makes no
// tokens, string literals are folded: Lexer.parserInput); with --all-tokens it makes every
// token, white space included, as `dump-tokens` does, and the parse phase reads those.
// Each FOLDER is one project (indexed on its own), as `modallint FOLDER` would treat it;
// with --one-project all folders together are one project (as `modallint A B` treats them).
// Files that name nothing about presentation are parsed shallowly, as the CLI does (their
// function bodies read when the analysis first asks: in the index, presentations or rules
// phase); --full-parse reads every body in the parse phase.
// Phases: discover, read, lex, parse+model, index (ProjectIndex), presentations (every
// presentation resolved: the PresentationGraph the rules read), rules, report. Beside them:
// the time `cat` takes to read the same files (the I/O floor), and the peak memory.
import ModalLintPlatform
import ModalLintKit

func now() -> Double { Platform.monotonicSeconds() }

func peakRSSMB() -> Double { Double(Platform.peakResidentBytes()) / (1024 * 1024) }

func fmt(_ x: Double, _ digits: Int = 3) -> String {
    var s = String(Int((x * pow(10, Double(digits))).rounded()))
    while s.count <= digits { s = "0" + s }
    return digits == 0 ? s : String(s.dropLast(digits)) + "." + String(s.suffix(digits))
}

// The allocator as the command line tool sets it up.
AllocatorTuning.apply()

var args = Array(CommandLine.arguments.dropFirst())
var jobs = 0
var repeats = 1
var lexOnly = false
var allTokens = false
var oneProject = false
var fullParse = false
var folders: [String] = []
var i = 0
while i < args.count {
    switch args[i] {
    case "--jobs": i += 1; jobs = Int(args[i]) ?? 0
    case "--repeat": i += 1; repeats = max(1, Int(args[i]) ?? 1)
    case "--lex-only": lexOnly = true
    case "--all-tokens": allTokens = true
    case "--one-project": oneProject = true
    case "--full-parse": fullParse = true
    default: folders.append(args[i])
    }
    i += 1
}
if folders.isEmpty {
    print("usage: modallint-bench [--jobs N] [--repeat K] [--lex-only] [--all-tokens] [--one-project] [--full-parse] FOLDER...")
    exit(2)
}

var totals: [String: Double] = [:]
var totalBytes = 0
var totalFiles = 0
var totalFindings = 0
var shallowModels = 0
var readInFull = 0
let order = ["discover", "read", "lex", "parse+model", "index", "presentations", "rules", "report"]
var allPaths: [String] = []
let projects: [[String]] = oneProject ? [folders] : folders.map { [$0] }
for _ in 0..<repeats {
    for project in projects {
        let folder = project[0]
        var t = now()
        let paths = project.flatMap { FileDiscovery.swiftFiles(under: FileDiscovery.absolute($0)) }
        totals["discover", default: 0] += now() - t
        allPaths += paths
        t = now()
        var files: [SourceFile] = []
        for p in paths {
            if case .success(let b) = FileSystem.read(p) { files.append(SourceFile(path: p, bytes: b, readFrom: p)) }
        }
        totals["read", default: 0] += now() - t
        totalBytes += files.reduce(0) { $0 + $1.bytes.count }
        totalFiles += files.count
        t = now()
        let models: [FileModel]
        if allTokens {
            let tokens = Analyzer.parallelMap(files.count, jobs: jobs) { Lexer.tokenize(files[$0].bytes) }
            totals["lex", default: 0] += now() - t
            if lexOnly { continue }
            t = now()
            models = Analyzer.parallelMap(files.count, jobs: jobs) { Parser.parse(files[$0], tokens: tokens[$0]) }
        } else {
            let inputs = Analyzer.parallelMap(files.count, jobs: jobs) { Lexer.parserInput(files[$0].bytes) }
            totals["lex", default: 0] += now() - t
            if lexOnly { continue }
            t = now()
            models = Analyzer.parallelMap(files.count, jobs: jobs) { Parser.parse(files[$0], input: inputs[$0], shallow: !fullParse) }
        }
        // As `Analyzer.parse` does: a shallow model's bytes are let go.
        for m in models where m.isShallow { m.file.releaseBytes() }
        totals["parse+model", default: 0] += now() - t
        t = now()
        let index = ProjectIndex(models: models, jobs: jobs)
        totals["index", default: 0] += now() - t
        t = now()
        let resolver = PresentationResolver(index: index, exempt: UIKitFacts.defaultExemptControllers, jobs: jobs)
        let graph = PresentationGraph(index: index, resolver: resolver, jobs: jobs)
        totals["presentations", default: 0] += now() - t
        t = now()
        let config = Configuration()
        let rules = RuleRegistry.all.filter { config.isEnabled($0.description) }.map { $0.init() }
        let exits = rules.contains(where: { type(of: $0).readsExits }) ? ExitModel(index: index, graph: graph, resolver: resolver) : nil
        let found = Analyzer.parallelMap(files.count, jobs: jobs) { fi -> [Diagnostic] in
            let ctx = RuleContext(fileIndex: fi, index: index, configuration: config, resolver: resolver, presentations: graph, exits: exits)
            return rules.flatMap { $0.check(ctx) }
        }.flatMap { $0 }.sorted(by: Diagnostic.ordered)
        totals["rules", default: 0] += now() - t
        t = now()
        let text = JSONReporter.generate(found, root: folder)
        totals["report", default: 0] += now() - t
        totalFindings += found.count
        shallowModels += models.filter { $0.isShallow }.count
        readInFull += models.filter { $0.isShallow && $0.wasReadInFull }.count
        _ = text.utf8.count
    }
}
let mb = Double(totalBytes) / 1_000_000
print("files \(totalFiles / repeats), bytes \(totalBytes / repeats) (\(fmt(mb / Double(repeats), 1)) MB), findings \(totalFindings / repeats), jobs \(jobs == 0 ? ProcessInfoLite.activeProcessorCount : jobs), repeats \(repeats)")
var sum = 0.0
for phase in order where totals[phase] != nil {
    let s = totals[phase]! / Double(repeats)
    sum += s
    print("  \(phase.padding(14)) \(fmt(s)) s  \(fmt(mb / Double(repeats) / max(s, 1e-9), 1)) MB/s")
}
print("  \("total".padding(14)) \(fmt(sum)) s  \(fmt(mb / Double(repeats) / max(sum, 1e-9), 1)) MB/s end to end (in-process)")
if !lexOnly, let l = totals["lex"], let p = totals["parse+model"], let x = totals["index"] {
    let s = (l + p + x) / Double(repeats)
    print("  lex+parse+model+index \(fmt(s)) s  \(fmt(mb / Double(repeats) / max(s, 1e-9), 1)) MB/s")
}
if !lexOnly {
    print("shallow models \(shallowModels / repeats) of \(totalFiles / repeats) files, \(readInFull / repeats) of them read in full")
    print("bytes let go after parsing \(fmt(Double(SourceFile.bytesReleased) / 1e6 / Double(repeats), 1)) MB, read again \(fmt(Double(SourceFile.bytesReadAgain) / 1e6 / Double(repeats), 1)) MB")
}
print("peak memory \(fmt(peakRSSMB(), 1)) MB")
// The I/O floor: `cat` over the same files (in batches of 500 paths), output discarded.
let paths = Array(allPaths.prefix(allPaths.count / repeats))
let catStart = now()
var k = 0
while k < paths.count {
    let batch = Array(paths[k..<min(k + 500, paths.count)])
    k += batch.count
    _ = Platform.runDiscardingOutput(["cat"] + batch)
}
let catSeconds = now() - catStart
print("cat over the same files \(fmt(catSeconds)) s  \(fmt(mb / Double(repeats) / max(catSeconds, 1e-9), 1)) MB/s")

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
