import UIKit

// Scenario 88, file 1: the buttons of the transfer screen are made by a toolbar builder, a
// different type, which wires them to the screen's methods with `target: screen` and a
// qualified `#selector`. The actions are exits of the screen all the same.

enum TransferToolbar {
    static func install(on screen: TransferViewController) {
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: screen, action: #selector(TransferViewController.abandonTransfer))
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: screen, action: #selector(TransferViewController.confirmTransfer))
    }
}
