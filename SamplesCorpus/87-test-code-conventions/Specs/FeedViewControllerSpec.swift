import Quick
import Nimble
import UIKit

// Scenario 87, file 3: a Quick spec (its folder is Specs, its name ends in Spec).

final class FeedViewControllerSpec: QuickSpec {
    override class func spec() {
        describe("the composer") {
            it("is presented") {
                let feed = FeedViewController()
                feed.present(ComposerViewController(), animated: false)
                expect(feed.presentedViewController).toNot(beNil())
            }
        }
    }
}
