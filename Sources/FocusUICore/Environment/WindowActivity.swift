import Observation

/// Whether a window is the one the user works in, as SwiftUI's macOS `ControlActiveState`.
public enum ControlActiveState: Hashable, Sendable {
    /// The window is the active (key) window.
    case key
    /// The window is active but not key (macOS's main window); not used on GTK, where the
    /// active window is the key window.
    case active
    /// Another window, or another app, is active.
    case inactive
}

/// Whether a window is active, observed: a view that read it renders again when it changes,
/// and no other view does.
@MainActor
@Observable
package final class WindowActivity {
    /// Whether the window is the active window.
    package var isActive: Bool

    package init(isActive: Bool) {
        self.isActive = isActive
    }
}

struct WindowActivityKey: EnvironmentKey {
    static var defaultValue: WindowActivity? { nil }
}

extension EnvironmentValues {
    /// The activity of the view's window (set by ``ViewHost``).
    var windowActivity: WindowActivity? {
        get { self[WindowActivityKey.self] }
        set { self[WindowActivityKey.self] = newValue }
    }

    /// Whether the view's window is the active window, as SwiftUI's `appearsActive`: `false`
    /// while another window or another app is active. A view reading it renders again when it
    /// changes.
    public var appearsActive: Bool {
        guard let activity = windowActivity else { return true }
        return MainActor.assumeIsolated { activity.isActive }
    }

    /// The view's window's activity, as SwiftUI's macOS `controlActiveState`: `.key` in the
    /// active window, `.inactive` elsewhere.
    public var controlActiveState: ControlActiveState {
        appearsActive ? .key : .inactive
    }
}

/// `PresentationMode`: SwiftUI's older way to dismiss a sheet, `@Environment(\.presentationMode)`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented (in a sheet); `false` in a window of its own.
    public let isPresented: Bool
    private let dismissAction: DismissAction

    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        dismissAction = dismiss
    }

    /// Dismisses the sheet (or closes the window), as ``DismissAction`` does.
    @MainActor public mutating func dismiss() {
        dismissAction()
    }
}

struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is in a sheet presented by another view, as SwiftUI's `isPresented`.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation of the view, as SwiftUI's deprecated `presentationMode`:
    /// `presentationMode.wrappedValue.dismiss()` is ``dismiss``.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
