/// UIKit names the analysis relies on, kept in one place.
public enum UIKitFacts {
    /// The presentation styles; an implicit member with one of these names is a style.
    public static let presentationStyles: Set<String> = [
        "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
        "overCurrentContext", "popover", "automatic", "none", "blurOverFullScreen",
    ]

    /// Styles with no swipe to dismiss (docs/presentation-model.md: "Swipe to dismiss"): full screen, over full screen, current context,
    /// popovers.
    public static let nonSwipeStyles: Set<String> = [
        "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "popover",
    ]

    /// System controllers whose `.automatic` resolution is intended (DOMAIN.md): never
    /// reported by `implicit_presentation_style`. Configurable with `exempt_controllers`.
    public static let defaultExemptControllers: Set<String> = [
        "UIAlertController", "UIActivityViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "SFSafariViewController", "UIDocumentPickerViewController",
        "UIImagePickerController", "PHPickerViewController", "UIDocumentInteractionController",
        "UIDocumentBrowserViewController", "UIReferenceLibraryViewController", "UIPrintInteractionController",
        "UIFontPickerViewController", "UIColorPickerViewController", "CNContactPickerViewController",
        "CNContactViewController", "EKEventEditViewController", "QLPreviewController",
        "SKStoreProductViewController", "UICloudSharingController", "VNDocumentCameraViewController",
        "ASWebAuthenticationSession", "AVPlayerViewController", "SLComposeViewController",
        "PKAddPassesViewController", "PKPaymentAuthorizationViewController", "GKGameCenterViewController",
        "INUIAddVoiceShortcutViewController", "INUIEditVoiceShortcutViewController", "EKEventViewController",
        "MPMediaPickerController", "UIVideoEditorController", "CNContactPickerViewController",
    ]

    /// The styles `adaptivePresentationStyle(for:traitCollection:)` may return (docs/presentation-model.md: "Adaptive styles allowed"). The one
    /// place this set is kept; the `supported_adaptive_styles` option overrides it. `.pageSheet`
    /// is accepted by current SDKs for sheet adaptation.
    public static let supportedAdaptiveStyles: Set<String> = [
        "fullScreen", "overFullScreen", "formSheet", "pageSheet", "none",
    ]

    /// UIKit container controllers whose own style decides a presentation (docs/presentation-model.md: "Wrapped controllers").
    public static let containers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]

    /// The adaptive presentation delegate protocols (UIPopoverPresentationControllerDelegate
    /// is one too, but popovers have no swipe to dismiss, so it is handled separately).
    public static let adaptiveDelegateProtocols: Set<String> = [
        "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate",
    ]

    /// Protocols a presentation controller's delegate adopts (the popover one included).
    public static let presentationDelegateProtocols: Set<String> = [
        "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate",
        "UIPopoverPresentationControllerDelegate",
    ]

    /// Whether a class name is a UIKit (or other Apple framework) view controller.
    public static func isFrameworkViewController(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("MF") || name.hasPrefix("SF") || name.hasPrefix("AV")
            || name.hasPrefix("PH") || name.hasPrefix("QL") || name.hasPrefix("CN") || name.hasPrefix("EK")
            || name.hasPrefix("SK") || name.hasPrefix("GK") || name.hasPrefix("VN") || name.hasPrefix("PK")
            || name.hasPrefix("UIHosting"))
            && name.hasSuffix("Controller")
    }
}
