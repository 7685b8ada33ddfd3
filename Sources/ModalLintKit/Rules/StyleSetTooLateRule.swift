/// Finds `modalPresentationStyle` set after it has been read.
public struct StyleSetTooLateRule: Rule {
    public static let description = RuleDescription(
        id: "style_set_too_late",
        name: "Style Set Too Late",
        summary: "modalPresentationStyle is set in viewDidLoad, viewWillAppear or later, or after the present call, when the presentation has already started.",
        rationale: """
        UIKit reads `modalPresentationStyle` when a presentation starts (see [when the style is read](presentation-model#style-read-at-presentation)). The presented controller's \
        `viewDidLoad` runs during that presentation, so a style set there (or in `viewWillAppear`, or on \
        the controller after `present` was called) comes too late for the first presentation: it shows \
        with the default `.automatic` style, a page sheet since iOS 13.
        """,
        fix: "Set the style in `init`, `awakeFromNib`, by overriding the property, or at the call site before `present`.",
        triggering: [
            """
            final class CameraViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓modalPresentationStyle = .fullScreen
                }
            }
            final class ComposerViewController: UIViewController {
                func openCamera() { present(CameraViewController(), animated: true) }
            }
            """,
            """
            final class QuizViewController: UIViewController {
                func ask() {
                    let question = QuestionViewController()
                    present(question, animated: true)
                    ↓question.modalPresentationStyle = .fullScreen
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class CameraViewController: UIViewController {
                override init(nibName: String?, bundle: Bundle?) {
                    super.init(nibName: nibName, bundle: bundle)
                    modalPresentationStyle = .fullScreen
                }
            }
            """,
            """
            final class QuizViewController: UIViewController {
                func ask() {
                    let question = QuestionViewController()
                    question.modalPresentationStyle = .fullScreen
                    present(question, animated: true)
                }
            }
            """,
        ]
    )

    public init() {}

    static let lateMethods: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewIsAppearing", "loadView",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]

    /// Whether the class is itself what some `present` call or modal segue shows (not only
    /// the root of a container, or an embedded child, whose own style is never read).
    func isPresentedItself(_ typeName: String, _ ctx: RuleContext) -> Bool {
        (ctx.presentations.byClass[typeName] ?? []).contains { ctx.presentations.entries[$0].presented.className == typeName }
    }

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        // Every finding is a `modalPresentationStyle` assignment in this file.
        guard ctx.mentionsPresentationNames else { return [] }
        let m = ctx.model
        var result: [Diagnostic] = []
        for (owner, a) in FlowFacts.styleAssignments(in: m) {
            if owner == "self", let f = a.context.function, Self.lateMethods.contains(m.functions[f].name), a.context.closure == nil,
               let ti = a.context.type, isPresentedItself(m.types[ti].name, ctx) {
                result.append(ctx.diagnostic(Self.description, at: a.range.lowerBound,
                    "modalPresentationStyle set in \(m.functions[f].name) is read too late: the presentation has already started with the default style"))
                continue
            }
            guard owner != "self" else { continue }
            // After a `present` of the same local in the same function (completion included).
            // The latest such `present` (scanning back), and no `owner = …` between it and the
            // assignment (then the style is set on a new controller, before its own present).
            // Only since the local was declared (its latest binding before the assignment).
            let declared = m.bindings(inFunction: a.context.function, to: a.range.lowerBound).reversed()
                .first { m.bindings[Int($0)].name == owner }.map { m.bindings[Int($0)].range.lowerBound } ?? Int.min
            if let p = m.calls(inFunction: a.context.function, from: declared, to: a.range.lowerBound).reversed().lazy.map({ m.calls[Int($0)] }).first(where: { c in
                PresentCall.isUIKitShape(c) && c.arguments[0].value.localPath == [owner] && c.nameRange.lowerBound < a.range.lowerBound
                    && m.block(a.context.block, isInside: c.context.block)
            }), !m.assignments(inFunction: a.context.function, from: p.range.lowerBound, to: a.range.lowerBound)
                .contains(where: { m.assignments[Int($0)].replaces(owner) }) {
                result.append(ctx.diagnostic(Self.description, at: a.range.lowerBound,
                    "`\(owner).modalPresentationStyle` is set after `present` started the presentation: it has no effect on it",
                    notes: [ctx.note("presented here", file: ctx.fileIndex, at: p.nameRange.lowerBound)]))
            }
        }
        return result
    }
}
