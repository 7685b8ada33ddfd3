/// Finds presentation settings made on a controller that is then wrapped and the wrapper presented.
public struct StyleOnWrappedControllerRule: Rule {
    public static let description = RuleDescription(
        id: "style_on_wrapped_controller",
        name: "Style On Wrapped Controller",
        summary: "A style or presentation delegate is set on a controller that is then wrapped in a container, and the container is presented.",
        rationale: """
        Only the controller passed to `present` decides the presentation (see [wrapped controllers](presentation-model#wrapped-controllers)). When a controller is \
        wrapped in a `UINavigationController` and the wrapper is presented, a `modalPresentationStyle` set \
        on the wrapped root does nothing, and a `presentationController?.delegate` set on the root before \
        wrapping belongs to a presentation controller created for the root alone (see [the lazy presentation controller](presentation-model#lazy-presentation-controller)), so it is lost.
        """,
        fix: "Set the style and the presentation delegate on the navigation controller that is presented.",
        triggering: [
            """
            final class ProfileViewController: UIViewController {
                func editProfile() {
                    let editor = ProfileEditorViewController()
                    ↓editor.modalPresentationStyle = .fullScreen
                    let navigation = UINavigationController(rootViewController: editor)
                    present(navigation, animated: true)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class ProfileViewController: UIViewController {
                func editProfile() {
                    let editor = ProfileEditorViewController()
                    let navigation = UINavigationController(rootViewController: editor)
                    navigation.modalPresentationStyle = .fullScreen
                    present(navigation, animated: true)
                }
            }
            """,
        ]
    )

    public init() {}

    public func check(_ ctx: RuleContext) -> [Diagnostic] {
        // Every finding sets `modalPresentationStyle` or `presentationController?.delegate`.
        guard ctx.mentionsPresentationNames else { return [] }
        let m = ctx.model
        let roots = FlowFacts.wrappedRoots(in: m)
        guard !roots.isEmpty else { return [] }
        var result: [Diagnostic] = []
        for a in m.assignments {
            guard let p = a.target.localPath, p.count >= 2, let w = roots[p[0]], w.function == a.context.function,
                  a.range.lowerBound < w.wrapOffset,
                  // The wrapping happens on every path after the setting (not in a sibling branch).
                  m.block(w.block, isInside: a.context.block) else { continue }
            let setting = Array(p.dropFirst())
            let what: String
            if setting == ["modalPresentationStyle"] {
                what = "modalPresentationStyle"
            } else if setting == ["presentationController", "delegate"] {
                what = "presentationController?.delegate"
            } else {
                continue
            }
            result.append(ctx.diagnostic(Self.description, at: a.range.lowerBound,
                "`\(p[0]).\(what)` is set on a controller that is then wrapped in `\(w.wrapper)`, which is what gets presented: set it on `\(w.wrapper)`",
                notes: [ctx.note("wrapped here", file: ctx.fileIndex, at: w.wrapOffset)]))
        }
        return result
    }
}
