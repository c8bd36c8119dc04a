import FocusUITesting
import Testing

@testable import DocumentationExamples

/// The README's example: the documentation's LoginForm driven through the testing product,
/// as a user's test would drive their own view.
@MainActor
@Suite("FocusUITesting: the documentation's LoginForm")
struct LoginFormHeadlessTests {
    let window = HeadlessApp(rendering: LoginForm()).windows[0]

    var focusedField: LoginForm.Field? {
        get throws { try window.focusState("focusedField") }
    }

    @Test func signInWithAnEmptyUsernameFocusesUsername() throws {
        try window.button("Sign In").click()
        #expect(try focusedField == .usernameField)
        #expect(window.focusedControl?.title == "Username")
    }

    @Test func signInWithAnEmptyPasswordFocusesPassword() throws {
        try window.textField("Username").click()
        try window.type("alice")
        try window.button("Sign In").click()
        #expect(try focusedField == .passwordField)
        #expect(try window.secureField("Password").isFocused)
        #expect(try window.textField("Username").text == "alice")
    }

    @Test func showingTheWindowFocusesTheFirstTabStopLikeGTK() throws {
        // GTK focuses the first Tab stop when a window shows without a focus widget (no
        // defaultFocus here), and the state reads it: it is a field of the state.
        #expect(try focusedField == .usernameField)
    }

    @Test func tabAndShiftTabMoveThroughTheFormAndTheStateFollows() throws {
        try window.tab()
        #expect(try focusedField == .passwordField)
        try window.tab()
        #expect(window.focusedControl?.description == "Button(\"Sign In\")")
        #expect(try focusedField == nil)
        try window.shiftTab()
        #expect(try focusedField == .passwordField)
        try window.type("s3cret")
        #expect(try window.secureField("Password").text == "s3cret")
    }

    @Test func theTraceRecordsEachChangeWithItsCause() throws {
        let app = HeadlessApp(rendering: LoginForm())
        try app.windows[0].button("Sign In").click()
        // Shown: GTK focuses the first Tab stop; the click focuses the button; the action writes.
        #expect(
            app.focusTrace.suffix(2) == [
                "focus window=1 state=focusedField usernameField -> nil cause=user",
                "focus window=1 state=focusedField nil -> usernameField cause=program",
            ])
    }

    @Test func typingRequiresFocusLikeAUser() throws {
        let password = try window.secureField("Password")
        #expect(throws: HeadlessTestError.self) { try password.type("x") }
        #expect(password.text == "")
    }

    @Test func aMissingControlIsReportedWithWhatExists() throws {
        let error = #expect(throws: HeadlessTestError.self) { try window.button("Log In") }
        #expect(error?.description.contains("Button(\"Sign In\")") == true)
    }

    @Test func aStateOfAnotherTypeIsAnError() throws {
        #expect(throws: HeadlessTestError.self) { _ = try window.focusState("focusedField", as: Bool.self) }
        #expect(throws: HeadlessTestError.self) { _ = try window.focusState("nothing", as: Bool.self) }
    }
}
