import UIKit

// Scenario 31, file 1 (swipe skips handlers): the Save action hands the filters to its delegate
// and the delegate both applies them and dismisses. The handler itself never
// calls `dismiss`, but the dismissal happens through the delegate, and a swipe
// still skips the whole thing. The filters are the rows' edits (each tap toggles
// one), and Save, the only way out, is their commit: a swipe also discards them.

struct SearchFilters: Equatable {
    var maxPrice: Int?
    var freeShipping = false
    var minimumRating = 0
}

protocol FilterSheetDelegate: AnyObject {
    func filterSheet(_ sheet: FilterSheetViewController, didSave filters: SearchFilters)
}

final class FilterSheetViewController: UITableViewController {
    weak var delegate: FilterSheetDelegate?
    var filters = SearchFilters()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(saveButtonPressed(_:)))
        navigationItem.rightBarButtonItem = save
    }

    @IBAction func saveButtonPressed(_ sender: Any) { // expect: swipe_skips_dismiss_work, swipe_discards_edits
        delegate?.filterSheet(self, didSave: filters)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        filters.freeShipping.toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
