import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore

/// Draws the view layer with GTK 4: the `ViewBackend` of FocusUI.
///
/// Forms and stacks are `GtkBox`es, `Text` a `GtkLabel` (role `ALERT` with
/// `.accessibilityAlert()`), `TextField` a `GtkEntry`, `SecureField` a `GtkPasswordEntry` whose
/// password never reaches the accessibility bus (`MaskedPasswordText`), `Button` a `GtkButton` (the window's default widget with
/// `.keyboardShortcut(.defaultAction)`). A field's title is its placeholder and its accessible
/// name. The controls with a value (`Toggle`, `Picker`, `Stepper`, `Slider`, `TextEditor`) are
/// described in `GtkViewBackend+Controls.swift`, `Section` and `Divider` in
/// `GtkViewBackend+Grouping.swift`, `Menu`, `ScrollView`, `Grid` and `ToolbarItem`
/// in `GtkViewBackend+Menu.swift`, `+Scrolling.swift`, `+Grid.swift` and `+Toolbar.swift`, the presentation modifiers in
/// `GtkViewBackend+Presentation.swift`; `Image` is a `GtkImage`. Focus is reported by the
/// `GtkFocusHost`, which every `.focused` field registers with.
@MainActor
public final class GtkViewBackend: ViewBackend {
    /// The focus host, whose coordinator holds the focus contract.
    public let focusHost: GtkFocusHost
    /// The application the windows belong to (for `gtk_application_window_new`).
    let application: UnsafeMutablePointer<GtkApplication>?
    /// Called when the user closes a window (before GTK destroys it).
    var windowClosedByUser: ((FocusWindowID) -> Void)?
    /// Called for every window made, before its content: the app runner adds the header bar
    /// (with the primary menu of the app's commands in a main window) and the shortcuts of
    /// commands whose key a text field uses.
    var decorateWindow: ((UnsafeMutablePointer<GtkWindow>, WindowStyle) -> Void)?

    private var windows: [FocusWindowID: WindowRecord] = [:]
    /// Closed windows kept hidden for a screen reader while another window is shown.
    var retiredWindows = RetiredWindows()
    /// The toolbar items made so far, weakly: a view whose `.hidden()` changes shows or hides
    /// those inside it (a handful per window), without walking its subtree.
    var toolbarItems: [WeakToolbarItem] = []

    @MainActor
    private final class WindowRecord {
        let window: UnsafeMutablePointer<GtkWindow>
        let signals = SignalBag()
        /// A sheet, alert or dialog: modal over its presenter.
        let isPresented: Bool
        init(window: UnsafeMutablePointer<GtkWindow>, isPresented: Bool) {
            self.window = window
            self.isPresented = isPresented
        }
    }

