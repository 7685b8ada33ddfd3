import XCTest
@testable import ModalLintKit

/// Resolution held to its meaning: a finding (or its absence) survives rewrites that do not
/// change what the program does. Each base program is rendered plainly and through every
/// rewrite (and some compositions of them): the class moved to another file, the controller's
/// local inlined, the call wrapped in a helper, routed through a coordinator's enum, built in a
/// factory, everything renamed. The findings must be the same, told apart by rule and by the
/// program's own names (not by line), and each presentation finding must sit in the function
/// where the controller is presented.
final class MetamorphicTests: XCTestCase {
    /// A presenter that builds one controller and presents it; the presented class has exits.
    struct Program {
        var name: String
        /// Members of the presented class (exits, properties, overrides).
        var presentedMembers: [String]
        /// Lines configuring the controller `vc` where it is built.
        var build: [String] = []
        /// Wrap `vc` in a navigation controller `nav`, configured by these lines.
        var container: [String]? = nil
        /// Lines run on the presented value at the presentation site (`self` is the presenter).
        var site: [String] = []
        /// Members of the presenter (a delegate method).
        var presenterMembers: [String] = []
        var presenterAdopts: String = ""
        /// What the base program must report: `rule name…` lines, the names in backticks.
        var expected: Set<String>
    }

    /// The rewrites, each alone or combined.
    struct Rewrite: OptionSet, CustomStringConvertible {
        let rawValue: Int
        static let split = Rewrite(rawValue: 1)
        static let inline = Rewrite(rawValue: 2)
        static let helper = Rewrite(rawValue: 4)
        static let route = Rewrite(rawValue: 8)
        static let factory = Rewrite(rawValue: 16)
        static let rename = Rewrite(rawValue: 32)
        var description: String {
            [(Rewrite.split, "split"), (.inline, "inline"), (.helper, "helper"), (.route, "route"), (.factory, "factory"), (.rename, "rename")]
                .filter { contains($0.0) }.map(\.1).joined(separator: "+")
        }
    }

    /// Every name a rename changes, with its new spelling (a member after a dot keeps its
    /// name when it is UIKit's: `.save`, `.cancel`).
    static let renames: [(String, String)] = [
        ("EditorViewController", "ComposeScreen"), ("ListViewController", "InboxScreen"), ("AboutViewController", "CreditsScreen"),
        ("save", "commitDraft"), ("cancel", "abandonDraft"), ("edit", "compose"), ("show", "open"),
        ("Route", "Destination"), ("controller", "destinationScreen"), ("Screens", "Builders"), ("makeEditor", "buildCompose"),
        ("titleField", "subjectField"),
    ]

    static let saveWithWork = """
        @objc func save(_ sender: Any) {
            UserDefaults.standard.set(true, forKey: "draft.saved")
            dismiss(animated: true)
        }
    """
    static let cancelWithWork = """
        @objc func cancel(_ sender: Any) {
            NotificationCenter.default.post(name: Notification.Name("draft.cancelled"), object: nil)
            dismiss(animated: true)
        }
    """
    static let cancelOnly = """
        @objc func cancel(_ sender: Any) {
            dismiss(animated: true)
        }
    """
    static let buttons = """
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel(_:)))
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save(_:)))
        }
    """

