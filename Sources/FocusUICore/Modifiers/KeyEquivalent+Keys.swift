extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// A key from a character literal: `.keyboardShortcut("n")`.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }
}

extension KeyEquivalent {
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Delete (Backspace).
    public static let delete = KeyEquivalent("\u{7F}")
    /// Forward delete (Delete).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
}
