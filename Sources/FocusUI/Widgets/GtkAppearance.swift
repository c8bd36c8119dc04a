import CGtk
import FocusKitGTK
import FocusUICore

/// Keeps the view layer's `colorScheme` equal to libadwaita's: `AdwStyleManager`'s `dark`
/// (GNOME's dark style preference through the Settings portal, or the app's own), read when
/// libadwaita is set up and followed live through `notify::dark`; and applies
/// `.preferredColorScheme(_:)` as the style manager's color scheme.
///
/// The style manager is the process's; so is this watch, set up once with libadwaita
/// (`FocusUIStyleSheet.installIfNeeded`) and kept for the life of the process.
@MainActor
enum GtkAppearance {
    private static let signals = SignalBag()
    private static var isWatching = false

    /// Starts following the style manager, once.
    static func watch() {
        guard !isWatching, let manager = adw_style_manager_get_default() else { return }
        isWatching = true
        let appearance = SystemAppearance.shared
        appearance.colorScheme = adw_style_manager_get_dark(manager) != 0 ? .dark : .light
        signals.connectNotify(manager, property: "dark") { _, _ in
            let scheme: ColorScheme = adw_style_manager_get_dark(manager) != 0 ? .dark : .light
            if appearance.colorScheme != scheme { appearance.colorScheme = scheme }
        }
        appearance.applyPreference = { scheme in
            let wanted: AdwColorScheme =
                switch scheme {
                case .dark: ADW_COLOR_SCHEME_FORCE_DARK
                case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
                case nil: ADW_COLOR_SCHEME_DEFAULT
                }
            adw_style_manager_set_color_scheme(manager, wanted)
        }
        if let preferred = appearance.preferredColorScheme {
            appearance.applyPreference?(preferred)
        }
    }
}
