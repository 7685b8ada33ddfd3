/// Source text for reporters that need more than a diagnostic carries: SARIF converts
/// UTF-8 byte columns to UTF-16 ones with the text of the line, and computes GitHub's
/// line hash from the file. A provider returns the file at a path, or nil when it is
/// unavailable; reporters then leave out what they cannot compute.
public typealias SourceFileProvider = (_ path: String) -> SourceFile?

public enum SourceLines {
    /// Reads each file from disk once, on first use; a relative path is taken relative to
    /// `root`. Reporting happens after analysis, at the edge of the pipeline, so reading
    /// here keeps `Diagnostic` free of source text.
    public static func fromDisk(root: String) -> SourceFileProvider {
        let cache = FileCache()
        return { path in
            let absolute = path.hasPrefix("/") || root.isEmpty ? path : (root.hasSuffix("/") ? root + path : root + "/" + path)
            return cache.file(absolute)
        }
    }

    /// In-memory files by path (for tests and for callers that hold the text).
    public static func fromMemory(_ files: [String: String]) -> SourceFileProvider {
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SourceFile(path: $0.key, text: $0.value)) })
        return { sources[$0] }
    }

    /// The bytes of a 1-based line without its line ending, or nil past the end.
    public static func line(_ line: Int, of file: SourceFile) -> [UInt8]? {
        guard line >= 1, line <= file.lines.lineCount else { return nil }
        return Array(file.bytes[file.lines.lineRange(line, in: file.bytes)])
    }

    /// The UTF-16 column (1-based) of a UTF-8 byte column on `line`. A column past the end
    /// of the line (a finding at the end of the file) adds the excess as is.
    public static func utf16Column(utf8Column: Int, line: [UInt8]) -> Int {
        let prefixBytes = max(0, utf8Column - 1)
        let inLine = min(prefixBytes, line.count)
        let units = String(decoding: line[0..<inLine], as: UTF8.self).utf16.count
        return units + (prefixBytes - inLine) + 1
    }

    private final class FileCache {
        private var files: [String: SourceFile?] = [:]

        func file(_ path: String) -> SourceFile? {
            if let cached = files[path] { return cached }
            var file: SourceFile?
            if case .success(let bytes) = FileSystem.read(path) { file = SourceFile(path: path, bytes: bytes) }
            files[path] = file
            return file
        }
    }
}
