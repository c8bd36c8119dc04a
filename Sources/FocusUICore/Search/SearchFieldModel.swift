import FocusKit

/// What a searchable view's search bar does with focus, on every backend: the search toggle,
/// Ctrl+F and a `.searchFocused` write reveal the bar and focus its field; Escape, the toggle
/// and `isPresented = false` empty the field, send focus back to where it came from and hide
/// the bar.
///
/// One model per searchable view, kept in the view's state across renders; the renderers of its
/// field (``SearchFieldComponent``) and toggle (``SearchToggleComponent``) attach themselves as
/// its drivers. The model follows the window's focus through the coordinator's focus observer
/// (after every focus change, outside GTK's crossing emission) and has the field's driver
/// remember the focus widget each time it is outside the field: when focus arrives in the field,
/// by Ctrl+F, the toggle, a click, Tab or a `@FocusState` write, the widget it came from is the
/// one remembered last. Every move runs in ``FocusKit/FocusCoordinator/moveFocus(in:by:)``: a
/// state bound both to the field and to the widget focus returns to sees one change (rule 3),
/// never `nil` in between.
///
/// The model is also the field's source for the `.searchFocused` states bound to it
/// (``FocusKit/FocusFieldSource``): a write to one while the bar is hidden reveals it and
/// focuses the field in the same write (rules 5 and 7), as a write to a lazy list's row that has
/// no widget does.
@MainActor
package final class SearchFieldModel: FocusFieldSource {
    private weak var field: (any SearchFieldDriver)?
    private weak var toggle: (any SearchToggleDriver)?
    private weak var coordinator: FocusCoordinator?
    private var window: FocusWindowID?
    private var observation: FocusObservation?
    private var text: Binding<String>?
    private var presented: Binding<Bool>?
    private var bindings: [FocusBindingSpec] = []
    private var sources: [ObjectIdentifier: FocusFieldSourceRegistration] = [:]

    package init() {}

    isolated deinit {
        observation?.cancel()
        for source in sources.values { source.cancel() }
    }

    /// Whether the bar is revealed now.
    package var isRevealed: Bool { field?.isRevealed ?? false }

    /// The render's wish: the bindings of the text and of the presentation, and the
    /// `.searchFocused` bindings of the field.
    func plan(text: Binding<String>, isPresented: Binding<Bool>, bindings: [FocusBindingSpec]) {
        self.text = text
        presented = isPresented
        self.bindings = bindings
        updateSources()
    }

    /// The field's renderer, in `window` of `coordinator`.
    package func attach(
        field driver: any SearchFieldDriver, window: FocusWindowID, coordinator: FocusCoordinator
    ) {
        field = driver
        self.window = window
        if self.coordinator !== coordinator {
            observation?.cancel()
            self.coordinator = coordinator
            observation = coordinator.addFocusObserver { [weak self] in self?.focusMayHaveChanged() }
            for source in sources.values { source.cancel() }
            sources = [:]
        }
        updateSources()
    }

    /// The toggle's renderer.
    package func attach(toggle driver: any SearchToggleDriver) {
        toggle = driver
        driver.showRevealed(isRevealed)
    }

    /// Reveals or hides the bar, and shows it on the toggle.
    private func setRevealed(_ revealed: Bool) {
        field?.setRevealed(revealed)
        toggle?.showRevealed(revealed)
    }

    private func updateSources() {
        guard let coordinator else { return }
        var next: [ObjectIdentifier: FocusFieldSourceRegistration] = [:]
        for binding in bindings where next[binding.key.state] == nil {
            next[binding.key.state] =
                sources.removeValue(forKey: binding.key.state)
                ?? coordinator.addFieldSource(self, for: binding.state)
        }
        for source in sources.values { source.cancel() }
        sources = next
    }

    /// Remembers the window's focus widget while it is outside the field.
    package func focusMayHaveChanged() {
        guard let field, !field.containsWindowFocus else { return }
        field.rememberWindowFocus()
    }

    // MARK: Moves

    /// Ctrl+F, or the toggle turned on: reveals the bar and focuses the field (again: its text
    /// is selected, as GNOME's search entries do). Returns whether focus is in the field, so
    /// that a field that cannot take focus (hidden, disabled) leaves the key to others.
    @discardableResult
    package func present() -> Bool {
        guard let field, let coordinator, let window else { return false }
        focusMayHaveChanged()
        let wasRevealed = field.isRevealed
        let focused = coordinator.moveFocus(in: window) {
            if !wasRevealed { setRevealed(true) }
            return field.focusField()
        }
        if !focused {
            if !wasRevealed { setRevealed(false) }
            return false
        }
        writePresented(true)
        return true
    }

    /// Escape in the field, or the toggle turned off: empties the text, sends focus back to the
    /// control it came from if it is in the field (else to the content's first Tab stop, as Tab
    /// from the field would reach it, else to the toggle), and hides the bar.
    package func dismiss() {
        if let text, !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        if let field, let coordinator, let window, field.containsWindowFocus {
            coordinator.moveFocus(in: window, afterPendingUpdates: true) {
                field.restoreRememberedFocus() || field.focusContent() || (toggle?.focusToggle() ?? false)
            }
        }
        setRevealed(false)
        writePresented(false)
    }

    /// The toggle was clicked to `isOn`.
    package func toggled(to isOn: Bool) {
        guard isOn != isRevealed else { return }
        follow(isOn)
    }

    /// Presents or dismisses search as asked; a presentation that cannot focus the field (its
    /// view hidden or disabled) is written back as not presented.
    private func follow(_ isPresented: Bool) {
        guard isPresented else {
            dismiss()
            return
        }
        if !present() {
            writePresented(false)
            toggle?.showRevealed(isRevealed)
        }
    }

    /// The render presents or dismisses search (`isPresented` written by the program, or the
    /// initial render): the bar follows once the coordinator is idle, so that a focus write of
    /// the same action decides first.
    package func presentationDidChange(to isPresented: Bool) {
        guard let coordinator else { return }
        coordinator.whenIdle { [weak self] in
            guard let self, let field = self.field, self.presented?.wrappedValue == isPresented,
                field.isRevealed != isPresented
            else { return }
            self.follow(isPresented)
        }
    }

    private func writePresented(_ value: Bool) {
        if let presented, presented.wrappedValue != value { presented.wrappedValue = value }
    }

    // MARK: FocusFieldSource

    /// The window, if `state` binds the field with `value` and the bar is hidden but could be
    /// revealed.
    package func windowOfRealizableField(of state: AnyFocusState, equals value: AnyHashable) -> FocusWindowID?
    {
        guard let field, !field.isRevealed, field.canReveal,
            bindings.contains(where: {
                $0.key == FocusBindingSpec.Key(state: ObjectIdentifier(state), value: value)
            })
        else { return nil }
        return window
    }

    /// Reveals the bar, so that the write focuses its field.
    package func realizeField(of state: AnyFocusState, equals value: AnyHashable) -> Bool {
        guard windowOfRealizableField(of: state, equals: value) != nil else { return false }
        focusMayHaveChanged()
        setRevealed(true)
        writePresented(true)
        return true
    }
}