    static let programs: [Program] = [
        Program(name: "implicit card, every exit does work",
                presentedMembers: [buttons, saveWithWork, cancelWithWork],
                expected: ["implicit_presentation_style EditorViewController",
                           "swipe_skips_dismiss_work EditorViewController save(_:)", "swipe_skips_dismiss_work EditorViewController cancel(_:)"]),
        Program(name: "full screen",
                presentedMembers: [buttons, saveWithWork, cancelWithWork],
                build: ["vc.modalPresentationStyle = .fullScreen"],
                expected: []),
        Program(name: "explicit form sheet",
                presentedMembers: [buttons, saveWithWork, cancelWithWork],
                build: ["vc.modalPresentationStyle = .formSheet"],
                expected: ["swipe_skips_dismiss_work EditorViewController save(_:)", "swipe_skips_dismiss_work EditorViewController cancel(_:)"]),
        Program(name: "swipe blocked by the presented controller",
                presentedMembers: [buttons, saveWithWork, cancelWithWork, """
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        isModalInPresentation = true
                    }
                """],
                expected: []),
        Program(name: "full-screen navigation controller",
                presentedMembers: [buttons, saveWithWork, cancelWithWork],
                container: ["nav.modalPresentationStyle = .fullScreen"],
                expected: []),
        Program(name: "implicit navigation controller",
                presentedMembers: [buttons, saveWithWork, cancelWithWork],
                container: [],
                expected: ["implicit_presentation_style EditorViewController",
                           "swipe_skips_dismiss_work EditorViewController save(_:)", "swipe_skips_dismiss_work EditorViewController cancel(_:)"]),
        Program(name: "delegate hears the swipe",
                presentedMembers: [buttons, saveWithWork, cancelWithWork],
                site: ["vc.presentationController?.delegate = self"],
                presenterMembers: ["""
                    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                        UserDefaults.standard.set(true, forKey: "draft.saved")
                    }
                """],
                presenterAdopts: ", UIAdaptivePresentationControllerDelegate",
                expected: []),
        Program(name: "save-only editor",
                presentedMembers: ["let titleField = UITextField()", buttons, saveWithWork, cancelOnly],
                expected: ["implicit_presentation_style EditorViewController", "swipe_discards_edits EditorViewController save(_:)"]),
    ]

    /// The rewrites each program goes through: each alone, then compositions.
    static let rewrites: [Rewrite] = [
        [], .split, .inline, .helper, .route, .factory, .rename,
        [.split, .helper], [.split, .route, .rename], [.split, .factory], [.helper, .rename], [.inline, .helper, .split], [.factory, .helper],
        [.route, .helper, .split, .rename],
    ]

