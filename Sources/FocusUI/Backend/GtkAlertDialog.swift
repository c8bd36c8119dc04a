import CGtk
import FocusKitGTK
import FocusUICore

/// The responses of an alert's `AdwMessageDialog` (libadwaita 1.2), kept equal to the alert's
/// buttons (`AlertResponseComponent`, each drawn by an ``AlertResponseGtkRenderer``), and
/// what the dialog's `response` signal runs.
///
/// - **Order:** responses are added in the order the alert's button row gives them (Cancel
///   first); libadwaita lays them out left to right in that order. libadwaita 1.2 cannot remove
///   a response: a button that goes away is hidden, and one that appears later goes last.
/// - **Appearance:** a ``ButtonRole/destructive`` response is drawn destructive; the default
///   one (Return) suggested when the alert also has a cancel response (a choice between the two),
///   plain when it stands alone (an "OK").
/// - **Keys:** the default response is the dialog's default widget; Escape (and the window
///   manager's close) emits the close response, which is the cancel response when there is
///   one; with none, the alert is dismissed without running a button.
/// - **One button per response:** libadwaita also builds a stacked copy of the buttons for
///   a parent too narrow for them side by side; FocusUI turns that layout off, so that each
///   response is the one button its view binds (a focus field, rule 20) and the dialog widens
///   instead.
///
/// A button's click closes the dialog (GTK destroys it) and then emits `response`; so the
/// dialog owns this object (released when it is finalized), whose handler runs the button's
/// action, which then dismisses the presentation.
@MainActor
final class GtkAlertDialog {
    /// One response.
    final class Response {
        let id: String
        let wideButton: UnsafeMutablePointer<GtkWidget>
        var role: ButtonRole?
        var isDefault = false
        var isCancelShortcut = false
        var isHidden = false
        var perform: @MainActor () -> Void

        init(
            id: String, wideButton: UnsafeMutablePointer<GtkWidget>, perform: @escaping @MainActor () -> Void
        ) {
            self.id = id
            self.wideButton = wideButton
            self.perform = perform
        }

        /// What Escape runs: a cancel button, or one with `.keyboardShortcut(.cancelAction)`.
        var isCancel: Bool { (role == .cancel || isCancelShortcut) && !isHidden }
    }

    private static let dataKey = "focusui-alert-dialog"

    /// The dialog, which owns this object.
    let dialog: UnsafeMutablePointer<GtkWidget>
    private var responses: [Response] = []
    private var nextNumber = 0
    private let signals = SignalBag()
    /// Dismisses the alert when the dialog closes without a response of its buttons (Escape
    /// with no cancel button).
    private let closedWithoutAnswer: @MainActor () -> Void

