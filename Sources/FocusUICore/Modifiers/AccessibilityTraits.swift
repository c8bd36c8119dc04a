/// A set of accessibility traits that describe how an element behaves, as SwiftUI's
/// `AccessibilityTraits`: what `.accessibilityAddTraits(_:)` and
/// `.accessibilityRemoveTraits(_:)` take.
///
/// ```swift
/// Text("Today")
///     .accessibilityAddTraits(.isHeader)
/// ```
///
/// On GTK a trait is the widget's accessible role or state, where GTK has one:
///
/// - ``isHeader``, ``isButton``, ``isLink`` and ``isImage`` make a ``Text`` or an ``Image`` a
///   heading, a button, a link or an image for screen readers (GTK's accessible roles
///   `HEADING`, `BUTTON`, `LINK` and `IMG`; when several are given, in that order). GTK takes a
///   role only when it makes the widget, so a view whose role trait changes is made again.
///   GTK sends no heading level (FocusKitGTK's quirk `headingLevelNotOnTheBus`): Orca says
///   "heading".
/// - ``isSelected`` is the accessible state `SELECTED` on any view.
/// - A trait a control has by what it is (``isButton`` on a ``Button``, ``isLink`` on a
///   ``Link``, ``isImage`` on an ``Image``, ``isStaticText`` on a ``Text``, ``isSearchField`` on
///   the search field, ``isToggle`` on a ``Toggle``) is already there.
///
/// Any other trait, a role trait on another kind of view, and removing a trait a control has
/// by what it is, have no effect on GTK: FocusUI warns once, naming the view.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits, one per trait.
    public let rawValue: UInt32

    /// A set of traits from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element is a button (GTK: role `BUTTON`, on a ``Text`` or an ``Image``).
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections (GTK: role `HEADING`, on a
    /// ``Text`` or an ``Image``).
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected (GTK: the accessible state `SELECTED`).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link (GTK: role `LINK`, on a ``Text`` or an ``Image``).
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field: the search field itself is one; no effect elsewhere on
    /// GTK.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image (GTK: role `IMG`, on a ``Text``; an ``Image`` is one).
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated: no effect on GTK.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element acts as a keyboard key: no effect on GTK.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is static text that cannot be modified: a ``Text`` is; no effect elsewhere on
    /// GTK.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarizes the app's state when it starts: no effect on GTK.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often: no effect on GTK (a screen reader hears each change
    /// of a focused control's name or value anyway).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session: no effect on GTK.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element allows direct touch interaction: no effect on GTK.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when a screen reader finishes reading it: no effect on GTK.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal and hides the elements around it: no effect on GTK (a sheet is a
    /// modal window of its own).
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element toggles between on and off: a ``Toggle`` is; no effect elsewhere on GTK.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar: no effect on GTK.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The traits that make a widget's role, in the order a role is chosen among them.
    package static let roleTraits: [(trait: AccessibilityTraits, role: AccessibilityTraitRole)] = [
        (.isHeader, .heading), (.isButton, .button), (.isLink, .link), (.isImage, .image),
    ]

    /// Each trait's name as Swift spells it, for a warning.
    package var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
            (.isLink, "isLink"), (.isSearchField, "isSearchField"), (.isImage, "isImage"),
            (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
            (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
            (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
        ]
        return all.filter { contains($0.0) }.map { ".\($0.1)" }
    }
}

/// The accessible role a trait gives a widget that takes role traits
/// (``ViewComponent/takesRoleTraits``) when it is made.
package enum AccessibilityTraitRole: Hashable, Sendable {
    case heading, button, link, image
}

extension SharedModifiers {
    /// The traits the view has for screen readers: those its control has by what it is, with
    /// those added and without those removed.
    package func accessibilityTraits(of kind: any ViewComponent.Type) -> AccessibilityTraits {
        kind.accessibilityTraits.union(addedAccessibilityTraits).subtracting(removedAccessibilityTraits)
    }

    /// The role a role trait gives the widget of `kind` when it is made; `nil` for a kind that
    /// takes none (``ViewComponent/takesRoleTraits``), or no such trait added.
    package func accessibilityTraitRole(of kind: any ViewComponent.Type) -> AccessibilityTraitRole? {
        guard kind.takesRoleTraits else { return nil }
        let added = addedAccessibilityTraits.subtracting(removedAccessibilityTraits)
        return AccessibilityTraits.roleTraits.first { added.contains($0.trait) }?.role
    }
}

extension Element {
    /// What its accessibility modifiers ask that GTK cannot do, a warning each: traits with no
    /// role or state there, a trait its control has by what it is removed, a value on a
    /// password field (never spoken). Empty when everything it asks is done.
    package var accessibilityWarnings: [String] {
        let modifiers = self.modifiers
        // Most views ask for none of these: nothing to look at, no string made.
        guard
            !modifiers.addedAccessibilityTraits.isEmpty || !modifiers.removedAccessibilityTraits.isEmpty
                || modifiers.accessibilityValue != nil
        else { return [] }
        let kind = type(of: component)
        var warnings: [String] = []
        let name = "\(kind) \"\(describedTitle)\""
        var done = kind.accessibilityTraits.union(.isSelected)
        if kind.takesRoleTraits {
            done.formUnion(AccessibilityTraits(AccessibilityTraits.roleTraits.map(\.trait)))
        }
        let unsupported = modifiers.addedAccessibilityTraits.subtracting(done)
        if !unsupported.isEmpty {
            warnings.append(
                ".accessibilityAddTraits(\(unsupported.names.joined(separator: ", "))) on \(name) has no effect: "
                    + "GTK has no role or state for it on this view")
        }
        let inherent = modifiers.removedAccessibilityTraits.intersection(kind.accessibilityTraits)
        if !inherent.isEmpty {
            warnings.append(
                ".accessibilityRemoveTraits(\(inherent.names.joined(separator: ", "))) on \(name) has no effect: "
                    + "GTK's role for the control cannot be removed")
        }
        if modifiers.accessibilityValue != nil, component is SecureFieldComponent {
            warnings.append(
                ".accessibilityValue on \(name) has no effect: a password field's value is never spoken")
        }
        return warnings
    }
}
