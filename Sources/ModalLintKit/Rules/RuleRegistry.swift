/// Every rule ModalLint has, in documentation order.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ImplicitPresentationStyleRule.self,
        SwipeSkipsDismissWorkRule.self,
        SwipeDiscardsEditsRule.self,
        IdiomPresentationStyleRule.self,
        MissingDidDismissRule.self,
        PresentationControllerBeforeStyleRule.self,
        UnsupportedAdaptiveStyleRule.self,
        StyleOnWrappedControllerRule.self,
        StyleSetTooLateRule.self,
        WillDismissFinalisesRule.self,
        BlockedSwipeWithoutFeedbackRule.self,
        ModalInPresentationSearchRule.self,
        PresenterLifecycleAfterSheetRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(_ id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The closest rule id, for "did you mean" hints.
    public static func suggestion(for id: String) -> String? {
        let best = descriptions.map { ($0.id, EditDistance.distance($0.id, id)) }.min { $0.1 < $1.1 }
        guard let b = best, b.1 <= max(3, id.count / 3) else { return nil }
        return b.0
    }
}

/// Levenshtein distance for did-you-mean suggestions.
public enum EditDistance {
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.utf8), y = Array(b.utf8)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            cur[0] = i
            for j in 1...y.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[y.count]
    }
}
