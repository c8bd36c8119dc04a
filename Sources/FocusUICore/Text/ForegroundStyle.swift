/// A semantic foreground colour for ``View/foregroundStyle(_:)``, as SwiftUI's hierarchical
/// and system styles. Each is a GTK style class, so the theme decides the actual colour (and
/// a high-contrast theme can change it):
///
/// | Style | GTK style class |
/// |---|---|
/// | `.primary` | none (the theme's text colour) |
/// | `.secondary`, `.tertiary` | `dim-label` |
/// | `.tint` | `accent` |
/// | `.red` | `error` |
/// | `.orange` | `warning` |
/// | `.green` | `success` |
public struct ForegroundStyle: Hashable, Sendable {
    let styleClass: String?

    private init(_ styleClass: String?) {
        self.styleClass = styleClass
    }

    /// The theme's text colour.
    public static let primary = ForegroundStyle(nil)
    /// Less prominent text (GTK `dim-label`).
    public static let secondary = ForegroundStyle("dim-label")
    /// Even less prominent text (GTK `dim-label`, the same as `.secondary`).
    public static let tertiary = ForegroundStyle("dim-label")
    /// The accent colour (the `accent` class).
    public static let tint = ForegroundStyle("accent")
    /// An error colour (the `error` class).
    public static let red = ForegroundStyle("error")
    /// A warning colour (the `warning` class).
    public static let orange = ForegroundStyle("warning")
    /// A success colour (the `success` class).
    public static let green = ForegroundStyle("success")
}
