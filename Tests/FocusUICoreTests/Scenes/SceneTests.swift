import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

enum SharedField: Hashable {
    case search
}

/// A window's content: its own state, a field bound to the app's focus state, and actions.
private struct MainWindow: View {
    @FocusState<SharedField?>.Binding var shared: SharedField?
    @Binding var launches: Int
    @State var clicks = 0
    @FocusState var local: Bool
    @Environment(\.openWindow) var openWindow
    @Environment(\.dismiss) var dismiss

    var body: some View {
        VStack {
            Text("Clicks \(clicks) of \(launches)")
            TextField("Search", text: .constant(""))
                .focused($shared, equals: .search)
            TextField("Local", text: .constant(""))
                .focused($local)
            Button("Click") { clicks += 1 }
            Button("More") { openWindow(id: "main") }
            Button("Account") { openWindow(id: "create-account") }
            Button("Launch") { launches += 1 }
        }
    }
}

private struct AccountWindow: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

private struct TestApp: App {
    @State var launches = 0
    @FocusState var shared: SharedField?

    var body: some Scene {
        WindowGroup("Main", id: "main") {
            MainWindow(shared: $shared, launches: $launches)
        }
        Window("Create Account", id: "create-account") {
            AccountWindow()
        }
    }
}

@MainActor
@Suite("Scenes, app state and focus scopes")
struct SceneTests {
    let backend = HeadlessBackend()
    let app: AppHost<HeadlessBackend>

    init() {
        app = AppHost(TestApp(), backend: backend)
        app.launch()
        // The window manager activates the window presented, as on GTK.
        backend.toolkit.deliverActivations()
    }

    var mainWindows: [WindowContext] { app.openWindows.filter { $0.sceneID == "main" } }

    @Test func launchOpensTheFirstScene() {
        #expect(app.openWindows.map(\.title) == ["Main"])
        #expect(backend.toolkit.windows[app.openWindows[0].id]?.isShown == true)
    }

    @Test func appLevelFocusStateIsAppScopedAndViewLevelIsWindowScoped() {
        let testApp = app.app as! TestApp
        #expect(testApp.$shared.storage.scope == .app)
        #expect(testApp.$shared.storage.label == "shared")
        let window = app.openWindows[0].id
        let local =
            app.host(for: window)!.properties.storages(named: "_local").first as? FocusStateStorage<Bool>
        #expect(local?.scope == .window(window))
    }

    @Test func twoWindowsOfAGroupHaveIndependentState() {
        let first = app.openWindows[0].id
        backend.click(backend.widget(.button, "More", in: first)!)
        #expect(mainWindows.count == 2)
        let second = mainWindows[1].id
        #expect(first != second)
        backend.click(backend.widget(.button, "Click", in: first)!)
        backend.click(backend.widget(.button, "Click", in: first)!)
        backend.click(backend.widget(.button, "Click", in: second)!)
        backend.runUpdates()
        #expect(backend.widget(.text, "Clicks 0 of 0", in: first)?.element?.text == "Clicks 2 of 0")
        #expect(backend.widget(.text, "Clicks 0 of 0", in: second)?.element?.text == "Clicks 1 of 0")
        let local = { (window: FocusWindowID) in
            self.app.host(for: window)!.properties.storages(named: "_local").first as! FocusStateStorage<Bool>
        }
        #expect(local(first) !== local(second))
        #expect(local(second).scope == .window(second))
    }

    @Test func appFocusStateFollowsTheActiveWindow() {
        let testApp = app.app as! TestApp
        let first = app.openWindows[0].id
        #expect(testApp.shared == .search)  // first Tab stop of the first window
        app.openWindow(id: "main")
        // The window manager activates the window presented, as on GTK.
        backend.settle()
        let second = mainWindows[1].id
        #expect(backend.toolkit.activeWindow == second)
        backend.toolkit.click(backend.widget(.button, "Click", in: second)!.node)
        #expect(testApp.shared == nil)
        backend.toolkit.activate(first)
        #expect(testApp.shared == .search)
    }

    @Test func appStateChangesReRenderEveryWindow() {
        let first = app.openWindows[0].id
        backend.click(backend.widget(.button, "More", in: first)!)
        let second = mainWindows[1].id
        backend.click(backend.widget(.button, "Launch", in: second)!)
        backend.runUpdates()
        #expect(app.renderCount == 1)
        #expect(backend.widget(.text, "Clicks 0 of 0", in: first)?.element?.text == "Clicks 0 of 1")
        #expect(backend.widget(.text, "Clicks 0 of 0", in: second)?.element?.text == "Clicks 0 of 1")
    }

    @Test func aSingleWindowSceneOpensOnceAndDismissCloses() {
        let first = app.openWindows[0].id
        backend.click(backend.widget(.button, "Account", in: first)!)
        backend.click(backend.widget(.button, "Account", in: first)!)
        let accounts = app.openWindows.filter { $0.sceneID == "create-account" }
        #expect(accounts.count == 1)
        let account = accounts[0].id
        backend.click(backend.widget(.button, "Done", in: account)!)
        #expect(backend.closedWindows == [account])
        #expect(app.host(for: account) == nil)
        #expect(app.openWindows.count == 1)
    }

    @Test func userClosingAWindowUnmountsIt() {
        let first = app.openWindows[0].id
        let host = app.host(for: first)!
        #expect(backend.focusCoordinator.fieldCount == 2)
        app.windowDidClose(first)
        backend.toolkit.close(first)
        #expect(!host.isMounted)
        #expect(app.openWindows.isEmpty)
        #expect(backend.focusCoordinator.fieldCount == 0)
    }

    @Test func openingAnUnknownSceneIsIgnored() {
        app.openWindow(id: "nope")
        #expect(app.openWindows.count == 1)
    }
}
