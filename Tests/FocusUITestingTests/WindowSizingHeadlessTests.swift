import FocusUITesting
import TestViews
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

/// A split view in a scene with no default size, and one in a scene with one.
struct SplitViewApp: App {
    var body: some Scene {
        WindowGroup("Mail", id: "mail") {
            MailSplit()
        }
        Window("Three", id: "three") {
            MailSplit(columns: 3)
        }
        Window("Sized", id: "sized") {
            MailSplit()
        }
        .defaultSize(width: 500, height: 400)
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

    @Test func aSplitViewsWindowOpensAtGnomesSizeUnlessItsSceneGivesOne() throws {
        let app = HeadlessApp(SplitViewApp())
        let mail = try app.window(titled: "Mail")
        #expect(mail.defaultSize?.width == 800, "not the natural size of a sidebar and a placeholder")
        #expect(mail.defaultSize?.height == 600)
        try app.openWindow(id: "three")
        // Room for the sidebar (220) and the content column (300) at their ideal widths.
        #expect(try app.window(titled: "Three").defaultSize?.width == 1080)
        try app.openWindow(id: "sized")
        let sized = try app.window(titled: "Sized")
        #expect(sized.defaultSize?.width == 500, "the scene's size wins")
        #expect(sized.defaultSize?.height == 400)
    }
}
