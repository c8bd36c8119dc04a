import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A one-line vertical field above one that reserves three lines.
private struct NotesFields: View {
    @State var title = ""
    @State var notes = ""

    var body: some View {
        VStack {
            TextField("Title", text: $title, axis: .vertical)
            TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...6)
        }
    }
}

/// Issue 22 on GTK: texts of several looks are Pango markup, fields show their prompts and
/// input hints, a vertical field grows between its line limits and submits on Return, a value
/// field writes its value back, label views name their controls (as
/// `TextAndFieldsHeadlessTests` headlessly).
final class TextAndFieldsGtkTests: XCTestCase {
    @MainActor private static func labelMarkup(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_label(focuskit_as_label(UnsafeMutableRawPointer(label))))
    }

    @MainActor private static func usesMarkup(_ label: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_label_get_use_markup(focuskit_as_label(UnsafeMutableRawPointer(label))) != 0
    }

    /// Whether a text view has laid out all of its text.
    /// Whether a vertical field's scrolled window may show its scroll bar (`AUTOMATIC`): its text
    /// is taller than its line limit (`GtkQuirk.scrollableHeightAtLeastItsScrollbars`).
    @MainActor private static func showsScrollBar(_ scrolled: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var horizontal = GTK_POLICY_NEVER
        var vertical = GTK_POLICY_NEVER
        gtk_scrolled_window_get_policy(
            focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled)), &horizontal, &vertical)
        return vertical == GTK_POLICY_AUTOMATIC
    }

    @MainActor private static func isLaidOut(_ textView: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let view = focuskit_as_text_view(UnsafeMutableRawPointer(textView))
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(gtk_text_view_get_buffer(view), &end)
        var y: Int32 = 0
        var lineHeight: Int32 = 0
        gtk_text_view_get_line_yrange(view, &end, &y, &lineHeight)
        return y > 0
    }

    func testTextsOfSeveralLooksAreMarkupAndAStringIsShownAsIs() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextAndFields())
            defer { form.close() }
            let signIn = try XCTUnwrap(form.label("Sign in to Notes"))
            XCTAssertTrue(Self.usesMarkup(signIn))
            XCTAssertEqual(Self.labelMarkup(signIn), "Sign in to <span weight=\"bold\">Notes</span>")
            let verbatim = try XCTUnwrap(form.label("**verbatim**"))
            XCTAssertFalse(Self.usesMarkup(verbatim))
            let due = try XCTUnwrap(form.label("Due Friday at noon"))
            XCTAssertEqual(
                Self.labelMarkup(due),
                "Due <span weight=\"bold\">Friday</span><span style=\"italic\"> at noon</span>")
            let guide = try XCTUnwrap(form.label("Read the guide."))
            XCTAssertEqual(
                Self.labelMarkup(guide), "Read the <a href=\"https://example.org/guide\">guide</a>.")
            let large = try XCTUnwrap(form.label("Large"))
            for name in ["focusui-font-serif", "focusui-font-size-22", "focusui-font-weight-600"] {
                XCTAssertNotEqual(gtk_widget_has_css_class(large, name), 0, name)
            }
            // The size reaches the label's font: 22 pixels.
            let description = pango_context_get_font_description(gtk_widget_get_pango_context(large))
            XCTAssertEqual(pango_font_description_get_size(description), 22 * PANGO_SCALE)
            XCTAssertNotEqual(pango_font_description_get_size_is_absolute(description), 0)
            XCTAssertEqual(pango_font_description_get_weight(description), PANGO_WEIGHT_SEMIBOLD)
        }
    }

    func testAPromptIsThePlaceholderAndTheHintsReachTheEntry() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextAndFields())
            defer { form.close() }
            let name = try XCTUnwrap(form.entry(placeholder: "Ada Lovelace"))
            let entry = focuskit_as_entry(UnsafeMutableRawPointer(name))
            XCTAssertEqual(gtk_entry_get_input_purpose(entry), GTK_INPUT_PURPOSE_NAME)
            XCTAssertEqual(gtk_entry_get_input_hints(entry), GTK_INPUT_HINT_NO_SPELLCHECK)
            let plain = try XCTUnwrap(form.entry(placeholder: "Plain"))
            XCTAssertNotEqual(gtk_widget_has_css_class(plain, "flat"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(name, "flat"), 0)
        }
    }

    func testAVerticalFieldGrowsToItsLineLimitAndSubmitsOnReturn() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextAndFields())
            defer { form.close() }
            let views = form.textViews
            XCTAssertEqual(views.count, 2)
            let message = views[0]
            let scrolled = try XCTUnwrap(gtk_widget_get_parent(message))
            func height() -> Int32 {
                var minimum: Int32 = 0
                var natural: Int32 = 0
                gtk_widget_measure(scrolled, GTK_ORIENTATION_VERTICAL, 300, &minimum, &natural, nil, nil)
                return natural
            }
            let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(message)))!
            // GtkTextView lays its text out in idle time: each height is read once it is done.
            let one = height()
            // Empty, one line: as tall as an entry, not as a scrollbar's minimum
            // (`GtkQuirk.scrollableHeightAtLeastItsScrollbars`).
            var entryHeight: Int32 = 0
            gtk_widget_measure(
                try XCTUnwrap(form.entry(placeholder: "Age")), GTK_ORIENTATION_VERTICAL, 300, nil,
                &entryHeight, nil,
                nil)
            XCTAssertLessThanOrEqual(one, entryHeight)
            @MainActor func scrolls() -> Bool { Self.showsScrollBar(scrolled) }
            XCTAssertFalse(scrolls())
            gtk_text_buffer_set_text(buffer, "one\ntwo\nthree", -1)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.isLaidOut(message) && height() > one })
            let three = height()
            XCTAssertFalse(scrolls(), "three lines fit their limit: no scroll bar")
            gtk_text_buffer_set_text(buffer, "1\n2\n3\n4\n5\n6", -1)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.isLaidOut(message) && scrolls() })
            // Three lines, then it scrolls: GTK keeps a scrolling field at least as tall as its
            // scroll bar's minimum (the quirk), which on Wayland is a little more than three lines.
            XCTAssertGreaterThanOrEqual(height(), three, "grows to three lines, then scrolls")
            let scrolling = height()
            gtk_text_buffer_set_text(buffer, "1\n2\n3\n4\n5\n6\n7\n8", -1)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.isLaidOut(message) })
            XCTAssertEqual(height(), scrolling, "no taller with more lines")
            gtk_text_buffer_set_text(buffer, "", -1)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !scrolls() && height() == one })

            gtk_widget_grab_focus(message)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("h", "i", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Sent 1: hi") != nil })
            // Alt+Return is a new line, not a submit (no button has it as its shortcut).
            XCTAssertTrue(InputTool.key("alt+Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_text_buffer_get_char_count(buffer) == 3 })
            XCTAssertNotNil(form.label("Sent 1: hi"))
            // Without .onSubmit, Return starts a new line.
            let note = views[1]
            gtk_widget_grab_focus(note)
            XCTAssertTrue(InputTool.key("a", "Return", "b"))
            let noteBuffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(note)))!
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gtk_text_buffer_get_line_count(noteBuffer) == 2 })
        }
    }

    /// `.lineLimit(3...6)`: an empty field is three lines tall, as SwiftUI reserves them (GTK's
    /// minimum content height holds only while the field may scroll).
    func testAVerticalFieldIsAsTallAsItsLowerLineLimitWhenEmpty() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(NotesFields())
            defer { form.close() }
            let views = form.textViews
            XCTAssertEqual(views.count, 2)
            func height(_ view: UnsafeMutablePointer<GtkWidget>) -> Int32 {
                var natural: Int32 = 0
                gtk_widget_measure(
                    gtk_widget_get_parent(view), GTK_ORIENTATION_VERTICAL, 300, nil, &natural, nil, nil)
                return natural
            }
            let one = height(views[0])
            let three = height(views[1])
            XCTAssertGreaterThan(one, 20)
            // Two more lines of 15 pixels or more.
            XCTAssertGreaterThanOrEqual(three - one, 30, "one line \(one), three lines \(three)")
        }
    }

    func testAVerticalFieldScrollsOnlyWhileItsWrappedTextIsTallerThanItsLineLimit() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextAndFields(), defaultSize: (400, 600))
            defer { form.close() }
            let views = form.textViews
            let message = try XCTUnwrap(views.first)
            let scrolled = try XCTUnwrap(gtk_widget_get_parent(message))
            let field = try XCTUnwrap(gtk_widget_get_parent(scrolled))
            @MainActor func scrolls() -> Bool { Self.showsScrollBar(scrolled) }
            // One paragraph, no new line: its lines are the width's doing.
            let buffer = gtk_text_view_get_buffer(focuskit_as_text_view(UnsafeMutableRawPointer(message)))!
            gtk_text_buffer_set_text(buffer, String(repeating: "word ", count: 60), -1)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { scrolls() }, "more than three lines at 380 pixels")
            // Wider, the same text takes fewer lines than the limit: the field stops scrolling,
            // with no change to its text.
            gtk_widget_set_size_request(field, 1_400, -1)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_width(field) >= 1_400 && !scrolls()
                })
            gtk_widget_set_size_request(field, -1, -1)
        }
    }

    func testAValueFieldWritesItsValueOnReturnAndRestoresTextThatDoesNotParse() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextAndFields())
            defer { form.close() }
            let age = try XCTUnwrap(form.entry(placeholder: "Age"))
            let editable = focuskit_as_editable(UnsafeMutableRawPointer(age))
            XCTAssertEqual(String(cString: gtk_editable_get_text(editable)), "30")
            gtk_widget_grab_focus(age)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            // Focus by program selects the text: typing replaces it.
            XCTAssertTrue(InputTool.key("4", "2", "Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Age 42, links 0, wifi true") != nil })
            gtk_widget_grab_focus(age)
            XCTAssertTrue(InputTool.key("x", "Tab"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { String(cString: gtk_editable_get_text(editable)) == "42" })
        }
    }

    func testLabelViewsNameTheirControlsAndHiddenLabelsStillNameThem() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TextAndFields())
            defer { form.close() }
            let checks = form.allWidgets.filter { focuskit_is_check_button(UnsafeMutableRawPointer($0)) != 0 }
            let labels = checks.map { widget -> String? in
                gtk_check_button_get_label(focuskit_as_check_button(UnsafeMutableRawPointer(widget)))
                    .map { String(cString: $0) }
            }
            XCTAssertEqual(labels, ["Wi-Fi", nil])
            let link = try XCTUnwrap(form.button("Help"))
            gtk_widget_activate(link)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Age 30, links 1, wifi true") != nil })
        }
    }

    /// `.textEditorStyle(.plain)`: the scrolled window has no frame; the automatic style's has
    /// (as `TextAndFieldsHeadlessTests` in the twin).
    func testAPlainTextEditorHasNoFrame() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                VStack {
                    TextEditor(text: .constant("a")).textEditorStyle(.automatic)
                    TextEditor(text: .constant("b")).textEditorStyle(.plain)
                })
            defer { form.close() }
            let frames = form.allWidgets
                .filter { focuskit_is_scrolled_window(UnsafeMutableRawPointer($0)) != 0 }
                .map {
                    gtk_scrolled_window_get_has_frame(
                        focuskit_as_scrolled_window(UnsafeMutableRawPointer($0)))
                }
            XCTAssertEqual(frames, [1, 0])
        }
    }
}

