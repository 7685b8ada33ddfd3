import ModalLintPlatform

/// The facts of one `.storyboard` or `.xib` file: its scenes (controllers with their custom
/// class, storyboard identifier and presentation style) and segues (identifier, kind,
/// destination, style). Read with a small tag scanner over the bytes (no XML library): IB
/// files are machine-written, and only start tags and their attributes matter here.
public struct StoryboardModel: Sendable {
    public struct Scene: Sendable {
        /// The element name: `viewController`, `navigationController`, `tableViewController` …
        public var element: String
        public var id: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        public var modalPresentationStyle: String?
        public var offset: Int
        /// For containers: the id of the root controller (relationship segue).
        public var rootID: String?
        /// For a storyboard reference (`viewControllerPlaceholder`): the storyboard it names
        /// and the identifier of the scene there (nil: its initial controller).
        public var storyboardName: String? = nil
        public var referencedIdentifier: String? = nil
        /// For a tab bar controller: the ids of its tabs' controllers.
        public var childIDs: [String] = []

        /// Whether this is a reference to a scene of another storyboard.
        public var isReference: Bool { element == "viewControllerPlaceholder" }

        /// The class this scene instantiates: its custom class or the UIKit class of the element.
        public var className: String {
            if let c = customClass { return c }
            let e = element
            return "UI" + e.prefix(1).uppercased() + e.dropFirst()
        }
    }

    public struct Segue: Sendable {
        public var id: String
        public var identifier: String?
        public var kind: String
        public var relationship: String?
        public var destination: String
        public var modalPresentationStyle: String?
        public var sourceID: String?
        public var offset: Int
        /// A custom segue class (`customClass`), whose `perform()` may set the style.
        public var customClass: String? = nil
        /// For an unwind segue: the action it runs (`unwindToList:`).
        public var unwindAction: String? = nil

        /// A modal presentation (`presentation`, or the pre-iOS 8 `modal`).
        public var isModal: Bool { kind == "presentation" || kind == "modal" }
    }

    /// A control's or bar button's action wired in Interface Builder.
    public struct Action: Sendable {
        /// The method's selector (`dismissViewController:`).
        public var selector: String
        /// The id of the object it is sent to (a scene's controller, the first responder).
        public var destination: String
        public var offset: Int

        /// The method's base name (`dismissViewController`).
        public var methodName: String { String(selector.prefix { $0 != ":" }) }
    }

    public let file: SourceFile
    /// The file's name without its folder and extension (`Main` for `Base.lproj/Main.storyboard`):
    /// the name code passes to `UIStoryboard(name:bundle:)`.
    public let name: String
    /// The id of the initial controller (the document's `initialViewController`).
    public private(set) var initialViewControllerID: String? = nil
    public private(set) var scenes: [Scene] = []
    public private(set) var segues: [Segue] = []
    public private(set) var actions: [Action] = []
    public private(set) var comments: [Range<Int>] = []

    public init(file: SourceFile) {
        self.file = file
        var base = Substring(file.path)
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        if let dot = base.lastIndex(of: ".") { base = base[..<dot] }
        name = String(base)
        parse()
    }

    /// The initial controller's scene.
    public var initialScene: Scene? { initialViewControllerID.flatMap { scene(id: $0) } }

    public func scene(id: String) -> Scene? { scenes.first { $0.id == id } }

