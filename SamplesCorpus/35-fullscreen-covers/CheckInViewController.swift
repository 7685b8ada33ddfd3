import UIKit

// Scenario 35 (clean): the same kind of Done / Cancel handlers, but the
// screens are presented full screen and over full screen, where there is no
// swipe to dismiss.

final class CheckInViewController: UIViewController {
    var onCheckedIn: ((String) -> Void)?
    private var seat = "14C"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc func doneTapped() {
        onCheckedIn?(seat)
        UserDefaults.standard.set(seat, forKey: "lastSeat")
        dismiss(animated: true)
    }
}

final class BoardingPassViewController: UIViewController {
    var passID = ""

    @IBAction func closeTapped(_ sender: UIButton) {
        UIScreen.main.brightness = 0.5
        dismiss(animated: true)
    }
}

final class TripViewController: UIViewController {
    private var seat: String?

    @objc func checkIn() {
        let checkIn = CheckInViewController()
        checkIn.onCheckedIn = { [weak self] seat in self?.seat = seat }
        let navigation = UINavigationController(rootViewController: checkIn)
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    @objc func showBoardingPass() {
        let pass = BoardingPassViewController()
        pass.passID = "BP-2291"
        pass.modalPresentationStyle = .overFullScreen
        present(pass, animated: true)
    }
}