    private init(
        dialog: UnsafeMutablePointer<GtkWidget>, closedWithoutAnswer: @escaping @MainActor () -> Void
    ) {
        self.dialog = dialog
        self.closedWithoutAnswer = closedWithoutAnswer
        signals.connectWithPointerArgument(dialog, signal: "response") { [unowned self] _, argument in
            guard let argument else { return }
            self.respond(String(cString: argument.assumingMemoryBound(to: CChar.self)))
        }
        keepResponsesSideBySide()
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Makes the responses object of a new `AdwMessageDialog`, owned by it.
    @discardableResult
    static func attach(
        to dialog: UnsafeMutablePointer<GtkWidget>, closedWithoutAnswer: @escaping @MainActor () -> Void
    ) -> GtkAlertDialog {
        let responses = GtkAlertDialog(dialog: dialog, closedWithoutAnswer: closedWithoutAnswer)
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(dialog)), dataKey,
            Unmanaged.passRetained(responses).toOpaque()
        ) { pointer in
            guard let pointer else { return }
            Unmanaged<GtkAlertDialog>.fromOpaque(pointer).release()
        }
        return responses
    }

    /// The responses object of `window`, if it is an alert's dialog.
    static func of(_ window: UnsafeMutablePointer<GtkWindow>) -> GtkAlertDialog? {
        guard let data = g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(window)), dataKey)
        else {
            return nil
        }
        return Unmanaged<GtkAlertDialog>.fromOpaque(data).takeUnretainedValue()
    }

    private var messageDialog: UnsafeMutablePointer<AdwMessageDialog> {
        focuskit_as_adw_message_dialog(UnsafeMutableRawPointer(dialog))
    }

    // MARK: Responses

    /// Adds a response titled `title` after the others; `perform` runs when it is chosen.
    func add(title: String, perform: @escaping @MainActor () -> Void) -> Response? {
        nextNumber += 1
        let id = "response-\(nextNumber)"
        adw_message_dialog_add_response(messageDialog, id, Self.mnemonicSafe(title))
        guard let box = responseBox(orientation: GTK_ORIENTATION_HORIZONTAL),
            let button = gtk_widget_get_last_child(box)
        else { return nil }
        let response = Response(id: id, wideButton: button, perform: perform)
        responses.append(response)
        // `GtkQuirk.mnemonicLabelNamesTwice`: GTK names a button with a mnemonic label by both
        // its label and the label's labelled-by relation ("OK OK"): the name alone stays.
        if GtkQuirk.mnemonicLabelNamesTwice.applies {
            gtk_accessible_reset_relation(
                OpaquePointer(UnsafeMutableRawPointer(button)), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        }
        GtkAccessibility.setLabel(button, title)
        return response
    }

    /// Shows `title` on the response; `name` is what screen readers call it (the title unless
    /// `.accessibilityLabel` says otherwise).
    func setTitle(_ title: String, name: String, of response: Response) {
        adw_message_dialog_set_response_label(messageDialog, response.id, Self.mnemonicSafe(title))
        GtkAccessibility.setLabel(response.wideButton, name)
    }

    /// Whether the user can choose the response.
    func setEnabled(_ isEnabled: Bool, _ response: Response) {
        adw_message_dialog_set_response_enabled(messageDialog, response.id, isEnabled ? 1 : 0)
    }

    /// Hides the response's button, or shows it again.
    func setHidden(_ isHidden: Bool, _ response: Response) {
        response.isHidden = isHidden
        gtk_widget_set_visible(response.wideButton, isHidden ? 0 : 1)
        refresh()
    }

    /// The response's button went away: libadwaita 1.2 keeps it, hidden and disabled.
    func remove(_ response: Response) {
        setEnabled(false, response)
        setHidden(true, response)
        responses.removeAll { $0 === response }
        refresh()
    }

    /// Applies what decides appearances, the default response and the close response.
    func refresh() {
        let visible = responses.filter { !$0.isHidden }
        let cancel = visible.first(where: \.isCancel)
        let defaultResponse = visible.first(where: \.isDefault)
        for response in visible {
            let appearance: AdwResponseAppearance
            if response.role == .destructive {
                appearance = ADW_RESPONSE_DESTRUCTIVE
            } else if response === defaultResponse, cancel != nil, response !== cancel {
                appearance = ADW_RESPONSE_SUGGESTED
            } else {
                appearance = ADW_RESPONSE_DEFAULT
            }
            if adw_message_dialog_get_response_appearance(messageDialog, response.id) != appearance {
                adw_message_dialog_set_response_appearance(messageDialog, response.id, appearance)
            }
        }
        if let defaultResponse {
            adw_message_dialog_set_default_response(messageDialog, defaultResponse.id)
        }
        adw_message_dialog_set_close_response(messageDialog, cancel?.id ?? "close")
    }

    /// The dialog answered `id`: the response's action, or a dismissal for a close without a
    /// cancel response.
    private func respond(_ id: String) {
        if let response = responses.first(where: { $0.id == id }) {
            response.perform()
        } else {
            closedWithoutAnswer()
        }
    }

    // MARK: libadwaita's layout

    /// The dialog's box of responses laid out side by side (horizontal) or stacked (vertical).
    private func responseBox(orientation: GtkOrientation) -> UnsafeMutablePointer<GtkWidget>? {
        guard
            let squeezer = GtkWidgetTree.first(
                in: dialog, where: { focuskit_is_adw_squeezer(UnsafeMutableRawPointer($0)) != 0 })
        else {
            return nil
        }
        var child = gtk_widget_get_first_child(squeezer)
        while let current = child {
            let raw = UnsafeMutableRawPointer(current)
            if focuskit_is_orientable(raw) != 0,
                gtk_orientable_get_orientation(focuskit_as_orientable(raw)) == orientation
            {
                return current
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Turns off the stacked layout (see the type's description).
    private func keepResponsesSideBySide() {
        guard let stacked = responseBox(orientation: GTK_ORIENTATION_VERTICAL),
            let squeezer = gtk_widget_get_parent(stacked),
            let page = adw_squeezer_get_page(
                focuskit_as_adw_squeezer(UnsafeMutableRawPointer(squeezer)), stacked)
        else { return }
        adw_squeezer_page_set_enabled(page, 0)
    }

    /// libadwaita makes each response a button with a mnemonic: an underscore in a title is
    /// doubled so that it shows.
    private static func mnemonicSafe(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }
}
