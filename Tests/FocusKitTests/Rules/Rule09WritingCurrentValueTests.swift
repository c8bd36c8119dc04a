import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 9: writing the current value")
struct Rule09WritingCurrentValueTests {
    @Test func writingTheCurrentValueDoesNothing() {
        let f = LoginFixture()
        f.changes.removeAll()
        let grabs = f.toolkit.grabCount
        let traces = f.logger.traces.count
        f.focus.wrappedValue = .username
        #expect(f.toolkit.grabCount == grabs)
        #expect(f.changes.isEmpty)
        #expect(f.logger.traces.count == traces)
    }

    @Test func writingNilWhenAlreadyNilDoesNothing() {
        let f = LoginFixture()
        f.toolkit.click(f.button)
        f.changes.removeAll()
        f.focus.wrappedValue = nil
        #expect(f.toolkit.clearCount == 0)
        #expect(f.changes.isEmpty)
    }
}
