import FocusKit

/// The life of one ``NavigationStack`` across renders: which page shows, and where focus goes
/// when another one comes to the top (the focus contract's "Navigation" notes).
///
/// Every page of the stack is rendered, the covered ones hidden (GTK: `gtk_widget_set_visible`),
/// so that each keeps its widgets and state. When the top page changes the model moves focus,
/// but only when the stack had it (focus in the top page or on the header bar's Back button, or
/// nowhere in the window), so that a stack driven from elsewhere (a sidebar) never steals
/// focus:
///
/// - **Push:** the new page is shown next to the old one while the render and the writes it
///   leads to (its `defaultFocus`, an `onAppear` write, a write by the action that pushed) run;
///   then, once the coordinator is idle, focus goes to its first Tab stop unless one of those
///   put it in the page, and the old page is hidden. The old page remembers its focus widget
///   (the link that pushed) first.
/// - **Pop:** before the render removes the top page, the page below is shown and focus goes
///   back to the widget it remembered (the link), else its first Tab stop; a write waiting for
///   a field of that page (rule 7) goes first. Focus is out of the page before it goes, so a
///   state bound in both pages sees one change (rule 3), never a `nil` in between.
///
/// Owned by the stack's view (its `@State`), reached by its renderers through their components.
@MainActor
package final class NavigationStackModel {
    /// Where the model is between two renders.
    private enum Transition {
        /// The shown page is the top of the stack.
        case idle
        /// `top` came to the top in a render whose pages were `keys`: once the coordinator is
        /// idle, focus is settled (`movesFocus`: into `top`'s first Tab stop) and the other
        /// pages are hidden.
        case finishing(top: AnyHashable, keys: [AnyHashable], movesFocus: Bool)
        /// The new top page's `defaultFocus` was written; once it is applied, focus goes to its
        /// first Tab stop if the default could not take it, and the other pages are hidden.
        case settling(top: AnyHashable)
    }

    private struct WeakPage {
        weak var driver: (any NavigationPageDriver)?
    }

    private var pages: [AnyHashable: WeakPage] = [:]
    /// The header bar's Back button, while the stack has one.
    package weak var backButton: (any NavigationFocusDriver)?
    /// The pages after the last finished transition, the shown one last.
    private var shownKeys: [AnyHashable] = []
    /// The pages of the latest render, the top one last.
    private var renderedKeys: [AnyHashable] = []
    private var transition = Transition.idle
    private var window: FocusWindowID?
    private weak var coordinator: FocusCoordinator?
    private var warned: Set<String> = []
    private var unsaidWarnings: [String] = []
    /// Pops the top page, as the latest render knows the pages.
    private var popTop: (@MainActor () -> Void)?
    /// Writes the `defaultFocus` of the latest render's top page.
    private var topDefaultFocus: [@MainActor () -> Void] = []

    package init() {}

    /// How many pages are above the root view.
    package var depth: Int { max(renderedKeys.count - 1, 0) }

    // MARK: Renderers

    /// A page's renderer was made: it is shown if it is the top page (or the page shown until
    /// a push finishes), hidden otherwise.
    package func register(_ page: any NavigationPageDriver, for key: AnyHashable) {
        pages[key] = WeakPage(driver: page)
        page.setShown(key == renderedKeys.last || key == shownKeys.last)
    }

    /// A page's renderer went away.
    package func unregister(_ page: any NavigationPageDriver, for key: AnyHashable) {
        if let driver = pages[key]?.driver, driver !== page { return }
        pages[key] = nil
    }

    /// The header bar's Back button, or Alt+Left: pops the top page. Returns whether there was
    /// one to pop.
    @discardableResult
    package func goBack() -> Bool {
        guard renderedKeys.count > 1, let popTop else { return false }
        popTop()
        return true
    }

    // MARK: Renders

    /// The expansion of a render: the pages, root first, the `defaultFocus` writes of the top
    /// one, and how to pop it.
    func plan(
        _ keys: [AnyHashable], defaultFocus: [@MainActor () -> Void], popTop: @escaping @MainActor () -> Void
    ) {
        renderedKeys = keys
        topDefaultFocus = defaultFocus
        self.popTop = popTop
    }

    /// Reports a mistake in the app's navigation through the coordinator's logger, once.
    func warn(_ message: String) {
        guard warned.insert(message).inserted else { return }
        if let coordinator {
            coordinator.logger.warning(message)
        } else {
            unsaidWarnings.append(message)
        }
    }

    /// Before the render's reconciliation: a pop moves focus into the page below while the top
    /// page still exists; a push remembers the focus of the page it covers.
    func prepare(window: FocusWindowID, coordinator: FocusCoordinator) {
        self.window = window
        self.coordinator = coordinator
        for message in unsaidWarnings { coordinator.logger.warning(message) }
        unsaidWarnings = []
        settleNow()
        let new = renderedKeys
        guard let oldTop = shownKeys.last, let newTop = new.last, oldTop != newTop else {
            // The first render, or the same page on top.
            shownKeys = new
            return
        }
        let covered = page(oldTop)
        let hadFocus =
            covered?.containsWindowFocus == true || backButton?.containsWindowFocus == true
            || covered?.windowHasFocus == false
        covered?.rememberFocus()
        if let revealed = page(newTop) {
            // Back to a page that exists, before the render removes the one above it.
            revealed.setShown(true)
            if hadFocus, !revealed.containsWindowFocus {
                let moved = coordinator.moveFocus(in: window) {
                    revealed.restoreRememberedFocus() || revealed.focusFirstTabStop()
                }
                if !moved, new.count > 1, let back = backButton {
                    coordinator.moveFocus(in: window) { back.focusFirstTabStop() }
                }
            }
            transition = .finishing(top: newTop, keys: new, movesFocus: false)
        } else {
            if hadFocus, !new.contains(oldTop), new.count > 1, let back = backButton {
                // The top page is replaced by one not made yet: focus waits on Back meanwhile.
                coordinator.moveFocus(in: window) { back.focusFirstTabStop() }
            }
            transition = .finishing(top: newTop, keys: new, movesFocus: hadFocus)
        }
    }

    /// After the render (its `onAppear`s and `defaultFocus` included): the transition finishes
    /// once the coordinator is idle, after any write the same action made.
    func finish() {
        guard case .finishing = transition, let coordinator else { return }
        coordinator.whenIdle { [weak self] in self?.complete() }
    }

    /// Finishes a transition still under way, before another render's.
    private func settleNow() {
        switch transition {
        case .idle: return
        case .finishing: complete()
        case .settling: break
        }
        if case .settling(let top) = transition { settle(top) }
    }

    /// Settles focus in the new top page: its `defaultFocus` first (the writes are applied
    /// when this returns, as the coordinator's own), then the rest in ``settle(_:)``.
    private func complete() {
        guard case .finishing(let top, let keys, let movesFocus) = transition else { return }
        shownKeys = keys
        transition = .settling(top: top)
        guard movesFocus, let page = page(top), !page.containsWindowFocus else {
            settle(top)
            return
        }
        for write in topDefaultFocus { write() }
        guard !topDefaultFocus.isEmpty, let coordinator else {
            settle(top, movingFocus: true)
            return
        }
        coordinator.whenIdle { [weak self] in self?.settle(top, movingFocus: true) }
    }

    /// Focuses the new top page's first Tab stop (else Back) if nothing put focus in it, and
    /// hides the other pages.
    private func settle(_ top: AnyHashable, movingFocus: Bool = false) {
        guard case .settling(let settling) = transition, settling == top else { return }
        transition = .idle
        if movingFocus, let window, let coordinator, let page = page(top), !page.containsWindowFocus {
            let moved = coordinator.moveFocus(in: window) { page.focusFirstTabStop() }
            if !moved, let back = backButton {
                coordinator.moveFocus(in: window) { back.focusFirstTabStop() }
            }
        }
        for (key, entry) in pages where key != top { entry.driver?.setShown(false) }
        page(top)?.setShown(true)
    }

    private func page(_ key: AnyHashable) -> (any NavigationPageDriver)? {
        pages[key]?.driver
    }
}
