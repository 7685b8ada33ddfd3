/// The libFuzzer entry point for ModalLint: one input runs the whole pipeline, bytes ->
/// tokens -> syntax -> FileModel -> ProjectIndex -> every rule (opt-in ones included) ->
/// suppressions -> every reporter, plus the baseline fingerprints and the model dump.
///
/// Not a SwiftPM target: `.ci/fuzz.sh` compiles it with ModalLintKit's sources into one
/// module with `swiftc -parse-as-library -sanitize=fuzzer,address`, so this file uses the
/// library without an `import`. Reproduce a crash with `<fuzzer binary> <input file>`.
///
/// An input may hold several files, split at lines that are exactly `//@file`: that is how
/// the seeds carry a whole SamplesCorpus folder, so the cross-file index (a presenter in one
/// file, the presented class in another) is exercised too. A part that starts with `<` is
/// read as a storyboard. Why at most 8 parts: more only slows each execution down.
///
/// Beyond "no crash", the harness traps when an invariant the rest of the tool relies on
/// breaks, so that libFuzzer reports it like a crash:
/// - the tokens tile each file exactly (contiguous, in order, ending at its last byte);
/// - every finding names one of the input files, with a line, column and byte offset
///   inside that file;
/// - the xcode reporter's output holds no terminal control character but the line breaks
///   it writes itself.

/// The line that separates the files of one input.
let fuzzFileSeparator: [UInt8] = Array("//@file".utf8)

/// Splits an input into (path, bytes, isStoryboard) parts at `//@file` lines.
func fuzzSplit(_ data: [UInt8]) -> [(path: String, bytes: [UInt8], storyboard: Bool)] {
    var parts: [[UInt8]] = []
    var start = 0
    var lineStart = 0
    var i = 0
    while i <= data.count {
        if i == data.count || data[i] == 0x0A {
            let line = data[lineStart..<i]
            if line.elementsEqual(fuzzFileSeparator) && parts.count < 7 {
                parts.append(Array(data[start..<lineStart]))
                start = min(i + 1, data.count)
            }
            lineStart = i + 1
        }
        i += 1
    }
    parts.append(Array(data[start..<data.count]))
    return parts.enumerated().map { k, bytes in
        let board = bytes.first == UInt8(ascii: "<")
        // Names with a space, a non-ASCII letter and a control character, as paths on disk
        // may have them: they flow into every reporter.
        let name = board ? "Fuzz \(k)\u{1B}é.storyboard" : "Fuzz \(k)\u{1B}é.swift"
        return ("/tmp/fuzz/" + name, bytes, board)
    }
}

/// Traps with a message when `condition` is false (libFuzzer then saves the input).
@inline(__always)
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz invariant broken: " + message()) }
}

/// The configuration every input runs with: all rules, opt-in ones included, and test
/// files reported too (so that `import XCTest` does not switch the rules off).
let fuzzConfiguration: Configuration = {
    var c = Configuration()
    c.optInRules = Set(RuleRegistry.descriptions.map { $0.id })
    c.lintTestFiles = true
    c.reportSheetAware = true
    return c
}()

func fuzzOne(_ data: [UInt8]) {
    let parts = fuzzSplit(data)
    var swift: [SourceFile] = []
    var boards: [SourceFile] = []
    for p in parts {
        let f = SourceFile(path: p.path, bytes: p.bytes)
        if p.storyboard { boards.append(f) } else { swift.append(f) }
    }
    for f in swift {
        let tokens = Lexer.tokenize(f.bytes)
        var offset = 0
        for t in tokens {
            fuzzCheck(t.start == offset, "token \(t.kind) starts at \(t.start), expected \(offset)")
            offset = t.end
        }
        fuzzCheck(offset == f.bytes.count, "tokens end at \(offset) of \(f.bytes.count) bytes")
    }
    // Shallow parsing: the declarations of a shallow parse are the full parse's, and the
    // findings are those of full parses.
    for f in swift {
        let shallow = Parser.parse(f, view: Lexer.view(f.bytes), bodies: .declaringOnly)
        let full = Parser.parse(f, view: Lexer.view(f.bytes), bodies: .declaringFirst)
        fuzzCheck(fuzzDeclarations(shallow) == fuzzDeclarations(full), "a shallow parse's declarations differ from the full parse's")
    }
    let result = Analyzer(configuration: fuzzConfiguration, jobs: 1).run(files: swift, storyboards: boards)
    var fullAnalyzer = Analyzer(configuration: fuzzConfiguration, jobs: 1)
    fullAnalyzer.shallowParsing = false
    let fullResult = fullAnalyzer.run(files: swift, storyboards: boards)
    fuzzCheck(fullResult.diagnostics.map { "\($0.ruleID) \($0.path) \($0.offset) \($0.message)" }
                == result.diagnostics.map { "\($0.ruleID) \($0.path) \($0.offset) \($0.message)" },
              "findings differ with shallow parsing")
    var sizes: [String: Int] = [:]
    for f in swift + boards { sizes[f.path] = f.bytes.count }
    for d in result.diagnostics {
        guard let size = sizes[d.path] else { fatalError("fuzz invariant broken: finding in unknown file \(d.path)") }
        fuzzCheck(d.offset >= 0 && d.offset <= size, "\(d.ruleID) offset \(d.offset) outside 0...\(size)")
        fuzzCheck(d.location.line >= 1 && d.location.column >= 1, "\(d.ruleID) at \(d.location)")
        fuzzCheck(d.location.line <= size + 1 && d.location.column <= size + 1, "\(d.ruleID) at \(d.location) beyond \(size) bytes")
        for n in d.notes {
            fuzzCheck(sizes[n.path] != nil, "note in unknown file \(n.path)")
            fuzzCheck(n.location.line >= 1 && n.location.column >= 1, "note at \(n.location)")
        }
    }
    for reporter in ReporterRegistry.all {
        let text = reporter.generate(result.diagnostics, root: "/tmp/fuzz")
        if reporter.identifier == "xcode" {
            for u in text.unicodeScalars where u.value != 0x0A {
                fuzzCheck(!(u.value < 0x20 || u.value == 0x7F || (0x80..<0xA0).contains(u.value)),
                          "xcode output holds control character U+\(String(u.value, radix: 16))")
            }
        }
    }
    _ = Baseline.fingerprints(result.diagnostics, models: result.models, storyboards: result.storyboards, root: "/tmp/fuzz")
    for m in result.models { _ = ModelDump.dump(m) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    fuzzOne(bytes)
    return 0
}

/// A model's declarations with every index they hold (for comparing a shallow parse with the full one).
func fuzzDeclarations(_ m: FileModel) -> [String] {
    m.types.map { "type \($0.qualifiedName) \($0.range) \(String(describing: $0.bodyBlock)) \(String(describing: $0.parent)) \($0.functions) \($0.properties)" }
        + m.functions.map { "func \($0.fullName) \($0.range) \(String(describing: $0.bodyBlock)) \($0.context)" }
        + m.properties.map { "var \($0.name) \($0.range) \(String(describing: $0.getter)) \($0.context)" }
}
