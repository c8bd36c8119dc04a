import FocusKitGTK
import Foundation

// `swift run PlainGTKExample` opens the window. With `--check` it instead verifies, on
// whatever display it gets, that the bindings work, prints the result and exits (CI runs it
// under a virtual display).
let check = CommandLine.arguments.contains("--check")

MainActor.assumeIsolated {
    // Lets `Task { @MainActor in }` and `DispatchQueue.main.async` run under GTK's main loop.
    MainQueueBridge.install()
    let application = gtk_application_new("org.focuskit.PlainGTKExample", G_APPLICATION_NON_UNIQUE)!
    let signals = SignalBag()
    let host = GtkFocusHost()
    var window: SignInWindow?
    var status: Int32 = 0
    signals.connect(application, signal: "activate") { _ in
        let made = SignInWindow(application: application, host: host)
        window = made
        made.show()
        guard check else { return }
        MainLoopIdle.once {
            status = SelfCheck(window: made).run() ? 0 : 1
            g_application_quit(focuskit_as_g_application(UnsafeMutableRawPointer(application)))
        }
    }
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup("PlainGTKExample"), nil]
    let result = g_application_run(focuskit_as_g_application(UnsafeMutableRawPointer(application)), 1, &argv)
    free(argv[0])
    signals.disconnectAll()
    if let window { gtk_window_destroy(window.window) }
    g_object_unref(UnsafeMutableRawPointer(application))
    exit(result != 0 ? result : status)
}
