/// The command that shows and hides the sidebar of the key window's ``NavigationSplitView``,
/// as SwiftUI's `SidebarCommands`.
///
/// ```swift
/// WindowGroup {
///     ContentView()
/// }
/// .commands {
///     SidebarCommands()
/// }
/// ```
///
/// Adds "Show Sidebar" to the ``CommandGroupPlacement/sidebar`` group: a check item, checked
/// while the sidebar shows. Choosing it, or pressing F9, hides the sidebar (the detail stays;
/// with three columns, the content column and the detail) or shows every column again,
/// through the split view's `columnVisibility` binding when it has one. While the key window
/// has no split view, the command is disabled.
///
/// Differences on GTK: SwiftUI's item is "Hide Sidebar" or "Show Sidebar" with ⌃⌘S; GNOME's
/// apps have a "Show Sidebar" check item with F9 (the GNOME HIG's key to show or hide a
/// window's sidebar), which FocusUI follows.
public struct SidebarCommands: Commands {
    @FocusedBinding(\.isSidebarShown) private var isShown

    /// The sidebar command.
    public init() {}

    /// The "Show Sidebar" check item.
    public var body: some Commands {
        CommandGroup(replacing: .sidebar) {
            Toggle("Show Sidebar", isOn: Binding(get: { isShown ?? false }, set: { isShown = $0 }))
                .keyboardShortcut(.f9, modifiers: [])
                .disabled(isShown == nil)
        }
    }
}

extension FocusedValues {
    /// Whether the key window's split view shows its sidebar (published by
    /// ``NavigationSplitView``, read by ``SidebarCommands``).
    var isSidebarShown: Binding<Bool>? {
        get { self[SidebarShownKey.self] }
        set { self[SidebarShownKey.self] = newValue }
    }
}

private struct SidebarShownKey: FocusedValueKey {
    typealias Value = Binding<Bool>
}
