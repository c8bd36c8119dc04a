import FocusUICore

/// A window's signed-in session, published as a scene value; equal when the name is.
public struct Session: Equatable {
    /// Who signed in.
    public let name: String
    /// Signs the window's session out.
    public let signOut: @MainActor () -> Void

    /// Sessions are equal when their names are.
    public static func == (lhs: Session, rhs: Session) -> Bool { lhs.name == rhs.name }
}

private struct SessionKey: FocusedValueKey {
    typealias Value = Session
}

extension FocusedValues {
    /// The key window's session, while it is signed in.
    public var session: Session? {
        get { self[SessionKey.self] }
        set { self[SessionKey.self] = newValue }
    }
}

/// Two fields, a Sign In button and who is signed in; publishes its ``Session`` while signed
/// in. State read by name in tests: `name` (`"signed-in"` once signed in, nil when signed
/// out).
public struct SessionWindow: View {
    @State var name: String?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Field", text: .constant(""))
            TextField("Other", text: .constant(""))
            Button("Sign In") { name = "signed-in" }
            Text(name ?? "signed out")
        }
        .focusedSceneValue(\.session, name.map { signedIn in Session(name: signedIn) { name = nil } })
    }
}

/// An Account menu whose Sign Out (Ctrl+Shift+O) signs the key window's session out, disabled
/// while it has none.
public struct AccountCommands: Commands {
    @FocusedValue(\.session) var session

    /// The commands, as their type describes them.
    public init() {}

    /// The commands.
    public var body: some Commands {
        CommandMenu("Account") {
            Button("Sign Out") { session?.signOut() }
                .keyboardShortcut("o", modifiers: [.command, .shift])
                .disabled(session == nil)
        }
    }
}

/// ``SessionWindow``s with ``AccountCommands`` and an Extra item after New Window.
public struct CommandsApp: App {
    /// The app, as its type describes it.
    public init() {}

    /// The scenes.
    public var body: some Scene {
        WindowGroup("Main", id: "main") {
            SessionWindow()
        }
        .commands {
            AccountCommands()
            CommandGroup(after: .newItem) {
                Button("Extra") {}
            }
        }
    }
}
