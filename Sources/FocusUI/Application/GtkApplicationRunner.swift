import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Foundation

/// Runs an ``App`` in an `AdwApplication` (a `GtkApplication` that sets up libadwaita): windows
/// for its scenes, the app's commands as
/// `GAction`s with accelerators and a primary menu (the standard ones: Ctrl+N new window of
/// the first scene, Ctrl+W close the key window, Ctrl+Q quit; see `GtkCommandActions`),
/// single instance (a second launch opens a window in the running one), the app's
/// `@AppStorage` in a key file (`GtkKeyFileAppStorage`), the app's `style.css`
/// (``GtkAppStyleSheet``) and icon, its About window from its metainfo (``AppMetainfo``,
/// ``GtkAboutWindow``), and the optional screenshot mode.
@MainActor
final class GtkApplicationRunner<A: App> {
    let options: AppRunOptions
    private var host: AppHost<GtkViewBackend>?
    private var backend: GtkViewBackend?
    private let signals = SignalBag()
    private var commands: GtkCommandActions?
    private var appStorage: GtkKeyFileAppStorage?
    private var application: UnsafeMutablePointer<GtkApplication>?
    private var exitStatus: Int32 = 0
    private var paintsSeen = 0
    /// The app's `style.css` and its dark and high-contrast variants, if it has them.
    private var styleSheet: GtkAppStyleSheet?

    init(options: AppRunOptions) {
        self.options = options
    }

    func run() -> Int32 {
        MainQueueBridge.install()
        // An AdwApplication: libadwaita's style sheet, and the system's dark and high-contrast
        // preferences followed live (AdwStyleManager).
        guard
            let adwApplication = adw_application_new(options.applicationID, G_APPLICATION_DEFAULT_FLAGS)
        else {
            FileHandle.standardError.write(Data("cannot create the GTK application\n".utf8))
            return 1
        }
        let application = focuskit_as_application(UnsafeMutableRawPointer(adwApplication))
        self.application = application
        signals.connect(application, signal: "startup") { [unowned self] _ in self.startup() }
        signals.connect(application, signal: "activate") { [unowned self] _ in self.activate() }
        let program = strdup(CommandLine.arguments.first ?? "app")
        var argv: [UnsafeMutablePointer<CChar>?] = [program, nil]
        let status = g_application_run(
            focuskit_as_g_application(UnsafeMutableRawPointer(application)), 1, &argv)
        free(program)
        signals.disconnectAll()
        // Values changed in the last main-loop turn are written before the process exits.
        appStorage?.flush()
        commands?.tearDown()
        commands = nil
        host = nil
        backend = nil
        g_object_unref(UnsafeMutableRawPointer(application))
        return status != 0 ? status : exitStatus
    }

    private func startup() {
        // GTK is initialised now and no window exists yet (see WaylandRendererChoice).
        WaylandRendererChoice.applyBeforeFirstWindow()
        loadResources()
    }

    /// First activation opens the first scene's window; later ones (the app launched again)
    /// open another.
    private func activate() {
        if let host {
            host.launch()
            return
        }
        let backend = GtkViewBackend(application: application)
        backend.windowsShowMenuBar = options.usesMenuBar
        let logger = backend.focusCoordinator.logger
        let storage = GtkKeyFileAppStorage(
            directory: options.appStorageDirectory
                ?? GtkKeyFileAppStorage.defaultDirectory(applicationID: options.applicationID),
            report: { logger.warning($0) })
        appStorage = storage
        let host = AppHost(A(), backend: backend, appStorage: AppStorageStore(persistence: storage))
        backend.windowClosedByUser = { [weak host] id in host?.windowDidClose(id) }
        if let application {
            let commands = GtkCommandActions(application: application) { logger.warning($0) }
            self.commands = commands
            host.quitAction = { [unowned self] in
                guard let application = self.application else { return }
                g_application_quit(focuskit_as_g_application(UnsafeMutableRawPointer(application)))
            }
            if options.usesMenuBar { commands.useMenuBar() }
            commands.attach(
                to: host, backend: backend,
                about: AppMetainfo.load(
                    applicationID: options.applicationID, resourceName: options.resourceName,
                    appTypeName: String(describing: A.self)))
        }
        self.backend = backend
        self.host = host
        host.launch()
        if let path = options.screenshotPath { captureFirstWindow(to: path) }
    }

    private func loadResources() {
        guard let name = options.resourceName, let display = gdk_display_get_default() else { return }
        if let directory = ResourceLocator.directory(containing: "style.css", appName: name) {
            // As AdwApplication loads it from GResources; a Swift package has a folder instead.
            styleSheet = GtkAppStyleSheet(directory: directory, display: display)
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), directory.path)
        } else if ResourceLocator.directory(
            containing: "\(options.applicationID).metainfo.xml", appName: name)
            == nil
        {
            // A folder with only the app's metainfo (for its About window) is found too.
            FileHandle.standardError.write(
                Data("\(name): resources not found; using the default look\n".utf8))
        }
        gtk_window_set_default_icon_name(options.applicationID)
    }

    /// `--screenshot PATH`: once the first window has painted, save it and quit.
    private func captureFirstWindow(to path: String) {
        guard let backend, let context = host?.openWindows.first, let window = backend.gtkWindow(context.id)
        else {
            exitStatus = 1
            return
        }
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        let watch: @MainActor () -> Void = { [unowned self] in
            guard let clock = gtk_widget_get_frame_clock(widget) else { return }
            self.signals.connect(clock, signal: "after-paint", after: true) { [unowned self] _ in
                self.paintsSeen += 1
                // The second frame has the final layout (the first may precede a resize).
                guard self.paintsSeen == 2 else {
                    gtk_widget_queue_draw(widget)
                    return
                }
                if let problem = WindowScreenshot.save(window, to: path) {
                    FileHandle.standardError.write(Data("screenshot failed: \(problem)\n".utf8))
                    self.exitStatus = 1
                }
                if let application = self.application {
                    g_application_quit(focuskit_as_g_application(UnsafeMutableRawPointer(application)))
                }
            }
        }
        if gtk_widget_get_realized(widget) != 0 {
            watch()
        } else {
            signals.connect(widget, signal: "realize", after: true) { _ in watch() }
        }
    }
}