    func testFindingsSurviveRewrites() throws {
        var configuration = Configuration()
        configuration.optInRules = ["swipe_discards_edits"]
        for program in MetamorphicTests.programs {
            var base: Set<String>? = nil
            for rewrite in MetamorphicTests.rewrites {
                // Inlining needs a local nothing else uses.
                if rewrite.contains(.inline) && (!program.build.isEmpty || !program.site.isEmpty || program.container != nil) { continue }
                let (files, presentingRanges) = MetamorphicTests.render(program, rewrite)
                let found = TestSupport.lint(files, configuration: configuration)
                let signature = MetamorphicTests.signature(found, rewrite)
                if base == nil {
                    base = signature
                    XCTAssertEqual(signature, program.expected, "\(program.name): the plain program reports\n\(MetamorphicTests.dump(found))")
                }
                XCTAssertEqual(signature, base, "\(program.name), rewritten (\(rewrite)):\n\(MetamorphicTests.dump(found))\n\(files.map { "// \($0.0)\n\($0.1)" }.joined(separator: "\n"))")
                for d in found where d.ruleID == "implicit_presentation_style" {
                    let inside = presentingRanges.contains { $0.path == d.path && $0.lines.contains(d.location.line) }
                    XCTAssertTrue(inside, "\(program.name) (\(rewrite)): reported at \(d.path):\(d.location.line), not where the controller is presented")
                }
            }
        }
    }

    // MARK: Rendering

    /// The program's files, and per file the lines of the function that presents.
    static func render(_ p: Program, _ r: Rewrite) -> (files: [(String, String)], presenting: [(path: String, lines: ClosedRange<Int>)]) {
        let indent = "        "
        // How the presented value is built: `vc`, its configuration, a container.
        var construction = ["let vc = EditorViewController()"] + p.build
        var value = "vc"
        if let nav = p.container {
            construction += ["let nav = UINavigationController(rootViewController: vc)"] + nav
            value = "nav"
        }
        var routing: [String] = []
        var atSite: [String]
        if r.contains(.route) {
            // A coordinator's enum: one controller per case, the site passes `.editor`.
            routing.append("""
            enum Route {
                case editor
                case about
            }

            func controller(for route: Route) -> UIViewController {
                switch route {
                case .editor:
            \(construction.map { indent + $0 }.joined(separator: "\n"))
                    return \(value)
                case .about:
                    let about = AboutViewController()
                    about.modalPresentationStyle = .fullScreen
                    return about
                }
            }
            """)
            atSite = ["let vc = controller(for: .editor)"]
            value = "vc"
        } else if r.contains(.factory) {
            routing.append("""
            enum Screens {
                static func makeEditor() -> UIViewController {
            \(construction.map { indent + $0 }.joined(separator: "\n"))
                    return \(value)
                }
            }
            """)
            atSite = ["let vc = Screens.makeEditor()"]
            value = "vc"
        } else if r.contains(.inline) {
            atSite = []
            value = "EditorViewController()"
        } else {
            atSite = construction
        }
        atSite += p.site
        if r.contains(.helper) {
            routing.append("""
            extension UIViewController {
                func show(_ screen: UIViewController) {
                    present(screen, animated: true)
                }
            }
            """)
            atSite.append("show(\(value))")
        } else {
            atSite.append("present(\(value), animated: true)")
        }
        let presented = """
        final class EditorViewController: UIViewController {
        \(p.presentedMembers.joined(separator: "\n\n"))
        }
        """
        let about = """
        final class AboutViewController: UIViewController {}
        """
        var presenterLines = ["final class ListViewController: UIViewController\(p.presenterAdopts) {", "    func edit() {"]
        let bodyStart = presenterLines.count + 1
        presenterLines += atSite.map { "        " + $0 }
        let bodyEnd = presenterLines.count
        presenterLines.append("    }")
        for m in p.presenterMembers { presenterLines += ["", m] }
        presenterLines.append("}")
        let presenter = presenterLines.joined(separator: "\n")

        let header = "import UIKit\n\n"
        var files: [(String, String)]
        var presenting: [(path: String, lines: ClosedRange<Int>)]
        if r.contains(.split) {
            files = [("App/Editor/EditorViewController.swift", header + presented + "\n"),
                     ("App/About/AboutViewController.swift", header + about + "\n"),
                     ("App/List/ListViewController.swift", header + presenter + "\n")]
            if !routing.isEmpty { files.append(("App/Routing/Routing.swift", header + routing.joined(separator: "\n\n") + "\n")) }
            presenting = [("App/List/ListViewController.swift", (bodyStart + 2)...(bodyEnd + 2))]
        } else {
            // One file: the presenter first, so its lines are known.
            let text = header + ([presenter, presented, about] + routing).joined(separator: "\n\n") + "\n"
            files = [("App/Screens.swift", text)]
            presenting = [("App/Screens.swift", (bodyStart + 2)...(bodyEnd + 2))]
        }
        if r.contains(.rename) {
            files = files.map { (rename($0.0), rename($0.1)) }
            presenting = presenting.map { (rename($0.path), $0.lines) }
        }
        return (files, presenting)
    }

    /// Renames whole words.
    static func rename(_ text: String) -> String {
        var out = text
        for (from, to) in renames { out = replaceWord(from, with: to, in: out) }
        return out
    }

    static func replaceWord(_ word: String, with replacement: String, in text: String) -> String {
        var out = ""
        var rest = Substring(text)
        func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        while let r = rest.range(of: word) {
            let before = r.lowerBound == rest.startIndex ? out.last : rest[rest.index(before: r.lowerBound)]
            let after = r.upperBound == rest.endIndex ? nil : rest[r.upperBound]
            out += rest[..<r.lowerBound]
            let uikitMember = before == "." && (word == "save" || word == "cancel")
            out += isWord(before) || isWord(after) || uikitMember ? word : replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }

    // MARK: Comparing

    /// A finding as its rule and the program's names in its message (backticked or bare),
    /// renamed back; lines and wording of the route taken are left out.
    static func signature(_ found: [Diagnostic], _ r: Rewrite) -> Set<String> {
        let names = ["EditorViewController", "ListViewController", "AboutViewController", "save(_:)", "cancel(_:)"]
        return Set(found.map { d in
            var message = d.message
            if r.contains(.rename) {
                for (from, to) in renames.reversed() { message = replaceWord(to, with: from, in: message) }
            }
            let mentioned = names.filter { message.contains($0) }
            return ([d.ruleID] + mentioned).joined(separator: " ")
        })
    }

    static func dump(_ found: [Diagnostic]) -> String {
        found.map { "  \($0.path):\($0.location.line) \($0.ruleID): \($0.message)" }.joined(separator: "\n")
    }
}
