/// A text style, as SwiftUI's `Font`, limited to the standard text styles: each maps to a GTK
/// style class of the theme's typography, so text follows the user's theme and font scaling
/// instead of a fixed point size.
///
/// | Font | GTK style class |
/// |---|---|
/// | `.largeTitle` | `title-1` |
/// | `.title` | `title-2` |
/// | `.title2` | `title-3` |
/// | `.title3` | `title-4` |
/// | `.headline` | `heading` |
/// | `.body`, `.callout`, `.subheadline` | none (the theme's body text) |
/// | `.caption`, `.caption2`, `.footnote` | `caption` |
/// | `.body.monospaced()`, `.system(.body, design: .monospaced)` | `monospace` (added) |
public struct Font: Hashable, Sendable {
    /// The GTK style classes of the font.
    let styleClasses: [String]

    private init(_ styleClasses: [String]) {
        self.styleClasses = styleClasses
    }

    /// The largest title (GTK `title-1`).
    public static let largeTitle = Font(["title-1"])
    /// A title (GTK `title-2`).
    public static let title = Font(["title-2"])
    /// A second-level title (GTK `title-3`).
    public static let title2 = Font(["title-3"])
    /// A third-level title (GTK `title-4`).
    public static let title3 = Font(["title-4"])
    /// A heading (GTK `heading`).
    public static let headline = Font(["heading"])
    /// Body text: the theme's default.
    public static let body = Font([])
    /// Callout text: GTK's body text.
    public static let callout = Font([])
    /// Subheadline text: GTK's body text.
    public static let subheadline = Font([])
    /// A footnote (GTK `caption`).
    public static let footnote = Font(["caption"])
    /// A caption (GTK `caption`).
    public static let caption = Font(["caption"])
    /// A second caption style (GTK `caption`).
    public static let caption2 = Font(["caption"])

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        /// The theme's font.
        case `default`
        /// A fixed-width font (GTK `monospace`).
        case monospaced
    }

    /// The text style `style` in the given design, as SwiftUI's `Font.system(_:design:)`.
    public static func system(_ style: Font, design: Design = .default) -> Font {
        design == .monospaced ? style.monospaced() : style
    }

    /// This font in a fixed-width design (adds GTK's `monospace` class).
    public func monospaced() -> Font {
        styleClasses.contains("monospace") ? self : Font(styleClasses + ["monospace"])
    }

    /// This font in bold (FocusUI's `focusui-bold` class).
    public func bold() -> Font {
        styleClasses.contains("focusui-bold") ? self : Font(styleClasses + ["focusui-bold"])
    }

    /// This font in italics (FocusUI's `focusui-italic` class).
    public func italic() -> Font {
        styleClasses.contains("focusui-italic") ? self : Font(styleClasses + ["focusui-italic"])
    }
}
