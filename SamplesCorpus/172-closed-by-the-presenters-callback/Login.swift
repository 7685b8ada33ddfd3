import UIKit

// Scenario 172 (closed by the presenter's callback).
//
// - The login screen's only way out calls its delegate back, and the delegate, an app
//   coordinator that is no controller, closes it from the window's root controller it
//   presented it on (`root.dismiss(animated:)`). A swipe skips the sign-in
//   (swipe_skips_dismiss_work).
// - The avatar picker's Choose calls back a settings controller, which closes what it
//   presented (`presentedViewController?.dismiss(animated:)`) after storing the avatar. A swipe
//   skips that (swipe_skips_dismiss_work).
// - Near miss: the profile screen's Scan calls its view model, which presents a code scanner
//   (it is no controller, and it presents) and closes that scanner in the scanner's
//   completion closure. That closes the scanner, not the profile screen: Scan is no way out
//   of the profile screen, and nothing is reported there.

protocol LoginDelegate: AnyObject {
    func loginDidFinish(token: String)
}

final class LoginViewController: UIViewController {
    weak var delegate: LoginDelegate?

    @IBAction func signIn(_ sender: Any) { // expect: swipe_skips_dismiss_work
        delegate?.loginDidFinish(token: "token")
    }
}

final class AccountStore {
    static let shared = AccountStore()
    var token: String?
}

final class AppCoordinator: LoginDelegate {
    let root: UIViewController

    init(root: UIViewController) {
        self.root = root
    }

    func start() {
        let login = LoginViewController()
        login.delegate = self
        login.modalPresentationStyle = .formSheet
        root.present(login, animated: true)
    }

    func loginDidFinish(token: String) {
        AccountStore.shared.token = token
        root.dismiss(animated: true)
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let root = UIViewController()
        window?.rootViewController = root
        coordinator = AppCoordinator(root: root)
        coordinator?.start()
        return true
    }
}

protocol AvatarPickerDelegate: AnyObject {
    func avatarPicker(didChoose name: String)
}

final class AvatarPickerViewController: UIViewController {
    weak var delegate: AvatarPickerDelegate?
    var selected = "cat"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Choose", style: .done, target: self, action: #selector(choose))
    }

    @objc func choose() { // expect: swipe_skips_dismiss_work
        delegate?.avatarPicker(didChoose: selected)
    }
}

final class ProfileModel {
    weak var host: UIViewController?

    func scan() {
        let scanner = ScannerViewController()
        host?.present(scanner, animated: true) // expect: implicit_presentation_style
        scanner.onCompletion = { [weak self] code in
            self?.host?.dismiss(animated: true)
            UserDefaults.standard.set(code, forKey: "code")
        }
    }
}

final class ScannerViewController: UIViewController {
    var onCompletion: ((String) -> Void)?
}

final class ProfileViewController: UIViewController {
    let viewModel = ProfileModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.host = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Scan", style: .plain, target: self, action: #selector(scan))
    }

    @objc func scan() {
        viewModel.scan()
    }
}

final class SettingsViewController: UIViewController, AvatarPickerDelegate {
    var avatar = "dog"

    func chooseAvatar() {
        let picker = AvatarPickerViewController()
        picker.delegate = self
        present(UINavigationController(rootViewController: picker), animated: true) // expect: implicit_presentation_style
    }

    func showProfile() {
        let profile = ProfileViewController()
        profile.modalPresentationStyle = .pageSheet
        present(profile, animated: true)
    }

    func avatarPicker(didChoose name: String) {
        avatar = name
        UserDefaults.standard.set(name, forKey: "avatar")
        presentedViewController?.dismiss(animated: true)
    }
}
