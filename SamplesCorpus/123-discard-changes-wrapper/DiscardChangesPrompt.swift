import SwiftUI
import UIKit

/// Asks before a sheet with changes is swiped away, and reports a completed swipe.
struct DiscardChangesWrapper<Content: View>: UIViewControllerRepresentable {
    let content: Content
    let canDismiss: Bool
    let didDismiss: (() -> Void)?

    func makeUIViewController(context: Context) -> UIHostingController<Content> {
        UIHostingController(rootView: content)
    }

    func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {
        context.coordinator.wrapper = self
        controller.parent?.presentationController?.delegate = context.coordinator
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        var wrapper: DiscardChangesWrapper

        init(_ wrapper: DiscardChangesWrapper) { self.wrapper = wrapper }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            wrapper.canDismiss
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            let sheet = UIAlertController(title: nil, message: "Discard your changes?", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                presentationController.presentedViewController.dismiss(animated: true)
                self?.wrapper.didDismiss?()
            })
            sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            presentationController.presentedViewController.present(sheet, animated: true)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            wrapper.didDismiss?()
        }
    }
}

/// Follows the detent the sheet settles on; guards nothing.
struct DetentObserver<Content: View>: UIViewControllerRepresentable {
    let content: Content

    func makeUIViewController(context: Context) -> UIHostingController<Content> {
        UIHostingController(rootView: content)
    }

    func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {
        controller.parent?.presentationController?.delegate = context.coordinator
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UISheetPresentationControllerDelegate {
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            print(sheet.selectedDetentIdentifier as Any)
        }
    }
}

extension View {
    func discardChangesPrompt(canDismiss: Bool, didDismiss: (() -> Void)? = nil) -> some View {
        DiscardChangesWrapper(content: self, canDismiss: canDismiss, didDismiss: didDismiss)
    }

    func detentObserver() -> some View {
        DetentObserver(content: self)
    }
}
