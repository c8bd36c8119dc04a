import Testing

@testable import DocumentationExamples
@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("The documentation's LoginForm")
struct LoginFormTests {
    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(LoginForm())
    }

    var window: FocusWindowID { host.window.id }
    var username: HeadlessWidget { backend.widget(.textField, "Username", in: window)! }
    var password: HeadlessWidget { backend.widget(.secureField, "Password", in: window)! }
    var signIn: HeadlessWidget { backend.widget(.button, "Sign In", in: window)! }

    /// The form's `focusedField`, read from the storage the reconciler keeps for it.
    var focusedField: LoginForm.Field? {
        storage?.value
    }

    var storage: FocusStateStorage<LoginForm.Field?>? {
        host.properties.storages(named: "_focusedField").first as? FocusStateStorage<LoginForm.Field?>
    }

    @Test func rendersAFormWithTheThreeControls() {
        let form = backend.roots[window]!.children
        #expect(form.map(\.name) == ["form()"])
        #expect(
            form[0].children.map(\.name) == [
                "textField(Username)", "secureField(Password)", "button(Sign In)",
            ])
        #expect(backend.focusCoordinator.fieldCount == 2)
    }

    @Test func emptyUsernameFocusesUsername() {
        backend.click(signIn)
        #expect(focusedField == .usernameField)
        #expect(backend.focusedWidget(in: window) === username)
    }

    @Test func emptyPasswordFocusesPassword() {
        backend.type("alice", into: username)
        backend.runUpdates()
        backend.click(signIn)
        #expect(focusedField == .passwordField)
        #expect(backend.focusedWidget(in: window) === password)
    }

    @Test func bothFilledCallsHandleLogin() {
        LoginRecorder.shared.calls.removeAll()
        backend.type("alice", into: username)
        backend.type("s3cret", into: password)
        backend.runUpdates()
        backend.click(signIn)
        #expect(LoginRecorder.shared.calls.count == 1)
        #expect(LoginRecorder.shared.calls.first?.username == "alice")
        #expect(LoginRecorder.shared.calls.first?.password == "s3cret")
        // Focus stays on the button the user clicked.
        #expect(focusedField == nil)
    }

    @Test func userFocusIsReflectedInTheState() {
        backend.toolkit.click(password.node)
        #expect(focusedField == .passwordField)
        backend.toolkit.tab(in: window, backward: true)
        #expect(focusedField == .usernameField)
    }

    @Test func theStateIsScopedToTheWindowAndNamedAfterTheProperty() {
        #expect(storage?.scope == .window(window))
        #expect(storage?.label == "focusedField")
    }
}
