/// The standard locations that you can place new command groups relative to, as SwiftUI's
/// `CommandGroupPlacement`, limited to those that apply on Linux.
///
/// In the primary menu they appear in this order, each as one section: ``newItem``,
/// ``saveItem``, then the app's ``CommandMenu``s as submenus, then ``undoRedo``,
/// ``pasteboard``, ``windowArrangement``, ``help``, ``appInfo`` and ``appTermination``.
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The placement's name, used in action names.
    let name: String

    /// Commands that create new windows or documents. Holds "New Window" (Ctrl+N) by default.
    public static let newItem = CommandGroupPlacement(name: "new-item")
    /// Commands that save documents. Empty by default.
    public static let saveItem = CommandGroupPlacement(name: "save-item")
    /// The app's settings. Holds "Preferences" (Ctrl+,) when the app has a ``Settings`` scene.
    public static let appSettings = CommandGroupPlacement(name: "app-settings")
    /// Undo and redo. Empty by default (GTK's text widgets handle Ctrl+Z themselves).
    public static let undoRedo = CommandGroupPlacement(name: "undo-redo")
    /// Cut, copy and paste. Empty by default (GTK's text widgets handle them themselves).
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Commands that arrange and close windows. Holds "Close Window" (Ctrl+W) by default.
    public static let windowArrangement = CommandGroupPlacement(name: "window-arrangement")
    /// Help. Holds "Keyboard Shortcuts" (Ctrl+?) when the toolkit can list them.
    public static let help = CommandGroupPlacement(name: "help")
    /// Information about the app. Empty by default.
    public static let appInfo = CommandGroupPlacement(name: "app-info")
    /// Quitting the app. Holds "Quit" (Ctrl+Q) when the toolkit can quit.
    public static let appTermination = CommandGroupPlacement(name: "app-termination")

    /// Every placement, in menu order (``CommandMenu``s go after ``saveItem``).
    static let menuOrder: [CommandGroupPlacement] = [
        .newItem, .saveItem, .undoRedo, .pasteboard, .windowArrangement, .appSettings, .help, .appInfo,
        .appTermination,
    ]
}
