import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("WindowGroup(for:), openWindow(value:), dismissWindow, openSettings")
struct WindowValuesHeadlessTests {
    @Test func openWindowByValueOpensOneWindowPerValue() throws {
        let app = HeadlessApp(NoteValuesApp())
        let list = app.windows[0]
        try list.button("Open Groceries").click()
        #expect(app.windows.count == 2)
        let groceries = try #require(app.activeWindow)
        #expect(try groceries.text("Note 1").exists)
        try list.activate()
        try list.button("Open Ideas").click()
        #expect(app.windows.count == 3)
        try list.activate()
        try list.button("Open Groceries").click()
        #expect(app.windows.count == 3, "the value's window comes to the front instead")
        #expect(app.activeWindow == groceries)
    }

    @Test func dismissWindowByValueClosesThatWindowOnly() throws {
        let app = HeadlessApp(NoteValuesApp())
        let list = app.windows[0]
        try list.button("Open Groceries").click()
        try list.activate()
        try list.button("Open Ideas").click()
        try list.activate()
        try list.button("Close Groceries").click()
        #expect(app.windows.count == 2)
        #expect(try app.windows[1].text("Note 2").exists)
    }

    @Test func theContentWritesItsWindowsValue() throws {
        let app = HeadlessApp(NoteValuesApp())
        let list = app.windows[0]
        try list.button("Open Groceries").click()
        let window = try #require(app.activeWindow)
        try window.button("Show Next").click()
        #expect(try window.text("Note 2").exists)
        // The window now presents 2: opening 2 brings it forward, opening 1 opens another.
        try list.activate()
        try list.button("Open Ideas").click()
        #expect(app.windows.count == 2)
        #expect(app.activeWindow == window)
        try list.activate()
        try list.button("Open Groceries").click()
        #expect(app.windows.count == 3)
    }

    @Test func dismissWindowWithoutArgumentsClosesItsOwnWindow() throws {
        let app = HeadlessApp(NoteValuesApp())
        try app.windows[0].button("Open Groceries").click()
        try #require(app.activeWindow).button("Done").click()
        #expect(app.windows.map(\.title) == ["Notes"])
    }

    @Test func aWindowOpenedWithoutAValueHasTheDefault() throws {
        let app = HeadlessApp(NoteValuesApp())
        try app.openWindow(id: "draft")
        #expect(try #require(app.activeWindow).text("Draft untitled").exists)
    }

    @Test func openSettingsOpensTheSettingsWindowOnce() throws {
        let app = HeadlessApp(NoteValuesApp())
        try app.windows[0].button("Settings…").click()
        try app.windows[0].activate()
        try app.windows[0].button("Settings…").click()
        #expect(app.windows.map(\.title) == ["Notes", "Preferences"])
        #expect(app.activeWindow?.title == "Preferences")
    }
}
