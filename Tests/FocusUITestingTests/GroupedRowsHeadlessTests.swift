import FocusUITesting
import Foundation
import TestViews
import Testing

/// The rows of a grouped form that are not fields, in the twin as on GTK
/// (`GroupedRowsGtkTests`): a `LabeledContent` value row is a Tab stop of its own, one holding a
/// button leaves the stop to the button; a `DisclosureGroup` is a header that opens and closes
/// with Space, its rows there only while open, inside a grouped form and outside one (issue 27).
@MainActor
@Suite("FocusUITesting: labelled rows and disclosure groups")
struct GroupedRowsHeadlessTests {
    let window = HeadlessApp(rendering: GroupedRowsForm()).windows[0]

    var focus: GroupedRowsForm.Field? {
        get throws { try window.focusState("focus") }
    }

    /// Each Tab stop's field, from the first one (focused when the window is shown), while
    /// Proxy and Details are closed.
    static let closedStops: [GroupedRowsForm.Field?] = [.version, .signOut, .proxy, .details]

    @Test func tabVisitsTheRowsAndTheHeaders() throws {
        var seen: [GroupedRowsForm.Field?] = [try focus]
        for _ in 1..<Self.closedStops.count {
            try window.tab()
            seen.append(try focus)
        }
        #expect(seen == Self.closedStops)
        #expect(try window.text("Version").exists)
        #expect(try window.text("1.2").exists)
    }

    @Test func aDisclosureGroupOpensWithSpaceAndItsRowsFollowItsHeader() throws {
        #expect(throws: (any Error).self) { try window.textField("Host") }
        let proxy = try window.control(.disclosureGroup, "Proxy")
        for _ in 0..<2 { try window.tab() }
        #expect(try focus == .proxy)
        #expect(proxy.isFocused)
        try window.pressSpace()
        #expect(proxy.isOn)
        let useProxy = try window.toggle("Use Proxy")
        try window.tab()
        #expect(useProxy.isFocused)
        try window.tab()
        #expect(try focus == .host)
        try window.tab()
        #expect(try focus == .details)
        try window.pressReturn()
        #expect(try window.control(.disclosureGroup, "Details").isOn)
        try window.tab()
        #expect(try focus == .notes)
        try window.control(.disclosureGroup, "Proxy").click()
        #expect(throws: (any Error).self) { try window.textField("Host") }
    }
}
