/// Controllers that come from storyboards: `instantiateViewController(withIdentifier:)` with a
/// literal, a constant or an enum's raw value; `instantiateInitialViewController()`; helpers
/// whose identifier is the class name (`Settings.instantiate()`,
/// `instantiateFromStoryboard()`); SwiftGen's `StoryboardScene.Main.settings.instantiate()`;
/// and the scenes themselves, storyboard references followed to the scene they name.
extension PresentationResolver {
    /// What a storyboard lookup gives, or nil when the call is not one.
    func storyboardLookup(_ c: CallSite, at place: Place, depth: Int, expected: String?) -> Presented? {
        let m = model(place)
        let here = SiteLocation.swift(file: place.file, offset: c.nameRange.lowerBound)
        switch c.name {
        case "instantiateViewController":
            let boards = storyboardIndices(of: c.receiver, at: place)
            if let arg = c.argument("withIdentifier") ?? c.argument("identifier") {
                if let id = identifier(arg.value, at: place.moved(to: arg.range.lowerBound, c.context)) {
                    return scenes(where: { $0.storyboardIdentifier == id }, in: boards)
                        ?? .unknown("no storyboard scene has the identifier `\(id)`", at: here)
                }
                if let cls = expected, let found = scenes(where: { $0.customClass == cls }, in: boards) { return found }
                return .unknown("the storyboard identifier `\(m.text(arg.value.range))` is not a value the analysis can read", at: here)
            }
            return nil
        case "instantiateInitialViewController":
            guard let boards = storyboardIndices(of: c.receiver, at: place) else {
                return .unknown("which storyboard's initial controller this is cannot be told", at: here)
            }
            let found = boards.compactMap { si -> Presented? in
                let sb = index.storyboards[si]
                return sb.initialScene.map { sceneVerdict($0, in: sb, storyboard: si) }
            }
            return found.isEmpty ? .unknown("the storyboard has no initial controller", at: here) : combine(found)
        default:
            break
        }
        // SwiftGen: `StoryboardScene.Main.settings.instantiate()`, `….initialScene.instantiate()`.
        if c.name == "instantiate", let path = c.receiver?.path, path.count == 3, path[0] == "StoryboardScene" {
            let boards = index.storyboardsByName[path[1]]
            if path[2] == "initialScene" {
                let found = (boards ?? []).compactMap { si in index.storyboards[si].initialScene.map { sceneVerdict($0, in: index.storyboards[si], storyboard: si) } }
                return found.isEmpty ? .unknown("no storyboard `\(path[1])` with an initial controller", at: here) : combine(found)
            }
            let scene = path[2]
            return scenes(where: { id in id.storyboardIdentifier.map { sameSceneName($0, scene) } ?? false }, in: boards)
                ?? .unknown("no scene `\(scene)` in a storyboard `\(path[1])`", at: here)
        }
        // Helpers whose identifier is the class name: `Settings.instantiate()`,
        // `instantiate(Settings.self)`, `let vc: Settings = .instantiateFromStoryboard()`.
        let lower = c.name.lowercased()
        guard lower.contains("instantiate") || lower.contains("fromstoryboard") else { return nil }
        var cls: String? = nil
        if let r = c.receiver, case .name(let n, _) = r, n.first?.isUppercase == true, n != "UIStoryboard" { cls = n }
        if cls == nil, let a = c.arguments.first(where: { if case .member(_, "self", _) = $0.value { return true } else { return false } }),
           case .member(let base, "self", _) = a.value { cls = base.path?.last }
        if cls == nil { cls = expected }
        guard let name = cls, index.isProjectType(name) else { return nil }
        let boards = storyboardIndices(of: c.receiver, at: place)
        return scenes(where: { $0.storyboardIdentifier == name && $0.customClass == name }, in: boards)
            ?? scenes(where: { $0.customClass == name }, in: boards)
            ?? scenes(where: { $0.storyboardIdentifier == name }, in: boards)
    }

