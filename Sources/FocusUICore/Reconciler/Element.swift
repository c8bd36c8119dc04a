import Foundation

/// A value describing one primitive toolkit object and all of its properties: what the
/// reconciler hands a ``ViewBackend`` to create or update a widget.
///
/// Inherited modifiers are already resolved: ``isDisabled`` is the *effective* value
/// (`.disabled(true)` on any ancestor), ``onSubmit`` combines every `.onSubmit` above a text
/// field. The closures and the binding are new on every render and must be read from the
/// newest element (see ``ViewBackend/update(_:from:to:)``).
public struct Element {
    /// What kind of toolkit object this is.
    public var kind: ElementKind
    /// The text shown: a ``Text``'s string, or a field's current value (from its binding).
    public var text: String?
    /// A field's placeholder, or a button's title.
    public var title: String?
    /// A stack's spacing between children, or a ``Grid``'s between columns; `nil` means the
    /// toolkit's default.
    public var spacing: CGFloat?
    /// A ``VStack``'s (or form's) horizontal alignment of its children.
    public var horizontalAlignment: HorizontalAlignment = .center
    /// An ``HStack``'s vertical alignment of its children.
    public var verticalAlignment: VerticalAlignment = .center
    /// A ``Spacer``'s minimum length, or a ``Grid``'s space between rows; `nil` means the
    /// toolkit's default.
    public var minLength: CGFloat?
    /// Space around the widget, from `.padding` (nested paddings are added up).
    public var padding = EdgeInsets()
    /// The name screen readers announce, from `.accessibilityLabel`.
    public var accessibilityLabel: String?
    /// What screen readers say after the name and role, from `.accessibilityHint`; an empty
    /// string means none.
    public var accessibilityHint: String?
    /// Whether the widget is insensitive: `.disabled(true)` on it or any ancestor.
    public var isDisabled = false
    /// A button's keyboard shortcut, from `.keyboardShortcut`.
    public var keyboardShortcut: KeyboardShortcut?
    /// Whether screen readers should announce the widget as an alert (FocusKit's
    /// `.accessibilityAlert()`; GTK: accessible role `ALERT`).
    public var isAlert = false
    /// Whether the widget's value is marked invalid for screen readers (FocusKit's
    /// `.accessibilityInvalid(_:)`; GTK: accessible state `INVALID`).
    public var isInvalid = false
    /// A button's action.
    public var action: (@MainActor () -> Void)?
    /// What Return in a text field does, from every `.onSubmit` above it; `nil` when none.
    public var onSubmit: (@MainActor () -> Void)?
    /// A field's two-way text binding; the backend writes typed text through it.
    public var textBinding: Binding<String>?
    /// What Escape does while focus is in this widget or inside it, from `.onExitCommand`.
    public var onExitCommand: (@MainActor () -> Void)?
    /// A ``Toggle``'s state, from its binding.
    public var isOn = false
    /// A ``Toggle``'s two-way binding; the backend writes the user's clicks through it.
    public var toggleBinding: Binding<Bool>?
    /// A ``Picker``'s option labels, in order.
    public var options: [String] = []
    /// The index in ``options`` of the picker's selection; `nil` when no option's tag equals it.
    public var selectedIndex: Int?
    /// Writes the tag of the option at an index through the picker's selection binding.
    public var onSelect: (@MainActor (Int) -> Void)?
    /// The value from `.tag(_:)`: how a picker identifies this option.
    public var tag: AnyHashable?
    /// A ``Stepper``'s or ``Slider``'s value, from its binding.
    public var value: Double = 0
    /// A ``Stepper``'s or ``Slider``'s bounds.
    public var valueRange: ClosedRange<Double> = 0...0
    /// A ``Stepper``'s or ``Slider``'s increment; 0 for a continuous slider.
    public var step: Double = 1
    /// A ``Stepper``'s or ``Slider``'s two-way binding, as a `Double`.
    public var valueBinding: Binding<Double>?
    /// The most lines a ``Text`` shows (`.lineLimit(_:)`); `nil` for as many as it needs.
    public var lineLimit: Int?
    /// How the lines of a text, field or editor are aligned (`.multilineTextAlignment(_:)`).
    public var textAlignment: TextAlignment = .leading
    /// Whether Tab in a ``TextEditor`` inserts a tab (`.textEditorAcceptsTab()`); Ctrl+Tab
    /// then moves focus on.
    public var acceptsTab = false
    /// A ``Link``'s destination, as a URL string.
    public var destination: String?
    /// An ``Image``'s freedesktop icon name.
    public var iconName: String?
    /// The tooltip, from `.help(_:)`.
    public var help: String?
    /// Whether the widget is hidden (`.hidden()`): not drawn, takes no space, cannot take focus.
    public var isHidden = false
    /// The widget's opacity from 0 to 1 (`.opacity(_:)`; nested ones multiply).
    public var opacity: Double = 1
    /// The width asked for with `.frame(width:height:)`; `nil` for the natural width.
    public var frameWidth: CGFloat?
    /// The height asked for with `.frame(width:height:)`; `nil` for the natural height.
    public var frameHeight: CGFloat?
    /// The axes a ``ScrollView`` scrolls along.
    public var scrollAxes: Axis.Set = []
    /// Whether a ``ScrollView`` draws its scroll bars.
    public var showsIndicators = true
    /// A ``Menu``'s items, in order.
    public var menuItems: [MenuItem] = []
    /// What `.frame(minWidth:…)` and `.fixedSize()` ask of the size.
    public var frameLayout = FrameLayout()
    /// Where a ``ToolbarItem`` goes in the window's toolbar.
    public var toolbarPlacement = ToolbarItemPlacement.automatic
    /// Style classes from `.font`, `.bold()`, `.italic()` and `.foregroundStyle` (GTK CSS
    /// classes such as `title-1`, `heading`, `dim-label`), for leaf views.
    public var styleClasses: [String] = []
    /// `.onKeyPress` and `.onMoveCommand` actions, innermost first (see ``sendKeyPress(_:)``).
    package var keyPressHandlers: [KeyPressHandler] = []
    /// Whether `.focusable(_:interactions:)` makes the widget take focus (a Tab stop); `nil`
    /// when the view did not say (the kind's own focusability).
    public var isFocusable: Bool?
    /// Whether a click gives the focusable widget focus (`.focusable()`), or only the keyboard
    /// does (`.focusable(interactions: .activate)`).
    public var focusesOnClick = true
    /// Whether the focus ring is hidden (`.focusEffectDisabled()`).
    public var isFocusEffectDisabled = false