    /// A backend for windows of `application` (or plain windows when `nil`, for tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?, focusHost: GtkFocusHost? = nil) {
        self.application = application
        self.focusHost = focusHost ?? GtkFocusHost()
    }

    /// The coordinator of the focus host.
    public var focusCoordinator: FocusCoordinator { focusHost.coordinator }

    /// The GTK window of an open window context.
    public func gtkWindow(_ id: FocusWindowID) -> UnsafeMutablePointer<GtkWindow>? { windows[id]?.window }

    // MARK: Windows

    /// A `GtkApplicationWindow` (so its id is GTK's window id) holding a vertical box.
    public func makeWindow(for request: WindowRequest) -> (context: WindowContext, root: GtkWidgetHandle) {
        let widget: UnsafeMutablePointer<GtkWidget>
        if request.presenter != nil {
            widget = makePresentedWindow()
        } else if let application {
            widget = gtk_application_window_new(application)
        } else {
            widget = gtk_window_new()
        }
        let window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        gtk_window_set_title(window, request.title)
        FocusUIStyleSheet.installIfNeeded()
        gtk_window_set_resizable(window, request.resizability.isResizable ? 1 : 0)
        if let width = request.defaultWidth, let height = request.defaultHeight {
            gtk_window_set_default_size(window, GtkPixels.of(width) ?? -1, GtkPixels.of(height) ?? -1)
        }
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(root, "focusui-root")
        gtk_window_set_child(window, root)
        if let presenter = request.presenter, let parent = windows[presenter]?.window {
            makePresented(window, over: parent, style: request.style)
        }
        decorateWindow?(window, request.style)
        let id = focusHost.windowID(of: window)
        let record = WindowRecord(window: window, isPresented: request.presenter != nil)
        windows[id] = record
        record.signals.connectBoolean(window, signal: "close-request") { [weak self, unowned record] _ in
            guard let self else { return false }
            self.windowClosedByUser?(id)
            // As for `close(_:)`; when not retired, GTK destroys it.
            return self.retireClosingWindow(record, id: id, afterDeactivation: false)
        }
        record.signals.connect(window, signal: "destroy") { [weak self] _ in
            self?.windows[id]?.signals.disconnectAll()
            self?.windows[id] = nil
        }
        var rootElement = Element(kind: .vStack)
        rootElement.spacing = 0
        let context = WindowContext(id: id, title: request.title, sceneID: request.sceneID)
        return (context, GtkWidgetHandle(widget: root, element: rootElement))
    }

    /// `gtk_window_set_title`, for `.navigationTitle`.
    public func setTitle(_ title: String, of window: WindowContext) {
        guard let record = windows[window.id] else { return }
        gtk_window_set_title(record.window, title)
    }

    /// `gtk_window_present`: shows the window, or raises and activates it.
    public func present(_ window: WindowContext) {
        guard let record = windows[window.id] else { return }
        gtk_window_present(record.window)
    }

    /// Closes the window, for `dismiss()`: `gtk_window_destroy` when it is the app's last shown
    /// window or a sheet, alert or dialog (focus returns to the presenter, whose title the
    /// screen reader announced before); otherwise it is hidden now and destroyed a few seconds
    /// later, so that a screen reader announces the window that focus moves to with its title
    /// (`RetiredWindows`).
    public func close(_ window: WindowContext) {
        guard let record = windows[window.id] else { return }
        // A write that just presented another window (rule 6) makes it the key window before
        // the window manager activates it: hide this one after that activation.
        let handsOff = focusCoordinator.keyWindow.map { $0 != window.id } ?? false
        if !retireClosingWindow(record, id: window.id, afterDeactivation: handsOff) {
            gtk_window_destroy(record.window)
        }
    }

    /// Retires a closing window while another window of the app is shown (`RetiredWindows`);
    /// as the last shown window it destroys every retired one instead. A sheet, alert or
    /// dialog is never retired: a hidden modal window kept its presenter from being activated
    /// again (openbox). Returns whether the window was retired; if not, it is to be destroyed.
    private func retireClosingWindow(_ record: WindowRecord, id: FocusWindowID, afterDeactivation: Bool)
        -> Bool
    {
        guard !record.isPresented else { return false }
        guard isAnotherWindowShown(than: id) else {
            retiredWindows.destroyAll()
            return false
        }
        retiredWindows.retire(record.window, afterDeactivation: afterDeactivation)
        return true
    }

    /// Whether a window of this backend other than `id` is mapped.
    private func isAnotherWindowShown(than id: FocusWindowID) -> Bool {
        windows.contains { key, record in
            key != id
                && gtk_widget_get_mapped(focuskit_as_widget(UnsafeMutableRawPointer(record.window))) != 0
        }
    }

    // MARK: Widgets

    /// Creates the GTK widget for an element and connects its signals.
    public func makeWidget(for element: Element, in window: WindowContext) -> GtkWidgetHandle {
        let widget: UnsafeMutablePointer<GtkWidget>
        switch element.kind {
        case .form:
            widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
            gtk_widget_add_css_class(widget, "form")
        case .vStack:
            widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        case .hStack:
            widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        case .spacer:
            widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_set_vexpand(widget, 1)
        case .text:
            widget =
                element.isAlert
                ? GtkAccessibility.makeWidget(type: gtk_label_get_type(), role: GTK_ACCESSIBLE_ROLE_ALERT)
                : gtk_label_new(nil)
            let label = focuskit_as_label(UnsafeMutableRawPointer(widget))
            gtk_label_set_wrap(label, 1)
            // Long messages wrap instead of widening the window.
            gtk_label_set_max_width_chars(label, 44)
            gtk_label_set_xalign(label, 0)
            if element.isAlert { gtk_widget_add_css_class(widget, "error-message") }
        case .textField:
            widget = gtk_entry_new()
        case .secureField:
            // No peek icon: the entry holds invisible characters only (MaskedPasswordText).
            widget = gtk_password_entry_new()
        case .button:
            widget = gtk_button_new()
        case .section, .divider:
            return makeGroupingWidget(for: element)
        case .menu:
            return makeMenuWidget(for: element)
        case .scrollView:
            return makeScrollView(for: element)
        case .grid, .gridRow:
            return makeGridWidget(for: element)
        case .toolbarItem:
            return makeToolbarItem(for: element)
        case .segmentedPicker, .radioGroupPicker:
            return makeChoicePicker(for: element)
        case .image:
            widget = gtk_image_new()
        case .link:
            widget = gtk_link_button_new(element.destination ?? "")
        case .checkbox, .toggleSwitch, .toggleButton, .picker, .stepper, .textEditor, .slider:
            let made = makeControl(for: element)
            let handle = GtkWidgetHandle(widget: made.widget, element: element)
            handle.control = made.control
            handle.rowLabel = made.label
            connectControlSignals(of: handle)
            return handle
        }
        if element.isFocusable != nil,
            element.kind == .form || element.kind == .vStack || element.kind == .hStack
        {
            return makeFocusableContainer(box: widget, element: element)
        }
        let handle = GtkWidgetHandle(widget: widget, element: element)
        if element.kind == .secureField {
            handle.passwordText = MaskedPasswordText(entry: widget, signals: handle.signals)
        }
        connectSignals(of: handle)
        return handle
    }

    /// Applies what changed; a field's text only when it differs from what the widget shows
    /// (no caret jump, no echo into the binding).
    public func update(_ handle: GtkWidgetHandle, from old: Element?, to new: Element) {
        let changes = new.changes(from: old)
        handle.element = new
        let widget = handle.widget
        let raw = UnsafeMutableRawPointer(widget)
        switch new.kind {
        case .text:
            if changes.contains(.text) {
                gtk_label_set_text(focuskit_as_label(raw), new.text ?? "")
            }
        case .textField, .secureField:
            // Compare with what the widget shows, not with the last render: the user may have
            // typed since, and a state set back to the last rendered value (clearing a field
            // on submit before any re-render ran) must still reach the widget.
            applyText(new.text ?? "", to: handle)
            if changes.contains(.title) {
                setPlaceholder(new.title ?? "", on: widget, secure: new.kind == .secureField)
            }
            // With no onSubmit, Return activates the window's default button (SwiftUI's default
            // action); with one, Return runs it. Set only when that changes: re-renders are
            // frequent and the property notifies.
            if old == nil || (old?.onSubmit == nil) != (new.onSubmit == nil) {
                setActivatesDefault(new.onSubmit == nil, on: widget, secure: new.kind == .secureField)
            }
        case .button:
            if changes.contains(.title) { gtk_button_set_label(focuskit_as_button(raw), new.title ?? "") }
            if changes.contains(.keyboardShortcut) {
                if new.isDefaultAction {
                    gtk_widget_add_css_class(widget, "suggested-action")
                } else {
                    gtk_widget_remove_css_class(widget, "suggested-action")
                }
                updateDefaultWidget(handle)
                applyKeyboardShortcut(to: handle)
            }
        case .form, .vStack, .hStack:
            if changes.contains(.spacing), let spacing = new.spacing {
                gtk_box_set_spacing(
                    focuskit_as_box(UnsafeMutableRawPointer(handle.container)), GtkPixels.of(spacing) ?? 0)
            }
        case .spacer, .divider:
            break
        case .image:
            if changes.contains(.icon) { gtk_image_set_from_icon_name(focuskit_as_image(raw), new.iconName) }
        case .link:
            if changes.contains(.title) { gtk_button_set_label(focuskit_as_button(raw), new.title ?? "") }
            if changes.contains(.icon) {
                gtk_link_button_set_uri(focuskit_as_link_button(raw), new.destination ?? "")
            }
        case .section:
            if changes.contains(.title) { updateSection(handle, title: new.title) }
        case .menu:
            updateMenu(handle, changes: changes, to: new)
        case .scrollView:
            updateScrollView(handle, changes: changes, to: new)
        case .grid, .gridRow:
            updateGrid(handle, changes: changes, to: new)
        case .toolbarItem:
            updateToolbarItem(handle, changes: changes, from: old)
        case .segmentedPicker, .radioGroupPicker:
            updateChoicePicker(handle, changes: changes, to: new)
        case .checkbox, .toggleSwitch, .toggleButton, .picker, .stepper, .textEditor, .slider:
            updateControl(handle, changes: changes, to: new)
        }
        // A control's name and description go to the widget inside that takes focus.
        let accessible = handle.control ?? widget
        if changes.contains(.accessibilityLabel) || changes.contains(.title) {
            if let name = new.accessibilityLabel
                ?? (new.kind == .text || new.kind == .section ? nil : new.title)
            {
                GtkAccessibility.setLabel(accessible, name)
                // Focus goes to a drop-down's inner toggle button, which GTK 4.8 names
                // "GtkToggleButton": it gets the picker's name too, as the screen reader speaks it.
                if new.kind == .picker, let control = handle.control,
                    let button = Self.dropDownButton(of: control)
                {
                    GtkAccessibility.setLabel(button, name)
                }
            }
        }
        if changes.contains(.accessibilityHint), old != nil || !(new.accessibilityHint ?? "").isEmpty {
            GtkAccessibility.setDescription(accessible, new.accessibilityHint ?? "")
        }
        if changes.contains(.disabled) {
            gtk_widget_set_sensitive(widget, new.isDisabled ? 0 : 1)
            // GTK 4.8 tells the accessibility bus about a widget's own sensitivity only, not
            // an insensitive ancestor's: the control in a row says it is disabled itself.
            if let control = handle.control, control != widget {
                gtk_widget_set_sensitive(control, new.isDisabled ? 0 : 1)
            }
        }
        if changes.contains(.invalid) {
            GtkAccessibility.setInvalid(widget, new.isInvalid)
            if new.isInvalid {
                gtk_widget_add_css_class(widget, "error")
            } else if !new.styleClasses.contains("error") {
                gtk_widget_remove_css_class(widget, "error")
            }
        }
        applyPresentation(of: handle, changes: changes, from: old, to: new)
        if changes.contains(.padding) {
            let shown = handle.appearanceWidget
            gtk_widget_set_margin_top(shown, GtkPixels.of(new.padding.top) ?? 0)
            gtk_widget_set_margin_bottom(shown, GtkPixels.of(new.padding.bottom) ?? 0)
            gtk_widget_set_margin_start(shown, GtkPixels.of(new.padding.leading) ?? 0)
            gtk_widget_set_margin_end(shown, GtkPixels.of(new.padding.trailing) ?? 0)
        }
        if (old?.onExitCommand == nil) != (new.onExitCommand == nil) { applyExitCommand(to: handle) }
        if (old?.handlesKeyPresses ?? false) != new.handlesKeyPresses { applyKeyPresses(to: handle) }
        if changes.contains(.focusable) { applyFocusable(to: handle, from: old) }
        if changes.contains(.keyboardShortcut) { warnIfShortcutIsIgnored(new) }
    }

    // MARK: Tree

    /// `gtk_box_insert_child_after` the child now at `index - 1`, found in the parent's
    /// `childOrder`: one GTK call, however many children the box has (a grid places its cells
    /// instead).
    public func insert(_ child: GtkWidgetHandle, into parent: GtkWidgetHandle, at index: Int) {
        if insertIntoGrid(child, into: parent, at: index) { return }
        let position = min(max(index, 0), parent.childOrder.count)
        let previous = position > 0 ? parent.childOrder[position - 1] : nil
        gtk_box_insert_child_after(
            focuskit_as_box(UnsafeMutableRawPointer(parent.container)), child.widget, previous)
        parent.childOrder.insert(child.widget, at: position)
        updateDefaultWidget(child)
        orientDivider(child, in: parent)
    }

    /// `gtk_box_reorder_child_after`: reorders in place, so a focused child keeps focus; one
    /// GTK call, the previous sibling taken from its `childOrder`.
    public func move(_ child: GtkWidgetHandle, in parent: GtkWidgetHandle, to index: Int) {
        if moveInGrid(child, in: parent, to: index) { return }
        parent.childOrder.removeAll { $0 == child.widget }
        let position = min(max(index, 0), parent.childOrder.count)
        let previous = position > 0 ? parent.childOrder[position - 1] : nil
        gtk_box_reorder_child_after(
            focuskit_as_box(UnsafeMutableRawPointer(parent.container)), child.widget, previous)
        parent.childOrder.insert(child.widget, at: position)
    }

    /// `gtk_box_remove`; GTK unmaps the subtree, which the focus host reports (rule 11).
    public func remove(_ child: GtkWidgetHandle, from parent: GtkWidgetHandle) {
        parent.childOrder.removeAll { $0 == child.widget }
        if removeFromGrid(child, from: parent) { return }
        guard gtk_widget_get_parent(child.widget) == parent.container else { return }
        gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(parent.container)), child.widget)
    }

    /// The widget itself (an entry contains its inner `GtkText`, which takes focus), or for a
    /// control in a row or a scrolled window, the control that takes focus.
    public func focusNode(of handle: GtkWidgetHandle) -> FocusNodeID {
        focusHost.node(for: handle.control ?? handle.widget)
    }

    /// A GLib idle source that runs before the next event GDK has queued
    /// (``MainLoopIdle/beforeNextEventPriority``): a re-render, and the commands' enabled
    /// states, are current before the next key or click is handled.
    public func scheduleUpdate(_ flush: @escaping @MainActor () -> Void) {
        MainLoopIdle.once(priority: MainLoopIdle.beforeNextEventPriority, flush)
    }
}
