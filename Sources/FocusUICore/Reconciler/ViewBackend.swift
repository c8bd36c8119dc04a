/// The seam between the headless reconciler and a toolkit (GTK 4, or a fake in tests).
///
/// The reconciler owns the *what*: it evaluates views, diffs the render tree by structural
/// identity, registers `.focused` fields with the `FocusCoordinator`, and tells the backend
/// which widgets to make, update, insert, move and remove. The backend owns the *how*: toolkit
/// objects, signals, and reporting focus to the coordinator as a `FocusHost`.
///
/// Requirements that apply to every method:
/// - Everything runs on the main actor (GTK's main thread); nothing here may block or spin the
///   main loop.
/// - The backend must not call back into the reconciler synchronously from these methods
///   (e.g. run a flush inside ``scheduleUpdate(_:)``); focus reports to the coordinator from
///   inside them are fine (GTK emits crossing events during `insert`/`remove`).
/// - Widgets are owned by the backend's toolkit tree; the reconciler keeps a reference to each
///   widget it made until it removes it, and never uses a widget after ``remove(_:from:)``.
@MainActor
public protocol ViewBackend: AnyObject {
    /// The toolkit object type (GTK: a Swift wrapper holding a `GtkWidget*` reference).
    associatedtype Widget: AnyObject

    /// The coordinator that every `.focused` field of this backend is registered with. The
    /// backend is its `FocusHost` and reports focus moves, window activation, mapping and
    /// fields that can no longer take focus (the focus contract,
    /// `Sources/FocusKit/FocusKit.docc/FocusContract.md`), including for widgets the reconciler
    /// removed.
    var focusCoordinator: FocusCoordinator { get }

    /// Makes a toplevel window, not yet shown, and the container its view tree is inserted
    /// into (GTK: a `GtkApplicationWindow` whose child is a vertical `GtkBox`). The returned
    /// context's `id` must be the window's focus identity, unique among open windows.
    ///
    /// When the user closes the window, the backend must tell the scene runtime
    /// (``AppHost/windowDidClose(_:)``) before destroying it, or ``ViewHost/unmount()`` when it
    /// uses a ``ViewHost`` directly.
    func makeWindow(for request: WindowRequest) -> (context: WindowContext, root: Widget)

    /// Sets the size a window not yet shown opens with, when its scene gives no `.defaultSize`
    /// and its content asks for one (a `NavigationSplitView`) (GTK: `gtk_window_set_default_size`).
    /// Called after the first render, before ``present(_:)``.
    func setOpeningSize(width: Double, height: Double, of window: WindowContext)

    /// Sets the heights a sheet not yet shown may have (`.presentationDetents`); GTK: it opens at
    /// the smallest, measured against its presenter's height (`gtk_window_set_default_size`).
    /// Called after the sheet's first render, before ``present(_:)``.
    func setPresentationDetents(_ detents: Set<PresentationDetent>, of sheet: WindowContext)

    /// Shows the window, or raises and activates it if it is already shown
    /// (GTK: `gtk_window_present`). Called after the first render, so that the window maps
    /// with its content and `defaultFocus` applies before GTK's first-Tab-stop focus.
    func present(_ window: WindowContext)

    /// Closes the window, for `dismiss()`. GTK: while another window of the app is shown, it is
    /// hidden at once and destroyed five seconds later (kept for a screen reader's hand-off and
    /// out of GTK's way, see the contract's GTK facts); the last shown window, or a sheet,
    /// alert or dialog, is destroyed at once. The view tree is already unmounted: every focus
    /// registration in it is cancelled. Reporting this
    /// close back (``AppHost/windowDidClose(_:)``) is allowed and does nothing; report it to
    /// the coordinator (`FocusCoordinator.windowDidClose(_:)`) as for any closed window.
    func close(_ window: WindowContext)

    /// Opens `url` with the desktop's default app for it (``OpenURLAction``'s system action);
    /// `false` when nothing could open it.
    func openURL(_ url: URL) -> Bool

    /// Sets the title of an open window (GTK: `gtk_window_set_title`), for `.navigationTitle`.
    /// Called after a render whose title differs from the one last set.
    func setTitle(_ title: String, of window: WindowContext)

    /// Sets the subtitle of an open window, shown below its title (GTK: the header bar's
    /// `AdwWindowTitle`), for `.navigationSubtitle`; empty for none. Called after a render
    /// whose subtitle differs from the one last set. By default nothing (a backend without
    /// title bars).
    func setSubtitle(_ subtitle: String, of window: WindowContext)

    /// Keeps the user from closing a sheet (GTK: `gtk_window_set_deletable`: no close button,
    /// no `window.close` on Escape, no close from the window manager), or lets them again, for
    /// `.interactiveDismissDisabled`; the app still closes it with ``close(_:)``. Called after a
    /// render that changed it. Does nothing to a window that is not a sheet, as in SwiftUI. By
    /// default nothing (a backend whose users cannot close windows).
    func setUserDismissalDisabled(_ disabled: Bool, of window: WindowContext)

