/// Reads a value from the view's environment: `@Environment(\.dismiss) var dismiss`.
///
/// The reconciler points the wrapper at the environment of the view's position each time the
/// view is evaluated; outside a mounted view it reads default values.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    @MainActor public var wrappedValue: Value {
        (location.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// The class-typed handle inside an ``Environment`` that the reconciler fills in.
final class EnvironmentLocation {
    var values: EnvironmentValues?
}

extension Environment: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        location.values = attachment.environment
    }
}
