import UIKit

// Scenario 80, file 3: the call sites.

final class NotesListViewController: UITableViewController {
    func editNote() {
        present(Navigation.navController(for: NoteEditorViewController()), animated: true)
    }

    func shareNote() {
        let navigation = Navigation.navController(for: ShareOptionsViewController())
        present(navigation, animated: true)
    }

    func showTags() {
        let tags = TagListViewController()
        present(Navigation.navController(for: tags), animated: true) // expect: implicit_presentation_style
    }

    func showTagsCovering() {
        present(Navigation.coveringNavController(for: TagListViewController()), animated: true)
    }

    func export() {
        present(Navigation.navController(for: ExportViewController()), animated: true)
    }
}
