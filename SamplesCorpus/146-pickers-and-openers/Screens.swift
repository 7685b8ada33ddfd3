import UIKit

// Scenario 146: the picker, the subtitle options and the new-folder form (see
// LibraryViewController.swift).

protocol AddToFolderDelegate: AnyObject {
    func addToFolder(_ controller: AddToFolderViewController, didPick folder: String)
}

final class AddToFolderViewController: UITableViewController {
    weak var delegate: AddToFolderDelegate?
    private var folders: [String] = []
    private var picked: String?

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }

    @IBAction func moveHere(_ sender: Any) {
        guard let folder = picked else { return }
        delegate?.addToFolder(self, didPick: folder)
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked = folders[indexPath.row]
    }
}

protocol SubtitleOptionsViewControllerDelegate: AnyObject {
    func subtitleOptionsDidRequestFile(_ controller: SubtitleOptionsViewController)
}

final class SubtitleOptionsViewController: UIViewController {
    weak var delegate: SubtitleOptionsViewControllerDelegate?
    private let delaySlider = UISlider()
    private let closeButton = UIButton(type: .close)
    private let loadButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        delaySlider.addTarget(self, action: #selector(delayChanged), for: .valueChanged)
        closeButton.addTarget(self, action: #selector(didTapClose), for: .touchUpInside)
        loadButton.addTarget(self, action: #selector(didTapLoad), for: .touchUpInside)
    }

    @objc private func delayChanged() {
        LibraryStore.shared.setSubtitleDelay(delaySlider.value)
    }

    @objc private func didTapClose() {
        dismiss(animated: true)
    }

    @objc private func didTapLoad() {
        delegate?.subtitleOptionsDidRequestFile(self)
    }
}

final class AddFolderViewController: UIViewController {
    private let nameField = UITextField()

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }

    @IBAction func add(_ sender: Any) { // expect: swipe_discards_edits
        LibraryStore.shared.addFolder(named: nameField.text ?? "")
        dismiss(animated: true)
    }
}