    /// Shows or hides the title (and subtitle) in the window's toolbar, for
    /// `.toolbar(removing: .title)`; the window keeps its title. Called after a render that
    /// changed it.
    func setShowsTitleInToolbar(_ shows: Bool, of window: WindowContext)

    /// What Escape that no view handled does in a sheet, wherever focus is in it (its header
    /// bar included): the core's (the sheet's Cancel button, else dismissal unless the user may
    /// not). Set once when the sheet is made. By default nothing (a backend without keys).
    func setEscapeAction(_ action: @escaping @MainActor () -> Void, of window: WindowContext)

    /// Creates the toolkit object for `element`'s component (a renderer for its type, see
    /// ``ViewComponent``) and what its shared modifiers need around it. The reconciler calls
    /// ``update(_:from:to:)`` with `old == nil` right after, so this only needs construction-
    /// time properties. Connect signals here; they must act on the *latest* element given to
    /// `update`, never on closures captured at creation.
    func makeWidget(for element: Element, in window: WindowContext) -> Widget

    /// Applies `new` to the widget: everything when `old` is `nil`, otherwise only what differs
    /// (the component when ``Element/componentChanged(from:)``, each shared modifier when its
    /// value changed). Called on every render of a node that stays, with the element it last
    /// received as `old`; the backend must keep `new` as the widget's current element (its
    /// closures and bindings are new each render). The node's structure
    /// (``Element/structure``) never changes: another one makes a new node.
    ///
    /// Text fields: on every update, whether or not the component changed (the user may have
    /// typed since the last render), set the widget's text to the component's *only if it
    /// differs from the widget's current text*, without emitting the change to the binding.
    /// Typing writes through the binding, the state changes, and the re-render carries the same
    /// text back: setting it again would move the caret and echo. ``SharedModifiers/isDisabled``
    /// is the effective value; apply it to this widget.
    func update(_ widget: Widget, from old: Element?, to new: Element)

    /// Inserts a child that is not in any parent at `index` among the parent's children as
    /// the reconciler knows them (0 is first). For the window root this is the root container.
    func insert(_ child: Widget, into parent: Widget, at index: Int)

    /// Moves a child within its parent so that it ends up at `index` (`ForEach` reordering).
    /// Implement it without unparenting (GTK: `gtk_box_reorder_child_after`) so that a focused
    /// child keeps focus; the default removes and re-inserts.
    func move(_ child: Widget, in parent: Widget, to index: Int)

    /// Removes a child (and its subtree) from its parent for good. Report the loss of focus to
    /// the coordinator as GTK does (the focused field's node can no longer take focus); the
    /// reconciler cancels the subtree's focus registrations right after this call.
    func remove(_ child: Widget, from parent: Widget)

    /// The node that `.focused` registers for this widget: the widget that *contains* the
    /// focus widget when the field has focus (GTK: the `GtkEntry`, whose inner `GtkText` takes
    /// focus). Must be stable for the widget's lifetime; asked once per widget.
    func focusNode(of widget: Widget) -> FocusNodeID

    /// Runs `flush` once, soon, on the main actor, outside any current call stack, and before
    /// the toolkit handles its next input event (GTK: an idle source just above GDK's event
    /// priority; tests: queue it and run it before the next simulated event). A key pressed
    /// right after another then sees what the first one changed: re-rendered views, commands
    /// enabled or disabled. The reconciler coalesces: it asks at most once per pending render.
    func scheduleUpdate(_ flush: @escaping @MainActor () -> Void)

    /// Runs `work` once when the toolkit has nothing more urgent to do: after the queued events
    /// and the next frame (GTK: an idle source at `G_PRIORITY_LOW`). A list renders there the
    /// rows it keeps off screen. The default is ``scheduleUpdate(_:)``.
    func scheduleIdleWork(_ work: @escaping @MainActor () -> Void)
}

extension ViewBackend {
    /// Nothing: the backend shows no subtitles.
    public func setSubtitle(_ subtitle: String, of window: WindowContext) {}

    /// Nothing: the backend's users cannot close windows.
    public func setUserDismissalDisabled(_ disabled: Bool, of window: WindowContext) {}

    /// Nothing: the backend has no keys.
    public func setEscapeAction(_ action: @escaping @MainActor () -> Void, of window: WindowContext) {}

    /// As ``scheduleUpdate(_:)``.
    public func scheduleIdleWork(_ work: @escaping @MainActor () -> Void) {
        scheduleUpdate(work)
    }

    /// Moves by removing and re-inserting; a focused child loses focus. Toolkits that can
    /// reorder in place should implement ``ViewBackend/move(_:in:to:)`` themselves.
    public func move(_ child: Widget, in parent: Widget, to index: Int) {
        remove(child, from: parent)
        insert(child, into: parent, at: index)
    }
}
