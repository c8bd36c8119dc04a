import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// A header bar's buttons are icons with their title as tooltip (GNOME HIG, "Header Bars"), as
/// SwiftUI's toolbar items on macOS; an SF Symbol without a close icon is reported once. The
/// GTK side is `HeaderBarIconsGtkTests`.
@MainActor
@Suite("Header-bar buttons are icons (headless)")
struct HeaderBarIconsHeadlessTests {
    @Test func aToolbarButtonWithAnIconShowsTheIconAndItsTitleAsTooltip() throws {
        let app = HeadlessApp(rendering: HeaderBarIconsView())
        let window = app.windows[0]
        let shownTexts = window.controls.filter { $0.kind == .text }.map(\.title)
        // The header bar's New Note and Share show no title; Pin asked for it; the content's
        // Compose keeps its title beside its icon.
        #expect(!shownTexts.contains("New Note"))
        #expect(!shownTexts.contains("Share"))
        #expect(shownTexts.contains("Pin"))
        #expect(shownTexts.contains("Compose"))
        let newNote = try window.button("New Note")
        #expect(newNote.help == "New Note")
        #expect(newNote.styleClasses.contains("image-button"))
        #expect(try !window.button("Pin").styleClasses.contains("image-button"))
        #expect(try !window.button("Compose").styleClasses.contains("image-button"))
        #expect(try window.button("Share").help == "Send the note")
        #expect(try window.button("Pin").help == nil)
        #expect(try window.button("Compose").help == nil)
        // A group's buttons: icons too, in order after New Note (trailing, Tab order).
        for title in ["Undo", "Redo"] {
            #expect(try window.button(title).help == title)
            #expect(try window.button(title).styleClasses.contains("image-button"))
        }
        let buttons = window.controls.filter { $0.kind == .button }.map(\.title)
        #expect(buttons.firstIndex(of: "New Note")! < buttons.firstIndex(of: "Undo")!)
        #expect(buttons.firstIndex(of: "Undo")! + 1 == buttons.firstIndex(of: "Redo")!)
        try window.button("Redo").click()
        #expect(try window.text("log redo").exists)
        try newNote.click()
        #expect(try window.text("log redo,new").exists)
        #expect("\(newNote)" == "Button(\"New Note\")")
    }

    @Test func aPopoverOpenedFromAToolbarButtonIsNotInTheToolbar() throws {
        let window = HeadlessApp(rendering: HeaderBarIconsView()).windows[0]
        try window.button("More").click()
        let archive = try window.button("Archive")
        #expect(window.controls.filter { $0.kind == .text }.map(\.title).contains("Archive"))
        #expect(archive.help == nil)
        #expect(!archive.styleClasses.contains("image-button"))
        #expect(!archive.styleClasses.contains("suggested-action"))
        // More itself is an icon, the confirmation's suggested action.
        #expect(try window.button("More").styleClasses.contains("suggested-action"))
    }

    @Test func anSFSymbolWithoutACloseIconIsReportedOnce() throws {
        let app = HeadlessApp(rendering: HeaderBarIconsView())
        try app.windows[0].button("Compose").click()
        let reports = app.focusWarnings.filter { $0.contains("wand.and.stars") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Image(iconName:)") == true)
        // Mapped symbols (square.and.pencil, pin.fill, square.and.arrow.up) are not reported.
        #expect(app.focusWarnings.count == 1)
        #expect(try app.windows[0].control(.image, "image-missing").exists)
    }

    private struct EmptyInbox: View {
        @State private var count = 0

        var body: some View {
            VStack {
                ContentUnavailableView("No Mail", systemImage: "tray.and.sparkles")
                ContentUnavailableView("No Notes", systemImage: "note.text")
                ContentUnavailableView { Label("No Recipes", systemImage: "frying.pan") }
                Button("Again \(count)") { count += 1 }
            }
        }
    }

    @Test func aContentUnavailableViewsUnmappedSymbolIsReportedOnce() throws {
        let app = HeadlessApp(rendering: EmptyInbox())
        try app.windows[0].button("Again 0").click()
        #expect(
            app.focusWarnings == [
                "ContentUnavailableView(systemImage: \"tray.and.sparkles\") shows image-missing: no freedesktop "
                    + "icon is close to this SF Symbol; use a Label with Image(iconName:) and a name from the icon theme",
                "ContentUnavailableView's label Image(systemName: \"frying.pan\") shows image-missing: no "
                    + "freedesktop icon is close to this SF Symbol; use a Label with Image(iconName:) and a name "
                    + "from the icon theme",
            ])
    }
}

extension HeaderBarIconsHeadlessTests {
    @Test func aMenusLabelWithAnUnmappedSymbolIsReportedOnce() throws {
        let app = HeadlessApp(
            rendering: VStack {
                Menu {
                    Button("Bake") {}
                } label: {
                    Label("Cook", systemImage: "frying.pan")
                }
            })
        #expect(
            app.focusWarnings == [
                "Menu \"Cook\": its label's Image(systemName: \"frying.pan\") shows image-missing: no freedesktop "
                    + "icon is close to this SF Symbol; use Label(_:iconName:) with a name from the icon theme"
            ])
    }
}
