import Foundation

/// What `.frame(minWidth:…)` and `.fixedSize()` ask of a view's size, as a backend applies it.
public struct FrameLayout: Hashable, Sendable {
    /// The least width (`minWidth`); `nil` for the natural minimum.
    public var minWidth: CGFloat?
    /// The least height (`minHeight`); `nil` for the natural minimum.
    public var minHeight: CGFloat?
    /// Whether the view takes all the width it is offered (`maxWidth: .infinity`).
    public var expandsHorizontally = false
    /// Whether the view takes all the height it is offered (`maxHeight: .infinity`).
    public var expandsVertically = false
    /// Where the view sits in the space it is given; `nil` to fill it.
    public var alignment: Alignment?
    /// Whether the view keeps its natural width (`.fixedSize()`): not stretched, and text not
    /// wrapped.
    public var isFixedHorizontally = false
    /// Whether the view keeps its natural height (`.fixedSize()`).
    public var isFixedVertically = false
    /// What was asked that the toolkit cannot do (`"idealWidth"`, `"maxWidth: 200"`), which
    /// the backend reports as a warning.
    public var unsupported: [String] = []

    /// No size asked for.
    public init() {}
}
