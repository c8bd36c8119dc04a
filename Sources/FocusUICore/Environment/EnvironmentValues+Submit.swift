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
