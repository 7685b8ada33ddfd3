/// Finds presentation styles chosen by device idiom or screen size.
public struct IdiomPresentationStyleRule: Rule {
    public static let description = RuleDescription(
        id: "idiom_presentation_style",
        name: "Idiom Presentation Style",
        summary: "A presentation style (or sheet-vs-popover choice) is decided by the device idiom or screen size instead of adapting to the size class.",
        rationale: """
        Checking `userInterfaceIdiom == .pad` (or the screen size) to pick a form sheet on iPad and full \
        screen on iPhone breaks on iPad split screen and slide over, where the app runs in compact width, \
        and on large iPhones in landscape (see [adapting to the size class](presentation-model#adapt-to-size-class)). UIKit adapts a presentation to the size class by itself: \
        present with the style wanted in regular width and let \
        `adaptivePresentationStyle(for:traitCollection:)` pick the compact-width style.
        """,
        fix: """
        Present with the regular-width style (`.formSheet`, `.pageSheet` or `.popover`) unconditionally and \
        implement `adaptivePresentationStyle(for:traitCollection:)` in a \
        `UIAdaptivePresentationControllerDelegate` to return `.fullScreen` (or `.none`) for compact width.
        """,
        triggering: [
            """
            class GalleryViewController: UIViewController {
                func openPhoto(_ photo: PhotoViewController) {
                    ↓if UIDevice.current.userInterfaceIdiom == .pad {
                        photo.modalPresentationStyle = .formSheet
                    } else {
                        photo.modalPresentationStyle = .fullScreen
                    }
                    present(photo, animated: true)
                }
            }
            """,
            """
            class GalleryViewController: UIViewController {
                func openPhoto(_ photo: PhotoViewController) {
                    photo.modalPresentationStyle = ↓traitCollection.userInterfaceIdiom == .pad ? .popover : .fullScreen
                    present(photo, animated: true)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            class GalleryViewController: UIViewController {
                func share(_ sender: UIView) {
                    let alert = UIAlertController(title: nil, message: nil,
                        preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        alert.popoverPresentationController?.sourceView = sender
                    }
                    present(alert, animated: true)
                }
            }
            """,
            """
            class GalleryViewController: UIViewController {
                override func viewDidLayoutSubviews() {
                    if UIDevice.current.userInterfaceIdiom == .pad { columns = 4 } else { columns = 2 }
                }
            }
            """,
        ],
        options: [("idiom_helpers", "Names of project helpers that wrap an idiom check (`isPad` and similar are found automatically).")]
    )

    public init() {}

