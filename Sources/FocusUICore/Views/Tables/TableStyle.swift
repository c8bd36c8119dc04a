/// How a ``Table`` looks, as SwiftUI's `TableStyle`: `.tableStyle(.bordered)`.
///
/// On GNOME: `.automatic` and `.inset` are GTK's column view as libadwaita draws it, rows with
/// GTK's padding and no lines; `.bordered` adds lines between the rows and between the columns
/// (GTK's `show-row-separators` and `show-column-separators`) and a frame around the table;
/// `alternatesRowBackgrounds` stripes the rows. Selected rows take the theme's selection colour
/// in every style.
public protocol TableStyle {
    /// What the style is, for the renderers.
    var kind: TableStyleKind { get }
}

/// The table styles FocusUI draws (``TableStyle``).
public enum TableStyleKind: Hashable, Sendable {
    /// The platform's default: `.inset` without stripes on GNOME.
    case automatic
    /// Rows without lines; `alternatesRowBackgrounds` stripes them.
    case inset(alternatesRowBackgrounds: Bool)
    /// Lines between rows and columns, in a frame; `alternatesRowBackgrounds` stripes the rows.
    case bordered(alternatesRowBackgrounds: Bool)
}

/// The default table style (`.inset` on GNOME).
public struct DefaultTableStyle: TableStyle {
    /// The style.
    public init() {}
    /// `.automatic`.
    public var kind: TableStyleKind { .automatic }
}

/// Rows without lines, as SwiftUI's `InsetTableStyle`.
public struct InsetTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool
    /// The style; `alternatesRowBackgrounds` stripes the rows.
    public init(alternatesRowBackgrounds: Bool = false) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
    /// `.inset`.
    public var kind: TableStyleKind { .inset(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

/// Lines between rows and columns in a frame, as SwiftUI's `BorderedTableStyle`.
public struct BorderedTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool
    /// The style; `alternatesRowBackgrounds` stripes the rows.
    public init(alternatesRowBackgrounds: Bool = false) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
    /// `.bordered`.
    public var kind: TableStyleKind { .bordered(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

extension TableStyle where Self == DefaultTableStyle {
    /// The default style.
    public static var automatic: DefaultTableStyle { DefaultTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows without lines.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// Rows without lines, striped when `alternatesRowBackgrounds`.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Lines between rows and columns, in a frame.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// Lines between rows and columns, in a frame, striped when `alternatesRowBackgrounds`.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

struct TableStyleKey: EnvironmentKey {
    static var defaultValue: TableStyleKind { .automatic }
}

extension EnvironmentValues {
    var tableStyle: TableStyleKind {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tables inside, as SwiftUI's `tableStyle(_:)`.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        let kind = style.kind
        return modified(.environment { $0.tableStyle = kind })
    }
}
