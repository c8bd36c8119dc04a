/// Modifiers that apply to the next primitive(s) a view produces, not to their descendants:
/// `.padding`, `.accessibilityLabel`, `.keyboardShortcut`, `.focused`, …
struct NodeModifiers {
    var padding = EdgeInsets()
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var keyboardShortcut: KeyboardShortcut?
    var isAlert = false
    var isInvalid = false
    var focusBindings: [FocusBindingSpec] = []
}
