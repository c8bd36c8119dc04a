import FocusKit

/// What a backend's renderer of a ``PopoverComponent`` does for its model.
@MainActor
package protocol PopoverDriver: AnyObject {
    /// Whether the window's focus widget is inside the popover's content.
    var contentContainsWindowFocus: Bool { get }
    /// Shows the popover (GTK: `gtk_popover_popup`) without moving focus: the model decides
    /// where focus goes once the writes the content's appearance made are applied.
    func popUp()
    /// Hides the popover (GTK: `gtk_popover_popdown`); the backend then calls
    /// ``PopoverModel/popoverDidClose()``, as it does when the user closes it.
    func popDown()
    /// Focuses the content's first Tab stop; returns whether focus moved there. Called inside
    /// the coordinator's ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func focusContent() -> Bool
    /// Focuses the first Tab stop of the view the popover points at; returns whether focus
    /// moved there. Called inside the coordinator's ``FocusKit/FocusCoordinator/moveFocus(in:by:)``.
    func focusAnchor() -> Bool
}

/// The life of one `.popover` across renders: when it shows, where focus goes in and out.
///
/// - **Open:** the render that sets `isPresented` renders the content (hidden); once the
///   coordinator is idle (the content's `onAppear` written), the popover shows, its fields
///   map and the writes waiting for them apply (rule 7), and its `defaultFocus` is written;
///   once idle again,
///   focus goes to the content's first Tab stop unless a write put it inside.
/// - **Close:** whoever closes it (Escape or a click outside, handled by the toolkit;
///   `dismiss()`; the binding set to `false`; focus written to a field outside it), the toolkit hides the popover and reports it
///   (``popoverDidClose()``) before it reports the content's fields unavailable, so focus goes
///   from the content back to the anchor as one change (rule 3); then the binding is written.
///
/// Owned by the `.popover` view (its `@State`), reached by its renderers through their
/// components.
@MainActor
package final class PopoverModel {
    /// Where the popover is.
    private enum Phase {
        /// Not shown.
        case hidden
        /// Rendered, shown once the coordinator is idle.
        case opening
        /// Shown; `settled` once focus went in.
        case shown(settled: Bool)
    }

    package weak var driver: (any PopoverDriver)?
    private var phase = Phase.hidden
    private var wantsPresented = false
    private var close: (@MainActor () -> Void)?
    private var defaultFocus: [@MainActor () -> Void] = []
    private var window: FocusWindowID?
    private weak var coordinator: FocusCoordinator?
    /// The warning that `.interactiveDismissDisabled` does nothing in a popover, said once.
    private var dismissalWarning = DismissalWarning.unneeded
    private var warnedOfDismissal: Bool { dismissalWarning == .said }

    private enum DismissalWarning {
        case unneeded, pending, said
    }

    package init() {}

    /// The render's wish, while the views are evaluated: whether the popover is up, the
    /// `defaultFocus` writes of its content (which the window, shown long ago, no longer
    /// applies: they are written when the popover shows), whether the content asked not to be
    /// dismissed (`.interactiveDismissDisabled`, which GTK's popovers cannot honour: warned
    /// about once), and how to write the binding back.
    func plan(
        isPresented: Bool, defaultFocus: [@MainActor () -> Void], asksToStayOpen: Bool,
        close: @escaping @MainActor () -> Void
    ) {
        wantsPresented = isPresented
        self.defaultFocus = defaultFocus
        self.close = close
        if asksToStayOpen, !warnedOfDismissal { dismissalWarning = .pending }
    }

    /// Before the reconciliation: a popover the render no longer presents closes while its
    /// content still exists, so focus leaves it first.
    func prepare(window: FocusWindowID, coordinator: FocusCoordinator) {
        self.window = window
        self.coordinator = coordinator
        if dismissalWarning == .pending {
            dismissalWarning = .said
            coordinator.logger.warning(
                ".interactiveDismissDisabled in a popover's content has no effect: a popover closes on a click "
                    + "outside it and on Escape")
        }
        guard !wantsPresented else { return }
        switch phase {
        case .hidden: return
        case .opening: phase = .hidden
        case .shown: driver?.popDown()
        }
    }

    /// After the render's lifecycle effects: a popover to present shows once the coordinator
    /// is idle.
    func finish() {
        guard wantsPresented, case .hidden = phase, let coordinator else { return }
        phase = .opening
        coordinator.whenIdle { [weak self] in self?.popUp() }
    }

    private func popUp() {
        guard wantsPresented, case .opening = phase, let driver, let coordinator else {
            if case .opening = phase { phase = .hidden }
            return
        }
        phase = .shown(settled: false)
        driver.popUp()
        for write in defaultFocus { write() }
        coordinator.whenIdle { [weak self] in self?.settle() }
    }

    /// Focus goes into the content unless a write already put it there.
    private func settle() {
        guard case .shown(settled: false) = phase, let driver, let coordinator, let window else { return }
        phase = .shown(settled: true)
        guard !driver.contentContainsWindowFocus else { return }
        coordinator.moveFocus(in: window) { driver.focusContent() }
    }

    /// `dismiss()` inside the popover: closes it as Escape does.
    package func dismiss() {
        if case .shown = phase, let driver {
            driver.popDown()
        } else if wantsPresented {
            phase = .hidden
            wantsPresented = false
            close?()
        }
    }

    /// Focus left the shown popover (a write to a field outside it): once the coordinator is
    /// idle (the write committed), the popover closes unless focus came back.
    package func focusDidLeave() {
        guard case .shown = phase, let coordinator else { return }
        coordinator.whenIdle { [weak self] in
            guard let self, case .shown = self.phase, let driver = self.driver,
                !driver.contentContainsWindowFocus
            else { return }
            driver.popDown()
        }
    }

    /// The toolkit hid the popover (any way): focus returns to the anchor if it was inside,
    /// and the binding is written back if the render still presents it.
    package func popoverDidClose() {
        guard case .shown = phase else { return }
        phase = .hidden
        if let driver, driver.contentContainsWindowFocus, let coordinator, let window {
            coordinator.moveFocus(in: window) { driver.focusAnchor() }
        }
        if wantsPresented {
            wantsPresented = false
            close?()
        }
    }
}
