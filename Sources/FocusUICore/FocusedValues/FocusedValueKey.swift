/// A key for accessing values in ``FocusedValues``, as SwiftUI's `FocusedValueKey`.
///
/// Declare a key type, then extend ``FocusedValues`` with a computed property that reads and
/// writes it (FocusKit has no `@Entry` macro):
///
/// ```swift
/// struct SignedInAccountKey: FocusedValueKey {
///     typealias Value = String
/// }
///
/// extension FocusedValues {
///     var signedInAccount: String? {
///         get { self[SignedInAccountKey.self] }
///         set { self[SignedInAccountKey.self] = newValue }
///     }
/// }
/// ```
///
/// Views publish a value with ``View/focusedValue(_:_:)`` or ``View/focusedSceneValue(_:_:)``;
/// views and commands read it with ``FocusedValue`` or ``FocusedBinding``.
public protocol FocusedValueKey {
    /// The type of value the key stands for.
    associatedtype Value
}
