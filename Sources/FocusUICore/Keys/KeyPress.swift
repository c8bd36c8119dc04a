/// A key press that a `.onKeyPress` action handles, as SwiftUI's `KeyPress`.
///
/// ```swift
/// List(selection: $selection) { … }
///     .onKeyPress(.delete) {
///         confirmingDelete = true
///         return .handled
///     }
/// ```
public struct KeyPress: Sendable {
    /// The key: a character (`"a"`, `"A"` with Shift), or one of ``KeyEquivalent``'s named keys
    /// (``KeyEquivalent/upArrow``, ``KeyEquivalent/delete``, ``KeyEquivalent/return`` …).
    public let key: KeyEquivalent
    /// The text the key types, empty for keys that type nothing (arrows, Delete).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeats while held, or went up.
    public let phase: Phases

    /// A key press; toolkits and tests make these.
    public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers = [], phase: Phases = .down)
    {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The phases of a key press an action asks for, as SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int

        /// A set from its bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an action did with a key press, as SwiftUI's `KeyPress.Result`.
    public enum Result: Sendable, Equatable {
        /// The action used the key: it goes no further (GTK: the key controller returns `TRUE`,
        /// which stops the event's propagation; a text field below does not type it).
        case handled
        /// The action did not use the key: the next `.onKeyPress` outwards, then the toolkit,
        /// gets it.
        case ignored
    }
}
