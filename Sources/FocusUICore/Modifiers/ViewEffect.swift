/// What one modifier does to the view it wraps.
enum ViewEffect {
    /// Changes the next primitive(s) produced by the content (`.padding`, `.focused`, …).
    case node((inout NodeModifiers) -> Void)
    /// Changes the environment of the content and all its descendants (`.disabled`,
    /// `.onSubmit`, `.environment`).
    case environment((inout EnvironmentValues) -> Void)
    /// Ties an effect to the content's presence (`.onAppear`, `.defaultFocus`, …).
    case lifecycle(LifecycleEffect)
    /// Gives the content an explicit identity (`.id`).
    case identity(AnyHashable)
    /// Ties an effect to the content's presence and to a value: a new value ends the effect
    /// and starts it again (`.task(id:)`).
    case keyedLifecycle(AnyHashable, LifecycleEffect)
    /// Sets the window's title (`.navigationTitle`).
    case navigationTitle(String)
    /// Sets the window's subtitle (`.navigationSubtitle`).
    case navigationSubtitle(String)
    /// Tells the ``NavigationSplitView`` column around it its width
    /// (`.navigationSplitViewColumnWidth`): the outermost in a column counts.
    case navigationColumnWidth(NavigationSplitViewColumnWidth)
    /// Keeps the sheet or popover the view is in from being dismissed by the user
    /// (`.interactiveDismissDisabled`).
    case interactiveDismissDisabled(Bool)
    /// The heights of the sheet the view is in (`.presentationDetents`): the outermost counts.
    case presentationDetents(Set<PresentationDetent>)
    /// Takes an item the system puts in the window's toolbar away (`.toolbar(removing:)`).
    case toolbarRemoving(ToolbarDefaultItemKind?)
    /// Presents content in a modal window over this one (`.sheet`, `.alert`,
    /// `.confirmationDialog`).
    case presentation(PresentationSpec)
}