    /// In `modalPresentationStyle` and `UIModalPresentationStyle`.
    static let styleNeedle = Array("odalPresentationStyle".utf8)
    static let screen = Array("UIScreen".utf8)
    /// The names besides the helpers through which `IdiomCheck.mentions` finds the idiom or
    /// the screen size (`userInterfaceIdiom` aside: a file spelling it is never shallow).
    static let idiomNames = ["UIScreen", "UI_USER_INTERFACE_IDIOM"] + IdiomCheck.conventionalHelpers.sorted()
    static let idiomKeys = idiomNames.map(IdentifierFilter.Key.init)
    static let styleKeys = UIKitFacts.presentationStyles.sorted().map(IdentifierFilter.Key.init)

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        let model = ctx.model
        // Every finding reads the idiom or the screen size through a name (`IdiomCheck.mentions`).
        // A shallow model's file spells neither `userInterfaceIdiom` nor `modalPresentationStyle`
        // nor `UIModalPresentationStyle` (`PresentationNames`): there, only a ternary between
        // two style members (`isPad ? .formSheet : .fullScreen`) can be found. (Such a file is
        // read for this rule alone: its full parse is let go afterwards.)
        if model.isShallow && (!model.mayMention(anyOf: Self.styleKeys) || !model.mayMention(anyOf: Self.idiomKeys)
                               && !model.mayMention(anyOf: ctx.index.idiomHelperKeys)) {
            return []
        }
        return model.scanned { check(ctx, $0) }
    }

    private func check(_ ctx: RuleContext, _ m: FileModel) -> [Diagnostic] {
        let helpers = ctx.index.idiomHelpers
        // Locals can only hold an idiom or screen value in files that read one directly.
        // (`mentionsIdiom`, found once per file by the index, spells the idiom's two names.)
        let readsIdiom = ctx.index.mentionsIdiom(file: ctx.fileIndex) || m.file.bytes[...].containsSubsequence(Self.screen)
        // Locals that hold an idiom or screen-size value: `let shortestSide = UIScreen.main.bounds…`.
        var screenLocals: Set<[UInt8]> = []
        var localsByFunction: [Int: Set<String>] = [:]
        if readsIdiom {
            for b in m.bindings {
                guard let e = b.initializer, let f = b.context.function, IdiomCheck.mentions(e, m, helpers: helpers) else { continue }
                localsByFunction[f, default: []].insert(b.name)
                if m.file.bytes[e.range].containsSubsequence(Self.screen) { screenLocals.insert(Array(b.name.utf8)) }
            }
        }
        func idiomKind(_ e: Expr, function: Int?) -> String? {
            let locals = function.flatMap { localsByFunction[$0] } ?? []
            guard IdiomCheck.mentions(e, m, helpers: locals.isEmpty ? helpers : helpers.union(locals)) else { return nil }
            // Substring checks on the expression's bytes (no text is made).
            let t = m.file.bytes[e.range]
            return t.containsSubsequence(Self.screen) || screenLocals.contains(where: { t.containsSubsequence($0) }) ? "the screen size" : "the device idiom"
        }
        var reported: Set<Int> = []
        var result: [Diagnostic] = []
        func report(_ offset: Int, _ how: String) {
            guard reported.insert(m.file.lines.location(of: offset).line).inserted else { return }
            result.append(ctx.diagnostic(Self.description, at: offset,
                "The presentation style is chosen by \(how): on iPad split screen, slide over and large iPhones it is wrong; present with the regular-width style and adapt with adaptivePresentationStyle(for:traitCollection:)"))
        }
        // if / guard / switch whose branches set a style: an assignment to
        // `modalPresentationStyle` or a return from a function or property this file types
        // `UIModalPresentationStyle`; a file that spells neither has none.
        for ci in m.file.bytes[...].containsSubsequence(Self.styleNeedle) ? m.conditions.indices : 0..<0 {
            let kind = m.conditions[ci].kind
            guard kind == .if || kind == .guard || kind == .switch else { continue }
            let c = m.conditions[ci]
            guard let how = c.expressions.lazy.compactMap({ idiomKind($0, function: c.context.function) }).first else { continue }
            var blocks = c.branches
            if c.kind == .guard, let parent = c.context.block { blocks.append(parent) }
            // The styles chosen in each branch: assignments to modalPresentationStyle, or returns
            // from a function or property typed UIModalPresentationStyle.
            func styles(in block: Int, after: Int) -> Set<String> {
                var chosen: Set<String> = []
                for a in m.assignments where a.target.lastName == "modalPresentationStyle"
                    && m.block(a.context.block, isInside: block) && a.range.lowerBound > after {
                    chosen.insert(StyleValue.name(of: a.value) ?? "?")
                }
                for r in m.returns where m.block(r.context.block, isInside: block) && r.range.lowerBound > after {
                    guard let v = r.value, isStyle(v), returnsStyleType(r.context, m) else { continue }
                    chosen.insert(StyleValue.name(of: v) ?? "?")
                }
                return chosen
            }
            let perBranch = blocks.map { styles(in: $0, after: c.kind == .guard ? c.range.lowerBound : -1) }
            let all = perBranch.reduce(into: Set<String>()) { $0.formUnion($1) }
            guard !all.isEmpty else { continue }
            // Every branch choosing the same style decides nothing (`isPad ? .formSheet : .formSheet`).
            let exhaustive = c.kind == .switch || c.kind == .guard || c.branches.count >= 2
            if exhaustive && perBranch.allSatisfy({ !$0.isEmpty }) && all.count == 1 && !all.contains("?") { continue }
            report(c.range.lowerBound, how)
        }
        // Ternaries choosing between two styles (`isPad ? .formSheet : .fullScreen`) as the
        // value of an assignment, argument, initialiser or return: the pattern is matched
        // first (no names looked up), the condition read only for those.
        func visit(_ e: Expr, _ function: Int?) {
            if case .ternary(let cond, let a, let b, _) = e,
               isStyle(a) && isStyle(b), let how = idiomKind(cond, function: function) {
                report(cond.range.lowerBound, how)
            }
        }
        // Every ternary the parser reads is also recorded as a condition: a file without one
        // has none to visit.
        guard m.conditions.contains(where: { $0.kind == .ternary }) else { return result }
        for i in m.assignments.indices { visit(m.assignments[i].value, m.assignments[i].context.function) }
        for i in m.calls.indices {
            let args = m.calls[i].arguments
            for k in args.indices { visit(args[k].value, m.calls[i].context.function) }
        }
        for i in m.bindings.indices { if let e = m.bindings[i].initializer { visit(e, m.bindings[i].context.function) } }
        for i in m.returns.indices { if let e = m.returns[i].value { visit(e, m.returns[i].context.function) } }
        return result
    }

    /// Whether the function (or property getter) a return belongs to yields a
    /// `UIModalPresentationStyle` (`.none` is also a table-cell editing style).
    func returnsStyleType(_ c: Context, _ m: FileModel) -> Bool {
        guard let f = c.function else { return false }
        if let t = m.functions[f].returnType { return t.hasSuffix("UIModalPresentationStyle") }
        if m.functions[f].kind == .accessor, let p = m.properties.first(where: { $0.getter == f }) {
            return p.type?.hasSuffix("UIModalPresentationStyle") ?? false
        }
        return false
    }

    func isStyle(_ e: Expr) -> Bool {
        if case .implicitMember(let n, _) = e { return UIKitFacts.presentationStyles.contains(n) }
        if case .member(.name("UIModalPresentationStyle", _), _, _) = e { return true }
        return false
    }
}
