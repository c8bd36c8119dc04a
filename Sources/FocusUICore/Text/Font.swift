/// A font, as SwiftUI's `Font`. The standard text styles map to GTK style classes of the
/// theme's typography, so text follows the user's theme and font scaling; a size, weight or
/// design of your own becomes a CSS rule of FocusUI's.
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
/// | `.monospaced()`, `.system(.body, design: .monospaced)` | `monospace` (added) |
/// | `.system(size: 15)`, `.custom("Cantarell", size: 15)` | `font-size: 15px` |
/// | `.weight(.semibold)`, `.fontWeight(.semibold)` | `font-weight: 600` |
/// | `.system(.body, design: .serif)` | `font-family: serif` |
///
/// Different on GTK: a size is in GTK's logical pixels, which are macOS's points (GNOME's body
/// text is about 14.7 of them, macOS's 13); `.rounded` is the theme's font, as GNOME has no
/// rounded system font.
public struct Font: Hashable, Sendable {
    /// A standard text style.
    enum Style: String, Hashable, Sendable {
        case largeTitle = "title-1"
        case title = "title-2"
        case title2 = "title-3"
        case title3 = "title-4"
        case headline = "heading"
        case body = ""
        case caption = "caption"
    }

    var style: Style?
    var size: Double?
    var family: String?
    var weight: Weight?
    var design: Design = .default
    var isBold = false
    var isItalic = false
    var hasFixedWidthDigits = false

    init(style: Style?) {
        self.style = style
    }

    /// The GTK style classes of the font, in a stable order.
    package var styleClasses: [String] {
        var classes: [String] = []
        if let style, !style.rawValue.isEmpty { classes.append(style.rawValue) }
        switch design {
        case .monospaced: classes.append("monospace")
        case .serif: classes.append("focusui-font-serif")
        case .default, .rounded: break
        }
        if let family { classes.append("focusui-family-" + Self.familyToken(family)) }
        if let size { classes.append("focusui-font-size-\(Int(size.rounded()))") }
        if let weight { classes.append("focusui-font-weight-\(weight.value)") }
        if isBold { classes.append("focusui-bold") }
        if isItalic { classes.append("focusui-italic") }
        if hasFixedWidthDigits { classes.append("numeric") }
        return classes
    }

    /// A family name as a class name: its characters in hex, so that any name survives.
    private static func familyToken(_ family: String) -> String {
        family.utf8.map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// The largest title (GTK `title-1`).
    public static let largeTitle = Font(style: .largeTitle)
    /// A title (GTK `title-2`).
    public static let title = Font(style: .title)
    /// A second-level title (GTK `title-3`).
    public static let title2 = Font(style: .title2)
    /// A third-level title (GTK `title-4`).
    public static let title3 = Font(style: .title3)
    /// A heading (GTK `heading`).
    public static let headline = Font(style: .headline)
    /// Body text: the theme's default.
    public static let body = Font(style: .body)
    /// Callout text: GTK's body text.
    public static let callout = Font(style: .body)
    /// Subheadline text: GTK's body text.
    public static let subheadline = Font(style: .body)
    /// A footnote (GTK `caption`).
    public static let footnote = Font(style: .caption)
    /// A caption (GTK `caption`).
    public static let caption = Font(style: .caption)
    /// A second caption style (GTK `caption`).
    public static let caption2 = Font(style: .caption)

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        /// The theme's font.
        case `default`
        /// A fixed-width font (GTK `monospace`).
        case monospaced
        /// A serif font (CSS `font-family: serif`).
        case serif
        /// SwiftUI's rounded design: the theme's font on GTK.
        case rounded
    }

    /// A font weight, as SwiftUI's `Font.Weight`: a CSS `font-weight`.
    public struct Weight: Hashable, Sendable {
        /// The CSS weight, 100 to 900.
        package let value: Int

        /// CSS 100.
        public static let ultraLight = Weight(value: 100)
        /// CSS 200.
        public static let thin = Weight(value: 200)
        /// CSS 300.
        public static let light = Weight(value: 300)
        /// CSS 400, the theme's body weight.
        public static let regular = Weight(value: 400)
        /// CSS 500.
        public static let medium = Weight(value: 500)
        /// CSS 600.
        public static let semibold = Weight(value: 600)
        /// CSS 700.
        public static let bold = Weight(value: 700)
        /// CSS 800.
        public static let heavy = Weight(value: 800)
        /// CSS 900.
        public static let black = Weight(value: 900)
    }

    /// The text style `style` in a design and weight, as SwiftUI's
    /// `Font.system(_:design:weight:)`.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The system font at `size` points, as SwiftUI's `Font.system(size:weight:design:)`: the
    /// theme's font at that size in GTK logical pixels.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(style: nil)
        font.size = size
        font.weight = weight
        font.design = design ?? .default
        return font
    }

    /// The font family `name` at `size` points, as SwiftUI's `Font.custom(_:size:)`; GTK falls
    /// back to the theme's font when the family is not installed.
    public static func custom(_ name: String, size: Double) -> Font {
        var font = Font(style: nil)
        font.family = name
        font.size = size
        return font
    }

    /// The font family `name` at `size` points, as SwiftUI's `Font.custom(_:size:relativeTo:)`;
    /// the text style it scales with is not used (GTK scales every size with the text scaling
    /// setting).
    public static func custom(_ name: String, size: Double, relativeTo textStyle: Font) -> Font {
        custom(name, size: size)
    }

    /// The font family `name` at a fixed `size`, as SwiftUI's `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        custom(name, size: fixedSize)
    }

    /// This font in a fixed-width design (adds GTK's `monospace` class).
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font with fixed-width digits, as SwiftUI's `monospacedDigit()`: GTK's `numeric`
    /// class (tabular figures).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasFixedWidthDigits = true
        return font
    }

    /// This font in bold (FocusUI's `focusui-bold` class).
    public func bold() -> Font {
        var font = self
        font.isBold = true
        return font
    }

    /// This font in italics (FocusUI's `focusui-italic` class).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font at `weight`, as SwiftUI's `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
}
