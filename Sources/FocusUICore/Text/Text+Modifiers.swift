/// The modifiers of a ``Text`` that return a `Text`, so that texts of different looks can be
/// joined with `+`, as SwiftUI's. Each sets its attribute on the parts of the text where it is
/// still unset: the innermost setting wins, as with the view modifiers of the same names.
extension Text {
    private func setting(_ update: (inout TextAttributes) -> Void) -> Text {
        var text = self
        text.runs = InlineMarkdown.merged(
            runs.map { run in
                var run = run
                update(&run.attributes)
                return run
            })
        return text
    }

    /// This text in `font` (``Font``); `nil` is the theme's body text.
    public func font(_ font: Font?) -> Text {
        setting { if $0.font == nil { $0.font = .some(font) } }
    }

    /// This text at `weight`; `nil` keeps its font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        setting { if $0.weight == nil { $0.weight = .some(weight) } }
    }

    /// This text in bold.
    public func bold() -> Text {
        bold(true)
    }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        setting { if $0.isBold == nil { $0.isBold = isActive } }
    }

    /// This text in italics.
    public func italic() -> Text {
        italic(true)
    }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        setting { if $0.isItalic == nil { $0.isItalic = isActive } }
    }

    /// This text in a fixed-width font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        setting { if $0.isMonospaced == nil { $0.isMonospaced = isActive } }
    }

    /// This text with digits of one width, as SwiftUI's `Text.monospacedDigit()` (GTK's
    /// `numeric` class, or Pango's tabular figures inside a text of several looks).
    public func monospacedDigit() -> Text {
        setting { if $0.hasFixedWidthDigits == nil { $0.hasFixedWidthDigits = true } }
    }

    /// This text in `color`; `nil` is the theme's text colour.
    public func foregroundColor(_ color: Color?) -> Text {
        setting { if $0.foreground == nil { $0.foreground = .some(color.map(AnyShapeStyle.init)) } }
    }

    /// This text in `style` (a ``Color`` or a hierarchical level such as `.secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        setting { if $0.foreground == nil { $0.foreground = .some(AnyShapeStyle(style)) } }
    }

    /// This text underlined when `isActive`. Different on GTK: the line takes the text's
    /// colour; `color` is not used.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        setting { if $0.isUnderlined == nil { $0.isUnderlined = isActive } }
    }

    /// This text struck through when `isActive`. Different on GTK: the line takes the text's
    /// colour; `color` is not used.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        setting { if $0.isStruckThrough == nil { $0.isStruckThrough = isActive } }
    }
}
