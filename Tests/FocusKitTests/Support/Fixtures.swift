@testable import FocusKit
@testable import FocusKitTestSupport

enum Field: Hashable, CustomStringConvertible {
    case username, password, confirm
    var description: String {
        switch self {
        case .username: return "usernameField"
        case .password: return "passwordField"
        case .confirm: return "confirmField"
        }
    }
}

/// A window with two entries bound to one optional state and an unbound button, like the
/// documentation's `LoginForm`.
@MainActor
final class LoginFixture {
    let logger = RecordingLogger()
    let toolkit: FakeToolkit
    let window: FocusWindowID
    let username: (entry: FocusNodeID, text: FocusNodeID)
    let password: (entry: FocusNodeID, text: FocusNodeID)
    let button: FocusNodeID
    let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
    var tokens: [FocusRegistration] = []
    var changes: [String] = []
    var observation: FocusObservation?

    init(show: Bool = true) {
        toolkit = FakeToolkit(logger: logger)
        window = toolkit.makeWindow()
        username = toolkit.makeEntry("username", in: window)
        password = toolkit.makeEntry("password", in: window)
        button = toolkit.makeNode("button", in: window)
        tokens.append(coordinator.register(node: username.entry, state: focus.storage, equals: .username))
        tokens.append(coordinator.register(node: password.entry, state: focus.storage, equals: .password))
        observation = focus.storage.observe { [unowned self] old, new in
            self.changes.append(
                "\(FocusTraceLine.describe(AnyHashable(old))) -> \(FocusTraceLine.describe(AnyHashable(new)))"
            )
        }
        if show {
            toolkit.show(window)
            toolkit.activate(window)
        }
    }

    var coordinator: FocusCoordinator { toolkit.coordinator }
    var value: Field? { focus.wrappedValue }
    var focusName: String { toolkit.name(toolkit.windows[window]?.focus) }
}
