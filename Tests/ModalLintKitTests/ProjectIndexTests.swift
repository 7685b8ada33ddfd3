import XCTest
@testable import ModalLintKit

/// The project index over several files: a class, its extension adopting a protocol in
/// another file, its superclass in a third, a project protocol refining the UIKit delegate.
final class ProjectIndexTests: XCTestCase {
    static let files: [(String, String)] = [
        ("Base.swift", """
            import UIKit

            class BaseSheetViewController: UIViewController {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    modalPresentationStyle = .formSheet
                }
            }
            """),
        ("Profile.swift", """
            final class ProfileViewController: BaseSheetViewController {
                init(user: User) {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .pageSheet
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    isModalInPresentation = true
                    func localHelper() {}
                    localHelper()
                }
            }
            """),
        ("Profile+Dismiss.swift", """
            extension ProfileViewController: SheetDismissHandling {
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    reload()
                }
            }
            """),
        ("Protocols.swift", """
            protocol SheetDismissHandling: UIAdaptivePresentationControllerDelegate {}
            protocol RefinedDismissHandling: SheetDismissHandling {}
            """),
        ("Cover.swift", """
            class CoverViewController: UIViewController, RefinedDismissHandling {
                override var modalPresentationStyle: UIModalPresentationStyle {
                    get { .fullScreen }
                    set {}
                }
            }
            class SubProfileViewController: ProfileViewController {}
            """),
        ("Router.swift", """
            final class Router {
                weak var root: UIViewController?
                func show(_ controller: UIViewController, animated: Bool = true) {
                    root?.present(controller, animated: animated)
                }
                func makeProfile() -> UIViewController { ProfileViewController(user: .current) }
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                func isRegularIdiom() -> Bool { return traitCollection.userInterfaceIdiom == .pad }
                func prepareCover(_ vc: UIViewController) { vc.modalPresentationStyle = .fullScreen }
            }
            """),
        ("Platform.swift", """
            #if os(iOS)
            class PlatformViewController: UIViewController {
            #else
            class PlatformViewController: NSViewController {
            #endif
                override func viewDidLoad() {
                    modalPresentationStyle = .fullScreen
                }
            }
            """),
    ]

    private static let index: ProjectIndex = {
        let models = files.map { Parser.parse(SourceFile(path: $0.0, text: $0.1)) }
        return ProjectIndex(models: models)
    }()

    private var index: ProjectIndex { Self.index }
    private let adaptive = "UIAdaptivePresentationControllerDelegate"

    func testTypesByNameJoinDeclarationsAndExtensionsAcrossFiles() {
        let refs = index.typesByName["ProfileViewController"] ?? []
        XCTAssertEqual(refs.map { $0.file }, [1, 2])
        XCTAssertEqual(refs.map { index.decl($0).kind }, [.class, .extension])
        XCTAssertEqual(index.typesByName["SheetDismissHandling"]?.map { index.decl($0).kind }, [.protocol])
        XCTAssertEqual(index.typesByName["PlatformViewController"]?.count, 2)
        XCTAssertTrue(index.isProjectType("Router"))
        XCTAssertFalse(index.isProjectType("UIViewController"))
        XCTAssertEqual(index.functionsByName["presentationControllerDidDismiss"]?.map { $0.file }, [2])
    }

    func testSuperclassChainsAcrossFiles() {
        XCTAssertEqual(index.superclassChain("ProfileViewController"), ["ProfileViewController", "BaseSheetViewController", "UIViewController"])
        XCTAssertEqual(index.superclassChain("SubProfileViewController"),
                       ["SubProfileViewController", "ProfileViewController", "BaseSheetViewController", "UIViewController"])
        XCTAssertEqual(index.superclass(of: "BaseSheetViewController"), "UIViewController")
        XCTAssertEqual(index.classKind("SubProfileViewController"), .viewController(framework: "UIViewController"))
        XCTAssertEqual(index.classKind("Router"), .other)
        // Both `#if` spellings are indexed; the first names the superclass.
        XCTAssertEqual(index.superclassChain("PlatformViewController"), ["PlatformViewController", "UIViewController"])
    }

