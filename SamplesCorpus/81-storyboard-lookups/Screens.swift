import UIKit

// Scenario 81, file 1: the controllers of the two storyboards, the identifiers the code
// uses, and a custom segue class that styles its destination.

final class StorefrontViewController: UIViewController {}
final class PromotionViewController: UIViewController {}
final class WishlistViewController: UITableViewController {}
final class ReviewsViewController: UITableViewController {}
final class ProductDetailViewController: UIViewController {}
final class SizeGuideViewController: UIViewController {}
final class GiftCardViewController: UIViewController {}
final class CartViewController: UIViewController {}
final class CheckoutViewController: UIViewController {}
final class CheckoutHelpViewController: UIViewController {}

/// Presents its destination over everything, with the shop's cross-fade.
final class CoverSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .overFullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

enum StoryboardID: String {
    case productDetail = "ProductDetail"
    case giftCard
    case cart = "Cart"
}

enum Identifiers {
    static let productDetail = "ProductDetail"
}

protocol StoryboardInstantiable {}

extension StoryboardInstantiable where Self: UIViewController {
    static func instantiate(from storyboard: UIStoryboard = UIStoryboard(name: "Main", bundle: nil)) -> Self {
        storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
    }
}

extension SizeGuideViewController: StoryboardInstantiable {}

// SwiftGen's generated accessors (abridged): `StoryboardScene.Checkout.initialScene.instantiate()`.
enum StoryboardScene {
    enum Checkout {
        static let initialScene = InitialSceneType<UINavigationController>(storyboard: "Checkout")
    }
    enum Main {
        static let cart = SceneType<CartViewController>(storyboard: "Main", identifier: "Cart")
    }
}

struct SceneType<T: UIViewController> {
    let storyboard: String
    let identifier: String

    func instantiate() -> T {
        UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
    }
}

struct InitialSceneType<T: UIViewController> {
    let storyboard: String

    func instantiate() -> T {
        UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController() as! T
    }
}
