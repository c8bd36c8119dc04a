/// A key for a keyboard shortcut, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable {
    /// The character the key produces.
    public let character: Character

    /// A key from its character.
    public init(_ character: Character) {
        self.character = character
    }

    /// Return (Enter).
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
}