    func testConformanceThroughExtensionsProtocolsAndSuperclasses() {
        XCTAssertTrue(index.conforms("ProfileViewController", to: "SheetDismissHandling"))
        XCTAssertTrue(index.conforms("ProfileViewController", to: adaptive))
        XCTAssertTrue(index.conforms("CoverViewController", to: adaptive))
        XCTAssertTrue(index.conforms("SubProfileViewController", to: adaptive))
        XCTAssertFalse(index.conforms("BaseSheetViewController", to: adaptive))
        XCTAssertFalse(index.conforms("Router", to: adaptive))
        XCTAssertFalse(index.conforms("ProfileViewController", to: "UISheetPresentationControllerDelegate"))
    }

    func testAdoptionPointsAtTheDeclaringExtension() {
        let profile = index.adoption(of: adaptive, by: "ProfileViewController")
        XCTAssertEqual(profile?.file, 2)
        XCTAssertEqual(profile.map { index.decl($0).kind }, .extension)
        XCTAssertEqual(profile.map { index.model($0).file.path }, "Profile+Dismiss.swift")
        let cover = index.adoption(of: adaptive, by: "CoverViewController")
        XCTAssertEqual(cover?.file, 4)
        XCTAssertEqual(cover.map { index.decl($0).kind }, .class)
        // Inherited conformance is not an adoption by the subclass itself.
        XCTAssertNil(index.adoption(of: adaptive, by: "SubProfileViewController"))
        XCTAssertNil(index.adoption(of: adaptive, by: "BaseSheetViewController"))
        // The files of all adoptions, and no other (rules about adopters look at these alone).
        let all = index.adoptions.values.flatMap { $0.values.map { $0.file } }
        XCTAssertEqual(index.adoptingFiles, Set(all))
        XCTAssertEqual(index.adoptingFiles, [2, 4])
    }

    func testSummariesMergeAllDeclarations() {
        let profile = index.summary(of: "ProfileViewController")!
        XCTAssertEqual(profile.styleInInit, "pageSheet")
        XCTAssertTrue(profile.setsModalInPresentation)
        XCTAssertFalse(profile.alwaysModalInPresentation)
        XCTAssertFalse(profile.overridesStyle)
        XCTAssertEqual(profile.methods, [.initializer, .viewDidLoad, .presentationControllerDidDismiss])
        XCTAssertTrue(profile.decidesStyle)

        let base = index.summary(of: "BaseSheetViewController")!
        XCTAssertEqual(base.styleInInit, "formSheet")
        XCTAssertFalse(base.setsModalInPresentation)
        XCTAssertEqual(base.methods, [.awakeFromNib])

        let cover = index.summary(of: "CoverViewController")!
        XCTAssertTrue(cover.overridesStyle)
        XCTAssertNil(cover.styleInInit)
        XCTAssertTrue(cover.decidesStyle)

        let sub = index.inheritedSummary("SubProfileViewController")
        XCTAssertEqual(sub.styleInInit, "pageSheet")
        XCTAssertTrue(sub.methods.contains(.presentationControllerDidDismiss))

        let platform = index.summary(of: "PlatformViewController")!
        XCTAssertEqual(platform.styleSetLate.count, 1)
        XCTAssertEqual(platform.methods, [.viewDidLoad])
    }

    func testWrappersStyleSettersAndIdiomHelpers() {
        let wrappers = WrapperIndex(index: index, extra: [], jobs: 1)
        let show = wrappers.byName["show"] ?? []
        XCTAssertEqual(show.count, 1)
        XCTAssertEqual(show.first.map { index.function($0.ref).fullName }, "show(_:animated:)")
        XCTAssertEqual(show.first?.parameters, [0])
        XCTAssertNil(wrappers.byName["makeProfile"])
        XCTAssertEqual(index.styleSetters["prepareCover"], [0])
        XCTAssertTrue(index.idiomHelpers.contains("isPad"))
        XCTAssertTrue(index.idiomHelpers.contains("isRegularIdiom"))
        XCTAssertFalse(index.idiomHelpers.contains("makeProfile"))
    }

