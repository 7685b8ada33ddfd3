import UIKit

// Scenario 06: the style is chosen on one path only. When the user has turned
// off "immersive viewer" the photo viewer falls back to the iOS 13 default, a
// page sheet. The finding says the style is set on some paths only.

struct ViewerSettings {
    static var immersive: Bool {
        get { UserDefaults.standard.bool(forKey: "viewer.immersive") }
        set { UserDefaults.standard.set(newValue, forKey: "viewer.immersive") }
    }
}

final class PhotoViewerViewController: UIViewController {
    let photo: UIImage

    init(photo: UIImage) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func loadView() {
        let imageView = UIImageView(image: photo)
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = .black
        view = imageView
    }
}

final class GalleryViewController: UICollectionViewController {
    private var photos: [UIImage] = []

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let viewer = PhotoViewerViewController(photo: photos[indexPath.item])
        if ViewerSettings.immersive {
            viewer.modalPresentationStyle = .fullScreen
            viewer.modalTransitionStyle = .crossDissolve
        }
        present(viewer, animated: true) // expect: implicit_presentation_style
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }
}
