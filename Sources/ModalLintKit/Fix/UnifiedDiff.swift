/// A unified diff (`diff -u`, as `patch -p1` applies it) of one file and its edited form.
///
/// The edits are known, so no search for a longest common subsequence is needed: each edit
/// touches the lines it overlaps, and hunks are those lines with three lines of context,
/// joined where their contexts meet.
public enum UnifiedDiff {
    static let context = 3

    /// The diff of `original` and the result of `edits`, under the names `a/PATH` and `b/PATH`;
    /// empty when there is no edit.
    public static func make(path: String, original: [UInt8], edits: [PresentationFix.Edit]) -> String {
        guard !edits.isEmpty else { return "" }
        let lines = lineStarts(original)
        // The line holding an offset: the edits are sorted and do not overlap, so the offsets
        // asked about only grow, and one cursor walks the lines once.
        var cursor = 0
        func lineOf(_ offset: Int) -> Int {
            while cursor + 1 < lines.count && lines[cursor + 1] <= offset { cursor += 1 }
            return cursor
        }
        let lineCount = lines.count - (original.isEmpty || lines.last == original.count ? 1 : 0)
        // The original lines each edit replaces: an insertion at a line start replaces none.
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var changes: [(lines: Range<Int>, edits: [PresentationFix.Edit])] = []
        for e in sorted {
            let first = lineOf(e.range.lowerBound)
            let touched: Range<Int>
            if e.range.isEmpty && lines[first] == e.range.lowerBound {
                touched = first..<first
            } else {
                touched = first..<(lineOf(max(e.range.lowerBound, e.range.upperBound - 1)) + 1)
            }
            if let last = changes.last, last.lines.upperBound > touched.lowerBound || (last.lines.overlaps(touched)) {
                changes[changes.count - 1] = (last.lines.lowerBound..<max(last.lines.upperBound, touched.upperBound), last.edits + [e])
            } else {
                changes.append((touched, [e]))
            }
        }
        // Hunks: changes whose contexts meet are one hunk.
        var hunks: [[Int]] = []
        for (k, change) in changes.enumerated() {
            if let last = hunks.last?.last, changes[last].lines.upperBound + 2 * context >= change.lines.lowerBound {
                hunks[hunks.count - 1].append(k)
            } else {
                hunks.append([k])
            }
        }
        func lineBytes(_ i: Int) -> ArraySlice<UInt8> {
            original[lines[i]..<(i + 1 < lines.count ? lines[i + 1] : original.count)]
        }
        // A name with a space ends at a tab, as patch reads it (git writes it so too).
        let end = path.contains(" ") ? "\t\n" : "\n"
        var out = "--- a/\(path)\(end)+++ b/\(path)\(end)"
        var shift = 0  // new-file lines minus old-file lines before the current hunk
        for hunk in hunks {
            let from = max(0, changes[hunk.first!].lines.lowerBound - context)
            let to = min(lineCount, changes[hunk.last!].lines.upperBound + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var line = from
            for k in hunk {
                let change = changes[k]
                while line < change.lines.lowerBound {
                    body += emit(" ", lineBytes(line)); oldCount += 1; newCount += 1; line += 1
                }
                let startByte = change.lines.isEmpty ? change.edits[0].range.lowerBound : lines[change.lines.lowerBound]
                let endByte = change.lines.isEmpty ? startByte : (change.lines.upperBound < lines.count ? lines[change.lines.upperBound] : original.count)
                for l in change.lines { body += emit("-", lineBytes(l)); oldCount += 1 }
                let local = change.edits.map { PresentationFix.Edit(range: ($0.range.lowerBound - startByte)..<($0.range.upperBound - startByte), text: $0.text) }
                let replaced = PresentationFix.apply(local, to: Array(original[startByte..<endByte]))
                for l in split(replaced) { body += emit("+", l); newCount += 1 }
                line = change.lines.upperBound
            }
            while line < to {
                body += emit(" ", lineBytes(line)); oldCount += 1; newCount += 1; line += 1
            }
            out += "@@ -\(range(from, oldCount)) +\(range(from + shift, newCount)) @@\n" + body
            shift += newCount - oldCount
        }
        return out
    }

    /// `start,count` in a hunk header (1-based; a count of 0 names the line before).
    static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// A diff line: the mark, the line's bytes, and the marker `patch` reads for a last line
    /// without a line break.
    static func emit(_ mark: String, _ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        return line.last == UInt8(ascii: "\n") ? mark + text : mark + text + "\n\\ No newline at end of file\n"
    }

    /// The offset each line starts at (a file ending in a line break has one more, at its end).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        return starts
    }

    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            out.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }
}
