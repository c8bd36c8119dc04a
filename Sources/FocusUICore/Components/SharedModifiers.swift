import Foundation

/// What every view has, whatever its component: resolved by the reconciler from the modifiers
/// around a primitive (and, for ``isDisabled``, every `.disabled(true)` above it) and applied by
/// the backend in one place for all kinds.
public struct SharedModifiers: Equatable, Sendable {
    /// Space around the view, from `.padding` (nested paddings are added up).
    public var padding = EdgeInsets()
    /// Space inside the view's decoration, from `.padding` under `.background(_:)`,
    /// `.border(_:width:)` or `.cornerRadius(_:)`: the decoration covers it.
    public var innerPadding = EdgeInsets()
    /// What `.frame(width:height:)`, `.frame(minWidth:…maxHeight:alignment:)` and
    /// `.fixedSize()` ask of its size.
    public var frame = FrameLayout()
    /// How far the view is drawn from where its layout puts it (`.offset`); it does not move
    /// the room it takes, as in SwiftUI.
    public var offset = CGSize.zero
    /// Where the view sits across its stack when it does not fill it: the stack's alignment
    /// (`VStack(alignment: .leading)`); `nil` outside a stack or for a view that fills it.
    public var alignmentInStack: StackAlignment?
    /// The name screen readers announce, from `.accessibilityLabel`.
    public var accessibilityLabel: String?
    /// What screen readers say after the name and role, from `.accessibilityHint`; an empty
    /// string means none.
    public var accessibilityHint: String?
    /// The identifier tests find the view by, from `.accessibilityIdentifier(_:)` (GTK: the
    /// widget's name).
    public var accessibilityIdentifier: String?
    /// What screen readers say after the name, from `.accessibilityValue(_:)` (GTK: said with
    /// the name, after a comma).
    public var accessibilityValue: String?
    /// Traits from `.accessibilityAddTraits(_:)` (see ``AccessibilityTraits``).
    public var addedAccessibilityTraits: AccessibilityTraits = []
    /// Traits from `.accessibilityRemoveTraits(_:)`.
    public var removedAccessibilityTraits: AccessibilityTraits = []
    /// Whether screen readers do not see it, from `.accessibilityHidden(true)` on it or any
    /// ancestor (GTK: the accessible state `HIDDEN`).
    public var isAccessibilityHidden = false
    /// Whether it is a text or image inside a view made one accessibility element
    /// (`.accessibilityElement(children: .combine)` or `.ignore`), which screen readers do not
    /// see on its own (GTK: the accessible state `HIDDEN`).
    public var isMergedIntoAccessibilityElement = false
    /// Whether screen readers do not see it: hidden, or merged into an element around it.
    package var isLeftOutOfAccessibilityTree: Bool {
        isAccessibilityHidden || isMergedIntoAccessibilityElement
    }
    /// Whether screen readers announce it as an alert (`.accessibilityAlert()`; GTK: role
    /// `ALERT`).
    public var isAlert = false
    /// Whether its value is marked invalid for screen readers (`.accessibilityInvalid(_:)`).
    public var isInvalid = false
    /// Whether it is insensitive: `.disabled(true)` on it or any ancestor.
    public var isDisabled = false
    /// Whether it is hidden (`.hidden()`): not drawn, takes no space, cannot take focus.
    public var isHidden = false
    /// Its opacity from 0 to 1 (`.opacity(_:)`; nested ones multiply).
    public var opacity: Double = 1
    /// Its tooltip, from `.help(_:)`.
    public var help: String?
    /// A button's keyboard shortcut, from `.keyboardShortcut`.
    public var keyboardShortcut: KeyboardShortcut?
    /// Whether `.focusable(_:interactions:)` makes it a Tab stop; `nil` when the view did not
    /// say (its component's own focusability).
    public var isFocusable: Bool?
    /// Whether a click gives the focusable view focus (`.focusable()`), or only the keyboard
    /// does (`.focusable(interactions: .activate)`).
    public var focusesOnClick = true
    /// Whether the focus ring is hidden (`.focusEffectDisabled()`).
    public var isFocusEffectDisabled = false
    /// Style classes: the text style of a leaf (`.font`, `.bold()`, `.foregroundStyle`) and its
    /// tint as GTK CSS classes (`title-1`, `dim-label`, `suggested-action`), and those a
    /// container gives its rows (a list's selected row).
    public var styleClasses: [String] = []

    /// Nothing set.
    public init() {}

    /// Whether the button is the window's default action (`.keyboardShortcut(.defaultAction)`).
    public var isDefaultAction: Bool { keyboardShortcut == .defaultAction }
}

/// The closures every view may have (not compared: the backend keeps the newest).
public struct SharedActions {
    /// What Escape does while focus is in the view or inside it, from `.onExitCommand`.
    public var onExitCommand: (@MainActor () -> Void)?
    /// `.onKeyPress` and `.onMoveCommand` actions, innermost first.
    package var keyPressHandlers: [KeyPressHandler] = []
    /// The items of the view's `.contextMenu { }`, opened by a right click, the Menu key or
    /// Shift+F10; empty for none.
    public var contextMenu: [MenuItem] = []
    /// `.onTapGesture`, `.onLongPressGesture` and `.onHover` actions.
    package var pointer = PointerActions()

    /// None.
    public init() {}
}

/// The alignment a stack gives a child across its axis.
public enum StackAlignment: Hashable, Sendable {
    /// A `VStack`'s: where the child sits across its width.
    case horizontal(HorizontalAlignment)
    /// An `HStack`'s: where the child sits across its height.
    case vertical(VerticalAlignment)
}

extension Element {
    /// What a screen reader says after the control's name and role (GTK: its accessible
    /// description): see ``SharedModifiers/accessibleDescription(name:)``, with the name its
    /// `.accessibilityLabel`, else its title.
    package var accessibleDescription: String? {
        modifiers.accessibleDescription(name: modifiers.accessibilityLabel ?? describedTitle)
    }
}

extension SharedModifiers {
    /// What a screen reader says after a control's name and role: its `.accessibilityHint`,
    /// else its `.help` (GTK makes a tooltip the accessible description) unless that only says
    /// `name` again, as a header bar's icon titled by its tooltip would.
    package func accessibleDescription(name: String) -> String? {
        if let hint = accessibilityHint, !hint.isEmpty { return hint }
        if let help, !help.isEmpty, help != name { return help }
        return nil
    }
}
