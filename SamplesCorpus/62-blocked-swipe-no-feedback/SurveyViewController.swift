import UIKit

// Scenario 62 (blocked swipe attempts): the survey blocks the swipe, but nobody implements
// DidAttemptToDismiss. The user drags the sheet, it springs back, and nothing
// tells them why or offers a way out.

final class SurveyViewController: UITableViewController {
    var answers: [Int: String] = [:]
    var onSubmit: (([Int: String]) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Quick Survey"
        isModalInPresentation = true // expect: blocked_swipe_without_feedback
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() {
        onSubmit?(answers)
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        answers[indexPath.section] = "option \(indexPath.row)"
    }
}

final class SurveyPromptViewController: UIViewController {
    private var lastAnswers: [Int: String] = [:]

    func askForFeedback() {
        let survey = SurveyViewController(style: .insetGrouped)
        survey.onSubmit = { [weak self] answers in self?.lastAnswers = answers }
        let navigation = UINavigationController(rootViewController: survey)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
