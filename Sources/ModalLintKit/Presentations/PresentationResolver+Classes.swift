/// What a class decides about its own presentation (its `init`, the helpers its `init` calls,
/// `awakeFromNib`, an override of the property, along the superclass chain), and what a
/// container made around a root controller takes from that root.
extension PresentationResolver {
    /// What a class decides by itself.
    public func classVerdict(_ cls: String) -> Presented {
        let chain = index.superclassChain(cls)
        if chain.contains(where: { exempt.contains($0) }) { return Presented(verdict: .exempt, className: cls) }
        let summary = index.inheritedSummary(cls)
        var p = Presented(verdict: .unstyled, className: cls)
        p.isSplitView = chain.contains("UISplitViewController")
        p.blocksSwipe = summary.setsModalInPresentation
        p.setsModalInPresentation = summary.mentionsModalInPresentation
        p.setsPresentationDelegate = summary.delegatesOwnPresentation
        if summary.delegatesOwnPresentation { p.delegateType = cls }
        p.configuresSheet = summary.configuresSheet
        let declared = index.typesByName[cls]?.first { index.decl($0).kind == .class }.map { SiteLocation.swift(file: $0.file, offset: index.decl($0).nameRange.lowerBound) }
        if let s = summary.styleInInit {
            p.verdict = .styled(s)
            p.steps.append(ResolutionStep(.class, "`\(cls)` sets the style `\(s)` when it is made", at: summary.styleSetAt ?? declared))
            return p
        }
        if summary.overridesStyle {
            p.verdict = .styled("?")
            p.steps.append(ResolutionStep(.class, "`\(cls)` overrides `modalPresentationStyle`", at: summary.styleSetAt ?? declared))
            return p
        }
        switch index.classKind(cls) {
        case .viewController:
            if let d = declared { p.steps.append(ResolutionStep(.class, "\(cls) is declared here", at: d)) }
            p.settleSheetAwareness()
            return p
        case .other:
            var u = Presented.unknown("`\(cls)` is not a view controller the analysis can see", at: declared)
            u.className = cls
            return u
        case .unknown:
            let top = chain.last ?? cls
            var u = Presented.unknown(top == cls ? "`\(cls)` is not declared in the project's Swift files" : "`\(cls)` inherits from `\(top)`, which is not declared in the project's Swift files", at: declared)
            u.className = cls
            return u
        }
    }

    func isContainer(_ cls: String) -> Bool {
        index.superclassChain(cls).contains { UIKitFacts.containers.contains($0) }
    }

    /// A container made around `root`: the container's own verdict decides the style; the
    /// root's class, `isModalInPresentation`, presentation delegate and sheet configuration
    /// come through (docs/presentation-model.md, "Wrapped controllers").
    func wrapping(_ container: Presented, root r: Presented) -> Presented {
        // A root whose class the project does not declare at all (code that is not built, or
        // comes from elsewhere): what it does about the sheet cannot be seen.
        if r.verdict == .unknown, let rc = r.className, !index.isProjectType(rc), !UIKitFacts.isFrameworkViewController(rc) {
            var unknown = r
            unknown.className = container.className
            unknown.rootClassName = rc
            return unknown
        }
        var result = container
        result.rootClassName = r.className ?? r.rootClassName
        // A hosting controller at the root shows its SwiftUI view in the container.
        if result.hostedView == nil { result.hostedView = r.hostedView }
        if r.setsModalInPresentation { result.setsModalInPresentation = true }
        if r.blocksSwipe { result.blocksSwipe = true }
        if r.configuresSheet { result.configuresSheet = true }
        if let rc = r.className, index.inheritedSummary(rc).delegatesOwnPresentation {
            // The root sets itself as its container's presentation delegate
            // (`navigationController?.presentationController?.delegate = self`).
            result.setsPresentationDelegate = true
            result.delegateType = result.delegateType ?? rc
        }
        result.steps += r.steps
        result.settleSheetAwareness()
        return result
    }
}