    /// An element of the given kind with default properties.
    public init(kind: ElementKind) {
        self.kind = kind
    }

    /// Whether the button is the window's default action (`.keyboardShortcut(.defaultAction)`):
    /// GTK's default widget, activated by Return.
    public var isDefaultAction: Bool { keyboardShortcut == .defaultAction }

    /// The properties that differ from `old`; everything when there is no old element.
    /// Closures and the binding are not compared: always adopt the newest ones.
    public func changes(from old: Element?) -> ElementChanges {
        guard let old else { return .all }
        var changes: ElementChanges = []
        if text != old.text { changes.insert(.text) }
        if title != old.title { changes.insert(.title) }
        if spacing != old.spacing { changes.insert(.spacing) }
        if horizontalAlignment != old.horizontalAlignment || verticalAlignment != old.verticalAlignment {
            changes.insert(.alignment)
        }
        if minLength != old.minLength { changes.insert(.minLength) }
        if padding != old.padding { changes.insert(.padding) }
        if accessibilityLabel != old.accessibilityLabel { changes.insert(.accessibilityLabel) }
        if accessibilityHint != old.accessibilityHint { changes.insert(.accessibilityHint) }
        if isDisabled != old.isDisabled { changes.insert(.disabled) }
        if keyboardShortcut != old.keyboardShortcut { changes.insert(.keyboardShortcut) }
        if isAlert != old.isAlert { changes.insert(.alert) }
        if isInvalid != old.isInvalid { changes.insert(.invalid) }
        if isOn != old.isOn || selectedIndex != old.selectedIndex || value != old.value {
            changes.insert(.value)
        }
        if options != old.options || valueRange != old.valueRange || step != old.step
            || scrollAxes != old.scrollAxes || showsIndicators != old.showsIndicators
            || menuItems.map(\.shape) != old.menuItems.map(\.shape)
            || toolbarPlacement != old.toolbarPlacement
        {
            changes.insert(.options)
        }
        if help != old.help { changes.insert(.help) }
        if iconName != old.iconName || destination != old.destination { changes.insert(.icon) }
        if lineLimit != old.lineLimit || textAlignment != old.textAlignment { changes.insert(.textLayout) }
        if acceptsTab != old.acceptsTab { changes.insert(.acceptsTab) }
        if isHidden != old.isHidden { changes.insert(.hidden) }
        if opacity != old.opacity { changes.insert(.opacity) }
        if frameWidth != old.frameWidth || frameHeight != old.frameHeight || frameLayout != old.frameLayout {
            changes.insert(.frame)
        }
        if styleClasses != old.styleClasses { changes.insert(.style) }
        if isFocusable != old.isFocusable || focusesOnClick != old.focusesOnClick
            || isFocusEffectDisabled != old.isFocusEffectDisabled
        {
            changes.insert(.focusable)
        }
        return changes
    }

    /// The backend reports a click (GTK: `clicked`): runs the button's action.
    @MainActor public func sendAction() {
        action?()
    }

    /// The backend reports Return in a text field (GTK: `activate`): runs the `.onSubmit`
    /// actions.
    @MainActor public func sendSubmit() {
        onSubmit?()
    }

    /// The backend reports Escape while focus is in this widget or inside it: runs its
    /// `.onExitCommand` action.
    @MainActor public func sendExitCommand() {
        onExitCommand?()
    }

    /// The backend reports that the user changed a field's text (GTK: `changed`): writes it
    /// through the binding unless the binding already has it, so that the re-render does not
    /// echo it back.
    @MainActor public func sendTextChange(_ newText: String) {
        guard let textBinding, textBinding.wrappedValue != newText else { return }
        textBinding.wrappedValue = newText
    }
}
