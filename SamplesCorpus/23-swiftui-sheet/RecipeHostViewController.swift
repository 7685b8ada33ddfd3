import UIKit
import SwiftUI

// Scenario 23, file 2 (clean): a UIKit screen hosting the SwiftUI view. The
// hosting controller it presents has an explicit style.

final class RecipeListViewController: UITableViewController {
    private var recipes: [Recipe] = [
        Recipe(name: "Shakshuka", steps: ["Saute peppers", "Add tomatoes", "Crack eggs"]),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let root = NavigationView { RecipeView(recipe: recipes[indexPath.row]) }
        let host = UIHostingController(rootView: root)
        host.modalPresentationStyle = .fullScreen
        present(host, animated: true)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = recipes[indexPath.row].name
        return cell
    }
}
