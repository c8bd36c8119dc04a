/// The token returned by registering a field; ending it unregisters the field.
///
/// Like swift-navigation's observe tokens, the binding lasts exactly as long as the token:
/// ``cancel()`` or releasing the token ends it.
@MainActor
public final class FocusRegistration {
    private weak var coordinator: FocusCoordinator?
    private var field: FieldRecord?

    init(coordinator: FocusCoordinator, field: FieldRecord) {
        self.coordinator = coordinator
        self.field = field
    }

    /// The node the field is bound to.
    public var node: FocusNodeID? { field?.node }

    /// Whether the field is still registered.
    public var isActive: Bool { field?.isRegistered ?? false }

    /// Unregisters the field; idempotent.
    public func cancel() {
        guard let field else { return }
        self.field = nil
        coordinator?.unregister(field)
    }

    isolated deinit {
        cancel()
    }
}
