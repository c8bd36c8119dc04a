/// The environment keys behind `.font`, `.bold()`, `.italic()` and `.foregroundStyle`.
struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

struct IsBoldKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct IsItalicKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct HasFixedWidthDigitsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

struct FontDesignKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The font of text here; set it with ``View/font(_:)``.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Whether text here is bold (``View/bold(_:)``).
    var isBold: Bool {
        get { self[IsBoldKey.self] }
        set { self[IsBoldKey.self] = newValue }
    }

    /// Whether text here is italic (``View/italic(_:)``).
    /// Whether the digits of the text here have one width (`.monospacedDigit()`).
    var hasFixedWidthDigits: Bool {
        get { self[HasFixedWidthDigitsKey.self] }
        set { self[HasFixedWidthDigitsKey.self] = newValue }
    }

    var isItalic: Bool {
        get { self[IsItalicKey.self] }
        set { self[IsItalicKey.self] = newValue }
    }

    /// The weight of text here (``View/fontWeight(_:)``), over the font's own.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The design of text here (``View/fontDesign(_:)``, ``View/monospaced(_:)``), over the
    /// font's own.
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// The foreground style here (``View/foregroundStyle(_:)``).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The GTK style classes of all of the above, in a stable order.
    var textStyleClasses: [String] {
        var effective = font
        if fontWeight != nil || fontDesign != nil {
            var adjusted = font ?? .body
            if let fontWeight { adjusted.weight = fontWeight }
            if let fontDesign { adjusted.design = fontDesign }
            effective = adjusted
        }
        var classes = effective?.styleClasses ?? []
        if isBold, !classes.contains("focusui-bold") { classes.append("focusui-bold") }
        if isItalic, !classes.contains("focusui-italic") { classes.append("focusui-italic") }
        if hasFixedWidthDigits, !classes.contains("numeric") { classes.append("numeric") }
        if let style = StyleClass.foreground(foregroundStyle?.styleToken) { classes.append(style) }
        return classes
    }
}

extension View {
    /// Sets the font of the text in this view, as SwiftUI's `font(_:)`: standard text styles
    /// become GTK's typography style classes (``Font``). The innermost font wins; `nil` goes
    /// back to the theme's body text.
    ///
    /// ```swift
    /// Text("Preferences").font(.title)
    /// Text("Changes apply at once.").font(.caption).foregroundStyle(.secondary)
    /// ```
    public func font(_ font: Font?) -> some View {
        modified(.environment { $0.font = font })
    }

    /// Makes the text in this view bold, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        modified(.environment { $0.isBold = isActive })
    }

    /// Makes the text in this view italic, as SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View {
        modified(.environment { $0.isItalic = isActive })
    }

    /// Sets the weight of the text in this view, as SwiftUI's `fontWeight(_:)`: a CSS
    /// `font-weight` over the font's own; `nil` keeps the font's.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modified(.environment { $0.fontWeight = weight })
    }

    /// Sets the design of the text in this view, as SwiftUI's `fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modified(.environment { $0.fontDesign = design })
    }

    /// Gives the digits of the text in this view one width, as SwiftUI's `monospacedDigit()`, so
    /// that a changing count or time does not jiggle (GTK's `numeric` class: tabular figures).
    public func monospacedDigit() -> some View {
        modified(.environment { $0.hasFixedWidthDigits = true })
    }

    /// Shows the text in this view in a fixed-width font, as SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modified(.environment { $0.fontDesign = isActive ? .monospaced : nil })
    }

    /// Colours the text in this view, as SwiftUI's `foregroundStyle(_:)`: with a ``Color``, a
    /// hierarchical level (`.secondary`, `.tertiary`, `.placeholder`) or the tint. The
    /// innermost style wins.
    ///
    /// ```swift
    /// Text("Saved").foregroundStyle(.green)
    /// Text("Optional").foregroundStyle(.secondary)
    /// ```
    ///
    /// On GTK a style class: the theme's own for `.secondary` (`dim-label`), `.tint` and the
    /// theme colours (`accent`, `error`, `warning`, `success` for `.accentColor`, `.red`,
    /// `.orange`, `.green`), and a CSS rule of FocusUI's for the others. It colours text: a
    /// `Text`, a field's text, a button's label.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modified(.environment { $0.foregroundStyle = erased })
    }

    /// Colours the text in this view, as SwiftUI's `foregroundColor(_:)`; `nil` goes back to the
    /// theme's text colour. The same as ``foregroundStyle(_:)`` with a colour.
    public func foregroundColor(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return modified(.environment { $0.foregroundStyle = erased })
    }
}
