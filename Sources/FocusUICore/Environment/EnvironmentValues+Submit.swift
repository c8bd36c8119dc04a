/// The environment key behind `.onSubmit`: the actions of every `.onSubmit` between a text
/// field and the root, outermost first.
struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    /// The `.onSubmit` actions that apply to text fields here.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// The environment key behind a value field's commit (``ValueTextField``).
struct ValueCommitKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Return commits first in the text field here: a value field's draft, written to its
    /// value. Not an `.onSubmit`: Return then goes on to the window's default button when the
    /// app gave the field no `.onSubmit`.
    var valueCommit: (@MainActor () -> Void)? {
        get { self[ValueCommitKey.self] }
        set { self[ValueCommitKey.self] = newValue }
    }
}
