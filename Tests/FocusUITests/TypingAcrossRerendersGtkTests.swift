import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A form whose body depends on what is typed, so every keystroke re-renders it.
struct EchoForm: View {
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            TextField("Message", text: $text)
                .focused($isFocused)
            Text("\(text.count) characters")
            if text.count % 2 == 1 {
                Text("odd")
            }
        }
    }
}

/// Issue 4: a focused entry keeps its GTK object, focus and caret across 100 re-renders
/// triggered while typing, and the text binding does not echo.
final class TypingAcrossRerendersGtkTests: XCTestCase {
    func testFocusAndCaretSurviveHundredRerendersWhileTyping() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(EchoForm())
            defer { form.close() }
            let entry = try XCTUnwrap(form.entry(placeholder: "Message"))
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(entry))
            gtk_widget_grab_focus(entry)
            let startRenders = form.host.renderCount
            var expected = ""
            for index in 0..<100 {
                // Type one character at the caret, as a key press does; every third one goes
                // into the middle, so a caret reset to the end would be caught.
                if index % 3 == 2 {
                    gtk_editable_set_position(editable, Int32(expected.count / 2))
                }
                var position = gtk_editable_get_position(editable)
                let character = String(UnicodeScalar(UInt8(97 + index % 26)))
                gtk_editable_insert_text(editable, character, -1, &position)
                gtk_editable_set_position(editable, position)
                let offset = expected.index(expected.startIndex, offsetBy: Int(position) - 1)
                expected.insert(contentsOf: character, at: offset)
                let renders = form.host.renderCount
                form.waitForRender(after: renders)
                XCTAssertEqual(form.entry(placeholder: "Message"), entry, "the entry was re-created")
                XCTAssertTrue(form.hasFocus(inside: entry), "focus lost at keystroke \(index)")
                XCTAssertEqual(
                    gtk_editable_get_position(editable), position, "caret moved at keystroke \(index)")
                XCTAssertEqual(String(cString: gtk_editable_get_text(editable)), expected)
            }
            XCTAssertGreaterThanOrEqual(form.host.renderCount - startRenders, 100)
            let storage = try XCTUnwrap(
                form.host.properties.storages(named: "_isFocused").first as? FocusStateStorage<Bool>)
            XCTAssertTrue(storage.value)
        }
    }
}
