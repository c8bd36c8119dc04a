/// What the buttons of an alert or confirmation dialog share while it is rendered: every
/// button dismisses it after its action, the ``ButtonRole/cancel`` button is what Escape runs,
/// and the first button without a role and without a keyboard shortcut is the default one
/// (Return), unless a button before it has `.keyboardShortcut(.defaultAction)`.
@MainActor
final class AlertButtonHandling {
    /// Closes the alert.
    let dismiss: @MainActor () -> Void
    /// The action of the cancel button of the latest render, if there is one.
    private(set) var cancelAction: (@MainActor () -> Void)?
    /// Whether a button of the current render is the default one.
    private(set) var hasDefault = false
    /// Whether the current render has a text field among the actions, where focus starts.
    private(set) var hasField = false
    /// The alert's own focus state, which its default and cancel buttons are bound to, so
    /// that the alert appears with focus on the button Return should run.
    private var initialFocus: FocusState<AlertButtonFocus?>.Binding?

    init(dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
    }

    /// Called at the start of every render of the alert's content.
    func beginRender(initialFocus: FocusState<AlertButtonFocus?>.Binding) {
        cancelAction = nil
        hasDefault = false
        hasField = false
        self.initialFocus = initialFocus
    }

    /// The binding of the alert's first text field to its initial focus
    /// (``AlertButtonFocus/firstField``); ``fieldWasBound()`` says it found one.
    func firstFieldFocus() -> FocusBindingSpec? {
        initialFocus.map { FocusBindingSpec($0, equals: .firstField) }
    }

    /// Records that a text field of this render has ``firstFieldFocus()``.
    func fieldWasBound() {
        hasField = true
    }

    /// Records a button of the alert and returns its action (which dismisses afterwards) and
    /// whether it is the default button.
    func adopt(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, shortcut: KeyboardShortcut?
    ) -> (action: @MainActor () -> Void, isDefault: Bool, focus: FocusBindingSpec?) {
        let dismiss = dismiss
        let wrapped: @MainActor () -> Void = {
            action()
            dismiss()
        }
        if role == .cancel, cancelAction == nil { cancelAction = wrapped }
        if shortcut == .defaultAction { hasDefault = true }
        var isDefault = false
        if shortcut == nil, role == nil, !hasDefault {
            hasDefault = true
            isDefault = true
        }
        var focus: FocusBindingSpec?
        if let initialFocus {
            if isDefault || shortcut == .defaultAction {
                focus = FocusBindingSpec(initialFocus, equals: .defaultButton)
            } else if role == .cancel {
                focus = FocusBindingSpec(initialFocus, equals: .cancelButton)
            }
        }
        return (wrapped, isDefault, focus)
    }

    /// Whether the buttons adopted so far in this render leave nothing for Return or for
    /// focus to start on but buttons with a role other than cancel.
    var needsAutomaticCancel: Bool { cancelAction == nil && !hasDefault }

    /// Escape: the cancel button's action, or a plain dismissal when there is none.
    func cancel() {
        if let cancelAction {
            cancelAction()
        } else {
            dismiss()
        }
    }
}

/// Where focus starts when an alert appears: its first text field, else the default button,
/// else the cancel one, so that Return never runs a destructive button GTK would otherwise
/// focus first.
enum AlertButtonFocus: Hashable {
    case firstField
    case defaultButton
    case cancelButton
}

/// The environment key of the alert being rendered, if any.
struct AlertButtonHandlingKey: EnvironmentKey {
    static var defaultValue: AlertButtonHandling? { nil }
}

extension EnvironmentValues {
    /// The alert or confirmation dialog whose buttons are being rendered, if any.
    var alertButtonHandling: AlertButtonHandling? {
        get { self[AlertButtonHandlingKey.self] }
        set { self[AlertButtonHandlingKey.self] = newValue }
    }
}
