/// `modallint fix`: writes an explicit `modalPresentationStyle` where
/// `implicit_presentation_style` reports, so that a team's decision (keep full screen, or make
/// the card deliberate) is in the code.
///
/// A site is changed only when the change is safe by construction:
/// - the presentation is a statement of its own, starting its line, so a line inserted before
///   it runs right before it on every path and in the same scope (inside a closure, inside
///   the closure);
/// - the presented value is a local or a stored property (setting the style on it styles what
///   is presented), or the result of a call (an initialiser, a factory), which becomes a local
///   introduced on the line before;
/// - the site is outside `#if` (the inserted line would be compiled for one configuration
///   only);
/// - for a storyboard segue, the style is written as the segue's attribute (Interface Builder
///   has none for `automatic`, which is a segue's default).
/// Every other finding is listed with the reason it was left alone. Running `fix` again
/// changes nothing: the sites it fixed are no longer findings.
public enum PresentationFix {
    /// The styles a team can choose, named as Swift's `UIModalPresentationStyle` cases.
    public enum Style: String, CaseIterable, Sendable {
        case fullScreen, overFullScreen, pageSheet, formSheet, automatic
    }

    /// Bytes `range` of a file replaced by `text` (an insertion when the range is empty).
    public struct Edit: Sendable {
        public let range: Range<Int>
        public let text: String
    }

    /// The edits of one file.
    public struct FileFix: Sendable {
        public let path: String
        public let original: [UInt8]
        public var edits: [Edit]
        public var sites: Int

        /// The file with its edits applied.
        public var fixed: [UInt8] { PresentationFix.apply(edits, to: original) }
    }

    /// A finding left alone, and why.
    public struct Skipped: Sendable {
        public let path: String
        public let line: Int
        public let reason: String
    }

    public struct Plan: Sendable {
        public var files: [FileFix] = []
        public var skipped: [Skipped] = []
        public var fixedSites: Int { files.reduce(0) { $0 + $1.sites } }

        public init() {}

        public mutating func merge(_ other: Plan) {
            files += other.files
            skipped += other.skipped
        }
    }

    static let ruleID = ImplicitPresentationStyleRule.description.id

    /// The edits for the `implicit_presentation_style` findings of `result`, each site with
    /// the style `style(path)` gives for its file.
    public static func plan(_ result: Analyzer.Result, style: (String) -> Style) -> Plan {
        var plan = Plan()
        var modelsByPath: [String: Int] = [:]
        for (i, m) in result.models.enumerated() { modelsByPath[m.file.path] = i }
        var boardsByPath: [String: StoryboardModel] = [:]
        for b in result.storyboards { boardsByPath[b.file.path] = b }
        var byFile: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for d in result.diagnostics where d.ruleID == ruleID {
            if byFile[d.path] == nil { order.append(d.path) }
            byFile[d.path, default: []].append(d)
        }
        for path in order {
            let findings = byFile[path]!
            var fix: FileFix
            if let board = boardsByPath[path] {
                fix = FileFix(path: path, original: board.file.bytes, edits: [], sites: 0)
                for d in findings {
                    switch segueEdit(board.file.bytes, at: d.offset, style: style(path)) {
                    case .success(let e): fix.edits.append(e); fix.sites += 1
                    case .failure(let why): plan.skipped.append(Skipped(path: path, line: d.location.line, reason: why.reason))
                    }
                }
            } else if let fi = modelsByPath[path] {
                let m = result.models[fi]
                var site = SwiftSites(model: m, index: result.index, entries: result.presentations.entries(inFile: fi))
                fix = FileFix(path: path, original: m.file.bytes, edits: [], sites: 0)
                for d in findings {
                    switch site.edits(forCallAt: d.offset, style: style(path)) {
                    case .success(let edits):
                        // Two findings whose edits would overlap: the second is left for a second run.
                        if edits.contains(where: { e in fix.edits.contains { $0.range.overlaps(e.range) || ($0.range.isEmpty && $0.range == e.range) } }) {
                            plan.skipped.append(Skipped(path: path, line: d.location.line, reason: "another site of the same statement was fixed: run fix again"))
                            continue
                        }
                        fix.edits += edits
                        fix.sites += 1
                    case .failure(let why):
                        plan.skipped.append(Skipped(path: path, line: d.location.line, reason: why.reason))
                    }
                }
            } else {
                continue
            }
            if fix.sites > 0 { plan.files.append(fix) }
        }
        return plan
    }

    /// Why a site was left alone.
    struct NotFixed: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The edit that gives a modal segue its style: the attribute, before the segue's `id`.
    static func segueEdit(_ bytes: [UInt8], at offset: Int, style: Style) -> Result<Edit, NotFixed> {
        guard style != .automatic else {
            return .failure(NotFixed("a segue's style cannot be written as automatic in a storyboard (it is the segue's default): set it in code, in prepare(for:sender:)"))
        }
        guard offset < bytes.count, let end = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else {
            return .failure(NotFixed("the segue element could not be read"))
        }
        let tag = bytes[offset..<end]
        if tag.firstRange(of: Array("modalPresentationStyle=".utf8)) != nil {
            return .failure(NotFixed("the segue already has a presentation style attribute"))
        }
        let insertAt: Int
        if let id = tag.firstRange(of: Array(" id=\"".utf8)) {
            insertAt = id.lowerBound
        } else {
            insertAt = bytes[end - 1] == UInt8(ascii: "/") ? end - 1 : end
        }
        return .success(Edit(range: insertAt..<insertAt, text: " modalPresentationStyle=\"\(style.rawValue)\""))
    }

    /// `edits` applied to `bytes` (sorted, not overlapping).
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var at = 0
        for e in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out += bytes[at..<e.range.lowerBound]
            out += Array(e.text.utf8)
            at = e.range.upperBound
        }
        out += bytes[at...]
        return out
    }
}
