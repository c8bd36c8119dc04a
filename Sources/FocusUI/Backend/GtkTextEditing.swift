import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore

/// The standard edit commands on GTK: which ones the key window's focused text can take, by
/// GTK's own rules, and performing them with the text widget's own actions
/// (`clipboard.cut`, `clipboard.copy`, `clipboard.paste`, `selection.select-all`, `text.undo`,
/// `text.redo`, activated on the focused `GtkText` or `GtkTextView`).
///
/// The target is the key window's focus widget when it is a text; while focus is inside a
/// popover (the primary menu is open over the field) the target stays the text that had focus,
/// so the menu shows what the field can do. The target's selection, text and undo history and
/// the clipboard are watched, and ``didChange`` is told, so the commands' enabled states follow
/// (without evaluating the app's commands again).
@MainActor
final class GtkTextEditing {
    /// Told when what the commands can do may have changed.
    var didChange: (@MainActor () -> Void)?

    private unowned let backend: GtkViewBackend
    private var focusObservation: FocusObservation?
    private var target: WeakObjectWatcher?
    private var targetSignals = SignalBag()
    private let clipboardSignals = SignalBag()
    private var watchesClipboard = false

    init(backend: GtkViewBackend) {
        self.backend = backend
    }

    /// Starts following the key window's focus (once the app's commands want it).
    func start() {
        guard focusObservation == nil else { return }
        focusObservation = backend.focusCoordinator.addFocusObserver { [weak self] in self?.refreshTarget() }
        refreshTarget()
    }

    isolated deinit {
        targetSignals.disconnectAll()
        clipboardSignals.disconnectAll()
    }

    /// The focused text: a `GtkText` (inside a `GtkEntry`, a `GtkPasswordEntry`, a
    /// `GtkSpinButton`) or a `GtkTextView`.
    private var targetWidget: UnsafeMutablePointer<GtkWidget>? {
        target?.object.map { focuskit_as_widget(UnsafeMutableRawPointer($0)) }
    }

    private func refreshTarget() {
        var focus: UnsafeMutablePointer<GtkWidget>?
        if let key = backend.focusCoordinator.keyWindow, let window = backend.gtkWindow(key) {
            focus = gtk_window_get_focus(window)
        }
        // A popover (the primary menu) has focus over the text: the text stays the target.
        if let focus, gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil { return }
        let text = focus.flatMap(Self.textWidget)
        guard text != targetWidget else { return }
        targetSignals.disconnectAll()
        targetSignals = SignalBag()
        target?.cancel()
        target = nil
        if let text {
            target = WeakObjectWatcher(text) { [weak self] in self?.targetWasDestroyed() }
            watch(text)
        }
        watchClipboard(of: text)
        didChange?()
    }

    private func targetWasDestroyed() {
        targetSignals.disconnectAll()
        targetSignals = SignalBag()
        target = nil
        didChange?()
    }

    private static func textWidget(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        let raw = UnsafeMutableRawPointer(widget)
        return focuskit_is_text(raw) != 0 || focuskit_is_text_view(raw) != 0 ? widget : nil
    }

    /// What changes the target's abilities: its selection, text and history.
    private func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let changed: @MainActor () -> Void = { [weak self] in self?.didChange?() }
        let raw = UnsafeMutableRawPointer(widget)
        if focuskit_is_text(raw) != 0 {
            for property in ["cursor-position", "selection-bound", "editable", "visibility"] {
                targetSignals.connectNotify(widget, property: property) { _, _ in changed() }
            }
            targetSignals.connect(widget, signal: "changed") { _ in changed() }
        } else if let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(raw)) {
            for property in ["has-selection", "can-undo", "can-redo"] {
                targetSignals.connectNotify(buffer, property: property) { _, _ in changed() }
            }
            targetSignals.connect(buffer, signal: "changed") { _ in changed() }
            targetSignals.connectNotify(widget, property: "editable") { _, _ in changed() }
        }
    }

    /// Paste follows the clipboard's formats (the display's clipboard, one per app).
    private func watchClipboard(of widget: UnsafeMutablePointer<GtkWidget>?) {
        guard !watchesClipboard, let widget, let clipboard = gtk_widget_get_clipboard(widget) else { return }
        watchesClipboard = true
        clipboardSignals.connect(clipboard, signal: "changed") { [weak self] _ in self?.didChange?() }
    }

    private func clipboardHasText(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let clipboard = gtk_widget_get_clipboard(widget),
            let formats = gdk_clipboard_get_formats(clipboard)
        else { return false }
        return gdk_content_formats_contain_gtype(formats, focuskit_type_string()) != 0
    }

    /// GTK's rules: `gtk_text_update_clipboard_actions` (gtktext.c) for a field,
    /// `gtk_text_view_update_clipboard_actions` (gtktextview.c) for an editor; undo and redo
    /// as the text's history is kept (a field's when it is editable, visible and
    /// `enable-undo`, as GTK's `GtkText` does not disable its actions; an editor's by its
    /// buffer's `can-undo` and `can-redo`).
    func canPerform(_ command: TextEditingCommand) -> Bool {
        guard let widget = targetWidget, gtk_widget_is_sensitive(widget) != 0 else { return false }
        let raw = UnsafeMutableRawPointer(widget)
        if focuskit_is_text(raw) != 0 {
            let text = focuskit_as_text(raw)
            let editable = focuskit_as_editable(raw)
            let isVisible = gtk_text_get_visibility(text) != 0
            let isEditable = gtk_editable_get_editable(editable) != 0
            let hasSelection = gtk_editable_get_selection_bounds(editable, nil, nil) != 0
            switch command {
            case .cut: return isVisible && isEditable && hasSelection
            case .copy: return isVisible && hasSelection
            case .paste: return isEditable && clipboardHasText(widget)
            case .selectAll: return gtk_entry_buffer_get_length(gtk_text_get_buffer(text)) > 0
            case .undo, .redo: return isEditable && isVisible && gtk_editable_get_enable_undo(editable) != 0
            }
        }
        let view = focuskit_as_text_view(raw)
        guard let buffer = gtk_text_view_get_buffer(view) else { return false }
        let isEditable = gtk_text_view_get_editable(view) != 0
        let hasSelection = gtk_text_buffer_get_has_selection(buffer) != 0
        switch command {
        case .cut: return isEditable && hasSelection
        case .copy: return hasSelection
        case .paste: return isEditable && clipboardHasText(widget)
        case .selectAll: return gtk_text_buffer_get_char_count(buffer) > 0
        case .undo: return gtk_text_buffer_get_can_undo(buffer) != 0
        case .redo: return gtk_text_buffer_get_can_redo(buffer) != 0
        }
    }

    /// Activates the text widget's own action for `command`.
    func perform(_ command: TextEditingCommand) {
        guard canPerform(command), let widget = targetWidget else { return }
        let name: String
        switch command {
        case .undo: name = "text.undo"
        case .redo: name = "text.redo"
        case .cut: name = "clipboard.cut"
        case .copy: name = "clipboard.copy"
        case .paste: name = "clipboard.paste"
        case .selectAll: name = "selection.select-all"
        }
        _ = gtk_widget_activate_action_variant(widget, name, nil)
    }
}

extension GtkViewBackend: TextEditingCommandPerforming {
    /// Whether the key window's focused text can take `command` now (GTK's rules; see
    /// `GtkTextEditing`).
    public func canPerform(_ command: TextEditingCommand) -> Bool {
        textEditing.canPerform(command)
    }

    /// Performs `command` with the focused text widget's own action.
    public func perform(_ command: TextEditingCommand) {
        textEditing.perform(command)
    }
}
