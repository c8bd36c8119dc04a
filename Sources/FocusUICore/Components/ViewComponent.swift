/// The description of the one toolkit object a primitive view stands for: a control (a text
/// field, a button) or a container (a stack), holding only that control's own properties.
///
/// A primitive view (``Text``, ``TextField``, ``VStack``, or one of your own, see
/// `PrimitiveView`) describes itself as a component on every render; the reconciler hands it,
/// inside an ``Element``, to the backend, which keeps one renderer per node and gives it the new
/// component only when it differs from the last one (`Equatable`: what changed is derived, never
/// listed by hand). What every view has — padding, frame, disabled, hidden, accessibility,
/// focus, help, key handlers — is not part of a component: it is ``SharedModifiers``, applied by
/// the backend once for every kind.
///
/// Closures and bindings a component carries are ``ComponentAction``s, which compare equal: the
/// backend always has the newest component, so its signal handlers run the newest closure,
/// whether or not anything else changed.
///
/// A component type is drawn by a renderer of each backend: on GTK (`import FocusUI`) a class
/// conforming to `GtkComponentRenderer`, named by the component's `GtkRenderable` conformance;
/// headlessly (`import FocusUITesting`) one conforming to `HeadlessComponentRenderer`. See the
/// article "Adding a control".
public protocol ViewComponent: Equatable {
    /// Whether nodes of this component hold child views (stacks, sections, scroll views).
    /// Text styles (`.font`, `.bold()`, `.foregroundStyle`) apply only to leaves.
    static var isContainer: Bool { get }

    /// How `.tint(_:)` shows on it.
    static var tintKind: ComponentTintKind { get }

    /// The name a screen reader announces unless `.accessibilityLabel` gives one (a field's or
    /// button's title); `nil` for none.
    var accessibleName: String? { get }

    /// The value a screen reader says after the name unless `.accessibilityValue` gives one (a
    /// gauge's or progress bar's current value's label); `nil` for none. On GTK it is said with
    /// the name, after a comma (FocusKitGTK's quirk `valueTextNotOnTheBus`).
    var accessibilityValue: String? { get }

    /// Whether screen readers skip it by what it is (`Image(decorative:)`), whatever its
    /// modifiers say (GTK: the accessible state `HIDDEN`).
    var isHiddenFromScreenReaders: Bool { get }

    /// What names it in a warning or in a test's description: its title or text, never a
    /// password.
    var describedTitle: String { get }

    /// What, besides its type, decides the widgets the component is drawn with (a button whose
    /// label is a view holds a box): a node whose key changes is made again.
    var structureKey: AnyHashable? { get }

    /// The axes along which the control takes all the room it is offered, as SwiftUI's
    /// flexible views do (a text field's width, a text editor's width and height): across its
    /// stack it fills, where a view that is not flexible takes the stack's alignment. A
    /// container is also flexible along the axes of any of its children.
    var flexibleAxes: Axis.Set { get }

    /// The accessibility traits its widget has by what it is (a button's ``AccessibilityTraits/isButton``):
    /// adding one changes nothing, removing one has no effect on GTK.
    static var accessibilityTraits: AccessibilityTraits { get }

    /// Whether its widget takes a role from a role trait (``AccessibilityTraits/isHeader``,
    /// ``AccessibilityTraits/isButton``, ``AccessibilityTraits/isLink``,
    /// ``AccessibilityTraits/isImage``) when it is made: its GTK renderer then makes the widget
    /// with that role.
    static var takesRoleTraits: Bool { get }
}

extension ViewComponent {
    /// A leaf, by default.
    public static var isContainer: Bool { false }
    /// A tint colours its text, by default.
    public static var tintKind: ComponentTintKind { .colored }
    /// No name of its own, by default.
    public var accessibleName: String? { nil }
    /// No value of its own, by default.
    public var accessibilityValue: String? { nil }
    /// No, by default.
    public var isHiddenFromScreenReaders: Bool { false }
    /// Nothing, by default.
    public var describedTitle: String { "" }
    /// Its type alone, by default.
    public var structureKey: AnyHashable? { nil }
    /// Neither axis, by default: the control takes its natural size.
    public var flexibleAxes: Axis.Set { [] }
    /// None, by default.
    public static var accessibilityTraits: AccessibilityTraits { [] }
    /// No, by default.
    public static var takesRoleTraits: Bool { false }
}

/// How `.tint(_:)` shows on a component.
public enum ComponentTintKind: Sendable {
    /// Not at all (a text, a drop-down).
    case none
    /// As GNOME's button styles: an accent tint is `suggested-action`, an error tint
    /// `destructive-action`.
    case action
    /// As a colour class on the widget (`focusui-tint-<role>`).
    case colored
}

extension ViewComponent {
    /// Whether `other` is the same component (same type, equal values).
    func isEqual(to other: any ViewComponent) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
