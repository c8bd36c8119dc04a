import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Where a secure field's text lives, outside the view, so tests can read and set it.
@MainActor
final class PasswordBox {
    var text = ""
}

/// A secure field bound to a `PasswordBox`.
struct PasswordForm: View {
    let box: PasswordBox

    var body: some View {
        Form {
            SecureField("Password", text: Binding(get: { box.text }, set: { box.text = $0 }))
        }
    }
}

/// What GTK's accessibility bridge would send (`GtkQuirk.passwordTextSentOverTheBus`) for a password entry: it reads the text of
/// `insert-text` after the insertion and `gtk_editable_get_chars` of a range before deletion
/// (`gtk/a11y/gtkatspitext.c`). These tests listen the same way and check that only invisible
/// characters pass (issue 18), while the binding gets the real password.
@MainActor
final class BridgeView {
    var inserted: [String] = []
    var deleted: [String] = []
    let signals = SignalBag()

    init(text: UnsafeMutablePointer<GtkText>) {
        signals.add(
            SignalConnection.connectInsertText(text, after: true) { [unowned self] _, bytes, length, _ in
                let data = Data(bytes: bytes, count: Int(length))
                self.inserted.append(String(decoding: data, as: UTF8.self))
            })
        signals.add(
            SignalConnection.connectDeleteText(text) { [unowned self] instance, start, end in
                let editable = focuskit_as_editable(UnsafeMutableRawPointer(instance))
                guard let chars = gtk_editable_get_chars(editable, start, end) else { return }
                self.deleted.append(String(cString: chars))
                g_free(chars)
            })
    }

    /// Everything the bridge saw, joined.
    var everything: String { (inserted + deleted).joined() }
}

final class SecureFieldAccessibilityGtkTests: XCTestCase {
    @MainActor
    private struct Fixture {
        let form: GtkFormHarness<PasswordForm>
        let box: PasswordBox
        let entry: UnsafeMutablePointer<GtkWidget>
        let text: UnsafeMutablePointer<GtkText>
        let bridge: BridgeView

        init() throws {
            box = PasswordBox()
            form = GtkFormHarness(PasswordForm(box: box))
            entry = try XCTUnwrap(form.entry(placeholder: "Password"))
            let delegate = gtk_editable_get_delegate(focuskit_as_editable(UnsafeMutableRawPointer(entry)))
            text = focuskit_as_text(UnsafeMutableRawPointer(try XCTUnwrap(delegate)))
            bridge = BridgeView(text: text)
        }

        var editable: OpaquePointer {
            focuskit_as_editable(UnsafeMutableRawPointer(text))
        }

        /// What GtkText does for a typed or pasted string: `gtk_editable_insert_text` at the caret.
        func type(_ string: String, at position: Int32) {
            var caret = position
            gtk_editable_insert_text(editable, string, -1, &caret)
        }

        /// What the entry holds and shows.
        var shown: String { String(cString: gtk_editable_get_text(editable)) }

        var mask: String {
            String(Character(Unicode.Scalar(gtk_text_get_invisible_char(text))!))
        }
    }

    func testTypedCharactersReachTheBindingAndOnlyInvisibleCharactersReachTheEntry() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.form.close() }
            fixture.type("s3", at: 0)
            fixture.type("cr€t", at: 2)
            XCTAssertEqual(fixture.box.text, "s3cr€t")
            XCTAssertEqual(fixture.shown, String(repeating: fixture.mask, count: 6))
            XCTAssertEqual(
                fixture.bridge.inserted,
                [fixture.mask + fixture.mask, String(repeating: fixture.mask, count: 4)])
            XCTAssertFalse(fixture.bridge.everything.contains("s"))
            XCTAssertFalse(fixture.bridge.everything.contains("€"))
        }
    }

    func testInsertingInTheMiddleDeletingAndReplacingASelectionKeepThePasswordInStep() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.form.close() }
            fixture.type("ab", at: 0)
            fixture.type("XY", at: 1)
            XCTAssertEqual(fixture.box.text, "aXYb")
            gtk_editable_delete_text(fixture.editable, 0, 2)
            XCTAssertEqual(fixture.box.text, "Yb")
            gtk_editable_delete_text(fixture.editable, 1, -1)
            XCTAssertEqual(fixture.box.text, "Y")
            gtk_editable_select_region(fixture.editable, 0, -1)
            gtk_editable_delete_selection(fixture.editable)
            fixture.type("zz", at: 0)
            XCTAssertEqual(fixture.box.text, "zz")
            XCTAssertEqual(fixture.shown, fixture.mask + fixture.mask)
            XCTAssertEqual(fixture.bridge.deleted.count, 3)
            for text in fixture.bridge.inserted + fixture.bridge.deleted {
                XCTAssertTrue(text.allSatisfy { String($0) == fixture.mask }, "the bridge saw \(text)")
            }
        }
    }

    func testTheProgramClearingThePasswordSendsOnlyInvisibleCharacters() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.form.close() }
            fixture.type("hunter22", at: 0)
            XCTAssertEqual(fixture.box.text, "hunter22")
            // The program clears it (as login-form does after a failed sign-in) and re-renders.
            fixture.box.text = ""
            fixture.form.host.render()
            XCTAssertEqual(fixture.shown, "")
            // And sets one, which the entry shows as invisible characters too.
            fixture.box.text = "prefilled"
            fixture.form.host.render()
            XCTAssertEqual(fixture.shown, String(repeating: fixture.mask, count: 9))
            fixture.type("!", at: 9)
            XCTAssertEqual(fixture.box.text, "prefilled!")
            XCTAssertFalse(fixture.bridge.everything.contains("hunter"))
            XCTAssertFalse(fixture.bridge.everything.contains("pre"))
            XCTAssertFalse(fixture.bridge.everything.contains("!"))
            XCTAssertFalse(
                fixture.bridge.deleted.isEmpty, "the clearing was not seen: the check would be void")
        }
    }
}
