/// Which properties differ between two ``Element``s, so that a backend applies only those.
public struct ElementChanges: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// ``Element/text``.
    public static let text = ElementChanges(rawValue: 1 << 0)
    /// ``Element/title``.
    public static let title = ElementChanges(rawValue: 1 << 1)
    /// ``Element/spacing``.
    public static let spacing = ElementChanges(rawValue: 1 << 2)
    /// ``Element/horizontalAlignment`` or ``Element/verticalAlignment``.
    public static let alignment = ElementChanges(rawValue: 1 << 3)
    /// ``Element/minLength``.
    public static let minLength = ElementChanges(rawValue: 1 << 4)
    /// ``Element/padding``.
    public static let padding = ElementChanges(rawValue: 1 << 5)
    /// ``Element/accessibilityLabel``.
    public static let accessibilityLabel = ElementChanges(rawValue: 1 << 6)
    /// ``Element/isDisabled``.
    public static let disabled = ElementChanges(rawValue: 1 << 7)
    /// ``Element/keyboardShortcut``.
    public static let keyboardShortcut = ElementChanges(rawValue: 1 << 8)
    /// ``Element/isAlert``.
    public static let alert = ElementChanges(rawValue: 1 << 9)
    /// ``Element/isInvalid``.
    public static let invalid = ElementChanges(rawValue: 1 << 10)
    /// ``Element/accessibilityHint``.
    public static let accessibilityHint = ElementChanges(rawValue: 1 << 11)

    /// ``Element/isOn``, ``Element/selectedIndex`` or ``Element/value``: a control's value.
    public static let value = ElementChanges(rawValue: 1 << 12)
    /// ``Element/options``, ``Element/valueRange``, ``Element/step``, ``Element/menuItems``,
    /// ``Element/scrollAxes``, ``Element/showsIndicators`` or ``Element/toolbarPlacement``: what
    /// a control offers.
    public static let options = ElementChanges(rawValue: 1 << 13)
    /// ``Element/help``.
    public static let help = ElementChanges(rawValue: 1 << 14)
    /// ``Element/isHidden``.
    public static let hidden = ElementChanges(rawValue: 1 << 15)
    /// ``Element/opacity``.
    public static let opacity = ElementChanges(rawValue: 1 << 16)
    /// ``Element/frameWidth``, ``Element/frameHeight`` or ``Element/frameLayout``.
    public static let frame = ElementChanges(rawValue: 1 << 17)
    /// ``Element/styleClasses``.
    public static let style = ElementChanges(rawValue: 1 << 18)
    /// ``Element/iconName`` or ``Element/destination``: what an image shows or a link opens.
    public static let icon = ElementChanges(rawValue: 1 << 19)
    /// ``Element/lineLimit`` or ``Element/textAlignment``.
    public static let textLayout = ElementChanges(rawValue: 1 << 20)
    /// ``Element/acceptsTab``.
    public static let acceptsTab = ElementChanges(rawValue: 1 << 21)

    /// ``Element/isFocusable``, ``Element/focusesOnClick`` or ``Element/isFocusEffectDisabled``.
    public static let focusable = ElementChanges(rawValue: 1 << 22)

    /// Every property: what a new widget needs.
    public static let all = ElementChanges(rawValue: (1 << 23) - 1)
}
