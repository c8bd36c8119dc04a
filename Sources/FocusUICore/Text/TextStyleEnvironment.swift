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

struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: ForegroundStyle? { nil }
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
    var isItalic: Bool {
        get { self[IsItalicKey.self] }
        set { self[IsItalicKey.self] = newValue }
    }

    /// The foreground style here (``View/foregroundStyle(_:)``).
    var foregroundStyle: ForegroundStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The GTK style classes of all of the above, in a stable order.
    var textStyleClasses: [String] {
        var classes = font?.styleClasses ?? []
        if isBold, !classes.contains("focusui-bold") { classes.append("focusui-bold") }
        if isItalic, !classes.contains("focusui-italic") { classes.append("focusui-italic") }
        if let style = foregroundStyle?.styleClass { classes.append(style) }
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

    /// Colours the text in this view with a semantic style, as SwiftUI's `foregroundStyle(_:)`
    /// (``ForegroundStyle``: a theme colour through a GTK style class, never a raw colour).
    public func foregroundStyle(_ style: ForegroundStyle) -> some View {
        modified(.environment { $0.foregroundStyle = style })
    }
}
