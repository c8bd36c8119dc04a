/// How the user can resize a scene's windows, as SwiftUI's `WindowResizability`.
///
/// GTK never lets a window shrink below what its content needs, so ``automatic`` and
/// ``contentMinSize`` are the same there: a resizable window at least as large as its content.
/// ``contentSize`` makes the window exactly as large as its content
/// (`gtk_window_set_resizable(FALSE)`), following it when the content changes.
public struct WindowResizability: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, contentSize, contentMinSize
    }

    let kind: Kind

    /// The platform's default: resizable, never smaller than the content.
    public static let automatic = WindowResizability(kind: .automatic)
    /// As large as the content, and not resizable by the user.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// Resizable, never smaller than the content.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)

    /// Whether the user can resize the window.
    public var isResizable: Bool { kind != .contentSize }
}
