import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 12 (Bool variant) on real GTK: `.focused($isFocused)` — `host.bind(widget,
/// to: boolState)` — behaves as `equals: true` with `false` as the reset value.
final class GtkRule12BoolVariantTests: XCTestCase {
    func testBoolStateFollowsFocusAndWritesMoveOrClearIt() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let plain = w.addButton("Plain")
            let search = w.addEntry()
            let isFocused = FocusState<Bool>(label: "isSearchFocused", scope: .window(nil))
            f.host.bind(search, to: isFocused.storage).keep(in: f)
            guard f.present(w) else { return }
            XCTAssertFalse(isFocused.wrappedValue)

            gtk_widget_grab_focus(search)
            XCTAssertTrue(isFocused.wrappedValue)
            gtk_widget_grab_focus(plain)
            XCTAssertFalse(isFocused.wrappedValue)

            isFocused.wrappedValue = true
            XCTAssertTrue(isFocused.wrappedValue)
            XCTAssertTrue(f.focus(of: w, isIn: search))
            isFocused.wrappedValue = false
            XCTAssertFalse(isFocused.wrappedValue)
            XCTAssertNil(w.focus)

            gtk_widget_grab_focus(plain)
            isFocused.wrappedValue = false
            XCTAssertEqual(w.focus, plain, "false when not focused is a no-op")
            XCTAssertEqual(
                f.logger.traces.suffix(2),
                [
                    "focus window=\(f.id(w)) state=isSearchFocused false -> true cause=program",
                    "focus window=\(f.id(w)) state=isSearchFocused true -> false cause=program",
                ])
        }
    }
}
