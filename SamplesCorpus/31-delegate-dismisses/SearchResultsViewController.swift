import UIKit

// Scenario 31, file 2: the delegate applies the filters and dismisses the
// sheet it presented (explicitly a page sheet).

final class SearchResultsViewController: UICollectionViewController {
    private var filters = SearchFilters()
    private var results: [String] = []

    @objc func showFilters() {
        let sheet = FilterSheetViewController(style: .insetGrouped)
        sheet.filters = filters
        sheet.delegate = self
        let navigation = UINavigationController(rootViewController: sheet)
        navigation.modalPresentationStyle = .pageSheet
        present(navigation, animated: true)
    }

    private func reloadResults() {
        results = results.filter { !$0.isEmpty }
        collectionView.reloadData()
    }
}

extension SearchResultsViewController: FilterSheetDelegate {
    func filterSheet(_ sheet: FilterSheetViewController, didSave filters: SearchFilters) {
        self.filters = filters
        reloadResults()
        dismiss(animated: true)
    }
}
