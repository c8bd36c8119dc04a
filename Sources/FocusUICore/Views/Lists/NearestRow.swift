/// The search lists make for a row that may have moved by a few: from where it was last,
/// outwards, one row after and one before at each distance.
enum NearestRow {
    /// The first index of `0..<count`, from `center` (clamped into the range) outwards up to
    /// `distance` rows away, for which `matches` holds; `nil` when none does.
    static func index(
        in count: Int, from center: Int, within distance: Int? = nil, where matches: (Int) -> Bool
    ) -> Int? {
        guard count > 0 else { return nil }
        let center = min(max(center, 0), count - 1)
        for step in 0...min(distance ?? count, count) {
            let after = center + step
            if after < count, matches(after) { return after }
            let before = center - step
            if step > 0, before >= 0, matches(before) { return before }
            if after >= count - 1, before <= 0 { return nil }
        }
        return nil
    }
}
