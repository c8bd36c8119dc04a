/// The standard locations that you can place new command groups relative to, as SwiftUI's
/// `CommandGroupPlacement`.
///
/// GNOME apps have one primary menu (the "Main Menu" button at the end of the header bar, F10)
/// instead of a menu bar. Each placement is a section of it, in the order GNOME's apps use:
///
/// | placement | in the primary menu | with a menu bar | standard commands |
/// | --- | --- | --- | --- |
/// | ``newItem`` | first section | File | New Window (Ctrl+N) |
/// | ``saveItem`` | after it | File | — |
/// | ``importExport`` | after it | File | — |
/// | ``printItem`` | after it | File | — |
/// | (each `CommandMenu`) | a submenu, after the file sections | a top-level menu before Window | — |
/// | ``undoRedo`` | after the submenus | Edit | Undo (Ctrl+Z), Redo (Ctrl+Shift+Z) |
/// | ``pasteboard`` | after it | Edit | Cut, Copy, Paste (Ctrl+X, C, V) |
/// | ``textEditing`` | after it | Edit | Select All (Ctrl+A) |
/// | ``textFormatting`` | after it | Edit | — |
/// | ``sidebar`` | after it | View | — |
/// | ``toolbar`` | after it | View | — |
/// | ``windowArrangement`` | after it | Window | Close Window (Ctrl+W) |
/// | ``windowList`` | after it | Window | — (GNOME lists windows in its overview, not in apps) |
/// | ``appSettings`` | the last section, first | Edit, last | Preferences (Ctrl+,) with a `Settings` scene |
/// | ``help`` | the last section | Help | Keyboard Shortcuts (Ctrl+?) |
/// | ``appInfo`` | the last section | Help | About <App> (no shortcut) when the toolkit shows one |
/// | ``appTermination`` | the very end | File, last | Quit (Ctrl+Q) |
///
/// The standard edit commands (``undoRedo``, ``pasteboard``, ``textEditing``) act on the
/// focused text field or editor, and are disabled when nothing focused can take them; a text
/// field handles their keys itself first. The macOS-only places (`systemServices`,
/// `appVisibility`, `windowSize`, `singleWindowList`) are not offered: GNOME has no Services
/// menu, no Hide command, and leaves window sizes to the window manager.
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The placement's name, used in action names.
    let name: String

    /// Commands that create new windows or documents. Holds "New Window" (Ctrl+N) by default.
    public static let newItem = CommandGroupPlacement(name: "new-item")
    /// Commands that save documents. Empty by default.
    public static let saveItem = CommandGroupPlacement(name: "save-item")
    /// Commands that import and export documents. Empty by default.
    public static let importExport = CommandGroupPlacement(name: "import-export")
    /// Commands that print. Empty by default.
    public static let printItem = CommandGroupPlacement(name: "print-item")
    /// The app's settings. Holds "Preferences" (Ctrl+,) when the app has a ``Settings`` scene.
    public static let appSettings = CommandGroupPlacement(name: "app-settings")
    /// Undo and redo. Holds "Undo" (Ctrl+Z) and "Redo" (Ctrl+Shift+Z), which act on the focused
    /// text field or editor.
    public static let undoRedo = CommandGroupPlacement(name: "undo-redo")
    /// Cut, copy and paste. Holds "Cut", "Copy" and "Paste" (Ctrl+X, Ctrl+C, Ctrl+V), which act
    /// on the focused text field or editor.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Commands that edit text. Holds "Select All" (Ctrl+A), which acts on the focused text
    /// field or editor.
    public static let textEditing = CommandGroupPlacement(name: "text-editing")
    /// Commands that format text. Empty by default.
    public static let textFormatting = CommandGroupPlacement(name: "text-formatting")
    /// Commands that show or hide the sidebar. Empty by default; ``SidebarCommands`` puts
    /// "Show Sidebar" there.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Commands that show or hide the toolbar. Empty by default.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Commands that arrange and close windows. Holds "Close Window" (Ctrl+W) by default.
    public static let windowArrangement = CommandGroupPlacement(name: "window-arrangement")
    /// Commands that list windows. Empty by default: GNOME lists an app's windows in its
    /// overview, not in the app's menu.
    public static let windowList = CommandGroupPlacement(name: "window-list")
    /// Help. Holds "Keyboard Shortcuts" (Ctrl+?) when the toolkit can list them.
    public static let help = CommandGroupPlacement(name: "help")
    /// Information about the app. Holds "About <App>" when the toolkit can show an About window
    /// (FocusUI: libadwaita's `AdwAboutWindow`, from the app's metainfo); it has no shortcut.
    public static let appInfo = CommandGroupPlacement(name: "app-info")
    /// Quitting the app. Holds "Quit" (Ctrl+Q) when the toolkit can quit.
    public static let appTermination = CommandGroupPlacement(name: "app-termination")

    /// Every placement, in primary-menu order (``CommandMenu``s go after ``printItem``).
    static let menuOrder: [CommandGroupPlacement] = [
        .newItem, .saveItem, .importExport, .printItem, .undoRedo, .pasteboard, .textEditing,
        .textFormatting, .sidebar, .toolbar, .windowArrangement, .windowList, .appSettings, .help, .appInfo,
        .appTermination,
    ]

    /// Where the app's ``CommandMenu``s go: after this placement.
    static let menusFollow = CommandGroupPlacement.printItem

    /// The placements of a menu bar's top-level menus, in order; the app's ``CommandMenu``s go
    /// between View and Window.
    package static let menuBar:
        (
            leading: [(title: String, placements: [CommandGroupPlacement])],
            trailing: [(title: String, placements: [CommandGroupPlacement])]
        ) = (
            [
                ("File", [.newItem, .saveItem, .importExport, .printItem, .appTermination]),
                ("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting, .appSettings]),
                ("View", [.sidebar, .toolbar]),
            ],
            [("Window", [.windowArrangement, .windowList]), ("Help", [.help, .appInfo])]
        )
}
