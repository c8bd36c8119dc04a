/// A list's type-ahead, as GTK's lists have it and the headless list copies: letters typed on
/// a row go to the next row whose text starts with them, ignoring case, from the focused row;
/// a first letter, or the same letter typed again, looks from the row after it (cycling
/// through the rows that start with it). Headings are passed over. When the typed text is
/// forgotten (a key that is not a letter, a pause on GTK) is the caller's.
package struct ListTypeAhead {
    /// What was typed, lowercased.
    package private(set) var prefix = ""

    /// Type-ahead that has nothing typed.
    package init() {}

    /// Forgets what was typed.
    package mutating func reset() { prefix = "" }

    /// Adds `character` to what was typed and returns the row it finds among `count` rows,
    /// looking from `focused`: one whose `text` starts with the prefix and is not a heading.
    package mutating func type(
        _ character: String, from focused: Int, count: Int, isHeading: (Int) -> Bool,
        text: (Int) -> String
    ) -> Int? {
        let lower = character.lowercased()
        let repeated = !prefix.isEmpty && prefix.allSatisfy { String($0) == lower }
        prefix = repeated ? lower : prefix + lower
        let start = prefix.count == 1 ? focused + 1 : focused
        for offset in 0..<count {
            let position = (start + offset) % count
            guard !isHeading(position) else { continue }
            if text(position).lowercased().hasPrefix(prefix) { return position }
        }
        return nil
    }
}

extension ListTypeAhead {
    /// Adds `character` and returns the row of `rows` it finds from `focused` (by the rows'
    /// type-ahead texts).
    @MainActor
    package mutating func type(_ character: String, from focused: Int, in rows: ListRows) -> Int? {
        type(character, from: focused, count: rows.count, isHeading: { rows.isHeading(at: $0) }) {
            rows.typeAheadText(at: $0)
        }
    }
}
