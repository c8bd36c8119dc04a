/// Where a list's arrow, Page, Home and End keys move focus: what FocusUI's `GtkListView` and
/// the headless list share. Headings (section headers) never take focus.
package enum ListRowNavigation {
    /// The row `distance` rows from `position` that can take focus, passing over headings and
    /// stopping at the ends; when only headings lie that way, the nearest row back from there;
    /// `nil` when there is none. Home is `from: -1, by: 1`, End `from: count, by: -1`.
    package static func focusableRow(
        from position: Int, by distance: Int, count: Int, isHeading: (Int) -> Bool
    ) -> Int? {
        guard count > 0 else { return nil }
        var target = min(max(position + distance, 0), count - 1)
        let step = distance < 0 ? -1 : 1
        while isHeading(target) {
            target += step
            if target < 0 || target >= count {
                // Nothing past the headings: go the other way from the target.
                target = min(max(position + distance, 0), count - 1)
                while target >= 0, target < count, isHeading(target) { target -= step }
                return target >= 0 && target < count ? target : nil
            }
        }
        return target
    }
}
