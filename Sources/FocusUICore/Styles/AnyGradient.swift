/// A gradient derived from a colour, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): the
/// colour, a little lighter at the top.
///
/// ```swift
/// Circle()
///     .fill(Color.blue.gradient)
/// ```
///
/// On GTK a fill or background is a CSS `linear-gradient` from the colour lightened by 10 % at
/// the top to the colour at the bottom; as a text's colour (`.foregroundStyle`), a stroke or
/// a border, it is the colour itself (GTK draws text and borders in one colour).
public struct AnyGradient: ShapeStyle, Hashable {
    /// The colour the gradient is derived from.
    public let color: Color

    /// The gradient's token: its colour's, marked as a gradient.
    public var styleToken: String? { "\(color.styleToken ?? "primary")-gradient" }
}

extension Color {
    /// A gradient derived from the colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
