import Foundation

/// A point in a view's own coordinates, from 0 to 1 along each axis, as SwiftUI's
/// `UnitPoint`: where ``ScrollViewProxy/scrollTo(_:anchor:)`` puts a row.
public struct UnitPoint: Hashable, Sendable {
    /// From the leading edge (0) to the trailing edge (1).
    public var x: CGFloat
    /// From the top (0) to the bottom (1).
    public var y: CGFloat

    /// A point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