    private mutating func parse() {
        let bytes = file.bytes
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Read through a buffer pointer, the next tag found with `memchr`.
    private mutating func parse(_ b: UnsafeBufferPointer<UInt8>) {
        guard let base = b.baseAddress else { return }
        var i = 0
        var controllerStack: [(name: String, nameRange: Range<Int>, id: String)] = []
        while i < b.count {
            guard let hit = memchr(base + i, Int32(UInt8(ascii: "<")), b.count - i) else { break }
            i = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            let start = i
            if i + 3 < b.count && b[i + 1] == UInt8(ascii: "!") && b[i + 2] == UInt8(ascii: "-") && b[i + 3] == UInt8(ascii: "-") {
                var j = i + 4
                while j + 2 < b.count && !(b[j] == UInt8(ascii: "-") && b[j + 1] == UInt8(ascii: "-") && b[j + 2] == UInt8(ascii: ">")) { j += 1 }
                comments.append(start..<min(b.count, j + 3))
                i = j + 3
                continue
            }
            let closing = i + 1 < b.count && b[i + 1] == UInt8(ascii: "/")
            var j = closing ? i + 2 : i + 1
            let nameStart = j
            while j < b.count && b[j] != UInt8(ascii: " ") && b[j] != UInt8(ascii: ">") && b[j] != UInt8(ascii: "/") && b[j] != 0x0A && b[j] != 0x09 { j += 1 }
            // Only controller elements, segues and actions are read; every other tag is only scanned to
            // its end (quotes respected), making no strings.
            let nameEnd = j
            let wanted = !closing && (StoryboardModel.bytes(b, nameStart..<nameEnd, endWith: StoryboardModel.controllerSuffix)
                                      || StoryboardModel.bytes(b, nameStart..<nameEnd, are: StoryboardModel.segueName)
                                      || StoryboardModel.bytes(b, nameStart..<nameEnd, are: StoryboardModel.placeholderName)
                                      || StoryboardModel.bytes(b, nameStart..<nameEnd, are: StoryboardModel.actionName)
                                      || (initialViewControllerID == nil && StoryboardModel.bytes(b, nameStart..<nameEnd, are: StoryboardModel.documentName)))
            let name = wanted ? SourceFile.text(nameStart..<nameEnd, of: b) : ""
            if !wanted {
                // Only the tag's end is needed: where the attribute loop below would stop, found
                // with `memchr`. A quoted value opens only at a quote right after an `=`.
                i = StoryboardModel.tagEnd(b, from: j) + 1
                if closing, let last = controllerStack.last, StoryboardModel.same(b, last.nameRange, nameStart..<nameEnd, last.name) {
                    controllerStack.removeLast()
                }
                continue
            }
            // Attributes up to the end of the tag (quotes respected).
            var attrs: [String: String] = [:]
            var selfClosing = false
            while j < b.count && b[j] != UInt8(ascii: ">") {
                if b[j] == UInt8(ascii: "/") { selfClosing = true; j += 1; continue }
                if b[j] == UInt8(ascii: " ") || b[j] == 0x0A || b[j] == 0x09 || b[j] == 0x0D { j += 1; continue }
                let ks = j
                while j < b.count && b[j] != UInt8(ascii: "=") && b[j] != UInt8(ascii: ">") && b[j] != UInt8(ascii: " ") { j += 1 }
                let keyEnd = j
                guard j < b.count, b[j] == UInt8(ascii: "=") else { continue }
                j += 1
                guard j < b.count, b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") else { continue }
                let quote = b[j]
                j += 1
                let vs = j
                while j < b.count && b[j] != quote { j += 1 }
                if wanted { attrs[SourceFile.text(ks..<keyEnd, of: b)] = StoryboardModel.unescape(SourceFile.text(vs..<j, of: b)) }
                j += 1
                selfClosing = false
            }
            i = j + 1
            if name == "action" {
                if let selector = attrs["selector"], let dest = attrs["destination"] {
                    actions.append(Action(selector: selector, destination: dest, offset: start))
                }
            } else if name == "document" {
                initialViewControllerID = attrs["initialViewController"] ?? ""
            } else if name == "viewControllerPlaceholder", let id = attrs["id"] {
                var scene = Scene(element: name, id: id, customClass: nil, storyboardIdentifier: nil, modalPresentationStyle: nil, offset: start, rootID: nil)
                scene.storyboardName = attrs["storyboardName"] ?? self.name
                scene.referencedIdentifier = attrs["referencedIdentifier"]
                scenes.append(scene)
            } else if name.hasSuffix("Controller"), let id = attrs["id"], attrs["sceneMemberID"] == "viewController" || attrs["customClass"] != nil || attrs["storyboardIdentifier"] != nil {
                scenes.append(Scene(element: name, id: id, customClass: attrs["customClass"], storyboardIdentifier: attrs["storyboardIdentifier"],
                                    modalPresentationStyle: attrs["modalPresentationStyle"], offset: start, rootID: nil))
                if !selfClosing { controllerStack.append((name, nameStart..<nameEnd, id)) }
            } else if name == "segue", let dest = attrs["destination"] {
                var segue = Segue(id: attrs["id"] ?? "", identifier: attrs["identifier"], kind: attrs["kind"] ?? "",
                                  relationship: attrs["relationship"], destination: dest,
                                  modalPresentationStyle: attrs["modalPresentationStyle"], sourceID: controllerStack.last?.id, offset: start)
                segue.customClass = attrs["customClass"]
                segue.unwindAction = attrs["unwindAction"]
                segues.append(segue)
                if segue.kind == "relationship", segue.relationship == "rootViewController", let src = segue.sourceID,
                   let k = scenes.lastIndex(where: { $0.id == src }) {
                    scenes[k].rootID = dest
                }
                if segue.kind == "relationship", segue.relationship == "viewControllers", let src = segue.sourceID,
                   let k = scenes.lastIndex(where: { $0.id == src }) {
                    scenes[k].childIDs.append(dest)
                }
            }
        }
    }

    /// Where the attribute loop of `parse` stops for a tag whose attributes start at `from`:
    /// the first `>` outside a quoted value (a value opens at a quote right after an `=`), or
    /// the end of the bytes.
    static func tagEnd(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        let base = b.baseAddress.unsafelyUnwrapped
        func find(_ byte: UInt8, _ a: Int, _ e: Int) -> Int {
            guard a < e, let hit = memchr(base + a, Int32(byte), e - a) else { return e }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        var j = from
        while j < b.count {
            let gt = find(UInt8(ascii: ">"), j, b.count)
            let eq = find(UInt8(ascii: "="), j, gt)
            if eq == gt { return gt }
            j = eq + 1
            if j < b.count && (b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'")) {
                j = find(b[j], j + 1, b.count) + 1
            }
        }
        return b.count
    }

    /// Whether a closing tag's name (`close`) is the open controller's (`open`, whose text is
    /// `openText`): the bytes when both are ASCII, else the texts (as Swift compares strings).
    static func same(_ b: UnsafeBufferPointer<UInt8>, _ open: Range<Int>, _ close: Range<Int>, _ openText: String) -> Bool {
        if b[open].allSatisfy({ $0 < 0x80 }) && b[close].allSatisfy({ $0 < 0x80 }) {
            return open.count == close.count && b[open].elementsEqual(b[close])
        }
        return openText == SourceFile.text(close, of: b)
    }

    static let controllerSuffix = Array("Controller".utf8)
    static let segueName = Array("segue".utf8)
    static let placeholderName = Array("viewControllerPlaceholder".utf8)
    static let documentName = Array("document".utf8)
    static let actionName = Array("action".utf8)

    static func bytes(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, endWith suffix: [UInt8]) -> Bool {
        r.count >= suffix.count && b[(r.upperBound - suffix.count)..<r.upperBound].elementsEqual(suffix)
    }

    static func bytes(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, are word: [UInt8]) -> Bool {
        r.count == word.count && b[r].elementsEqual(word)
    }

    static func unescape(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "&")) else { return s }
        return s.replacingAll("&quot;", "\"").replacingAll("&apos;", "'").replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&amp;", "&")
    }
}

extension String {
    /// Replaces every occurrence of `a` by `b` (no Foundation).
    func replacingAll(_ a: String, _ b: String) -> String {
        guard !a.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.firstRange(of: a) {
            out += rest[..<r.lowerBound]
            out += b
            rest = rest[r.upperBound...]
        }
        out += rest
        return out
    }
}
