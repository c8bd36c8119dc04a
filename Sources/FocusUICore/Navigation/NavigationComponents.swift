/// A ``NavigationStack`` as the toolkit draws it: a box holding its pages, the top one shown
/// (GTK: a vertical `GtkBox` whose covered pages are hidden).
public struct NavigationStackComponent: ViewComponent {
    /// The stack's model.
    package var model: ComponentAction<NavigationStackModel>

    /// It holds its pages.
    public static var isContainer: Bool { true }
    /// It takes the room it is offered, as SwiftUI's stack does.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}

/// One page of a ``NavigationStack``: its root view, or the destination of a pushed value or
/// link (GTK: a vertical `GtkBox`, hidden while a page covers it).
public struct NavigationPageComponent: ViewComponent {
    /// Which page it is (what pushed it); a new key is a new page.
    package var key: AnyHashable
    /// The stack's model, which shows and hides the page.
    package var model: ComponentAction<NavigationStackModel>

    /// It holds the page's views.
    public static var isContainer: Bool { true }
    /// It takes all of the stack.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}

/// The Back button a ``NavigationStack`` puts at the start of the window's header bar while a
/// page is pushed (GTK: a `GtkButton` with the `go-previous-symbolic` icon, named "Back").
public struct NavigationBackButtonComponent: ViewComponent {
    /// The stack's model, which pops the top page.
    package var model: ComponentAction<NavigationStackModel>

    /// "Back", for screen readers.
    public var accessibleName: String? { "Back" }
    /// "Back".
    public var describedTitle: String { "Back" }
    /// Tinted as a button.
    public static var tintKind: ComponentTintKind { .action }
}
