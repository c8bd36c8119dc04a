import Foundation

/// A piece of a ``Text`` with its own look: what `+` joins, what a `Text` interpolated into
/// another brings, what markdown marks (`**bold**`, `*italic*`, a backquoted span, `~~struck~~`,
/// `[a link](https://…)`).
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// How they look; unset attributes follow the view's environment.
    public var attributes: TextAttributes

    /// A run of `string` with `attributes`.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.attributes = attributes
    }
}

/// How a ``TextRun`` looks. Each attribute is unset (`nil`) until a modifier of the `Text`
/// sets it; as in the environment, the innermost setting wins, so a modifier sets only what is
/// still unset.
public struct TextAttributes: Hashable, Sendable {
    /// From `Text.font(_:)`; `.some(nil)` is the theme's body text, set explicitly.
    public var font: Font??
    /// From `Text.fontWeight(_:)`.
    public var weight: Font.Weight??
    /// From `Text.bold(_:)` and markdown's `**…**`.
    public var isBold: Bool?
    /// From `Text.italic(_:)` and markdown's `*…*`.
    public var isItalic: Bool?
    /// From `Text.monospaced(_:)` and markdown's backquoted spans.
    public var isMonospaced: Bool?
    /// From `Text.monospacedDigit()`.
    public var hasFixedWidthDigits: Bool?
    /// From `Text.foregroundStyle(_:)`, `Text.foregroundColor(_:)`.
    public var foreground: AnyShapeStyle??
    /// From `Text.underline(_:color:)`.
    public var isUnderlined: Bool?
    /// From `Text.strikethrough(_:color:)` and markdown's `~~…~~`.
    public var isStruckThrough: Bool?
    /// From markdown's `[title](url)`.
    public var link: URL?

    /// No attribute set.
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { self == TextAttributes() }

    /// These attributes, with what is unset here taken from `outer` (an enclosing `Text`'s).
    func over(_ outer: TextAttributes) -> TextAttributes {
        var merged = self
        if merged.font == nil { merged.font = outer.font }
        if merged.weight == nil { merged.weight = outer.weight }
        if merged.isBold == nil { merged.isBold = outer.isBold }
        if merged.isItalic == nil { merged.isItalic = outer.isItalic }
        if merged.isMonospaced == nil { merged.isMonospaced = outer.isMonospaced }
        if merged.hasFixedWidthDigits == nil { merged.hasFixedWidthDigits = outer.hasFixedWidthDigits }
        if merged.foreground == nil { merged.foreground = outer.foreground }
        if merged.isUnderlined == nil { merged.isUnderlined = outer.isUnderlined }
        if merged.isStruckThrough == nil { merged.isStruckThrough = outer.isStruckThrough }
        if merged.link == nil { merged.link = outer.link }
        return merged
    }

    /// What a text's environment becomes when the whole text has these attributes (the text
    /// is then drawn with style classes, as a view's `.font` or `.bold()` would be).
    @MainActor
    func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        if let font { environment.font = font }
        if let weight { environment.fontWeight = weight }
        if let isBold { environment.isBold = isBold }
        if let isItalic { environment.isItalic = isItalic }
        if let isMonospaced { environment.fontDesign = isMonospaced ? .monospaced : environment.fontDesign }
        if let hasFixedWidthDigits { environment.hasFixedWidthDigits = hasFixedWidthDigits }
        if let foreground { environment.foregroundStyle = foreground }
        return environment
    }

    /// Whether these attributes can be drawn as the label's style classes: no underline,
    /// strike-through or link, which need markup.
    var fitsStyleClasses: Bool {
        isUnderlined == nil && isStruckThrough == nil && link == nil
    }
}
