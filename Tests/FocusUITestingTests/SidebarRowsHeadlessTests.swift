import FocusUITesting
import TestViews
import Testing

/// A sidebar's rows are one line, ending in an ellipsis, as GNOME's navigation sidebars and
/// SwiftUI's sidebars on macOS; a row's own `.lineLimit` wins, and a list elsewhere wraps. An
/// unnamed sidebar is named "Sidebar", as VoiceOver names SwiftUI's.
@MainActor
@Suite("Sidebar rows, headless")
struct SidebarRowsHeadlessTests {
    @Test func aSidebarsRowsAreOneLineUnlessTheyAskOtherwise() throws {
        let app = HeadlessApp(rendering: SidebarNotes())
        let window = app.windows[0]
        #expect(try window.text("Groceries for the long weekend at the lake house").lineLimit == 1)
        #expect(try window.text("Ideas for the garden, the kitchen and the attic").lineLimit == 2)
        #expect(try window.text("Detail: Groceries for the long weekend at the lake house").lineLimit == nil)
    }

    @Test func anUnnamedSidebarIsNamedSidebarForScreenReaders() throws {
        let app = HeadlessApp(rendering: SidebarNotes())
        let window = app.windows[0]
        #expect(try window.list(0).accessibleName == "Sidebar")
        #expect(try window.list(1).accessibleName == "List")
    }
}
