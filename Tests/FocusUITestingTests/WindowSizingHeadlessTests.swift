import FocusUITesting
import Testing

/// Two scenes with sizes and resizability, the inner modifier winning, and commands kept.
struct SizedApp: App {
    var body: some Scene {
        WindowGroup("Main", id: "main") {
            Text("Main")
        }
        .defaultSize(width: 640, height: 480)
        .defaultSize(width: 100, height: 100)
        .commands {
            CommandMenu("Tools") {
                Button("Check") {}
            }
        }
        Window("About", id: "about") {
            Text("About")
        }
        .windowResizability(.contentSize)
    }
}

@MainActor
@Suite("Scenes: defaultSize and windowResizability")
struct WindowSizingHeadlessTests {
    @Test func windowsOpenWithTheirScenesSizeAndResizability() throws {
        let app = HeadlessApp(SizedApp())
        let main = try app.window(titled: "Main")
        #expect(main.defaultSize?.width == 640, "the innermost modifier wins")
        #expect(main.defaultSize?.height == 480)
        #expect(main.isResizable)
        #expect(app.commandTitles.contains("Check"), "a sized scene keeps its commands")
        try app.openWindow(id: "about")
        let about = try app.window(titled: "About")
        #expect(about.defaultSize == nil)
        #expect(!about.isResizable)
    }
}
