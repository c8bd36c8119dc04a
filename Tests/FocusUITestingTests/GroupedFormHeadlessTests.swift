import FocusUITesting
import Foundation
import TestViews
import Testing

/// `.formStyle(.grouped)` in the twin, as on GTK (`GroupedFormGtkTests`): Tab visits each
/// row's control in order, a row with only text is a stop of its own (as GNOME's information
/// rows), the automatic toggle is a switch, and an expandable section's rows exist only while
/// it is expanded (issue 27; issue 22, "Sections and forms").
@MainActor
@Suite("FocusUITesting: grouped forms and sections")
struct GroupedFormHeadlessTests {
    let window = HeadlessApp(rendering: GroupedSettingsForm()).windows[0]

    var focus: GroupedSettingsForm.Field? {
        get throws { try window.focusState("focus") }
    }

    /// The Tab stops from the name field on, as `kind("title")`.
    static let tabStops = [
        "TextField(\"Name\")", "SecureField(\"Password\")", "Toggle(\"Sync\")", "Picker(\"Theme\")",
        "Text(\"Not syncing\")", "Toggle(\"Advanced\")",
    ]

    @Test func tabVisitsEveryRowInOrder() throws {
        #expect(try focus == .name)
        var seen: [String] = [try #require(window.focusedControl).description]
        for _ in 1..<Self.tabStops.count {
            try window.tab()
            seen.append(window.focusedControl?.description ?? "nil")
        }
        #expect(seen == Self.tabStops)
        try window.tab()
        #expect(try focus == .name)
    }

    @Test func theAutomaticToggleIsASwitchAndTheFooterIsNotAStop() throws {
        let sync = try window.toggle("Sync")
        try sync.click()
        #expect(sync.isOn)
        #expect(try window.text("Syncing").exists)
        // The footer is a caption below the rows: shown, never a Tab stop (the walk above).
        #expect(try window.text("Used to sign in on every device.").exists)
    }

    @Test func anExpandableSectionHasItsRowsOnlyWhileExpanded() throws {
        #expect(throws: (any Error).self) { try window.toggle("Experimental") }
        let disclosure = try window.toggle("Advanced")
        try disclosure.click()
        #expect(disclosure.isOn)
        let experimental = try window.toggle("Experimental")
        try window.tab()
        #expect(try focus == .advanced)
        #expect(experimental.isFocused)
    }
}
