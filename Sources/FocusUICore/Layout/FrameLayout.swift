import Foundation

/// What `.frame(width:height:)`, `.frame(minWidth:…maxHeight:alignment:)` and `.fixedSize()`
/// ask of a view's size, as a backend applies it.
public struct FrameLayout: Hashable, Sendable {
    /// The width asked for with `.frame(width:)`; `nil` for the natural width.
    public var width: CGFloat?
    /// The height asked for with `.frame(height:)`; `nil` for the natural height.
    public var height: CGFloat?
    /// The least width (`minWidth`); `nil` for the natural minimum.
    public var minWidth: CGFloat?
    /// The least height (`minHeight`); `nil` for the natural minimum.
    public var minHeight: CGFloat?
    /// The width the view prefers (`idealWidth`); `nil` for its natural width.
    public var idealWidth: CGFloat?
    /// The height the view prefers (`idealHeight`); `nil` for its natural height.
    public var idealHeight: CGFloat?
    /// The most width the view takes (a finite `maxWidth`); `nil` for no limit.
    public var maxWidth: CGFloat?
    /// The most height the view takes (a finite `maxHeight`); `nil` for no limit.
    public var maxHeight: CGFloat?
    /// Whether the view takes all the width it is offered (`maxWidth: .infinity`, or a finite
    /// `maxWidth` up to that size).
    public var expandsHorizontally = false
    /// Whether the view takes all the height it is offered (`maxHeight: .infinity`, or a finite
    /// `maxHeight` up to that size).
    public var expandsVertically = false
    /// Where the view sits in the space it is given; `nil` to fill it.
    public var alignment: Alignment?
    /// Whether the view keeps its natural width (`.fixedSize()`): not stretched, and text not
    /// wrapped.
    public var isFixedHorizontally = false
    /// Whether the view keeps its natural height (`.fixedSize()`).
    public var isFixedVertically = false
    /// The axes along which the framed view itself takes all the room it is given (a stack
    /// holding a slider, across); there it fills the frame, as SwiftUI's flexible view takes
    /// the width a frame proposes, and the frame's alignment places it along the others.
    /// Set by the evaluation for a frame with an alignment.
    package var contentFlexibleAxes: Axis.Set = []

    /// No size asked for.
    public init() {}

    /// Whether a finite maximum or an ideal size is asked for: what GTK's size requests cannot
    /// say, and a clamp around the widget does (FocusUI's `GtkSizeClamp`).
    public var hasLimit: Bool {
        maxWidth != nil || maxHeight != nil || idealWidth != nil || idealHeight != nil
    }
}
