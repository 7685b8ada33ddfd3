import XCTest
import UIKit

// Scenario 72 (clean, from real-app false positives): test code presents controllers
// to exercise them. Files that import XCTest are indexed but not reported by default
// (`lint_test_files` turns them on).

final class ReceiptViewController: UIViewController {}

final class CheckoutFlowTests: XCTestCase {
    func testReceiptIsPresented() {
        let host = UIViewController()
        let receipt = ReceiptViewController()
        host.present(receipt, animated: false)
        XCTAssertTrue(host.presentedViewController === receipt || host.presentedViewController == nil)
    }
}
