/// GitHub code scanning's `primaryLocationLineHash`: the fingerprint `upload-sarif`
/// computes from the file when a result has none (github/codeql-action,
/// `src/fingerprints.ts`), and that the REST upload API does not compute. Emitting the same
/// value lets alerts be tracked across runs whichever way the log is uploaded.
///
/// The file is read as UTF-16 code units. Spaces and tabs are skipped, CR and CRLF count as
/// LF, and each line's hash is a rolling hash (base 37, wrapping 64-bit) of the 100 code
/// units starting at the line, crossing into the following lines; a code unit 65535 marks
/// the end of the file and zeros pad it. The value is `hex:n`, where `n` counts earlier
/// lines with the same hash.
public enum GitHubLineHash {
    static let blockSize = 100

    /// The hash of every line of `bytes`, indexed by line number minus one.
    public static func lineHashes(_ bytes: [UInt8]) -> [String] {
        var state = State()
        for unit in String(decoding: bytes, as: UTF8.self).utf16 {
            state.process(UInt64(unit))
        }
        state.process(65535)
        for _ in 0..<blockSize {
            if state.lineNumbers[state.index] != -1 { state.output() }
            state.update(0)
        }
        return state.hashes
    }

    private struct State {
        var window = [UInt64](repeating: 0, count: blockSize)
        var lineNumbers = [Int](repeating: -1, count: blockSize)
        var hash: UInt64 = 0
        let firstMod: UInt64 = (0..<blockSize).reduce(1) { r, _ in r &* 37 }
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousCR = false
        var counts: [UInt64: Int] = [:]
        var hashes: [String] = []

        mutating func process(_ unit: UInt64) {
            var c = unit
            if c == 0x20 || c == 0x09 || (previousCR && c == 0x0A) {
                previousCR = false
                return
            }
            if c == 0x0D {
                c = 0x0A
                previousCR = true
            } else {
                previousCR = false
            }
            if lineNumbers[index] != -1 { output() }
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if c == 0x0A { lineStart = true }
            update(c)
        }

        mutating func update(_ c: UInt64) {
            let begin = window[index]
            window[index] = c
            hash = 37 &* hash &+ c &- firstMod &* begin
            index = (index + 1) % blockSize
        }

        /// Lines are completed in order, so line n's hash is appended as element n - 1.
        mutating func output() {
            let n = counts[hash, default: 0] + 1
            counts[hash] = n
            hashes.append(String(hash, radix: 16) + ":" + String(n))
            lineNumbers[index] = -1
        }
    }
}
