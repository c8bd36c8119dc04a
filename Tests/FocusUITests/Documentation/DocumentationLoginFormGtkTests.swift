import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import DocumentationExamples
@testable import FocusUI
@testable import FocusUICore

/// The documentation's `LoginForm`, unchanged, on a real GTK window: its Sign In button
/// focuses the empty field, or calls `handleLogin` with both strings (issue 4).
final class DocumentationLoginFormGtkTests: XCTestCase {
    func testSignInFocusesTheEmptyFieldThenCallsHandleLogin() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            LoginRecorder.shared.calls.removeAll()
            let form = GtkFormHarness(LoginForm())
            defer { form.close() }
            let username = try XCTUnwrap(form.entry(placeholder: "Username"))
            let password = try XCTUnwrap(form.entry(placeholder: "Password"))
            let signIn = try XCTUnwrap(form.button("Sign In"))
            let storage = try XCTUnwrap(
                form.host.properties.storages(named: "_focusedField").first
                    as? FocusStateStorage<LoginForm.Field?>)

            // Empty username: Sign In focuses Username.
            gtk_widget_grab_focus(signIn)
            emitClicked(signIn)
            XCTAssertTrue(form.hasFocus(inside: username))
            XCTAssertEqual(storage.value, .usernameField)

            // Username filled, password empty: Sign In focuses Password.
            var renders = form.host.renderCount
            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(username)), "alice")
            form.waitForRender(after: renders)
            emitClicked(signIn)
            XCTAssertTrue(form.hasFocus(inside: password))
            XCTAssertEqual(storage.value, .passwordField)

            // Both filled: handleLogin gets both strings.
            renders = form.host.renderCount
            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(password)), "s3cret")
            form.waitForRender(after: renders)
            emitClicked(signIn)
            XCTAssertEqual(LoginRecorder.shared.calls.count, 1)
            XCTAssertEqual(LoginRecorder.shared.calls.first?.username, "alice")
            XCTAssertEqual(LoginRecorder.shared.calls.first?.password, "s3cret")
        }
    }

    func testUserFocusIsReflectedInTheState() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LoginForm())
            defer { form.close() }
            let password = try XCTUnwrap(form.entry(placeholder: "Password"))
            let storage = try XCTUnwrap(
                form.host.properties.storages(named: "_focusedField").first
                    as? FocusStateStorage<LoginForm.Field?>)
            gtk_widget_grab_focus(password)
            XCTAssertEqual(storage.value, .passwordField)
            gtk_widget_child_focus(form.windowWidget, GTK_DIR_TAB_BACKWARD)
            XCTAssertEqual(storage.value, .usernameField)
        }
    }
}