    /// SwiftGen lower-cases a scene's first letter: `settings` names `Settings`.
    func sameSceneName(_ identifier: String, _ swiftName: String) -> Bool {
        identifier == swiftName || (identifier.first.map { String($0).lowercased() + identifier.dropFirst() } == swiftName)
    }

    /// The scenes of `boards` (all storyboards when nil) that match, combined; nil when none does.
    func scenes(where match: (StoryboardModel.Scene) -> Bool, in boards: [Int]?) -> Presented? {
        var found: [Presented] = []
        for si in boards ?? Array(index.storyboards.indices) {
            let sb = index.storyboards[si]
            for scene in sb.scenes where !scene.isReference && match(scene) {
                found.append(sceneVerdict(scene, in: sb, storyboard: si))
                if found.count > 8 { return .unknown("too many storyboard scenes match", at: .storyboard(index: si, offset: scene.offset)) }
            }
        }
        return found.isEmpty ? nil : combine(found)
    }

    /// The storyboards a receiver names: `UIStoryboard(name: "Main", bundle: nil)`, a local or
    /// property holding one, a property of a `UIStoryboard` extension, or the enclosing
    /// controller's own `storyboard` (the storyboards that have a scene of its class). Nil
    /// when it cannot be told (any storyboard of the project may be meant).
    func storyboardIndices(of receiver: Expr?, at place: Place, depth: Int = 0) -> [Int]? {
        guard let r = receiver?.uncast, depth < 6 else { return nil }
        let m = model(place)
        switch r {
        case .call(let ci, _):
            let c = m.calls[ci]
            if c.name == "UIStoryboard", let a = c.argument("name"), case .string(let n)? = constant(a.value, at: place)?.value {
                return index.storyboardsByName[n] ?? []
            }
            return nil
        case .name(let n, _):
            for k in m.bindings(inFunction: place.context.function, to: place.offset).reversed() {
                let b = m.bindings[Int(k)]
                guard b.name == n else { continue }
                return b.initializer.flatMap { storyboardIndices(of: $0, at: place.moved(to: b.range.lowerBound, b.context), depth: depth + 1) }
            }
            return n == "storyboard" ? ownStoryboards(place) : nil
        case .member(.name("self", _), "storyboard", _):
            return ownStoryboards(place)
        case .member(.name("UIStoryboard", _), let n, _), .implicitMember(let n, _):
            // `UIStoryboard.settings`, declared in an extension of UIStoryboard.
            for ref in index.typesByName["UIStoryboard"] ?? [] {
                let tm = index.models[ref.file]
                for pi in tm.types[ref.type].properties where tm.properties[pi].name == n {
                    let p = tm.properties[pi]
                    let at = Place(file: ref.file, offset: p.range.lowerBound, context: p.context, frame: nil)
                    if let e = p.initializer { return storyboardIndices(of: e, at: at, depth: depth + 1) }
                    if let g = p.getter, let body = tm.functions[g].bodyBlock, let call = singleCall(in: body, of: tm, function: g, closure: nil) {
                        return storyboardIndices(of: .call(call, tm.calls[call].range), at: at, depth: depth + 1)
                    }
                    if let ret = tm.returns(inFunction: p.getter).first.map({ tm.returns[Int($0)] }), let v = ret.value {
                        return storyboardIndices(of: v, at: at.moved(to: ret.range.lowerBound, ret.context), depth: depth + 1)
                    }
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// The storyboards that hold a scene of the enclosing controller's class (its own
    /// `storyboard` property).
    func ownStoryboards(_ place: Place) -> [Int]? {
        guard let ti = place.context.type else { return nil }
        let cls = model(place).types[ti].name
        let boards = index.storyboards.indices.filter { index.storyboards[$0].scenes.contains { $0.customClass == cls } }
        return boards.isEmpty ? nil : boards
    }

    /// A storyboard identifier written as a literal, a constant (`let`, a static property),
    /// an enum case's raw value (`StoryboardID.settings.rawValue`) or a class name
    /// (`String(describing: Settings.self)`).
    func identifier(_ e: Expr, at place: Place, depth: Int = 0) -> String? {
        guard depth < 6 else { return nil }
        let m = model(place)
        if case .string(let s)? = constant(e, at: place)?.value { return s }
        switch e.uncast {
        case .member(let base, "rawValue", _):
            guard case .enumCase(let c)? = constant(base, at: place)?.value else { return nil }
            let enumName: String? = {
                if case .member(let b, _, _) = base { return b.path?.last }
                return nil
            }()
            return enumName.flatMap { enumRawValue(of: $0, case: c) } ?? c
        case .member(let base, let n, _):
            // A static constant: `Identifiers.settings`.
            guard let t = base.path?.last, t.first?.isUppercase == true else { return nil }
            for ref in index.typesByName[t] ?? [] {
                let tm = index.models[ref.file]
                for pi in tm.types[ref.type].properties where tm.properties[pi].name == n {
                    if let v = tm.properties[pi].initializer {
                        return identifier(v, at: Place(file: ref.file, offset: tm.properties[pi].range.lowerBound, context: tm.properties[pi].context, frame: nil), depth: depth + 1)
                    }
                }
            }
            return nil
        case .call(let ci, _):
            let c = m.calls[ci]
            if c.name == "String", let a = c.argument("describing") ?? c.arguments.first, case .member(let base, "self", _) = a.value { return base.path?.last }
            return nil
        case .name(let n, _):
            // A property of the enclosing type holding a literal.
            guard let ti = place.context.type else { return nil }
            for ref in index.typesByName[m.types[ti].name] ?? [] {
                let tm = index.models[ref.file]
                for pi in tm.types[ref.type].properties where tm.properties[pi].name == n && tm.properties[pi].isLet {
                    if let v = tm.properties[pi].initializer {
                        return identifier(v, at: Place(file: ref.file, offset: tm.properties[pi].range.lowerBound, context: tm.properties[pi].context, frame: nil), depth: depth + 1)
                    }
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// The raw value of a case of a project `String` enum: `case settings = "Settings"` gives
    /// `Settings`; a case without one, its name. Read from the enum's source (cases are not
    /// modelled declarations).
    func enumRawValue(of enumName: String, case name: String) -> String? {
        for ref in index.typesByName[enumName] ?? [] where index.decl(ref).kind == .enum {
            let m = index.models[ref.file]
            let text = m.text(index.decl(ref).range)
            for line in text.split(separator: "\n") {
                let t = line.drop { $0 == " " || $0 == "\t" }
                guard t.hasPrefix("case ") else { continue }
                for item in t.dropFirst(5).split(separator: ",") {
                    let parts = item.split(separator: "=", maxSplits: 1)
                    let caseName = String(parts[0]).trimmingCharacters()
                    guard caseName == name else { continue }
                    guard parts.count == 2 else { return name }
                    let value = String(parts[1]).trimmingCharacters()
                    guard value.hasPrefix("\""), let close = value.dropFirst().firstIndex(of: "\"") else { return nil }
                    return String(value[value.index(after: value.startIndex)..<close])
                }
            }
        }
        return nil
    }

    // MARK: Scenes and segues

    /// What a storyboard scene decides: its own style attribute, else its class; a
    /// container's root comes through; a storyboard reference is followed to its scene.
    public func sceneVerdict(_ scene: StoryboardModel.Scene, in sb: StoryboardModel, storyboard si: Int, depth: Int = 0) -> Presented {
        let here = SiteLocation.storyboard(index: si, offset: scene.offset)
        if scene.isReference {
            guard depth < 4, let name = scene.storyboardName, let boards = index.storyboardsByName[name] else {
                return .unknown("the storyboard `\(scene.storyboardName ?? "?")` it refers to is not in the project", at: here)
            }
            var found: [Presented] = []
            for bi in boards {
                let target = index.storyboards[bi]
                let s = scene.referencedIdentifier.flatMap { id in target.scenes.first { $0.storyboardIdentifier == id } } ?? (scene.referencedIdentifier == nil ? target.initialScene : nil)
                if let s { found.append(sceneVerdict(s, in: target, storyboard: bi, depth: depth + 1)) }
            }
            return found.isEmpty ? .unknown("the referenced scene is not in the storyboard `\(name)`", at: here) : combine(found)
        }
        let step = ResolutionStep(.storyboard, "the storyboard scene \(scene.storyboardIdentifier.map { "`\($0)`" } ?? "of `\(scene.className)`") in \(sb.name)", at: here)
        if let style = scene.modalPresentationStyle {
            var p = Presented(verdict: .styled(style), className: scene.className)
            // The style decides; a container's root still comes through (its class, what it
            // does about the sheet), unless it is a class the project cannot see.
            if let root = scene.rootID.flatMap({ sb.scene(id: $0) }), depth < 4 {
                let r = sceneVerdict(root, in: sb, storyboard: si, depth: depth + 1)
                let wrapped = wrapping(p, root: r)
                if wrapped.verdict == p.verdict { p = wrapped } else { p.rootClassName = r.className ?? r.rootClassName }
            }
            p.steps = [step]
            return p
        }
        var p = classVerdict(scene.className)
        if p.verdict == .unknown && scene.customClass == nil {
            p = Presented(verdict: .unstyled, className: scene.className)
            p.isSplitView = scene.element == "splitViewController"
        }
        if let root = scene.rootID.flatMap({ sb.scene(id: $0) }) {
            p = wrapping(p, root: sceneVerdict(root, in: sb, storyboard: si, depth: depth + 1))
        }
        // A tab bar's tabs are on the presented stack too (`tabBarController?.isModalInPresentation`).
        for child in scene.childIDs.compactMap({ sb.scene(id: $0) }) where depth < 3 {
            let c = sceneVerdict(child, in: sb, storyboard: si, depth: depth + 1)
            if c.setsModalInPresentation { p.setsModalInPresentation = true }
            if c.blocksSwipe { p.blocksSwipe = true }
            if c.configuresSheet { p.configuresSheet = true }
            p.settleSheetAwareness()
        }
        return p.through(step)
    }

    /// What a modal segue decides: its own style, else a custom segue class's `perform()`,
    /// else the destination scene's; then what the source's `prepare(for:sender:)` does to the
    /// destination.
    public func segueVerdict(_ segue: StoryboardModel.Segue, in sb: StoryboardModel, storyboard si: Int) -> Presented {
        guard let dest = sb.scene(id: segue.destination) else {
            return .unknown("the segue's destination is not in the storyboard", at: .storyboard(index: si, offset: segue.offset))
        }
        var p: Presented
        if let style = segue.modalPresentationStyle {
            p = Presented(verdict: .styled(style), className: dest.className)
            if let root = dest.rootID.flatMap({ sb.scene(id: $0) }) { p.rootClassName = root.className }
        } else {
            p = sceneVerdict(dest, in: sb, storyboard: si)
            if let cls = segue.customClass, let style = segueClassStyle(cls) {
                p.verdict = .styled(style.name)
                p.steps.append(ResolutionStep(.segue, "the segue class `\(cls)` sets the style `\(style.name)`", at: style.at))
            }
        }
        if let source = segue.sourceID.flatMap({ sb.scene(id: $0) }) {
            p = applyPrepare(p, segue: segue, source: source.className)
        }
        return p
    }

    /// The style a custom segue class sets on its destination in `perform()` (on it or a
    /// superclass).
    func segueClassStyle(_ cls: String) -> (name: String, at: SiteLocation)? {
        for t in index.superclassChain(cls) {
            for ref in index.typesByName[t] ?? [] {
                let m = index.models[ref.file]
                for f in m.types[ref.type].functions where m.functions[f].name == "perform" {
                    for k in m.assignments(inFunction: f) {
                        let a = m.assignments[Int(k)]
                        if a.target.lastName == "modalPresentationStyle" {
                            return (StyleValue.name(of: a.value) ?? "?", .swift(file: ref.file, offset: a.range.lowerBound))
                        }
                    }
                }
            }
        }
        return nil
    }
}
