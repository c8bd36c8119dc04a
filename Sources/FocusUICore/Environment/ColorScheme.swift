import Observation

/// The light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// The appearance the system asks for, and the one the app prefers: the backend keeps
/// ``colorScheme`` up to date (GTK: libadwaita's `AdwStyleManager`, which follows GNOME's dark
/// style preference and the app's preference) and applies ``preferredColorScheme``.
///
/// Observable: a view that read `colorScheme` is rendered again when it changes.
@MainActor
@Observable
package final class SystemAppearance {
    /// The app's one appearance.
    package static let shared = SystemAppearance()

    /// What the app is drawn in now; light until a backend says otherwise (the headless
    /// twin's default).
    package var colorScheme: ColorScheme = .light

    /// Applies a preference (GTK: the style manager's color scheme, whose change then sets
    /// ``colorScheme``); set by the backend.
    @ObservationIgnored package var applyPreference: (@MainActor (ColorScheme?) -> Void)?

    /// The scheme asked for last with `.preferredColorScheme(_:)`; `nil` to follow the system.
    package private(set) var preferredColorScheme: ColorScheme?

    /// Asks for `scheme` (`nil`: follow the system). Without a backend that applies it (the
    /// headless twin), the app is drawn in `scheme`, or light.
    package func prefer(_ scheme: ColorScheme?) {
        guard scheme != preferredColorScheme else { return }
        preferredColorScheme = scheme
        if let applyPreference {
            applyPreference(scheme)
        } else {
            colorScheme = scheme ?? .light
        }
    }
}

/// The environment key behind `colorScheme`: the system's appearance unless a view sets one.
struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme {
        MainActor.assumeIsolated { SystemAppearance.shared.colorScheme }
    }
}

extension EnvironmentValues {
    /// Whether the views here are drawn light or dark, as SwiftUI's `colorScheme`.
    ///
    /// On GTK it is libadwaita's: GNOME's dark style preference (Settings, Appearance), or the
    /// app's own `.preferredColorScheme(_:)`, and it changes while the app runs: views that read
    /// it are rendered again. `.environment(\.colorScheme, .dark)` changes what the views below
    /// read, as in SwiftUI; GTK draws every widget of an app in one scheme, so the widgets
    /// themselves keep the app's.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for the app to be drawn light or dark (`nil`: as the system says), as SwiftUI's
    /// `preferredColorScheme(_:)`.
    ///
    /// On GTK the whole app changes (libadwaita's `AdwStyleManager` color scheme: `.dark` is
    /// `ADW_COLOR_SCHEME_FORCE_DARK`, `.light` `FORCE_LIGHT`, `nil` `DEFAULT`); SwiftUI on macOS
    /// changes the window the view is in. The view asking last wins.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        onChange(of: scheme, initial: true) {
            SystemAppearance.shared.prefer(scheme)
        }
    }
}
