import Foundation

/// Modifiers that apply to the next primitive(s) a view produces, not to their descendants:
/// `.padding`, `.accessibilityLabel`, `.keyboardShortcut`, `.focused`, …
struct NodeModifiers {
    /// Padding outside any decoration: the widget's margins.
    var padding = EdgeInsets()
    /// Padding inside a decoration (`.padding()` under `.background` or `.border`): drawn with
    /// the decoration, as CSS padding.
    var innerPadding = EdgeInsets()
    /// Whether a decoration (`.background`, `.border`, `.cornerRadius`) is set, so that padding
    /// inside it is the decoration's own.
    var isDecorated = false
    /// Style classes of the decorations (`focusui-bg-…`, `focusui-border-…`), for any kind.
    var decorationClasses: [String] = []
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var accessibilityValue: String?
    /// From `.accessibilityAddTraits` and `.accessibilityRemoveTraits`, added up.
    var addedAccessibilityTraits: AccessibilityTraits = []
    var removedAccessibilityTraits: AccessibilityTraits = []
    /// From `.accessibilityElement(children:)`: how the primitive's children are seen.
    var accessibilityChildren: AccessibilityChildBehavior?
    var keyboardShortcut: KeyboardShortcut?
    var isAlert = false
    var isInvalid = false
    var focusBindings: [FocusBindingSpec] = []
    var focusedValues: [FocusedValueEntry] = []
    var onExitCommand: (@MainActor () -> Void)?
    /// From `.tag(_:)`, or a `ForEach` element's id: how a picker identifies an option.
    var tag: AnyHashable?
    var help: String?
    var isHidden = false
    var opacity: Double = 1
    var frameLayout = FrameLayout()
    /// From `.offset`, added up.
    var offset = CGSize.zero
    /// `.onKeyPress` / `.onMoveCommand` actions, innermost first.
    var keyPressHandlers: [KeyPressHandler] = []
    /// From `.contextMenu { }`: the menu's items.
    var contextMenu: [MenuItem] = []
    /// `.onTapGesture`, `.onLongPressGesture`, `.onHover` actions.
    var pointer = PointerActions()
    /// From `.focusable(_:interactions:)`.
    var isFocusable: Bool?
    var focusesOnClick = true
}