    func testIndexIsIndependentOfFileOrder() {
        let models = Self.files.reversed().map { Parser.parse(SourceFile(path: $0.0, text: $0.1)) }
        let reversed = ProjectIndex(models: models)
        XCTAssertEqual(reversed.superclassChain("SubProfileViewController"), index.superclassChain("SubProfileViewController"))
        XCTAssertTrue(reversed.conforms("ProfileViewController", to: adaptive))
        XCTAssertEqual(reversed.adoption(of: adaptive, by: "ProfileViewController").map { reversed.model($0).file.path }, "Profile+Dismiss.swift")
        XCTAssertEqual(reversed.summary(of: "ProfileViewController")?.methods, index.summary(of: "ProfileViewController")?.methods)
    }

    /// References grouped by name keep the order they were added in, per name; names never
    /// added give nil; an empty index holds nothing.
    func testNameIndexGroupsInOrderAdded() {
        var b = NameIndex<Int>.Builder(capacity: 2)
        let added = [("b", 1), ("a", 2), ("b", 3), ("c", 4), ("a", 5), ("b", 6)]
        for (name, ref) in added { b.add(name, ref) }
        let index = b.finish()
        XCTAssertEqual(index.count, 3)
        XCTAssertEqual(index["b"].map(Array.init), [1, 3, 6])
        XCTAssertEqual(index["a"].map(Array.init), [2, 5])
        XCTAssertEqual(index["c"].map(Array.init), [4])
        XCTAssertNil(index["d"])
        XCTAssertNil(NameIndex<Int>.Builder(capacity: 0).finish()["a"])
        XCTAssertEqual(NameIndex<Int>().count, 0)
    }
}

/// A call that could run any of many same-named wrappers of other types (a folder holding
/// several apps, each with its own router) is unknown rather than followed into each one.
final class AmbiguousWrapperTests: XCTestCase {
    private func presented(routers: Int, receiver: String = "(router as AnyObject)") -> [Presented] {
        var sources: [(String, String)] = []
        for k in 0..<routers {
            sources.append(("Router\(k).swift", """
            import UIKit
            final class Router\(k) {
                let root = UIViewController()
                func show(_ controller: UIViewController) {
                    root.present(controller, animated: true)
                }
            }
            """))
        }
        sources.append(("Detail.swift", """
        import UIKit
        final class DetailViewController: UIViewController {}
        protocol Routing: AnyObject {}
        final class Feed {
            var router: Routing?
            func open() {
                \(receiver).show(DetailViewController())
            }
        }
        """))
        let files = sources.map { SourceFile(path: $0.0, text: $0.1) }
        let result = Analyzer(configuration: Configuration(), jobs: 1).run(files: files)
        return result.presentations.entries.filter { $0.viaWrapper }.map(\.presented)
    }

    func testAFewSameNamedWrappersAreEachFollowed() {
        let found = presented(routers: 2)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.className, "DetailViewController")
        XCTAssertEqual(found.first?.verdict, .unstyled)
    }

    func testAsManyAsTheLimitAreFollowed() {
        let found = presented(routers: PresentationResolver.maxAmbiguousWrappers)
        XCTAssertEqual(found.first?.verdict, .unstyled)
    }

    func testTheReceiversOwnWrapperIsFollowedAmongMany() {
        let found = presented(routers: PresentationResolver.maxAmbiguousWrappers + 1, receiver: "Router0()")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.className, "DetailViewController")
        XCTAssertEqual(found.first?.verdict, .unstyled)
    }

    func testManySameNamedWrappersMakeTheCallUnknown() {
        let found = presented(routers: PresentationResolver.maxAmbiguousWrappers + 1)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.verdict, .unknown)
    }
}

/// A property assigned from itself in many places (`self.editor = editor` with no local of
/// that name) is not followed round again: each such assignment adds one unknown value, and
/// the resolution ends at once instead of following every path through every assignment.
final class PropertyCycleTests: XCTestCase {
    func testAPropertyAssignedFromItselfIsNotFollowedRoundAgain() {
        var source = """
            import UIKit
            final class EditorViewController: UIViewController {}
            final class Host: UIViewController {
                var editor = EditorViewController()
                func open() {
                    present(editor, animated: true)
                }

            """
        for k in 0..<12 { source += "    func refresh\(k)() { self.editor = editor }\n" }
        source += "}\nfinal class App { let host = Host() }\n"
        let result = Analyzer(configuration: Configuration(), jobs: 1).run(files: [SourceFile(path: "Host.swift", text: source)])
        let found = result.presentations.entries.map(\.presented)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.shownClasses, ["EditorViewController"])
    }
}
