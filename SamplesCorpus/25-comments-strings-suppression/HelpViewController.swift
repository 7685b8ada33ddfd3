import UIKit

// Scenario 25 (clean): presentation code that only appears in comments and
// string literals, and one real unstyled presentation that the team has
// reviewed and suppressed with an inline comment.

final class HelpArticleViewController: UIViewController {
    var markdown = ""
}

final class HelpViewController: UITableViewController {
    /// Example shown to plugin authors in the developer help screen:
    ///
    ///     let vc = PluginSettingsViewController()
    ///     present(vc, animated: true)
    ///
    static let snippet = "let vc = DetailViewController()\npresent(vc, animated: true)"

    static let longerSnippet = """
        let nav = UINavigationController(rootViewController: editor)
        editor.modalPresentationStyle = .fullScreen
        present(nav, animated: true)
        """

    /* Old code, kept for reference until the migration is finished:
       let help = HelpArticleViewController()
       self.present(help, animated: true, completion: nil)
    */

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let article = HelpArticleViewController()
        article.markdown = indexPath.row == 0 ? HelpViewController.snippet : HelpViewController.longerSnippet
        // Reviewed: the help article is meant to be a card.
        // modallint:disable:next implicit_presentation_style
        present(article, animated: true)
    }

    @objc func showContactCard() {
        let article = HelpArticleViewController()
        article.markdown = "Write to us at help@example.com"
        present(article, animated: true) // modallint:disable:this implicit_presentation_style
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }
}
