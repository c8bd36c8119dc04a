/// A colour or pattern to draw text, a shape's fill or stroke, or a background with, as
/// SwiftUI's `ShapeStyle`: a ``Color``, a hierarchical level of the foreground
/// (``primary``, ``secondary``, ``tertiary``, ``quaternary``, ``placeholder``) or the tint.
///
/// On GTK each is a CSS colour, reached through a style class (see ``Color``), so the theme
/// can restyle the semantic ones.
public protocol ShapeStyle: Sendable {
    /// How FocusUI names the style in its style classes (as a colour names its own); `nil` for the
    /// theme's text colour.
    var styleToken: String? { get }
}

/// A level of the foreground colour, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The style's token.
    public let styleToken: String?

    /// The theme's text colour.
    public static let primary = HierarchicalShapeStyle(styleToken: nil)
    /// Dimmed (GTK's `dim-label`).
    public static let secondary = HierarchicalShapeStyle(styleToken: "secondary")
    /// More dimmed.
    public static let tertiary = HierarchicalShapeStyle(styleToken: "tertiary")
    /// Most dimmed.
    public static let quaternary = HierarchicalShapeStyle(styleToken: "quaternary")
}

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle`.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    /// The placeholder colour.
    public var styleToken: String? { "placeholder" }
}

/// The view's tint, as SwiftUI's `TintShapeStyle`: the accent colour unless `.tint(_:)` says
/// otherwise.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The accent colour.
    public var styleToken: String? { "accent" }
}

/// A style type-erased, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, Hashable {
    /// The style's token.
    public let styleToken: String?

    /// Erases `style`.
    public init<S: ShapeStyle>(_ style: S) {
        styleToken = style.styleToken
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The theme's text colour.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Dimmed text.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// More dimmed text.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Most dimmed text.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The view's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// The accent colour.
    public static var accentColor: Color { Color.accentColor }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// No colour.
    public static var clear: Color { Color.clear }
}

/// The style classes FocusUI gives a style in each role; the GTK backend turns the ones it does
/// not know (`focusui-fg-rgba-ff000080`, `focusui-bg-blue`) into CSS rules the first time it
/// sees them (`FocusUIStyleSheet`), the headless twin keeps them for tests to read.
package enum StyleClass {
    /// The text colour (`.foregroundStyle`, `.foregroundColor`): GTK's own classes for the
    /// theme's roles, else `focusui-fg-<token>`.
    package static func foreground(_ token: String?) -> String? {
        switch token {
        case nil, "primary"?: return nil
        case "secondary"?, "tertiary"?, "quaternary"?:
            return token == "secondary" ? "dim-label" : "focusui-fg-\(token!)"
        case "accent"?: return "accent"
        case "error"?: return "error"
        case "warning"?: return "warning"
        case "success"?: return "success"
        case let token?: return "focusui-fg-\(token)"
        }
    }

    /// A background colour (`.background(_:)`, a shape's fill).
    package static func background(_ token: String?) -> String {
        "focusui-bg-\(token ?? "primary")"
    }

    /// A list row's background colour (`.listRowBackground`), drawn unless the row is
    /// selected.
    package static func rowBackground(_ token: String?) -> String {
        "focusui-row-bg-\(token ?? "primary")"
    }

    /// A border (`.border(_:width:)`, a shape's stroke) of `width` points.
    package static func border(_ token: String?, width: Double) -> String {
        "focusui-border-\(token ?? "primary")-w\(Int(width.rounded()))"
    }

    /// A corner radius of `radius` points (`.cornerRadius`, a rounded rectangle, `.clipShape`);
    /// `capsule` for a capsule or circle.
    package static func radius(_ radius: Double?) -> String {
        guard let radius else { return "focusui-radius-capsule" }
        return "focusui-radius-\(Int(radius.rounded()))"
    }
}
