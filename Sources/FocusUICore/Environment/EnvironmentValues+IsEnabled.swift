/// The environment key behind `.disabled(_:)`.
struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether views here accept input; `.disabled(true)` turns it off for all descendants and
    /// no descendant can turn it back on.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
