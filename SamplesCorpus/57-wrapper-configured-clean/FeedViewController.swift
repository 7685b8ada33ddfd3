import UIKit

// Scenario 57 (clean): the wrapped-controller fix. Style and delegate go on the navigation
// controller that is presented. A controller presented without a wrapper keeps
// its own style, which is correct for it.

final class MuteListViewController: UITableViewController {
    var mutedAccounts: [String] = []
}

final class StoryViewerViewController: UIViewController {
    var storyID = ""
}

final class FeedViewController: UITableViewController {
    private var muted: [String] = []
    private weak var muteList: MuteListViewController?

    @objc func muteListTapped() {
        let list = MuteListViewController(style: .insetGrouped)
        list.mutedAccounts = muted
        muteList = list
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .formSheet
        navigation.presentationController?.delegate = self
        present(navigation, animated: true)
    }

    func openStory(_ id: String) {
        let viewer = StoryViewerViewController()
        viewer.storyID = id
        viewer.modalPresentationStyle = .overFullScreen
        present(viewer, animated: true)
    }
}

extension FeedViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        muted = muteList?.mutedAccounts ?? muted
        tableView.reloadData()
    }
}
