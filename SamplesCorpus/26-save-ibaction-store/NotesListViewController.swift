import UIKit

// Scenario 26, file 2: the presenter wraps the editor and asks for a page
// sheet explicitly, so the presentation itself is not reported.

final class NotesListViewController: UITableViewController, NoteEditorDelegate {
    private var notes: [Note] = []

    @IBAction func addNote(_ sender: UIBarButtonItem) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let editor = storyboard.instantiateViewController(withIdentifier: "NoteEditor") as? NoteEditorViewController else {
            return
        }
        editor.delegate = self
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .pageSheet
        present(navigation, animated: true)
    }

    func noteEditor(_ editor: NoteEditorViewController, didSave note: Note) {
        notes.insert(note, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].body
        return cell
    }
}
