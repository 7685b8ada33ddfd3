import UIKit

// Scenario 52, file 2 (lazy presentation controller): the style is `.custom`, but the presentation
// controller is read before the transitioning delegate is set. UIKit builds a
// default controller there and the custom card never appears.

final class TicketCardViewController: UIViewController {
    var ticketTitle = ""
}

final class TicketWalletViewController: UICollectionViewController {
    private let cardTransition = CardTransitioningDelegate()
    private var openTicket: String?

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let card = TicketCardViewController()
        card.ticketTitle = "Ticket \(indexPath.item + 1)"
        card.modalPresentationStyle = .custom
        card.presentationController?.delegate = self // expect: presentation_controller_before_style
        card.transitioningDelegate = cardTransition
        openTicket = card.ticketTitle
        present(card, animated: true)
    }
}

extension TicketWalletViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        openTicket = nil
        collectionView.indexPathsForSelectedItems?.forEach {
            collectionView.deselectItem(at: $0, animated: true)
        }
    }
}
