/// One presentation modifier (`.sheet`, `.alert`, `.confirmationDialog`) as evaluated in a
/// render: whether its content is up, what the content is, and how to dismiss it.
struct PresentationSpec {
    /// What kind of window the content is shown in.
    enum Style {
        /// A sheet: the content as given, with Escape dismissing it.
        case sheet
        /// An alert or confirmation dialog: a title, a message and buttons, where Escape runs
        /// the cancel button and Return the default one.
        case alert
    }

    /// The window's style.
    let style: Style
    /// Whether the content should be up after this render.
    let isPresented: Bool
    /// Which content is presented (`.sheet(item:)`'s item id); another value while presented
    /// dismisses the old content and presents the new.
    let identity: AnyHashable?
    /// The window's title; empty for a sheet, which takes its presenter's title.
    let title: String
    /// An alert's message when it is a ``Text``: what screen readers say with the title.
    var message: String?
    /// The environment at the modifier, which the content inherits (set when the modifier is
    /// expanded).
    var environment = EnvironmentValues()
    /// The content, evaluated in the presented window's own view host.
    let content: @MainActor (PresentationDismissal) -> AnyView
    /// Writes the binding back (`isPresented = false`, `item = nil`).
    let resetBinding: @MainActor () -> Void
    /// Runs after the content was dismissed, in whatever way.
    let onDismiss: (@MainActor () -> Void)?
}

/// How presented content dismisses itself, given to the content when it is built: its
/// `dismiss` environment value and its buttons call it.
struct PresentationDismissal {
    /// Dismisses the content now: closes its window, writes the binding back, returns focus
    /// to the presenting window and runs `onDismiss`.
    let dismiss: @MainActor @Sendable () -> Void
    /// What Escape that no view in the sheet handled does: runs its Cancel button, else
    /// dismisses it unless a view in it says `.interactiveDismissDisabled()`.
    let dismissForUser: @MainActor @Sendable () -> Void
    /// For an alert or confirmation dialog: what its buttons share.
    let alert: AlertButtonHandling?
}
