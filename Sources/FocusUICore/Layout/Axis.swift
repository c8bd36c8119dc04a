/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Leading to trailing.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, as SwiftUI's `Axis.Set`: what a ``ScrollView`` scrolls along.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt8

        /// A set from its bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
