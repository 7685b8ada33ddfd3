import UIKit

// Scenario 174 (picked from its own list).
//
// - Near miss: an options sheet is its own sheet presentation delegate, to set its detents,
//   and implements no presentationControllerDidDismiss(_:). Its only way out is a row picked
//   from its table, which tells the presenter the choice and closes it. A swipe declines the
//   choice: nothing a Done or Cancel owes is lost, and nothing is reported.
// - The share sheet, also its own delegate without presentationControllerDidDismiss(_:),
//   has a Cancel that tells the presenter it was cancelled: a completed swipe skips that
//   (missing_did_dismiss).

protocol OptionsDelegate: AnyObject {
    func options(didPick index: Int)
}

final class OptionsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISheetPresentationControllerDelegate {
    weak var delegate: OptionsDelegate?
    private let tableView = UITableView()
    private let titles = ["Share", "Copy link", "Report"]

    init() {
        super.init(nibName: nil, bundle: nil)
        sheetPresentationController?.delegate = self
        sheetPresentationController?.detents = [.medium()]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.options(didPick: indexPath.row)
        dismiss(animated: true)
    }
}

protocol ShareDelegate: AnyObject {
    func shareDidCancel()
}

final class ShareViewController: UIViewController, UISheetPresentationControllerDelegate { // expect: missing_did_dismiss
    weak var delegate: ShareDelegate?

    init() {
        super.init(nibName: nil, bundle: nil)
        sheetPresentationController?.delegate = self
        sheetPresentationController?.detents = [.medium()]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func cancel() {
        delegate?.shareDidCancel()
        dismiss(animated: true)
    }
}

final class PostViewController: UIViewController, OptionsDelegate, ShareDelegate {
    private(set) var picked: Int?
    private(set) var sharing = false

    func showOptions() {
        let options = OptionsViewController()
        options.delegate = self
        present(options, animated: true)
    }

    func share() {
        let share = ShareViewController()
        share.delegate = self
        sharing = true
        present(share, animated: true)
    }

    func options(didPick index: Int) {
        picked = index
        UserDefaults.standard.set(index, forKey: "lastOption")
    }

    func shareDidCancel() {
        sharing = false
        UserDefaults.standard.set(false, forKey: "sharing")
    }
}
