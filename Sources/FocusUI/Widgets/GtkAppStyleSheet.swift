import CGtk
import FocusKitGTK
import Foundation

/// The app's own style sheets, as `AdwApplication` loads them, from the app's resources folder.
///
/// `AdwApplication` loads `style.css`, and `style-dark.css`, `style-hc.css` and
/// `style-hc-dark.css` while the dark or high-contrast style is on, only from the app's
/// GResources (`resource:///org/example/App/style.css`); a Swift package has none. FocusUI
/// loads the same files from the folder ``ResourceLocator`` finds (`Resources/` in the source
/// tree, `<prefix>/share/<name>/` installed), each through a `GtkCssProvider` at the
/// application priority (as libadwaita does), so the app's rules win over libadwaita's and
/// FocusUI's. The dark and high-contrast sheets follow `AdwStyleManager` live. A file that is
/// missing is skipped; one that does not parse is reported by GTK (a CSS warning) and the rest
/// of it still applies.
///
/// The loader owns its providers and takes them off the display when it goes (the app runner
/// keeps it for the app's life).
@MainActor
final class GtkAppStyleSheet {
    /// The files, in the order libadwaita adds them; the variants apply on top of `style.css`.
    nonisolated static let fileNames = ["style.css", "style-dark.css", "style-hc.css", "style-hc-dark.css"]

    private let directory: URL
    private let display: OpaquePointer
    /// `style.css`'s provider, if the folder has one.
    private var base: UnsafeMutablePointer<GtkCssProvider>?
    /// The variant sheets loaded now, by file name.
    private var variants: [String: UnsafeMutablePointer<GtkCssProvider>] = [:]
    private let signals = SignalBag()

    /// Loads `style.css` from `directory` and the variants the style manager asks for now, and
    /// follows it. `nil` when the folder holds none of the files.
    init?(directory: URL, display: OpaquePointer) {
        guard Self.fileNames.contains(where: { Self.exists($0, in: directory) }) else { return nil }
        self.directory = directory
        self.display = display
        base = load("style.css")
        guard let manager = adw_style_manager_get_default() else { return }
        updateVariants(manager)
        for property in ["dark", "high-contrast"] {
            signals.connectNotify(manager, property: property) { [unowned self] _, _ in
                self.updateVariants(manager)
            }
        }
    }

    isolated deinit {
        signals.disconnectAll()
        for provider in variants.values { remove(provider) }
        if let base { remove(base) }
    }

    /// The variant files that apply with the style manager's dark and high-contrast settings.
    nonisolated static func variants(dark: Bool, highContrast: Bool) -> [String] {
        switch (dark, highContrast) {
        case (false, false): []
        case (true, false): ["style-dark.css"]
        case (false, true): ["style-hc.css"]
        case (true, true): ["style-hc.css", "style-hc-dark.css"]
        }
    }

    private func updateVariants(_ manager: OpaquePointer) {
        let wanted = Self.variants(
            dark: adw_style_manager_get_dark(manager) != 0,
            highContrast: adw_style_manager_get_high_contrast(manager) != 0)
        for (name, provider) in variants where !wanted.contains(name) {
            remove(provider)
            variants[name] = nil
        }
        for name in wanted where variants[name] == nil {
            variants[name] = load(name)
        }
    }

    /// Adds the file's provider to the display and returns it (a reference of the caller's);
    /// `nil` when the file is not there.
    private func load(_ name: String) -> UnsafeMutablePointer<GtkCssProvider>? {
        guard Self.exists(name, in: directory) else { return nil }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, directory.appendingPathComponent(name).path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return provider
    }

    private func remove(_ provider: UnsafeMutablePointer<GtkCssProvider>) {
        gtk_style_context_remove_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    private static func exists(_ name: String, in directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }
}
