import FocusUITesting
import TestViews
import Testing

@MainActor
@Suite("Rule 18: presented content has its own focus (headless)")
struct Rule18PresentationHeadlessTests {
    let app = HeadlessApp(rendering: PresentingView(), title: "Main")

    private func openSheetFromName() throws -> (main: HeadlessWindow, sheet: HeadlessWindow) {
        let main = app.windows[0]
        try main.textField("Name").click()
        try main.pressReturn()
        let sheet = try #require(app.windows.last)
        #expect(sheet != main)
        return (main, sheet)
    }

    @Test func sheetIsModalOverItsPresenterWithItsDefaultFocusFirst() throws {
        let (main, sheet) = try openSheetFromName()
        #expect(sheet.presenter == main)
        #expect(app.activeWindow == sheet)
        #expect(try sheet.focusState("sheetFocus", as: EditSheet.Field?.self) == .second)
        #expect(sheet.focusedControl?.title == "Second")
        // The default applied before the first Tab stop could report another value.
        let sheetLines = app.focusTrace.filter { $0.contains("window=\(sheet.id) ") }
        #expect(sheetLines == ["focus window=\(sheet.id) state=sheetFocus nil -> second cause=program"])
    }

    @Test func escapeDismissesAndFocusReturnsWithoutAChange() throws {
        let (main, sheet) = try openSheetFromName()
        let before = app.focusTrace.filter { $0.contains("window=\(main.id) ") }
        try sheet.pressEscape()
        #expect(!sheet.isOpen)
        #expect(app.windows == [main])
        #expect(app.activeWindow == main)
        #expect(main.focusedControl?.title == "Name")
        #expect(try main.focusState("focus", as: PresentingView.Field?.self) == .name)
        // The parent's state never read anything else: no nil while the sheet was up.
        #expect(app.focusTrace.filter { $0.contains("window=\(main.id) ") } == before)
        #expect(try main.text("dismissals 1").exists)
        // The binding was written back: Return in Name presents the sheet again.
        try main.pressReturn()
        #expect(app.windows.count == 2)
    }

    @Test func dismissAndTheCloseButtonDismissToo() throws {
        var (main, sheet) = try openSheetFromName()
        try sheet.button("Done").click()
        #expect(!sheet.isOpen)
        #expect(main.focusedControl?.title == "Name")
        (main, sheet) = try openSheetFromName()
        try sheet.close()
        #expect(app.windows == [main])
        #expect(app.activeWindow == main)
        #expect(try main.text("dismissals 2").exists)
    }

    @Test func writeToTheParentWaitsUntilTheSheetCloses() throws {
        let (main, sheet) = try openSheetFromName()
        try sheet.button("Go to Note").click()
        // Pending (rule 7): the parent's focus does not move under the sheet.
        #expect(try main.focusState("focus", as: PresentingView.Field?.self) == .name)
        #expect(main.focusedControl?.title == "Name")
        // The user moving focus in the sheet does not cancel it: that is another scope.
        try sheet.tab()
        try sheet.pressEscape()
        #expect(try main.focusState("focus", as: PresentingView.Field?.self) == .note)
        #expect(main.focusedControl?.title == "Note")
        let lines = app.focusTrace.filter { $0.contains("window=\(main.id) ") }
        #expect(lines.last == "focus window=\(main.id) state=focus name -> note cause=program")
    }

    @Test func itemSheetPresentsAgainForAnotherItem() throws {
        let main = app.windows[0]
        try main.button("Draft 1").click()
        let first = try #require(app.windows.last)
        #expect(try first.text("Draft 1").exists)
        try first.button("Next Draft").click()
        #expect(!first.isOpen)
        let second = try #require(app.windows.last)
        #expect(second != first)
        #expect(try second.text("Draft 2").exists)
        try second.pressEscape()
        #expect(app.windows == [main])
        #expect(main.focusedControl?.title == "Draft 1")
    }

