/// A background material, as SwiftUI's `Material` (`.regularMaterial`, `.bar`): on macOS a
/// translucent blur of what is behind.
///
/// GTK draws no blur behind a widget, so on GTK a material is the theme's solid colour for
/// that role: ``bar`` is the header bar's background (libadwaita's `@headerbar_bg_color`), the
/// others the window's (`@window_bg_color`), so a bar or panel drawn with one looks as
/// GNOME's do, in light and dark.
///
/// ```swift
/// HStack { Text("\(count) unread"); Spacer() }
///     .padding(8)
///     .background(.bar)
/// ```
public struct Material: ShapeStyle, Hashable {
    /// The style's token (`material-bar`, `material-regular`).
    public let styleToken: String?

    /// The most see-through material (GTK: the window's background).
    public static let ultraThin = Material(styleToken: "material-window")
    /// A thin material (GTK: the window's background).
    public static let thin = Material(styleToken: "material-window")
    /// The usual material (GTK: the window's background).
    public static let regular = Material(styleToken: "material-window")
    /// A thick material (GTK: the window's background).
    public static let thick = Material(styleToken: "material-window")
    /// The least see-through material (GTK: the window's background).
    public static let ultraThick = Material(styleToken: "material-window")
    /// The material of bars: toolbars, tab bars, a bar under a list (GTK: the header bar's
    /// background).
    public static let bar = Material(styleToken: "material-bar")
}

extension ShapeStyle where Self == Material {
    /// ``Material/ultraThin``.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// ``Material/thin``.
    public static var thinMaterial: Material { .thin }
    /// ``Material/regular``.
    public static var regularMaterial: Material { .regular }
    /// ``Material/thick``.
    public static var thickMaterial: Material { .thick }
    /// ``Material/ultraThick``.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// ``Material/bar``.
    public static var bar: Material { Material.bar }
}
