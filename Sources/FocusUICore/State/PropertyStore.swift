/// The per-position storage of every dynamic property of one host (a window, or the app).
@MainActor
final class PropertyStore {
    private var slots: [ViewPath: PropertySlot] = [:]
    /// The types whose stored properties include no dynamic property (no `@State`,
    /// `@FocusState`, `@Environment`…).
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    /// The number of views that currently hold storage, for tests and diagnostics.
    var slotCount: Int { slots.count }

    /// Points every dynamic property of `subject` at the storage of position `path`.
    func attach(
        _ subject: Any, at path: ViewPath, environment: EnvironmentValues, focusScope: FocusScope,
        focusedValues: FocusedValueRegistry? = nil, invalidate: @escaping @MainActor () -> Void,
        invalidateForStateWrite: (@MainActor () -> Void)? = nil,
        invalidateForFocusedValue: (@MainActor () -> Void)? = nil
    ) {
        // As SwiftUI finds a view's dynamic properties from its type, a type found once to have
        // none (most views: a text field, a label) is not reflected again.
        let type = ObjectIdentifier(Swift.type(of: subject))
        guard !Self.typesWithoutProperties.contains(type) else { return }
        var slot: PropertySlot?
        var found = false
        defer { if !found { Self.typesWithoutProperties.insert(type) } }
        for child in Mirror(reflecting: subject).children {
            // By the stored value's own type, as SwiftUI finds dynamic properties by type: a
            // wrapper inside an `Optional` or an existential is not one (a cast would unwrap it
            // for some values only, and the type's answer would depend on the first value seen).
            guard let label = child.label, Swift.type(of: child.value) is any AttachableProperty.Type,
                let property = child.value as? any AttachableProperty
            else {
                continue
            }
            found = true
            // Made only for views that have dynamic properties, so stateless views cost nothing.
            let current = slot ?? self.slot(for: path)
            slot = current
            property.attach(
                PropertyAttachment(
                    slot: current, label: label, environment: environment, focusScope: focusScope,
                    focusedValues: focusedValues, invalidate: invalidate,
                    invalidateForStateWrite: invalidateForStateWrite ?? invalidate,
                    invalidateForFocusedValue: invalidateForFocusedValue ?? invalidate))
        }
    }

    /// The slot for a position, made on first use.
    func slot(for path: ViewPath) -> PropertySlot {
        if let slot = slots[path] { return slot }
        let slot = PropertySlot()
        slots[path] = slot
        return slot
    }

    /// Every storage kept for a property named `label` (`_focusedField`), for tests and
    /// diagnostics.
    func storages(named label: String) -> [AnyObject] {
        slots.values.compactMap { $0.storages[label] }
    }

    /// Drops the storage of views that are no longer in the tree: their state starts afresh if
    /// they come back, as in SwiftUI.
    func retainOnly(_ paths: Set<ViewPath>) {
        slots = slots.filter { paths.contains($0.key) }
    }

    /// Drops everything (the window closed).
    func removeAll() {
        slots.removeAll()
    }
}
