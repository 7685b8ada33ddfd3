/// What the analysis knows of the controller a presentation shows: the style that decides it,
/// the classes involved, what handles the swipe, and how it was found.
public struct Presented: Sendable {
    public enum Verdict: Sendable, Equatable {
        /// An explicit style decides the presentation (its name, `?` when computed).
        case styled(String)
        /// A style is set on some paths only.
        case partial
        /// Nothing sets a style: `.automatic`, a card since iOS 13.
        case unstyled
        /// A system controller whose automatic style is intended.
        case exempt
        /// The code configures the sheet on purpose (detents, isModalInPresentation, delegate).
        case sheetAware
        /// The controller comes from code the analysis cannot see.
        case unknown
    }
    public var verdict: Verdict
    /// The presented class (the container for wrapped controllers), when known.
    public var className: String? = nil
    /// For a container: the class of its root controller, when known.
    public var rootClassName: String? = nil
    /// For a hosting controller: the SwiftUI view type of its `rootView`, when known.
    public var hostedView: String? = nil
    /// Where several paths show different classes (a router that wraps on one path and not
    /// on another), every class shown, containers and roots (`className` is then nil).
    public var possibleClasses: [String] = []
    public var isSplitView = false
    /// A presentation delegate is installed on this presentation (or the controller installs
    /// one on its own presentation).
    public var setsPresentationDelegate = false
    /// The type of the installed presentation delegate, when the analysis can name it
    /// (`self` at the call site names the presenter).
    public var delegateType: String? = nil
    /// `isModalInPresentation` is true (or computed) somewhere on the presented stack.
    public var blocksSwipe = false
    /// `isModalInPresentation` is written out, with any value, on the presented stack.
    public var setsModalInPresentation = false
    /// The code configures the presented controller's `sheetPresentationController`.
    public var configuresSheet = false
    /// How the controller was found, from the presentation inward: the wrappers passed
    /// through, the factory or storyboard scene that made it, where its style is set.
    public var steps: [ResolutionStep] = []
    /// For `.unknown`: what could not be seen, and where.
    public var unseen: ResolutionStep? = nil
    /// For an unknown that stands for a property read again while its own value is being
    /// resolved (`self.editor = editor`): that property's place on the thread's
    /// `PropertyTrail`. The property drops it beside its other values (it adds none).
    var cycleTo: Int? = nil

    public init(verdict: Verdict, className: String? = nil) {
        self.verdict = verdict
        self.className = className
    }

    static let unknown = Presented(verdict: .unknown)

    /// An unknown value that says what could not be seen.
    static func unknown(_ what: String, at location: SiteLocation?) -> Presented {
        var p = Presented(verdict: .unknown)
        p.unseen = ResolutionStep(.unseen, what, at: location)
        return p
    }

    /// Every class this presentation may show: the presented class, its root, or the
    /// classes of the several paths.
    public var shownClasses: [String] {
        var out = possibleClasses
        if let c = className, !out.contains(c) { out.append(c) }
        if let r = rootClassName, !out.contains(r) { out.append(r) }
        if let v = hostedView, !out.contains(v) { out.append(v) }
        return out
    }

    /// Whether a swipe can dismiss it on some path (a card: no explicit non-swipe style).
    public var isSwipeable: Bool {
        switch verdict {
        case .unstyled, .partial, .sheetAware: return true
        case .styled(let s): return !UIKitFacts.nonSwipeStyles.contains(s) && s != "?" && s != "custom"
        case .exempt, .unknown: return false
        }
    }

    /// The value with `step` in front of its steps (the outer step first).
    func through(_ step: ResolutionStep) -> Presented {
        var p = self
        p.steps.insert(step, at: 0)
        return p
    }
}

/// Where a step of a resolution is: a byte offset in a Swift file or in a storyboard.
public enum SiteLocation: Sendable, Equatable {
    case swift(file: Int, offset: Int)
    case storyboard(index: Int, offset: Int)
}

/// One step of how a presentation was resolved: "through the wrapper `show(_:)`", "made by
/// the factory `makeSettings()`", "the storyboard scene `Settings`", "style set in `init`".
public struct ResolutionStep: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A project function that presents what it is given.
        case wrapper
        /// A project function that returns the controller (a router's case included).
        case factory
        /// A container made around the controller.
        case container
        /// A storyboard scene or segue.
        case storyboard
        /// A custom segue class or `prepare(for:sender:)`.
        case segue
        /// A closure that makes the controller.
        case closure
        /// A stored property holding the controller.
        case property
        /// The presented class and where it decides its style.
        case `class`
        /// A style or presentation setting found on the way.
        case configuration
        /// What could not be seen.
        case unseen
    }
    public let kind: Kind
    public let text: String
    public let location: SiteLocation?

    public init(_ kind: Kind, _ text: String, at location: SiteLocation?) {
        self.kind = kind
        self.text = text
        self.location = location
    }
}
