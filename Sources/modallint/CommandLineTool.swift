import ModalLintKit

/// Argument parsing and dispatch to subcommands; all analysis lives in ModalLintKit.
enum CommandLineTool {
    static let usage = """
    USAGE: modallint [lint] [options] [PATH...]
           modallint dump-tokens FILE...
           modallint dump-model FILE...
           modallint --version

    SUBCOMMANDS:
      lint            Analyse Swift files (default).
      dump-tokens     Print the lexer's tokens as JSON lines.
      dump-model      Print what the parser understood of each file, as JSON.

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
        case "lint":
            return lint(Array(args.dropFirst()))
        default:
            return lint(args)
        }
    }

    static func dumpTokens(_ paths: [String]) -> Int32 {
        if paths.isEmpty {
            Output.error("error: dump-tokens needs at least one FILE\n")
            return 2
        }
        var status: Int32 = 0
        var out = ""
        for path in paths {
            switch FileSystem.read(path) {
            case .success(let bytes):
                let file = SourceFile(path: path, bytes: bytes)
                TokenDump.dump(file: file, tokens: Lexer.tokenize(file), into: &out)
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
        if paths.isEmpty {
            Output.error("error: dump-model needs at least one FILE\n")
            return 2
        }
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
        Output.error("error: lint is not available yet\n")
        return 2
    }
}
