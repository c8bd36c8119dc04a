/// A key for a value in ``EnvironmentValues``, with the value used where none was set.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}
