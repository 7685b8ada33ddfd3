import UIKit

// Scenario 81, file 2: every way the storefront reaches a storyboard scene.

extension StorefrontViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        // The wishlist sheet is deliberate: detents, and a delegate that hears the swipe.
        if segue.identifier == "ShowWishlist", let navigation = segue.destination as? UINavigationController {
            navigation.sheetPresentationController?.detents = [.medium(), .large()]
        }
    }

    func showProduct() {
        let detail = storyboard!.instantiateViewController(withIdentifier: Identifiers.productDetail)
        present(detail, animated: true) // expect: implicit_presentation_style
    }

    func showProductFromEnum() {
        let main = UIStoryboard(name: "Main", bundle: nil)
        let detail = main.instantiateViewController(withIdentifier: StoryboardID.productDetail.rawValue)
        present(detail, animated: true) // expect: implicit_presentation_style
    }

    func showGiftCard() {
        let main = UIStoryboard(name: "Main", bundle: nil)
        present(main.instantiateViewController(withIdentifier: StoryboardID.giftCard.rawValue), animated: true)
    }

    func showSizeGuide() {
        present(SizeGuideViewController.instantiate(), animated: true) // expect: implicit_presentation_style
    }

    func startCheckout() {
        let checkout = UIStoryboard(name: "Checkout", bundle: nil).instantiateInitialViewController()!
        present(checkout, animated: true) // expect: implicit_presentation_style
    }

    func showCheckoutHelp() {
        let help = UIStoryboard(name: "Checkout", bundle: nil).instantiateViewController(withIdentifier: "Help")
        present(help, animated: true)
    }

    func showCart() {
        present(StoryboardScene.Main.cart.instantiate(), animated: true) // expect: implicit_presentation_style
    }

    func startCheckoutFromSwiftGen() {
        let checkout = StoryboardScene.Checkout.initialScene.instantiate()
        checkout.modalPresentationStyle = .fullScreen
        present(checkout, animated: true)
    }
}
