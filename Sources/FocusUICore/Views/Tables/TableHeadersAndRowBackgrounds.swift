/// Whether a list's or table's rows alternate their background, as SwiftUI's
/// `AlternatingRowBackgroundBehavior`.
public enum AlternatingRowBackgroundBehavior: Hashable, Sendable {
    /// As the style decides (striped for `.bordered(alternatesRowBackgrounds: true)` and
    /// `.inset(alternatesRowBackgrounds: true)`).
    case automatic
    /// Striped.
    case enabled
    /// Not striped.
    case disabled
}

struct AlternatingRowBackgroundsKey: EnvironmentKey {
    static var defaultValue: AlternatingRowBackgroundBehavior { .automatic }
}

struct TableColumnHeadersKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    var alternatingRowBackgrounds: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowBackgroundsKey.self] }
        set { self[AlternatingRowBackgroundsKey.self] = newValue }
    }

    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

extension View {
    /// Stripes (or not) the rows of the lists and tables inside, whatever their style says, as
    /// SwiftUI's `alternatingRowBackgrounds(_:)`. On GTK a striped row is a shade darker (or
    /// lighter, in a dark theme) than the one before it.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled)
        -> some View
    {
        modified(.environment { $0.alternatingRowBackgrounds = behavior })
    }

    /// Shows or hides the column headers of the tables inside, as SwiftUI's
    /// `tableColumnHeaders(_:)`. A table without headers cannot be sorted by a click; its
    /// `sortOrder` still applies.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        modified(.environment { $0.tableColumnHeaders = visibility })
    }
}
