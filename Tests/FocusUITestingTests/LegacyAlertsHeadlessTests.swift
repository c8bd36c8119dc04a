import FocusUITesting
import TestViews
import Testing

/// `Alert` values (`.alert(isPresented:content:)`, `.alert(item:content:)`) and an alert
/// presenting data, in the headless twin (as `LegacyAlertsGtkTests` on GTK).
@MainActor
@Suite("Alerts as Alert values and alerts presenting data (headless)")
struct LegacyAlertsHeadlessTests {
    let app = HeadlessApp(rendering: LegacyAlertsView(), title: "Main")
    var main: HeadlessWindow { app.windows[0] }

    private func presented(by button: String) throws -> HeadlessWindow {
        try main.button(button).click()
        let alert = try #require(app.windows.last)
        #expect(alert != main)
        #expect(alert.presenter == main)
        return alert
    }

    @Test func anAlertValueIsTheAlertWithItsDefaultButtonFocused() throws {
        let alert = try presented(by: "Sign In")
        #expect(alert.title == "Sign-In Failed")
        #expect(alert.accessibleDescription == "Check your password.")
        #expect(alert.controls.filter { $0.kind == .button }.map(\.title) == ["OK"])
        #expect(try alert.button("OK").isDefaultButton)
        #expect(alert.focusedControl?.title == "OK")
        try alert.pressReturn()
        #expect(!alert.isOpen)
        #expect(try main.text("log ok").exists)
        // The binding was written back: it presents again.
        _ = try presented(by: "Sign In")
    }

    @Test func anItemsAlertPutsCancelFirstFocusesItAndClearsTheItem() throws {
        var alert = try presented(by: "Delete Note")
        #expect(alert.title == "Delete “Groceries”?")
        #expect(alert.controls.filter { $0.kind == .button }.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.focusedControl?.title == "Cancel")
        try alert.pressEscape()
        #expect(!alert.isOpen)
        #expect(try main.text("log ").exists)
        alert = try presented(by: "Delete Note")
        try alert.button("Delete").click()
        #expect(!alert.isOpen)
        #expect(try main.text("log deleted 7").exists)
    }

    @Test func anAlertPresentingDataBuildsItsButtonsAndMessageFromIt() throws {
        let alert = try presented(by: "Rename")
        #expect(alert.title == "Rename the draft?")
        #expect(alert.accessibleDescription == "“Draft” gets a new name.")
        #expect(alert.controls.filter { $0.kind == .button }.map(\.title) == ["Keep", "Rename Draft"])
        try alert.button("Rename Draft").click()
        #expect(try main.text("log renamed Draft").exists)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: built
    /// from the data, with the Cancel button SwiftUI adds; not presented without data.
    @Test func aConfirmationDialogPresentingDataBuildsItsButtonsAndMessageFromIt() throws {
        try main.button("Archive Nothing").click()
        #expect(app.windows.count == 1, "no data, no dialog")
        let dialog = try presented(by: "Archive")
        #expect(dialog.title == "Archive the note?")
        #expect(dialog.accessibleDescription == "“Trip” moves to the archive.")
        #expect(dialog.controls.filter { $0.kind == .button }.map(\.title) == ["Cancel", "Archive “Trip”"])
        #expect(dialog.focusedControl?.title == "Cancel", "a destructive button is not the default")
        try dialog.button("Archive “Trip”").click()
        #expect(!dialog.isOpen)
        #expect(try main.text("log archived 9").exists)
    }
}

/// An alert with a text field starts with focus in the field (`AlertTextFieldGtkTests` on GTK).
@MainActor
@Suite("An alert's text field (headless)")
struct AlertTextFieldHeadlessTests {
    @Test func focusStartsInTheFieldAndReturnRunsTheDefaultButton() throws {
        let app = HeadlessApp(rendering: NewBookAlert(), title: "Main")
        try app.windows[0].button("New Book").click()
        let alert = try #require(app.windows.last)
        #expect(alert.focusedControl?.title == "Title")
        try alert.type("Dune")
        try alert.pressReturn()
        #expect(!alert.isOpen)
        #expect(try app.windows[0].text("books: Dune").exists)
    }
}