/// Row previews as a notes app writes them: a body of several paragraphs limited to one line,
/// and to two.
private struct NotePreviews: View {
    var body: some View {
        VStack {
            Text("Milk\nEggs").lineLimit(1)
            Text("One\nTwo\nThree").lineLimit(2)
            Text("Tea\nCake")
        }
    }
}

extension TextAndFieldsGtkTests {
    /// `.lineLimit` counts the lines of the whole text, as in SwiftUI: Pango limits those of
    /// each paragraph, so "Milk\nEggs" limited to one line showed both (a newcomer's notes list).
    /// Screen readers still read the whole text.
    func testALineLimitCountsTheParagraphsOfTheWholeText() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(NotePreviews())
            defer { form.close() }
            let milk = try XCTUnwrap(form.label("Milk…"), "the first line and an ellipsis")
            XCTAssertNotEqual(focuskit_accessible_label_equals(milk, "Milk\nEggs"), 0)
            XCTAssertNotNil(form.label("One\nTwo…"))
            XCTAssertNotNil(form.label("Tea\nCake"), "no limit: every line")
        }
    }
}

extension TextAndFieldsGtkTests {
    /// A text in a row beside a taller view (a gauge) keeps its one-line width while the row
    /// has room, as in SwiftUI: GTK's box measures a label's width for the row's height, which
    /// by default is only the width the text needs in that height, and a newcomer's status bar
    /// read "8 / expenses" while a spacer took the room.
    func testATextBesideATallerViewStaysOnOneLineWhileThereIsRoom() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                VStack {
                    HStack {
                        Text("8 expenses")
                        Spacer()
                        Text("3 selected — total US$1,486.25")
                        Gauge(value: 0.5) { Text("Budget") }.frame(width: 180)
                    }
                    .font(.caption)
                }
                .padding())
            defer { form.close() }
            for text in ["8 expenses", "3 selected — total US$1,486.25"] {
                let label = try XCTUnwrap(form.label(text))
                form.waitForLayout(of: label)
                let layout = gtk_label_get_layout(focuskit_as_label(UnsafeMutableRawPointer(label)))
                XCTAssertEqual(pango_layout_get_line_count(layout), 1, text)
            }
        }
    }
}