    @Test func alertEscapeRunsCancelAndReturnRunsTheDefaultButton() throws {
        let main = app.windows[0]
        try main.button("Warn").click()
        var alert = try #require(app.windows.last)
        #expect(alert.title == "Careful")
        #expect(alert.presenter == main)
        #expect(try alert.button("Go On").isDefaultButton)
        #expect(try !alert.button("Cancel").isDefaultButton)
        try alert.pressEscape()
        #expect(!alert.isOpen)
        #expect(try main.text("log cancel").exists)
        #expect(main.focusedControl?.title == "Warn")

        try main.pressReturn()
        alert = try #require(app.windows.last)
        // It appears with focus on the default button, so Return runs it.
        #expect(alert.focusedControl?.title == "Go On")
        try alert.pressReturn()
        #expect(!alert.isOpen)
        #expect(try main.text("log cancel,go on").exists)
    }

    @Test func confirmationDialogHasNoDestructiveDefault() throws {
        let main = app.windows[0]
        try main.textField("Note").click()
        try main.pressReturn()
        let dialog = try #require(app.windows.last)
        #expect(dialog.title == "Delete the note?")
        #expect(try dialog.text("This cannot be undone.").exists)
        #expect(try !dialog.button("Delete").isDefaultButton)
        // No default button: focus starts on Cancel, never on the destructive first button.
        #expect(dialog.focusedControl?.title == "Cancel")
        try dialog.button("Delete").click()
        #expect(!dialog.isOpen)
        #expect(try main.text("log delete").exists)
        #expect(main.focusedControl?.title == "Note")
        #expect(try main.focusState("focus", as: PresentingView.Field?.self) == .note)
    }
}

@MainActor
@Suite("Rule 18: an alert over a sheet (headless)")
struct Rule18NestedPresentationHeadlessTests {
    @Test func writeUnderTheAlertAppliesWhenItCloses() throws {
        let app = HeadlessApp(rendering: NestedAlertView(), title: "Main")
        let main = app.windows[0]
        try main.button("Edit…").click()
        let sheet = try #require(app.windows.last)
        #expect(sheet.focusedControl?.title == "Current")
        try sheet.type("wrong")
        try sheet.pressReturn()
        try sheet.type("new-password")
        try sheet.pressReturn()
        let alert = try #require(app.windows.last)
        #expect(alert.title == "Wrong Password")
        #expect(alert.presenter == sheet)
        #expect(app.activeWindow == alert)
        #expect(alert.focusedControl?.title == "OK")
        #expect(sheet.focusedControl?.title == "New")
        try alert.pressReturn()
        #expect(!alert.isOpen)
        #expect(app.activeWindow == sheet)
        #expect(sheet.focusedControl?.title == "Current")
        #expect(try sheet.secureField("Current").text == "")
        try sheet.pressEscape()
        #expect(app.windows == [main])
        #expect(main.focusedControl?.title == "Edit…")
    }
}

/// A confirmation dialog whose only button is destructive.
struct LoneDestructiveView: View {
    @State private var confirming = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Delete…") { confirming = true }
            Text("log \(log.joined(separator: ","))")
        }
        .confirmationDialog("Delete everything?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { log.append("delete") }
        }
    }
}

@MainActor
@Suite("Rule 18: a dialog with only a destructive button (headless)")
struct LoneDestructiveHeadlessTests {
    let app = HeadlessApp(rendering: LoneDestructiveView())

    @Test func swiftUIsCancelButtonIsAddedAndFocusedSoReturnNeverDeletes() throws {
        let main = app.windows[0]
        try main.button("Delete…").click()
        let dialog = try #require(app.windows.last)
        #expect(dialog.title == "Delete everything?")
        #expect(dialog.focusedControl?.title == "Cancel")
        // Return activates the focused Cancel: the dialog closes and nothing is deleted.
        try dialog.pressReturn()
        #expect(!dialog.isOpen)
        #expect(try main.text("log ").exists)
    }
}
