import UIKit

// Scenario 58 (style read at presentation): the style is assigned after `present` was called, once
// in the following statement and once in the completion closure. Both are too
// late, so both presentations are still implicit page sheets.

final class QuestionViewController: UIViewController {
    var questionIndex = 0
}

final class ResultsViewController: UIViewController {
    var score = 0
}

final class QuizViewController: UIViewController {
    private var current = 0
    private var score = 0

    @objc func startQuiz() {
        let question = QuestionViewController()
        question.questionIndex = current
        present(question, animated: true) // expect: implicit_presentation_style
        question.modalPresentationStyle = .fullScreen // expect: style_set_too_late
    }

    func showResults() {
        let results = ResultsViewController()
        results.score = score
        present(results, animated: true) { // expect: implicit_presentation_style
            results.modalPresentationStyle = .overFullScreen // expect: style_set_too_late
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
    }
}
